// iree/io: parameters (weights kept outside modules) in files: mappings,
// the parameter index and its file formats, and our parameter archive.
// docs/parameters.md.
#ifndef IREE_IO_API_H_
#define IREE_IO_API_H_

#include "iree/io/file_mapping.h"
#include "iree/io/parameter_archive.h"
#include "iree/io/parameter_index.h"

#endif  // IREE_IO_API_H_
