// The daemon of CHTTPShim.h: libmicrohttpd started with a thread pool on one address, bodies
// collected up to a cap, the complete request handed to the handler.

#include "CHTTPShim.h"

#include <sys/types.h>
#include <sys/socket.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <microhttpd.h>

/// At most this many query arguments reach the handler; a request with more is answered 400.
#define TFH_MAX_QUERY 64

struct tfh_server {
    struct MHD_Daemon *daemon;
    tfh_handler handler;
    void *context;
    size_t max_body_bytes;
};

/// What one request has sent so far (libmicrohttpd calls the access handler once for the
/// headers, once per piece of body, and once at the end).
typedef struct tfh_pending {
    uint8_t *body;
    size_t length;
    size_t capacity;
    int too_large;
    int answered;  ///< The 413 is queued.
    int started;   ///< The headers' call was made.
    int nul_in_path;  ///< The raw path has %00, which decoding would cut the path at.
} tfh_pending;

typedef struct tfh_query {
    size_t count;
    int overflow;
    const char *keys[TFH_MAX_QUERY];
    const char *values[TFH_MAX_QUERY];
} tfh_query;

/// Headers every answer carries: nothing cached, no type sniffing, the page's scripts and
/// styles inline only and requests to its own origin only.
static void tfh_add_headers(struct MHD_Response *response, const char *content_type) {
    MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, content_type);
    MHD_add_response_header(response, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
    MHD_add_response_header(response, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(response, "Referrer-Policy", "no-referrer");
    MHD_add_response_header(response, "Content-Security-Policy",
                            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                            "connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
}

/// Queues `body` (copied) with `status`.
static enum MHD_Result tfh_answer(struct MHD_Connection *connection, unsigned int status, const char *content_type, const char *body) {
    struct MHD_Response *response = MHD_create_response_from_buffer(strlen(body), (void *)body, MHD_RESPMEM_MUST_COPY);
    if (response == NULL) return MHD_NO;
    tfh_add_headers(response, content_type);
    enum MHD_Result result = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return result;
}

static enum MHD_Result tfh_too_large(struct MHD_Connection *connection, const tfh_server *server) {
    char body[160];
    snprintf(body, sizeof body, "{\"error\": \"the request body is larger than %zu bytes\"}\n", server->max_body_bytes);
    return tfh_answer(connection, MHD_HTTP_CONTENT_TOO_LARGE, "application/json; charset=utf-8", body);
}

static enum MHD_Result tfh_collect_query(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
    (void)kind;
    tfh_query *query = cls;
    if (query->count == TFH_MAX_QUERY) {
        query->overflow = 1;
        return MHD_NO;
    }
    query->keys[query->count] = key;
    query->values[query->count] = value;
    query->count += 1;
    return MHD_YES;
}

/// Called with the raw request target before it is decoded: the request's state is made here,
/// noting a %00 (the decoded path is a C string, so "/%00x" would reach the handler as "/").
static void *tfh_log_uri(void *cls, const char *uri, struct MHD_Connection *connection) {
    (void)cls;
    (void)connection;
    tfh_pending *pending = calloc(1, sizeof *pending);
    if (pending == NULL || uri == NULL) return pending;
    const char *query = strchr(uri, '?');
    for (const char *c = uri; *c != '\0' && (query == NULL || c < query); c++) {
        if (c[0] == '%' && c[1] == '0' && c[2] == '0') pending->nul_in_path = 1;
    }
    return pending;
}

static enum MHD_Result tfh_access(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                                  const char *version, const char *upload_data, size_t *upload_data_size, void **state) {
    (void)version;
    tfh_server *server = cls;
    tfh_pending *pending = *state;
    if (pending == NULL) return MHD_NO;  // out of memory in tfh_log_uri: the connection is closed
    if (!pending->started) {
        // The headers are in: refuse a declared body over the cap before reading any of it.
        pending->started = 1;
        const char *declared = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
        if (declared != NULL) {
            char *end = NULL;
            unsigned long long length = strtoull(declared, &end, 10);
            if (end != declared && length > server->max_body_bytes) {
                pending->too_large = 1;
                pending->answered = tfh_too_large(connection, server) == MHD_YES;
                return pending->answered ? MHD_YES : MHD_NO;
            }
        }
        return MHD_YES;
    }
    if (*upload_data_size > 0) {
        size_t size = *upload_data_size;
        *upload_data_size = 0;
        if (pending->too_large) return MHD_YES;  // already answered or being discarded
        if (size > server->max_body_bytes - pending->length) {
            // A chunked body grew past the cap: drop what was collected and answer at once
            // (libmicrohttpd then closes the connection); if it cannot yet, discard the rest.
            pending->too_large = 1;
            free(pending->body);
            pending->body = NULL;
            pending->length = pending->capacity = 0;
            pending->answered = tfh_too_large(connection, server) == MHD_YES;
            return MHD_YES;
        }
        if (pending->length + size > pending->capacity) {
            size_t capacity = pending->capacity == 0 ? 4096 : pending->capacity;
            while (capacity < pending->length + size) capacity *= 2;
            if (capacity > server->max_body_bytes) capacity = server->max_body_bytes;
            uint8_t *grown = realloc(pending->body, capacity);
            if (grown == NULL) return MHD_NO;
            pending->body = grown;
            pending->capacity = capacity;
        }
        memcpy(pending->body + pending->length, upload_data, size);
        pending->length += size;
        return MHD_YES;
    }
    if (pending->too_large) return pending->answered ? MHD_YES : tfh_too_large(connection, server);
    if (pending->nul_in_path) {
        return tfh_answer(connection, MHD_HTTP_BAD_REQUEST, "application/json; charset=utf-8",
                          "{\"error\": \"the path holds a NUL byte (%00)\"}\n");
    }

    tfh_query query;
    query.count = 0;
    query.overflow = 0;
    MHD_get_connection_values(connection, MHD_GET_ARGUMENT_KIND, tfh_collect_query, &query);
    if (query.overflow) {
        return tfh_answer(connection, MHD_HTTP_BAD_REQUEST, "application/json; charset=utf-8",
                          "{\"error\": \"more than 64 query arguments\"}\n");
    }
    tfh_request request = {
        .method = method, .path = url, .query_count = query.count, .query_keys = query.keys, .query_values = query.values,
        .host = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_HOST),
        .body = pending->body, .body_length = pending->length,
    };
    tfh_response answer = {.status = 500, .content_type = "text/plain; charset=utf-8", .body = NULL, .body_length = 0};
    server->handler(&request, &answer, server->context);
    struct MHD_Response *response = answer.body == NULL
        ? MHD_create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT)
        : MHD_create_response_from_buffer(answer.body_length, answer.body, MHD_RESPMEM_MUST_FREE);
    if (response == NULL) {
        free(answer.body);
        return MHD_NO;
    }
    tfh_add_headers(response, answer.content_type);
    enum MHD_Result result = MHD_queue_response(connection, (unsigned int)answer.status, response);
    MHD_destroy_response(response);
    return result;
}

