// Language tags: BCP 47 parsing and canonicalization by ICU's uloc_forLanguageTag, and whether
// ICU's data knows the language (so callers can say when they fall back to the root locale).
#include "CUnicodeShim.h"
#include "tag_parsing.h"
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>

static void copyString(char *destination, size_t capacity, const char *source) {
    size_t n = strlen(source);
    if (n >= capacity) {
        n = capacity - 1;
    }
    memcpy(destination, source, n);
    destination[n] = '\0';
}

int32_t tfu_language_info_get(const char *tag, tfu_language_info *info) {
    if (tag == NULL || info == NULL) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    memset(info, 0, sizeof *info);
    copyString(info->canonical, sizeof info->canonical, "und");

    char locale[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    int32_t tagLength = tfu_internal_parse_tag(tag, locale, (int32_t)sizeof locale, &parsed);
    if (tagLength < 0) {
        return U_ZERO_ERROR;
    }
    info->parsed_length = parsed;
    info->is_well_formed = parsed == tagLength && parsed > 0;
    if (!info->is_well_formed) {
        return U_ZERO_ERROR;
    }

    char canonical[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_toLanguageTag(locale, canonical, (int32_t)sizeof canonical, 0, &status);
    if (U_SUCCESS(status) && status != U_STRING_NOT_TERMINATED_WARNING) {
        copyString(info->canonical, sizeof info->canonical, canonical);
        // Continue with the canonical form, so that "iw" is looked at as "he".
        char canonicalLocale[ULOC_FULLNAME_CAPACITY];
        UErrorCode reparse = U_ZERO_ERROR;
        uloc_forLanguageTag(canonical, canonicalLocale, (int32_t)sizeof canonicalLocale, NULL, &reparse);
        if (U_SUCCESS(reparse) && reparse != U_STRING_NOT_TERMINATED_WARNING) {
            memcpy(locale, canonicalLocale, sizeof locale);
        }
    }

    char language[ULOC_LANG_CAPACITY];
    status = U_ZERO_ERROR;
    uloc_getLanguage(locale, language, (int32_t)sizeof language, &status);
    if (U_SUCCESS(status) && status != U_STRING_NOT_TERMINATED_WARNING) {
        copyString(info->language, sizeof info->language, language);
    }

    char maximized[ULOC_FULLNAME_CAPACITY];
    status = U_ZERO_ERROR;
    uloc_addLikelySubtags(locale, maximized, (int32_t)sizeof maximized, &status);
    if (U_SUCCESS(status) && status != U_STRING_NOT_TERMINATED_WARNING) {
        char script[ULOC_SCRIPT_CAPACITY];
        UErrorCode scriptStatus = U_ZERO_ERROR;
        uloc_getScript(maximized, script, (int32_t)sizeof script, &scriptStatus);
        if (U_SUCCESS(scriptStatus) && scriptStatus != U_STRING_NOT_TERMINATED_WARNING) {
            copyString(info->likely_script, sizeof info->likely_script, script);
        }
    }

    // ICU "knows" a language when its data has an English display name for it; otherwise
    // uloc_getDisplayLanguage falls back to echoing the code and warns U_USING_DEFAULT_WARNING.
    if (info->language[0] != '\0') {
        UChar display[64];
        status = U_ZERO_ERROR;
        int32_t n = uloc_getDisplayLanguage(locale, "en", display, 64, &status);
        if (U_SUCCESS(status) && status != U_USING_DEFAULT_WARNING && n > 0) {
            char echoed[64];
            u_UCharsToChars(display, echoed, n < 63 ? n : 63);
            echoed[n < 63 ? n : 63] = '\0';
            info->is_known_language = strcmp(echoed, info->language) != 0;
        }
    }
    return U_ZERO_ERROR;
}
