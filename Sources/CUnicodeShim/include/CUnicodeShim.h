#ifndef CUNICODESHIM_H
#define CUNICODESHIM_H
// CUnicodeShim: a small C layer over ICU (icu-uc; icu-i18n for plural rules) for TypeFit's text analysis.
//
// Why C: ICU's headers collide with Foundation's _FoundationICU when imported into Swift on
// Linux, and ICU renames its symbols per version (ubrk_open_72). So only <stdint.h> types cross
// this header; every ICU call lives in the .c files next to it, and every exported symbol
// starts with `tfu_`.
//
// Conventions for every function below:
// - Text is UTF-16 (`const uint16_t *`, `length` in code units); every offset is an int32 count
//   of UTF-16 code units from the start of the text. Unpaired surrogates are accepted and treated
//   by ICU as code points of their own (TypeFit's Swift layer replaces them with U+FFFD first).
// - The return value is a status: TFU_OK (0) or an ICU error code (> 0) passed through
//   unchanged; `tfu_status_name` names it. No function keeps a pointer to the caller's text
//   after it returns.
// - Output arrays are provided by the caller with a `capacity`; when it is too small the function
//   returns TFU_BUFFER_OVERFLOW and stores the needed count in `*count`. The worst cases are
//   documented per function so that callers can size arrays once.
// - Handles (`tfu_breaker`, `tfu_bidi`) are opaque and reusable: open once, analyze many texts.
//   A handle is NOT thread-safe: use one handle per thread (or hand it between threads with a
//   lock). Functions without a handle are thread-safe.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Status codes (the values equal ICU's UErrorCode values of the same meaning).

enum {
    TFU_OK = 0,
    TFU_ILLEGAL_ARGUMENT = 1,   // U_ILLEGAL_ARGUMENT_ERROR
    TFU_MEMORY_ALLOCATION = 7,  // U_MEMORY_ALLOCATION_ERROR
    TFU_BUFFER_OVERFLOW = 15,   // U_BUFFER_OVERFLOW_ERROR
};

/// The ICU name of a status code ("U_ZERO_ERROR", "U_BUFFER_OVERFLOW_ERROR", ...); static storage.
const char *tfu_status_name(int32_t status);

/// The major version of the ICU library in use (72 on Debian 12).
int32_t tfu_icu_version_major(void);

// MARK: Break iterators (UAX #14 line breaking, UAX #29 grapheme clusters).

typedef struct tfu_breaker tfu_breaker;

enum {
    TFU_BREAK_LINE = 0,       // UAX #14 line-break opportunities (ICU UBRK_LINE)
    TFU_BREAK_CHARACTER = 1,  // UAX #29 extended grapheme cluster boundaries (ICU UBRK_CHARACTER)
};

/// Boundary flag: a mandatory (hard) line break, ICU rule status in [UBRK_LINE_HARD, UBRK_LINE_HARD_LIMIT).
#define TFU_BOUNDARY_MANDATORY ((uint8_t)1)

/// Opens a break iterator of `kind` for `language`, a BCP 47 tag ("th", "ja-JP", "" for root).
/// ICU picks its dictionaries (Thai, Lao, Khmer, Burmese, CJK) from the text itself; the language
/// selects tailorings (for example `ja` line-break strictness). On success `*out` must be closed
/// with `tfu_breaker_close`.
int32_t tfu_breaker_open(int32_t kind, const char *language, tfu_breaker **out);

/// Closes a breaker; NULL is allowed.
void tfu_breaker_close(tfu_breaker *breaker);

/// Finds the boundaries of `text`, excluding 0 and including `length` (when length > 0).
/// `offsets[i]` is a boundary; `flags[i]` (may be NULL) has TFU_BOUNDARY_MANDATORY for a hard
/// line break (only for TFU_BREAK_LINE). Worst case count: `length`.
int32_t tfu_breaker_boundaries(tfu_breaker *breaker, const uint16_t *text, int32_t length,
                               int32_t *offsets, uint8_t *flags, int32_t capacity, int32_t *count);

// MARK: Bidi (UAX #9, through ICU's ubidi).

typedef struct tfu_bidi tfu_bidi;

enum {
    TFU_DIRECTION_AUTO = 0,  // first strong character (rules P2, P3); LTR when there is none
    TFU_DIRECTION_LTR = 1,   // paragraph level 0
    TFU_DIRECTION_RTL = 2,   // paragraph level 1
};

/// Line-end flags from `tfu_bidi_analyze` (rule L1).
#define TFU_BIDI_TRAILING_WHITESPACE ((uint8_t)1)  // WS, isolates, and X9-removed characters: reset when at a line end or before a separator
#define TFU_BIDI_SEPARATOR ((uint8_t)2)            // segment (S) or paragraph (B) separator: always reset

/// Opens a reusable bidi analyzer. Close with `tfu_bidi_close`.
int32_t tfu_bidi_open(tfu_bidi **out);

/// Closes a bidi analyzer; NULL is allowed.
void tfu_bidi_close(tfu_bidi *bidi);

/// Resolves the embedding levels of `text` (rules P1-I2; L1 is left to the line, see flags).
/// - `levels[length]`: the resolved level of each code unit.
/// - `line_end_flags[length]` (may be NULL): TFU_BIDI_* flags that a line layout needs for rule L1.
/// - paragraphs (P1 splits at U+2029, \n, \r, ...): `paragraph_limits[i]` (exclusive end) and
///   `paragraph_levels[i]`, in logical order; worst case count `length` (1 for empty text).
int32_t tfu_bidi_analyze(tfu_bidi *bidi, const uint16_t *text, int32_t length, int32_t direction,
                         uint8_t *levels, uint8_t *line_end_flags,
                         int32_t *paragraph_limits, uint8_t *paragraph_levels,
                         int32_t paragraph_capacity, int32_t *paragraph_count);

