#ifndef CHTTPSHIM_H
#define CHTTPSHIM_H
// CHTTPShim: a small C layer over GNU libmicrohttpd for `typefit serve`.
//
// Why C: MHD_start_daemon takes its options as variadic arguments, which Swift cannot pass.
// libmicrohttpd parses HTTP (request line, headers, chunked bodies, keep-alive); this layer
// only starts and stops the daemon, collects a request's body up to a hard cap and hands the
// whole request to one callback. Only <stdint.h> and <stddef.h> types cross this header;
// every exported symbol starts with `tfh_`.
//
// Threads: the daemon answers on a pool of its own threads; the handler is called on any of
// them, concurrently, and must be thread-safe.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One request, complete: valid only during the handler call.
typedef struct tfh_request {
    const char *method;          ///< "GET", "POST", ...
    const char *path;            ///< The path, percent-decoded by libmicrohttpd, without the query.
    size_t query_count;          ///< Query arguments, percent-decoded, in order.
    const char *const *query_keys;
    const char *const *query_values;  ///< An entry is NULL for `?flag` without '='.
    const char *host;            ///< The Host header, or NULL.
    const uint8_t *body;         ///< The body (not NUL-terminated), or NULL when empty.
    size_t body_length;
} tfh_request;

/// The answer the handler fills in. `body` must be allocated with malloc (or be NULL); the
/// shim frees it after sending. `content_type` must stay valid after the call (a literal).
typedef struct tfh_response {
    int status;
    const char *content_type;
    uint8_t *body;
    size_t body_length;
} tfh_response;

typedef void (*tfh_handler)(const tfh_request *request, tfh_response *response, void *context);

/// The limits the daemon enforces before the handler sees a request.
typedef struct tfh_limits {
    size_t max_body_bytes;       ///< A longer body is answered 413 and not read further.
    unsigned int max_connections;///< Connections at once; more are refused (closed).
    unsigned int threads;        ///< Threads answering requests.
    unsigned int timeout_seconds;///< An idle connection is closed after this.
    size_t connection_memory;    ///< libmicrohttpd's per-connection buffer (request line and headers).
} tfh_limits;

typedef struct tfh_server tfh_server;

/// Starts a server on `host` (a numeric IPv4 or IPv6 address, or a name resolved with
/// getaddrinfo) and `port` (0: a free port, see tfh_port). Returns NULL on failure with a
/// message in `error` (NUL-terminated, at most `error_capacity` bytes).
tfh_server *tfh_start(const char *host, uint16_t port, tfh_limits limits, tfh_handler handler, void *context,
                      char *error, size_t error_capacity);

/// The port the server listens on.
uint16_t tfh_port(const tfh_server *server);

/// Stops the server (waits for the threads answering) and frees it.
void tfh_stop(tfh_server *server);

/// The libmicrohttpd version string ("0.9.75").
const char *tfh_library_version(void);

#ifdef __cplusplus
}
#endif

#endif
