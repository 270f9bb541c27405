#ifndef CUNICODESHIM_H
#define CUNICODESHIM_H
#include <stdint.h>
// ICU wrapper (see Sources/CUnicodeShim). Only <stdint.h> types cross this boundary.
int32_t tfu_icu_version_major(void);
#endif
