// Locale matching: a tag canonicalized with CLDR's language aliases (ICU's "metadata" data) and
// completed with ICU's likely subtags, so that "zh-CN" and "zh-Hans" meet in "zh-Hans-CN" and
// "tl" and "fil" in "fil-Latn-PH".
#include "CUnicodeShim.h"
#include "tag_parsing.h"
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

static void copyField(char *destination, size_t capacity, const char *source, size_t n) {
    if (n >= capacity) {
        n = capacity - 1;
    }
    memcpy(destination, source, n);
    destination[n] = '\0';
}

// CLDR's replacement for a language subtag ("tl" -> "fil", "iw" -> "he", "sh" -> "sr_Latn"):
// ICU keeps CLDR's supplementalMetadata aliases in its "metadata" resource, alias/language.
// uloc_canonicalize does not apply them in ICU 72 (only the C++ Locale::canonicalize does).
// Returns 1 and the replacement (an ICU locale ID, "_"-separated) when there is one.
static int languageAlias(const char *language, char *replacement, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *metadata = ures_openDirect(NULL, "metadata", &status);
    UResourceBundle *alias = ures_getByKey(metadata, "alias", NULL, &status);
    UResourceBundle *languages = ures_getByKey(alias, "language", NULL, &status);
    UResourceBundle *entry = ures_getByKey(languages, language, NULL, &status);
    int found = 0;
    if (U_SUCCESS(status)) {
        int32_t length = 0;
        const UChar *text = ures_getStringByKey(entry, "replacement", &length, &status);
        if (U_SUCCESS(status) && length > 0 && length < capacity) {
            u_UCharsToChars(text, replacement, length);
            replacement[length] = '\0';
            found = 1;
        }
    }
    ures_close(entry);
    ures_close(languages);
    ures_close(alias);
    ures_close(metadata);
    return found;
}

// The language, script and region subtags of an ICU locale ID.
static void subtags(const char *locale, char *language, char *script, char *region) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = uloc_getLanguage(locale, language, ULOC_LANG_CAPACITY, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) n = 0;
    language[n] = '\0';
    status = U_ZERO_ERROR;
    n = uloc_getScript(locale, script, ULOC_SCRIPT_CAPACITY, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) n = 0;
    script[n] = '\0';
    status = U_ZERO_ERROR;
    n = uloc_getCountry(locale, region, ULOC_COUNTRY_CAPACITY, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) n = 0;
    region[n] = '\0';
}

int32_t tfu_locale_match_key_get(const char *tag, tfu_locale_match_key *key) {
    if (tag == NULL || key == NULL) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    memset(key, 0, sizeof *key);
    char locale[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    int32_t tagLength = tfu_internal_parse_tag(tag, locale, (int32_t)sizeof locale, &parsed);
    if (tagLength <= 0 || parsed != tagLength) {
        return U_ZERO_ERROR;
    }
    UErrorCode status = U_ZERO_ERROR;

    char language[ULOC_LANG_CAPACITY], script[ULOC_SCRIPT_CAPACITY], region[ULOC_COUNTRY_CAPACITY];
    subtags(locale, language, script, region);
    if (language[0] == '\0' || strcmp(language, "und") == 0) {
        return U_ZERO_ERROR;  // no language: nothing to match on
    }
    key->is_well_formed = 1;

    char replacement[ULOC_FULLNAME_CAPACITY];
    if (languageAlias(language, replacement, (int32_t)sizeof replacement)) {
        char aliasLanguage[ULOC_LANG_CAPACITY], aliasScript[ULOC_SCRIPT_CAPACITY], aliasRegion[ULOC_COUNTRY_CAPACITY];
        subtags(replacement, aliasLanguage, aliasScript, aliasRegion);
        if (aliasLanguage[0] != '\0') {
            copyField(language, sizeof language, aliasLanguage, strlen(aliasLanguage));
            if (script[0] == '\0') copyField(script, sizeof script, aliasScript, strlen(aliasScript));
            if (region[0] == '\0') copyField(region, sizeof region, aliasRegion, strlen(aliasRegion));
        }
    }
    key->gives_script = script[0] != '\0';
    key->gives_region = region[0] != '\0';

    char canonical[ULOC_FULLNAME_CAPACITY];
    size_t used = 0;
    canonical[0] = '\0';
    const char *parts[3] = {language, script, region};
    for (int i = 0; i < 3; i++) {
        size_t n = strlen(parts[i]);
        if (n == 0) continue;
        if (used > 0) canonical[used++] = '_';
        memcpy(canonical + used, parts[i], n);
        used += n;
        canonical[used] = '\0';
    }
    char maximized[ULOC_FULLNAME_CAPACITY];
    status = U_ZERO_ERROR;
    uloc_addLikelySubtags(canonical, maximized, (int32_t)sizeof maximized, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) {
        copyField(maximized, sizeof maximized, canonical, strlen(canonical));
    }
    subtags(maximized, language, script, region);
    copyField(key->language, sizeof key->language, language, strlen(language));
    copyField(key->script, sizeof key->script, script, strlen(script));
    copyField(key->region, sizeof key->region, region, strlen(region));
    return U_ZERO_ERROR;
}
