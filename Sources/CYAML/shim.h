#ifndef PRESENTLINT_CYAML_SHIM_H
#define PRESENTLINT_CYAML_SHIM_H
#include <yaml.h>

/// Asks the CPU to start loading the cache line at `address` (a hint: it never faults).
static inline void presentlint_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}
#endif