static void tfh_completed(void *cls, struct MHD_Connection *connection, void **state, enum MHD_RequestTerminationCode code) {
    (void)cls;
    (void)connection;
    (void)code;
    tfh_pending *pending = *state;
    if (pending == NULL) return;
    free(pending->body);
    free(pending);
    *state = NULL;
}

static void tfh_error(char *error, size_t capacity, const char *format, ...) {
    if (error == NULL || capacity == 0) return;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(error, capacity, format, arguments);
    va_end(arguments);
}

tfh_server *tfh_start(const char *host, uint16_t port, tfh_limits limits, tfh_handler handler, void *context,
                      char *error, size_t error_capacity) {
    struct addrinfo hints;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    struct addrinfo *found = NULL;
    int status = getaddrinfo(host, NULL, &hints, &found);
    if (status != 0 || found == NULL) {
        tfh_error(error, error_capacity, "cannot resolve the address '%s': %s", host, gai_strerror(status));
        return NULL;
    }
    struct sockaddr_storage address;
    memset(&address, 0, sizeof address);
    memcpy(&address, found->ai_addr, found->ai_addrlen);
    int family = found->ai_family;
    freeaddrinfo(found);
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO;
    if (family == AF_INET6) {
        ((struct sockaddr_in6 *)&address)->sin6_port = htons(port);
        flags |= MHD_USE_IPv6;
    } else if (family == AF_INET) {
        ((struct sockaddr_in *)&address)->sin_port = htons(port);
    } else {
        tfh_error(error, error_capacity, "'%s' is neither an IPv4 nor an IPv6 address", host);
        return NULL;
    }

    tfh_server *server = calloc(1, sizeof *server);
    if (server == NULL) {
        tfh_error(error, error_capacity, "out of memory");
        return NULL;
    }
    server->handler = handler;
    server->context = context;
    server->max_body_bytes = limits.max_body_bytes;
    server->daemon = MHD_start_daemon(
        flags, port, NULL, NULL, tfh_access, server,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
        MHD_OPTION_THREAD_POOL_SIZE, limits.threads,
        MHD_OPTION_CONNECTION_LIMIT, limits.max_connections,
        MHD_OPTION_CONNECTION_TIMEOUT, limits.timeout_seconds,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits.connection_memory,
        MHD_OPTION_NOTIFY_COMPLETED, tfh_completed, NULL,
        MHD_OPTION_URI_LOG_CALLBACK, tfh_log_uri, NULL,
        MHD_OPTION_END);
    if (server->daemon == NULL) {
        tfh_error(error, error_capacity, "cannot listen on %s port %u (in use, or not an address of this machine)", host, (unsigned)port);
        free(server);
        return NULL;
    }
    return server;
}

uint16_t tfh_port(const tfh_server *server) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(server->daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

void tfh_stop(tfh_server *server) {
    if (server == NULL) return;
    MHD_stop_daemon(server->daemon);
    free(server);
}

const char *tfh_library_version(void) { return MHD_get_version(); }
