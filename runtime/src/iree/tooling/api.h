// Shared code for the command-line tools: flag parsing now, and later the
// parsing and printing of tool inputs and outputs.
#ifndef IREE_TOOLING_API_H_
#define IREE_TOOLING_API_H_

#include "iree/tooling/flags.h"  // IWYU pragma: export

#endif  // IREE_TOOLING_API_H_
