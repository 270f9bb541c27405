#include "tag_parsing.h"
#include <string.h>
#include <unicode/uloc.h>

int32_t tfu_internal_parse_tag(const char *tag, char *locale, int32_t capacity, int32_t *parsed) {
    char normalized[ULOC_FULLNAME_CAPACITY];
    size_t tagLength = strlen(tag);
    *parsed = 0;
    if (tagLength == 0 || tagLength >= sizeof normalized) {
        return -1;
    }
    for (size_t i = 0; i <= tagLength; i++) {
        normalized[i] = tag[i] == '_' ? '-' : tag[i];
    }
    UErrorCode status = U_ZERO_ERROR;
    uloc_forLanguageTag(normalized, locale, capacity, parsed, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) {
        return -1;
    }
    return (int32_t)tagLength;
}
