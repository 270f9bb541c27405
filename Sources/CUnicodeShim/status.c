// Status codes: the shim passes ICU's UErrorCode values through; these checks keep the header's
// copies of them honest.
#include "CUnicodeShim.h"
#include <unicode/utypes.h>

_Static_assert(TFU_OK == U_ZERO_ERROR, "TFU_OK mirrors U_ZERO_ERROR");
_Static_assert(TFU_ILLEGAL_ARGUMENT == U_ILLEGAL_ARGUMENT_ERROR, "mirrors U_ILLEGAL_ARGUMENT_ERROR");
_Static_assert(TFU_MEMORY_ALLOCATION == U_MEMORY_ALLOCATION_ERROR, "mirrors U_MEMORY_ALLOCATION_ERROR");
_Static_assert(TFU_BUFFER_OVERFLOW == U_BUFFER_OVERFLOW_ERROR, "mirrors U_BUFFER_OVERFLOW_ERROR");

const char *tfu_status_name(int32_t status) {
    return u_errorName((UErrorCode)status);
}
