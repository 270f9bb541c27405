// Plural categories: CLDR's cardinal plural rules for a locale, through ICU's uplrules
// (libicui18n), so TypeFit knows which numbers each plural form is shown for.
#include "CUnicodeShim.h"
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>

static const char *const categoryNames[] = {"zero", "one", "two", "few", "many", "other"};

int32_t tfu_plural_categories(const char *language, const int32_t *numbers, int32_t count, uint8_t *categories) {
    if (language == NULL || (count > 0 && (numbers == NULL || categories == NULL)) || count < 0) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    char locale[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_forLanguageTag(language, locale, (int32_t)sizeof locale, NULL, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) {
        return status;
    }
    for (int32_t i = 0; i < count; i++) {
        UChar keyword[16];
        status = U_ZERO_ERROR;
        int32_t length = uplrules_select(rules, (double)numbers[i], keyword, 16, &status);
        if (U_FAILURE(status)) {
            uplrules_close(rules);
            return status;
        }
        categories[i] = TFU_PLURAL_OTHER;
        for (uint8_t c = 0; c < 6; c++) {
            const char *name = categoryNames[c];
            int32_t n = (int32_t)strlen(name);
            if (n != length) {
                continue;
            }
            int32_t same = 1;
            for (int32_t k = 0; k < n; k++) {
                if (keyword[k] != (UChar)name[k]) {
                    same = 0;
                    break;
                }
            }
            if (same) {
                categories[i] = c;
                break;
            }
        }
    }
    uplrules_close(rules);
    return U_ZERO_ERROR;
}