/// With `always` nonzero, `tfu_bidi_analyze` resolves every text with ubidi, even one with nothing
/// right-to-left (it resolves those itself by default: every level 0); for tests comparing the two.
void tfu_bidi_set_always_uses_icu(tfu_bidi *bidi, int32_t always);

/// How many texts `bidi` has resolved with ubidi (for tests).
int64_t tfu_bidi_icu_resolutions(const tfu_bidi *bidi);

/// Visual order of `count` runs with the given levels (rule L2, ICU ubidi_reorderVisual):
/// `visual_to_logical[v]` is the index of the run shown at visual position v (left to right).
/// Thread-safe.
int32_t tfu_bidi_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visual_to_logical);

// MARK: Script runs (UAX #24 scripts, itemized the way HarfBuzz and Pango do).

/// Splits `text` into runs of one script: Common (Zyyy) and Inherited (Zinh) characters join the
/// run around them (leading ones join the first real script), a character whose Script_Extensions
/// contain the current run's script stays in it, and a closing bracket takes its opening bracket's
/// script. `tags[i]` is the ISO 15924 tag packed big-endian ('L'<<24 | 'a'<<16 | 't'<<8 | 'n',
/// the same packing as hb_tag_t); a run of only Common characters is Zyyy. Worst case count: `length`.
int32_t tfu_script_runs(const uint16_t *text, int32_t length, int32_t *starts, int32_t *limits,
                        uint32_t *tags, int32_t capacity, int32_t *count);

/// The ISO 15924 tag (packed as above) of one code point's Script property (uscript_getScript).
uint32_t tfu_script_of(uint32_t code_point);

/// The Unicode long name of the script whose packed ISO 15924 tag is `tag` ("Hebr" -> "Hebrew",
/// "Zyyy" -> "Common"; words joined by '_'), NUL-terminated into `name`. Returns 0 (U_ZERO_ERROR),
/// U_ILLEGAL_ARGUMENT_ERROR for an unknown tag, U_BUFFER_OVERFLOW_ERROR when truncated.
int32_t tfu_script_name(uint32_t tag, char *name, int32_t capacity);

// MARK: Language tags (BCP 47, through uloc_forLanguageTag).

/// What ICU makes of a BCP 47 language tag. Strings are NUL-terminated ASCII.
typedef struct tfu_language_info {
    char canonical[96];        // canonical BCP 47 form ("und" for the root locale)
    char language[16];         // language subtag ("" when absent)
    char likely_script[8];     // ISO 15924 script after adding likely subtags ("Latn", "Jpan", "")
    int32_t parsed_length;     // how many characters of the input ICU could parse
    int32_t is_well_formed;    // 1 when the whole input parsed as a language tag
    int32_t is_known_language; // 1 when ICU has a display name for the language (it has data for it)
} tfu_language_info;

/// Parses `tag` (BCP 47; "_" is accepted as "-") and fills `*info`. Never fails for bad input:
/// an unparsable tag gives is_well_formed == 0 and canonical "und".
int32_t tfu_language_info_get(const char *tag, tfu_language_info *info);

// MARK: Locale matching (CLDR language aliases and likely subtags).

/// A tag made comparable: CLDR's language aliases applied ("tl" -> "fil", "iw" -> "he",
/// "sh" -> "sr-Latn"), then ICU's likely subtags added ("zh-CN" and "zh-Hans" -> zh, Hans, CN).
typedef struct tfu_locale_match_key {
    char language[16];      // after aliases ("fil" for "tl")
    char script[8];         // after likely subtags ("Hans" for "zh-CN"; "" when ICU has none)
    char region[8];         // after likely subtags ("CN" for "zh-Hans"; "" when ICU has none)
    int32_t gives_script;   // 1 when the tag itself (or its alias) names a script
    int32_t gives_region;   // 1 when the tag itself (or its alias) names a region
    int32_t is_well_formed; // 1 when the whole tag parsed and names a language (not "und")
} tfu_locale_match_key;

/// Fills `*key` for `tag` (BCP 47; "_" accepted as "-"). Never fails for bad input: an
/// unparsable tag, or one without a language, gives is_well_formed == 0. Thread-safe.
int32_t tfu_locale_match_key_get(const char *tag, tfu_locale_match_key *key);

// MARK: Plural rules (CLDR cardinal rules, through ICU's uplrules in libicui18n).

/// CLDR plural categories, in CLDR's order.
enum {
    TFU_PLURAL_ZERO = 0, TFU_PLURAL_ONE = 1, TFU_PLURAL_TWO = 2,
    TFU_PLURAL_FEW = 3, TFU_PLURAL_MANY = 4, TFU_PLURAL_OTHER = 5,
};

/// The cardinal plural category (TFU_PLURAL_*) that `language` (BCP 47) selects for each of
/// `numbers[count]`, into `categories[count]`. A language ICU has no rules for gets the root
/// rules (every number `other`). Thread-safe.
int32_t tfu_plural_categories(const char *language, const int32_t *numbers, int32_t count, uint8_t *categories);

#ifdef __cplusplus
}
#endif

#endif
