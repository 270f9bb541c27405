#include "CUnicodeShim.h"
#include <unicode/uversion.h>
int32_t tfu_icu_version_major(void) {
    UVersionInfo v;
    u_getVersion(v);
    return v[0];
}
