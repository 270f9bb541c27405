// Shared by language.c and language_match.c; not part of the public header.
#ifndef TFU_TAG_PARSING_H
#define TFU_TAG_PARSING_H
#include <stdint.h>

/// Parses a BCP 47 tag ("_" accepted as "-", as Apple and Android resources write it) into an
/// ICU locale ID with uloc_forLanguageTag. Returns the tag's length, or -1 when the tag is empty,
/// too long, or ICU fails; `*parsed` is how many characters ICU could parse.
int32_t tfu_internal_parse_tag(const char *tag, char *locale, int32_t capacity, int32_t *parsed);

#endif
