#ifndef PRESENTLINT_CYAML_SHIM_H
#define PRESENTLINT_CYAML_SHIM_H
#include <yaml.h>
#endif
