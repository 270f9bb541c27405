#include <unicode/utypes.h>
