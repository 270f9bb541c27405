// Break iterators: UAX #14 line-break opportunities and UAX #29 grapheme clusters, from ICU's
// ubrk with the rules and dictionaries of the ICU data in use.
#include "CUnicodeShim.h"
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uloc.h>

struct tfu_breaker {
    UBreakIterator *iterator;
    int32_t kind;
};

int32_t tfu_breaker_open(int32_t kind, const char *language, tfu_breaker **out) {
    if (out == NULL || (kind != TFU_BREAK_LINE && kind != TFU_BREAK_CHARACTER)) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    *out = NULL;
    // BCP 47 -> ICU locale ID ("zh-Hant-TW" -> "zh_Hant_TW"); an unparsable tag means root.
    char locale[ULOC_FULLNAME_CAPACITY] = "";
    if (language != NULL && language[0] != '\0') {
        UErrorCode tagStatus = U_ZERO_ERROR;
        int32_t parsed = 0;
        uloc_forLanguageTag(language, locale, (int32_t)sizeof locale, &parsed, &tagStatus);
        if (U_FAILURE(tagStatus) || tagStatus == U_STRING_NOT_TERMINATED_WARNING) {
            locale[0] = '\0';
        }
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(kind == TFU_BREAK_LINE ? UBRK_LINE : UBRK_CHARACTER,
                                         locale, NULL, 0, &status);
    if (U_FAILURE(status)) {
        return status;
    }
    tfu_breaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) {
        ubrk_close(iterator);
        return U_MEMORY_ALLOCATION_ERROR;
    }
    breaker->iterator = iterator;
    breaker->kind = kind;
    *out = breaker;
    return U_ZERO_ERROR;
}

void tfu_breaker_close(tfu_breaker *breaker) {
    if (breaker == NULL) {
        return;
    }
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t tfu_breaker_boundaries(tfu_breaker *breaker, const uint16_t *text, int32_t length,
                               int32_t *offsets, uint8_t *flags, int32_t capacity, int32_t *count) {
    if (breaker == NULL || count == NULL || length < 0 || (text == NULL && length > 0) ||
        capacity < 0 || (offsets == NULL && capacity > 0)) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    *count = 0;
    if (length == 0) {
        return U_ZERO_ERROR;
    }
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return status;
    }
    int32_t found = 0;
    ubrk_first(breaker->iterator);
    for (int32_t boundary = ubrk_next(breaker->iterator); boundary != UBRK_DONE;
         boundary = ubrk_next(breaker->iterator)) {
        if (found < capacity) {
            offsets[found] = boundary;
            if (flags != NULL) {
                uint8_t flag = 0;
                if (breaker->kind == TFU_BREAK_LINE) {
                    int32_t rule = ubrk_getRuleStatus(breaker->iterator);
                    if (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) {
                        flag |= TFU_BOUNDARY_MANDATORY;
                    }
                }
                flags[found] = flag;
            }
        }
        found += 1;
    }
    // Drop the iterator's pointer to the caller's text (the header promises no pointer is kept).
    UErrorCode resetStatus = U_ZERO_ERROR;
    static const UChar empty[1] = {0};
    ubrk_setText(breaker->iterator, empty, 0, &resetStatus);
    *count = found;
    return found > capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
}
