// Validation of an executable's ELF shared object before the system linker
// maps it: everything the linker would read lies inside the bytes, and the
// object has the shape the compiler produces — loadable segments that are
// never both writable and executable, no dependencies, no code run at load
// time (initializers), only relative relocations into writable memory, and
// symbols that all lie in the image. A mutated or hostile object is one
// INVALID_ARGUMENT naming what is wrong, never a crash inside dlopen.
#ifndef IREE_HAL_LOCAL_ELF_VALIDATION_H_
#define IREE_HAL_LOCAL_ELF_VALIDATION_H_

#include <stdbool.h>
#include <stdint.h>

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// At most this many loadable segments (the compiler's objects have 3).
#define IREE_HAL_ELF_MAX_LOAD_SEGMENTS 8

// The virtual address ranges the image occupies once mapped, relative to
// its load base.
typedef struct iree_hal_elf_image_t {
  iree_host_size_t segment_count;
  struct {
    uint64_t begin;  // p_vaddr
    uint64_t end;    // p_vaddr + p_memsz
    bool executable;
  } segments[IREE_HAL_ELF_MAX_LOAD_SEGMENTS];
} iree_hal_elf_image_t;

// Validates |data| as a 64-bit little-endian shared object for |machine|
// (EM_*) whose only relocation type is |relative_relocation_type| (the
// machine's R_*_RELATIVE), and describes its mapped image.
iree_status_t iree_hal_elf_validate_shared_object(
    iree_const_byte_span_t data, uint16_t machine,
    uint32_t relative_relocation_type, iree_hal_elf_image_t* out_image);

// True if [address, address + length) lies within one segment of |image|
// mapped at |base| (and that segment is executable, if |executable|).
bool iree_hal_elf_image_contains(const iree_hal_elf_image_t* image,
                                 uintptr_t base, uintptr_t address,
                                 uint64_t length, bool executable);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_LOCAL_ELF_VALIDATION_H_
