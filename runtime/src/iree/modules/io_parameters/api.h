// The "io_parameters" module: serves the parameters (weights kept outside a
// module, docs/parameters.md) that compiled programs load in their
// initializer, from an index of parameter files.
//
//   io_parameters.load(!hal.device, !vm.buffer scope, !vm.buffer key,
//                      i64 length) -> !hal.buffer
//
// returns the parameter's bytes as a read-only buffer for the device: on
// devices that use host memory as it is (CPU devices) the file's mapped
// bytes themselves, 64-byte aligned as our archives keep them, without a
// copy; elsewhere (and for unaligned data) a copy in device memory. A
// missing parameter, or one of another length than the program expects, is
// an error naming the scope and key.
#ifndef IREE_MODULES_IO_PARAMETERS_API_H_
#define IREE_MODULES_IO_PARAMETERS_API_H_

#include "iree/base/api.h"
#include "iree/io/parameter_index.h"
#include "iree/vm/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// Creates the module over |index| (retained; NULL serves no parameters, so
// that programs without any still load where the tools always add it).
iree_status_t iree_io_parameters_module_create(
    iree_vm_instance_t* instance, iree_io_parameter_index_t* index,
    iree_allocator_t host_allocator, iree_vm_module_t** out_module);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_MODULES_IO_PARAMETERS_API_H_
