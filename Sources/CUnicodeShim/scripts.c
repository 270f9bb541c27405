// Script runs: UAX #24 Script and Script_Extensions from ICU's uscript, itemized the way
// HarfBuzz's and Pango's itemizers do (Common and Inherited join their neighbours, paired
// brackets share a script).
#include "CUnicodeShim.h"
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/utf16.h>

/// Packs a 4-letter ISO 15924 short name like hb_tag_t; Zzzz for codes without a short name.
static uint32_t packedTag(UScriptCode code) {
    const char *name = uscript_getShortName(code);
    if (name == NULL || name[0] == '\0' || name[1] == '\0' || name[2] == '\0' || name[3] == '\0') {
        name = "Zzzz";
    }
    return ((uint32_t)(uint8_t)name[0] << 24) | ((uint32_t)(uint8_t)name[1] << 16) |
           ((uint32_t)(uint8_t)name[2] << 8) | (uint32_t)(uint8_t)name[3];
}

uint32_t tfu_script_of(uint32_t code_point) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode code = uscript_getScript((UChar32)code_point, &status);
    return packedTag(U_FAILURE(status) ? USCRIPT_UNKNOWN : code);
}

static int isNeutral(UScriptCode code) {
    return code == USCRIPT_COMMON || code == USCRIPT_INHERITED;
}

/// Open brackets still waiting for their closing partner. The depth limit follows Pango's
/// itemizer (deeper nesting simply stops being tracked).
enum { BRACKET_STACK_DEPTH = 128 };
typedef struct {
    UChar32 closing;   // the closing bracket that matches (Bidi_Paired_Bracket of the opener)
    UScriptCode script;
} OpenBracket;

int32_t tfu_script_runs(const uint16_t *text, int32_t length, int32_t *starts, int32_t *limits,
                        uint32_t *tags, int32_t capacity, int32_t *count) {
    if (count == NULL || length < 0 || (text == NULL && length > 0) || capacity < 0 ||
        ((starts == NULL || limits == NULL || tags == NULL) && capacity > 0)) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    *count = 0;
    if (length == 0) {
        return U_ZERO_ERROR;
    }
    OpenBracket stack[BRACKET_STACK_DEPTH];
    int32_t depth = 0;
    int32_t runStart = 0;
    int32_t runBracketBase = 0;  // stack entries pushed while the run's script was still Common
    UScriptCode runScript = USCRIPT_COMMON;
    int32_t found = 0;

    for (int32_t i = 0; i < length;) {
        int32_t start = i;
        UChar32 c;
        U16_NEXT(text, i, length, c);
        UErrorCode status = U_ZERO_ERROR;
        UScriptCode script = uscript_getScript(c, &status);
        if (U_FAILURE(status)) {
            script = USCRIPT_UNKNOWN;
        }

        // Paired brackets (Bidi_Paired_Bracket_Type, as UAX #9 BD16 uses them).
        int32_t bracketType = u_getIntPropertyValue(c, UCHAR_BIDI_PAIRED_BRACKET_TYPE);
        if (bracketType == U_BPT_CLOSE) {
            for (int32_t d = depth - 1; d >= 0; d--) {
                if (stack[d].closing == c) {
                    script = stack[d].script;
                    depth = d;  // pop it and anything opened inside it but never closed
                    break;
                }
            }
            if (depth < runBracketBase) {
                runBracketBase = depth;
            }
        }

        int continues = isNeutral(script) || script == runScript ||
                        (!isNeutral(runScript) && uscript_hasScript(c, runScript));
        if (!continues && isNeutral(runScript)) {
            // The first real script of a run claims the neutrals before it, and the brackets
            // they opened.
            runScript = script;
            for (int32_t d = runBracketBase; d < depth; d++) {
                stack[d].script = runScript;
            }
            continues = 1;
        }
        if (!continues) {
            if (found < capacity) {
                starts[found] = runStart;
                limits[found] = start;
                tags[found] = packedTag(runScript);
            }
            found += 1;
            runStart = start;
            runScript = script;
            runBracketBase = depth;
        }
        if (bracketType == U_BPT_OPEN && depth < BRACKET_STACK_DEPTH) {
            stack[depth].closing = u_getBidiPairedBracket(c);
            stack[depth].script = runScript;
            depth += 1;
        }
    }
    if (found < capacity) {
        starts[found] = runStart;
        limits[found] = length;
        tags[found] = packedTag(runScript);
    }
    found += 1;
    *count = found;
    return found > capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
}

int32_t tfu_script_name(uint32_t tag, char *name, int32_t capacity) {
    if (name == NULL || capacity < 1) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    char shortName[5] = {(char)(tag >> 24), (char)(tag >> 16), (char)(tag >> 8), (char)tag, 0};
    int32_t code = u_getPropertyValueEnum(UCHAR_SCRIPT, shortName);
    const char *longName = code == UCHAR_INVALID_CODE ? NULL : uscript_getName((UScriptCode)code);
    if (longName == NULL) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    int32_t i = 0;
    for (; longName[i] != '\0' && i < capacity - 1; i++) {
        name[i] = longName[i];
    }
    name[i] = '\0';
    return longName[i] == '\0' ? U_ZERO_ERROR : U_BUFFER_OVERFLOW_ERROR;
}
