// Bidi: UAX #9 embedding levels from ICU's ubidi, plus the per-character facts a line layout
// needs for rule L1 and ICU's rule L2 reordering of runs.
#include "CUnicodeShim.h"
#include <stdlib.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/utf16.h>

struct tfu_bidi {
    UBiDi *paragraph;
    /// 0 (the default): a left-to-right text is resolved without ubidi (see `resolvePlainLeftToRight`);
    /// 1: every text goes through ubidi (tests compare the two).
    int32_t alwaysUsesICU;
    /// The texts resolved with ubidi so far.
    int64_t icuResolutions;
    /// The Bidi_Class of U+0000...U+00FF, looked up once: most UI text is mostly these, and
    /// ICU's lookup is a call each.
    uint8_t latinDirections[256];
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
    bidi->alwaysUsesICU = 0;
    bidi->icuResolutions = 0;
    for (UChar32 c = 0; c < 256; c++) {
        bidi->latinDirections[c] = (uint8_t)u_charDirection(c);
    }
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

/// The L1 flags of a code point of Bidi_Class `direction` (UAX #9, rule L1 and X9).
static uint8_t lineEndFlags(UCharDirection direction) {
    switch (direction) {
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

void tfu_bidi_set_always_uses_icu(tfu_bidi *bidi, int32_t always) {
    if (bidi != NULL) {
        bidi->alwaysUsesICU = always != 0;
    }
}

int64_t tfu_bidi_icu_resolutions(const tfu_bidi *bidi) {
    return bidi == NULL ? 0 : bidi->icuResolutions;
}

/// The levels, flags and paragraphs of a text that has nothing right-to-left, without ubidi;
/// 0 when the text has something that needs it (the flags written by then are written again).
///
/// With no character of Bidi_Class R, AL or AN and no explicit embedding, override or isolate,
/// and a paragraph level of 0 (asked for, or `auto`, which finds no strong right-to-left
/// character), every level is 0 (UAX #9: W7 turns European digits after sos L into L; the
/// neutrals between L and L, or sos and eos, take L by N1 and N2; I1 raises nothing at level 0).
/// The paragraphs end after each B (CR LF together), as ubidi's do. ubidi's setup and its passes
/// over the text cost about 6,700 instructions per UI string, most of them for Latin, Cyrillic
/// and CJK text that has nothing to resolve (callgrind, issue 14's R1 on 15 locales: 73M).
static int resolvePlainLeftToRight(const tfu_bidi *bidi, const uint16_t *text, int32_t length, uint8_t *levels, uint8_t *line_end_flags,
                                   int32_t *paragraph_limits, uint8_t *paragraph_levels,
                                   int32_t paragraph_capacity, int32_t *paragraph_count) {
    int32_t paragraphs = 0, lastLimit = 0;
    for (int32_t i = 0; i < length;) {
        int32_t start = i;
        UChar32 c;
        U16_NEXT(text, i, length, c);
        UCharDirection direction = c < 256 ? (UCharDirection)bidi->latinDirections[c] : u_charDirection(c);
        switch (direction) {
        case U_RIGHT_TO_LEFT:
        case U_RIGHT_TO_LEFT_ARABIC:
        case U_ARABIC_NUMBER:
        case U_LEFT_TO_RIGHT_EMBEDDING:
        case U_LEFT_TO_RIGHT_OVERRIDE:
        case U_RIGHT_TO_LEFT_EMBEDDING:
        case U_RIGHT_TO_LEFT_OVERRIDE:
        case U_POP_DIRECTIONAL_FORMAT:
        case U_LEFT_TO_RIGHT_ISOLATE:
        case U_RIGHT_TO_LEFT_ISOLATE:
        case U_FIRST_STRONG_ISOLATE:
        case U_POP_DIRECTIONAL_ISOLATE:
            return 0;
        default:
            break;
        }
        if (line_end_flags != NULL) {
            uint8_t flags = lineEndFlags(direction);
            for (int32_t j = start; j < i; j++) {
                line_end_flags[j] = flags;
            }
        }
        // A paragraph ends after each separator but a CR followed by LF (the LF ends it).
        if (direction == U_BLOCK_SEPARATOR && !(c == 0x0D && i < length && text[i] == 0x0A)) {
            if (paragraphs < paragraph_capacity) {
                paragraph_limits[paragraphs] = i;
                paragraph_levels[paragraphs] = 0;
            }
            paragraphs++;
            lastLimit = i;
        }
    }
    if (lastLimit < length) {
        if (paragraphs < paragraph_capacity) {
            paragraph_limits[paragraphs] = length;
            paragraph_levels[paragraphs] = 0;
        }
        paragraphs++;
    }
    for (int32_t i = 0; i < length; i++) {
        levels[i] = 0;
    }
    *paragraph_count = paragraphs;
    return 1;
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
    if (length > 0 && (requested == UBIDI_DEFAULT_LTR || requested == 0) && !bidi->alwaysUsesICU &&
        resolvePlainLeftToRight(bidi, text, length, levels, line_end_flags, paragraph_limits, paragraph_levels,
                                paragraph_capacity, paragraph_count)) {
        return *paragraph_count > paragraph_capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
    }
    static const UChar empty[1] = {0};
    UErrorCode status = U_ZERO_ERROR;
    bidi->icuResolutions++;
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
            uint8_t flags = lineEndFlags(u_charDirection(c));
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
