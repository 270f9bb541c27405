// Bidi: UAX #9 embedding levels from ICU's ubidi, plus the per-character facts a line layout
// needs for rule L1 and ICU's rule L2 reordering of runs.
#include "CUnicodeShim.h"
#include <stdlib.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/utf16.h>

struct tfu_bidi {
    UBiDi *paragraph;
};

int32_t tfu_bidi_open(tfu_bidi **out) {
    if (out == NULL) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    *out = NULL;
    UBiDi *paragraph = ubidi_open();
    if (paragraph == NULL) {
        return U_MEMORY_ALLOCATION_ERROR;
    }
    tfu_bidi *bidi = malloc(sizeof *bidi);
    if (bidi == NULL) {
        ubidi_close(paragraph);
        return U_MEMORY_ALLOCATION_ERROR;
    }
    bidi->paragraph = paragraph;
    *out = bidi;
    return U_ZERO_ERROR;
}

void tfu_bidi_close(tfu_bidi *bidi) {
    if (bidi == NULL) {
        return;
    }
    ubidi_close(bidi->paragraph);
    free(bidi);
}

/// The L1 flags of one code point, from its Bidi_Class (UAX #9, rule L1 and X9).
static uint8_t lineEndFlags(UChar32 c) {
    switch (u_charDirection(c)) {
    case U_SEGMENT_SEPARATOR:
    case U_BLOCK_SEPARATOR:
        return TFU_BIDI_SEPARATOR;
    case U_WHITE_SPACE_NEUTRAL:
    case U_FIRST_STRONG_ISOLATE:
    case U_LEFT_TO_RIGHT_ISOLATE:
    case U_RIGHT_TO_LEFT_ISOLATE:
    case U_POP_DIRECTIONAL_ISOLATE:
    // Removed by rule X9; ICU gives them the level of the whitespace around them.
    case U_BOUNDARY_NEUTRAL:
    case U_LEFT_TO_RIGHT_EMBEDDING:
    case U_RIGHT_TO_LEFT_EMBEDDING:
    case U_LEFT_TO_RIGHT_OVERRIDE:
    case U_RIGHT_TO_LEFT_OVERRIDE:
    case U_POP_DIRECTIONAL_FORMAT:
        return TFU_BIDI_TRAILING_WHITESPACE;
    default:
        return 0;
    }
}

int32_t tfu_bidi_analyze(tfu_bidi *bidi, const uint16_t *text, int32_t length, int32_t direction,
                         uint8_t *levels, uint8_t *line_end_flags,
                         int32_t *paragraph_limits, uint8_t *paragraph_levels,
                         int32_t paragraph_capacity, int32_t *paragraph_count) {
    if (bidi == NULL || paragraph_count == NULL || length < 0 || (text == NULL && length > 0) ||
        (levels == NULL && length > 0) || paragraph_capacity < 0 ||
        ((paragraph_limits == NULL || paragraph_levels == NULL) && paragraph_capacity > 0)) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    UBiDiLevel requested;
    switch (direction) {
    case TFU_DIRECTION_AUTO: requested = UBIDI_DEFAULT_LTR; break;
    case TFU_DIRECTION_LTR: requested = 0; break;
    case TFU_DIRECTION_RTL: requested = 1; break;
    default: return U_ILLEGAL_ARGUMENT_ERROR;
    }
    *paragraph_count = 0;
    static const UChar empty[1] = {0};
    UErrorCode status = U_ZERO_ERROR;
    ubidi_setPara(bidi->paragraph, length > 0 ? (const UChar *)text : empty, length, requested,
                  NULL, &status);
    if (U_FAILURE(status)) {
        return status;
    }
    if (length > 0) {
        const UBiDiLevel *resolved = ubidi_getLevels(bidi->paragraph, &status);
        if (U_FAILURE(status)) {
            return status;
        }
        for (int32_t i = 0; i < length; i++) {
            levels[i] = resolved[i];
        }
    }
    if (line_end_flags != NULL) {
        for (int32_t i = 0; i < length;) {
            int32_t start = i;
            UChar32 c;
            U16_NEXT(text, i, length, c);
            uint8_t flags = lineEndFlags(c);
            for (int32_t j = start; j < i; j++) {
                line_end_flags[j] = flags;
            }
        }
    }
    int32_t paragraphs = length == 0 ? 1 : ubidi_countParagraphs(bidi->paragraph);
    for (int32_t p = 0; p < paragraphs && p < paragraph_capacity; p++) {
        if (length == 0) {
            paragraph_limits[0] = 0;
            paragraph_levels[0] = ubidi_getParaLevel(bidi->paragraph);
            continue;
        }
        int32_t start = 0, limit = 0;
        UBiDiLevel level = 0;
        ubidi_getParagraphByIndex(bidi->paragraph, p, &start, &limit, &level, &status);
        if (U_FAILURE(status)) {
            return status;
        }
        paragraph_limits[p] = limit;
        paragraph_levels[p] = level;
    }
    *paragraph_count = paragraphs;
    // Drop ICU's pointer to the caller's text.
    UErrorCode resetStatus = U_ZERO_ERROR;
    ubidi_setPara(bidi->paragraph, empty, 0, 0, NULL, &resetStatus);
    return paragraphs > paragraph_capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
}

int32_t tfu_bidi_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visual_to_logical) {
    if (count < 0 || (count > 0 && (levels == NULL || visual_to_logical == NULL))) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    if (count == 0) {
        return U_ZERO_ERROR;
    }
    for (int32_t i = 0; i < count; i++) {
        if (levels[i] > UBIDI_MAX_EXPLICIT_LEVEL + 1) {
            return U_ILLEGAL_ARGUMENT_ERROR;
        }
    }
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, visual_to_logical);
    return U_ZERO_ERROR;
}
