// libFuzzer target: the ELF validation the system library loader runs before
// the system linker sees an executable's bytes (nothing is mapped here: the
// validator must hold for any input on its own).
#include <elf.h>
#include <stdint.h>

#include "iree/hal/local/elf_validation.h"

#if defined(__x86_64__)
#define IREE_FUZZ_ELF_MACHINE EM_X86_64
#define IREE_FUZZ_ELF_RELATIVE R_X86_64_RELATIVE
#elif defined(__aarch64__)
#define IREE_FUZZ_ELF_MACHINE EM_AARCH64
#define IREE_FUZZ_ELF_RELATIVE R_AARCH64_RELATIVE
#endif

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  iree_hal_elf_image_t image;
  iree_status_t status = iree_hal_elf_validate_shared_object(
      iree_make_const_byte_span(data, size), IREE_FUZZ_ELF_MACHINE,
      IREE_FUZZ_ELF_RELATIVE, &image);
  if (iree_status_is_ok(status)) {
    // What the loader asks of an accepted image: a few addresses in and
    // around it, at a base where the arithmetic could wrap.
    for (iree_host_size_t i = 0; i < image.segment_count; ++i) {
      uintptr_t high = UINTPTR_MAX - 4096, low = 4096;
      (void)iree_hal_elf_image_contains(
          &image, high, high + image.segments[i].begin, 1, true);
      (void)iree_hal_elf_image_contains(&image, low,
                                        low + image.segments[i].end - 1, 8,
                                        false);
    }
  }
  iree_status_ignore(status);
  return 0;
}
