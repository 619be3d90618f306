#include "iree/hal/local/elf_validation.h"

#include <elf.h>
#include <string.h>
#include <unistd.h>

// True if [offset, offset + count * entry_size) lies within |size| bytes.
static bool iree_hal_elf_range_fits(uint64_t offset, uint64_t count,
                                    uint64_t entry_size, uint64_t size) {
  uint64_t length = 0, end = 0;
  return !__builtin_mul_overflow(count, entry_size, &length) &&
         !__builtin_add_overflow(offset, length, &end) && end <= size;
}

#define IREE_HAL_ELF_INVALID(...) \
  iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "ELF executable " __VA_ARGS__)

// What the checks share: the bytes and their loadable segments.
typedef struct iree_hal_elf_t {
  iree_const_byte_span_t data;
  iree_host_size_t load_count;
  Elf64_Phdr loads[IREE_HAL_ELF_MAX_LOAD_SEGMENTS];
} iree_hal_elf_t;

// The loadable segment whose file-backed part holds the |length| bytes at
// |vaddr|, or NULL.
static const Elf64_Phdr* iree_hal_elf_find_file_range(const iree_hal_elf_t* elf,
                                                      uint64_t vaddr,
                                                      uint64_t length) {
  for (iree_host_size_t i = 0; i < elf->load_count; ++i) {
    const Elf64_Phdr* load = &elf->loads[i];
    uint64_t end = 0;
    if (vaddr >= load->p_vaddr &&
        !__builtin_add_overflow(vaddr, length, &end) &&
        end <= load->p_vaddr + load->p_filesz) {
      return load;
    }
  }
  return NULL;
}

// The file offset of the |length| bytes at |vaddr|, which must lie in the
// file-backed part of one loadable segment.
static bool iree_hal_elf_translate(const iree_hal_elf_t* elf, uint64_t vaddr,
                                   uint64_t length, uint64_t* out_offset) {
  const Elf64_Phdr* load = iree_hal_elf_find_file_range(elf, vaddr, length);
  if (!load) return false;
  *out_offset = load->p_offset + (vaddr - load->p_vaddr);
  return true;
}

// iree_hal_elf_translate for tables the linker reads while relocating: they
// must lie in a read-only segment, where no relocation can rewrite them.
static bool iree_hal_elf_translate_table(const iree_hal_elf_t* elf,
                                         uint64_t vaddr, uint64_t length,
                                         uint64_t* out_offset) {
  const Elf64_Phdr* load = iree_hal_elf_find_file_range(elf, vaddr, length);
  if (!load || (load->p_flags & PF_W)) return false;
  *out_offset = load->p_offset + (vaddr - load->p_vaddr);
  return true;
}

// True if [vaddr, vaddr + length) lies in the memory of one loadable
// segment (writable, if |writable|), up to |slack| bytes past its end.
static bool iree_hal_elf_in_memory_with_slack(const iree_hal_elf_t* elf,
                                              uint64_t vaddr, uint64_t length,
                                              bool writable, uint64_t slack) {
  for (iree_host_size_t i = 0; i < elf->load_count; ++i) {
    const Elf64_Phdr* load = &elf->loads[i];
    uint64_t end = 0;
    if (vaddr >= load->p_vaddr &&
        !__builtin_add_overflow(vaddr, length, &end) &&
        end <= load->p_vaddr + load->p_memsz + slack &&
        (!writable || (load->p_flags & PF_W))) {
      return true;
    }
  }
  return false;
}

static bool iree_hal_elf_in_memory(const iree_hal_elf_t* elf, uint64_t vaddr,
                                   uint64_t length, bool writable) {
  return iree_hal_elf_in_memory_with_slack(elf, vaddr, length, writable, 0);
}

// Copies the |size| bytes at file |offset| (checked to fit beforehand):
// structures in the caller's bytes may be unaligned.
static void iree_hal_elf_read(const iree_hal_elf_t* elf, uint64_t offset,
                              void* out_value, size_t size) {
  memcpy(out_value, elf->data.data + offset, size);
}

static iree_status_t iree_hal_elf_check_header(const iree_hal_elf_t* elf,
                                               uint16_t machine,
                                               Elf64_Ehdr* out_header) {
  if (elf->data.data_length < sizeof(Elf64_Ehdr) ||
      memcmp(elf->data.data, ELFMAG, SELFMAG) != 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "executable data (%zu bytes) is not an ELF file",
                            elf->data.data_length);
  }
  iree_hal_elf_read(elf, 0, out_header, sizeof(*out_header));
  const Elf64_Ehdr* header = out_header;
  if (header->e_ident[EI_CLASS] != ELFCLASS64 ||
      header->e_ident[EI_DATA] != ELFDATA2LSB) {
    return IREE_HAL_ELF_INVALID("is not 64-bit little-endian");
  }
  if (header->e_type != ET_DYN) {
    return IREE_HAL_ELF_INVALID("is not a shared object (type %u)",
                                header->e_type);
  }
  if (header->e_machine != machine) {
    return IREE_HAL_ELF_INVALID("is for machine %u; this host needs %u",
                                header->e_machine, machine);
  }
  if (header->e_phentsize != sizeof(Elf64_Phdr) ||
      !iree_hal_elf_range_fits(header->e_phoff, header->e_phnum,
                               sizeof(Elf64_Phdr), elf->data.data_length)) {
    return IREE_HAL_ELF_INVALID(
        "program headers lie outside the %zu byte executable (truncated?)",
        elf->data.data_length);
  }
  if (header->e_shnum &&
      !iree_hal_elf_range_fits(header->e_shoff, header->e_shnum,
                               header->e_shentsize, elf->data.data_length)) {
    return IREE_HAL_ELF_INVALID(
        "section headers lie outside the %zu byte executable (truncated?)",
        elf->data.data_length);
  }
  return iree_ok_status();
}

// Loadable segments in bounds, ascending, never writable and executable at
// once; one dynamic segment; no interpreter, thread-local storage or
// executable stack.
static iree_status_t iree_hal_elf_check_segments(iree_hal_elf_t* elf,
                                                 const Elf64_Ehdr* header,
                                                 Elf64_Phdr* out_dynamic) {
  bool has_dynamic = false;
  uint64_t previous_end = 0;
  long host_page_size = sysconf(_SC_PAGESIZE);
  uint64_t page_size = host_page_size > 4096 ? (uint64_t)host_page_size : 4096;
  for (uint16_t i = 0; i < header->e_phnum; ++i) {
    Elf64_Phdr segment;
    iree_hal_elf_read(elf, header->e_phoff + i * sizeof(Elf64_Phdr), &segment,
                      sizeof(segment));
    switch (segment.p_type) {
      case PT_LOAD: {
        uint64_t end = 0;
        if (!iree_hal_elf_range_fits(segment.p_offset, segment.p_filesz, 1,
                                     elf->data.data_length) ||
            segment.p_filesz > segment.p_memsz ||
            __builtin_add_overflow(segment.p_vaddr, segment.p_memsz, &end)) {
          return IREE_HAL_ELF_INVALID(
              "segment %u [%llu, +%llu) lies outside the %zu byte executable "
              "or its memory (truncated?)",
              i, (unsigned long long)segment.p_offset,
              (unsigned long long)segment.p_filesz, elf->data.data_length);
        }
        if (segment.p_align > 1 &&
            ((segment.p_align & (segment.p_align - 1)) ||
             (segment.p_vaddr - segment.p_offset) % segment.p_align)) {
          return IREE_HAL_ELF_INVALID("segment %u is misaligned", i);
        }
        // The linker maps each segment from the start of its page: one
        // starting in the page where the one before ends would replace the
        // end of it (validated bytes) with unvalidated ones.
        if (elf->load_count &&
            (segment.p_vaddr & ~(page_size - 1)) <
                ((previous_end + page_size - 1) & ~(page_size - 1))) {
          return IREE_HAL_ELF_INVALID(
              "segment %u shares a page with or precedes the one before", i);
        }
        if (!elf->load_count && segment.p_vaddr != 0) {
          return IREE_HAL_ELF_INVALID("first segment is not at address 0");
        }
        if (!(segment.p_flags & PF_R)) {
          return IREE_HAL_ELF_INVALID("segment %u is not readable", i);
        }
        if ((segment.p_flags & PF_W) && (segment.p_flags & PF_X)) {
          return IREE_HAL_ELF_INVALID(
              "segment %u is both writable and executable", i);
        }
        if (elf->load_count == IREE_HAL_ELF_MAX_LOAD_SEGMENTS) {
          return IREE_HAL_ELF_INVALID("has more than %d loadable segments",
                                      IREE_HAL_ELF_MAX_LOAD_SEGMENTS);
        }
        elf->loads[elf->load_count++] = segment;
        previous_end = end;
        break;
      }
      case PT_DYNAMIC:
        if (has_dynamic) {
          return IREE_HAL_ELF_INVALID("has two dynamic segments");
        }
        has_dynamic = true;
        *out_dynamic = segment;
        break;
      case PT_INTERP:
        return IREE_HAL_ELF_INVALID("names a program interpreter");
      case PT_TLS:
        return IREE_HAL_ELF_INVALID("uses thread-local storage");
      case PT_GNU_STACK:
        if (segment.p_flags & PF_X) {
          return IREE_HAL_ELF_INVALID("asks for an executable stack");
        }
        break;
      case PT_NULL:
        break;
      case PT_PHDR:
      case PT_NOTE:
      case PT_GNU_EH_FRAME:
      case PT_GNU_PROPERTY:
      case PT_GNU_RELRO:
        // Read (or, RELRO, made read-only) by the linker in loaded memory:
        // checked below against the loadable segments.
        break;
      default:
        return IREE_HAL_ELF_INVALID("has segment %u of unknown type 0x%x", i,
                                    segment.p_type);
    }
  }
  if (!elf->load_count) return IREE_HAL_ELF_INVALID("has no loadable segment");
  // Segments the linker reads or protects in memory must lie in the loaded
  // image (a RELRO range past it would make other mappings read-only). The
  // linker protects RELRO in whole pages, rounding its end down, and linkers
  // round its size up to the segment's end page: it may pass the segment's
  // memory by less than a (4 KiB, the smallest) page.
  for (uint16_t i = 0; i < header->e_phnum; ++i) {
    Elf64_Phdr segment;
    iree_hal_elf_read(elf, header->e_phoff + i * sizeof(Elf64_Phdr), &segment,
                      sizeof(segment));
    bool in_memory = segment.p_type == PT_PHDR || segment.p_type == PT_NOTE ||
                     segment.p_type == PT_GNU_EH_FRAME ||
                     segment.p_type == PT_GNU_PROPERTY ||
                     segment.p_type == PT_GNU_RELRO;
    bool relro = segment.p_type == PT_GNU_RELRO;
    if (in_memory &&
        !iree_hal_elf_in_memory_with_slack(elf, segment.p_vaddr,
                                           segment.p_memsz, relro,
                                           relro ? 4095 : 0)) {
      return IREE_HAL_ELF_INVALID("segment %u lies outside the loaded image",
                                  i);
    }
  }
  if (!has_dynamic) return IREE_HAL_ELF_INVALID("has no dynamic segment");
  uint64_t offset = 0;
  if (out_dynamic->p_filesz % sizeof(Elf64_Dyn) ||
      !iree_hal_elf_translate(elf, out_dynamic->p_vaddr, out_dynamic->p_filesz,
                              &offset) ||
      offset != out_dynamic->p_offset) {
    return IREE_HAL_ELF_INVALID(
        "dynamic segment lies outside its loadable segment");
  }
  return iree_ok_status();
}

// The dynamic entries the system linker acts on.
typedef struct iree_hal_elf_dynamic_t {
  uint64_t rela, rela_size, rela_entry_size;
  uint64_t symtab, symbol_entry_size;
  uint64_t strtab, strtab_size;
  uint64_t hash, gnu_hash;
  // The linker trusts these: relocations it takes as relative without
  // looking, and the string offset of the library's name.
  uint64_t relative_count, soname;
  bool has_rela, has_symtab, has_strtab, has_hash, has_gnu_hash, has_soname;
} iree_hal_elf_dynamic_t;

// Takes the dynamic entries, refusing any that make the linker load other
// libraries, run code, import symbols or patch code.
static iree_status_t iree_hal_elf_read_dynamic(const iree_hal_elf_t* elf,
                                               const Elf64_Phdr* segment,
                                               iree_hal_elf_dynamic_t* out) {
  memset(out, 0, sizeof(*out));
  uint64_t count = segment->p_filesz / sizeof(Elf64_Dyn);
  for (uint64_t i = 0; i < count; ++i) {
    Elf64_Dyn entry;
    iree_hal_elf_read(elf, segment->p_offset + i * sizeof(Elf64_Dyn), &entry,
                      sizeof(entry));
    uint64_t value = entry.d_un.d_val;
    switch (entry.d_tag) {
      case DT_NULL:
        return iree_ok_status();
      case DT_RELA:
        out->rela = value;
        out->has_rela = true;
        break;
      case DT_RELASZ:
        out->rela_size = value;
        break;
      case DT_RELAENT:
        out->rela_entry_size = value;
        break;
      case DT_SYMTAB:
        out->symtab = value;
        out->has_symtab = true;
        break;
      case DT_SYMENT:
        out->symbol_entry_size = value;
        break;
      case DT_STRTAB:
        out->strtab = value;
        out->has_strtab = true;
        break;
      case DT_STRSZ:
        out->strtab_size = value;
        break;
      case DT_HASH:
        out->hash = value;
        out->has_hash = true;
        break;
      case DT_GNU_HASH:
        out->gnu_hash = value;
        out->has_gnu_hash = true;
        break;
      case DT_RELACOUNT:
        out->relative_count = value;
        break;
      case DT_FLAGS:
        // Text relocations would make code writable; static TLS and origin
        // substitution are not for executables.
        if (value & ~(uint64_t)(DF_BIND_NOW | DF_SYMBOLIC)) {
          return IREE_HAL_ELF_INVALID("has DT_FLAGS 0x%llx",
                                      (unsigned long long)value);
        }
        break;
      case DT_FLAGS_1:
        // NODELETE would keep every loaded executable mapped for good.
        if (value & ~(uint64_t)DF_1_NOW) {
          return IREE_HAL_ELF_INVALID("has DT_FLAGS_1 0x%llx",
                                      (unsigned long long)value);
        }
        break;
      case DT_SONAME:
        out->soname = value;
        out->has_soname = true;
        break;
      case DT_DEBUG:
      case DT_BIND_NOW:
        break;
      case DT_NEEDED:
        return IREE_HAL_ELF_INVALID(
            "depends on another shared library (DT_NEEDED)");
      case DT_INIT:
      case DT_FINI:
      case DT_INIT_ARRAY:
      case DT_INIT_ARRAYSZ:
      case DT_FINI_ARRAY:
      case DT_FINI_ARRAYSZ:
      case DT_PREINIT_ARRAY:
      case DT_PREINIT_ARRAYSZ:
        return IREE_HAL_ELF_INVALID(
            "runs code when loaded (dynamic entry %lld)",
            (long long)entry.d_tag);
      default:
        // Imports (PLT relocations, versions), search paths, audit
        // libraries, text relocations and anything newer: none of which the
        // compiler's objects have.
        return IREE_HAL_ELF_INVALID(
            "has dynamic entry %lld, which executables do not use",
            (long long)entry.d_tag);
    }
  }
  return IREE_HAL_ELF_INVALID("dynamic segment has no DT_NULL end");
}

// The number of symbols from the SysV hash table (its chain count). The
// linker follows buckets and chains without checks: each must name a symbol
// of the table, and a chain only earlier symbols (as linkers build them), so
// no walk leaves the table or loops.
static iree_status_t iree_hal_elf_count_symbols_sysv(
    const iree_hal_elf_t* elf, uint64_t vaddr, uint64_t* out_count) {
  uint32_t counts[2] = {0, 0};  // nbucket, nchain
  uint64_t offset = 0;
  if (!iree_hal_elf_translate_table(elf, vaddr, sizeof(counts), &offset)) {
    return IREE_HAL_ELF_INVALID("hash table lies outside the file");
  }
  iree_hal_elf_read(elf, offset, counts, sizeof(counts));
  uint64_t words = 2 + (uint64_t)counts[0] + (uint64_t)counts[1];
  if (!counts[0] ||
      !iree_hal_elf_translate_table(elf, vaddr, words * sizeof(uint32_t),
                                    &offset)) {
    return IREE_HAL_ELF_INVALID("hash table lies outside the file");
  }
  for (uint64_t i = 2; i < words; ++i) {
    uint32_t entry = 0;
    iree_hal_elf_read(elf, offset + i * sizeof(uint32_t), &entry,
                      sizeof(entry));
    bool is_bucket = i < 2 + (uint64_t)counts[0];
    uint64_t limit = is_bucket ? counts[1] : i - 2 - counts[0];
    if (entry && entry >= limit) {
      return IREE_HAL_ELF_INVALID("hash table links past its symbols");
    }
  }
  *out_count = counts[1];
  return iree_ok_status();
}

// The number of symbols from the GNU hash table: the end of the chain of the
// highest bucket. The bloom filter's size must be a power of two (glibc
// asserts it) and every bucket at or after the first hashed symbol.
static iree_status_t iree_hal_elf_count_symbols_gnu(const iree_hal_elf_t* elf,
                                                    uint64_t vaddr,
                                                    uint64_t* out_count) {
  uint32_t header[4] = {0, 0, 0, 0};  // nbuckets, symoffset, bloom, shift
  uint64_t offset = 0;
  if (!iree_hal_elf_translate_table(elf, vaddr, sizeof(header), &offset)) {
    return IREE_HAL_ELF_INVALID("GNU hash table lies outside the file");
  }
  iree_hal_elf_read(elf, offset, header, sizeof(header));
  if (!header[0] || !header[2] || (header[2] & (header[2] - 1))) {
    return IREE_HAL_ELF_INVALID("GNU hash table has %u buckets and %u bloom "
                                "words (a power of two)",
                                header[0], header[2]);
  }
  uint64_t buckets_vaddr =
      vaddr + sizeof(header) + (uint64_t)header[2] * sizeof(uint64_t);
  uint64_t buckets_offset = 0;
  // Header, bloom words and buckets in one range.
  if (!iree_hal_elf_translate_table(
          elf, vaddr,
          sizeof(header) + (uint64_t)header[2] * sizeof(uint64_t) +
              (uint64_t)header[0] * sizeof(uint32_t),
          &offset)) {
    return IREE_HAL_ELF_INVALID("GNU hash table lies outside the file");
  }
  buckets_offset = offset + (buckets_vaddr - vaddr);
  uint32_t symbol_offset = header[1];
  uint32_t last = 0;
  for (uint32_t i = 0; i < header[0]; ++i) {
    uint32_t bucket = 0;
    iree_hal_elf_read(elf, buckets_offset + i * sizeof(uint32_t), &bucket,
                      sizeof(bucket));
    if (bucket && bucket < symbol_offset) {
      return IREE_HAL_ELF_INVALID("GNU hash bucket precedes its symbols");
    }
    if (bucket > last) last = bucket;
  }
  if (!last) {
    *out_count = symbol_offset;
    return iree_ok_status();
  }
  uint64_t chain_vaddr = buckets_vaddr + (uint64_t)header[0] * sizeof(uint32_t);
  for (uint64_t index = last;; ++index) {
    uint64_t chain_offset = 0;
    uint32_t hash = 0;
    if (!iree_hal_elf_translate_table(
            elf, chain_vaddr + (index - symbol_offset) * sizeof(uint32_t),
            sizeof(hash), &chain_offset)) {
      return IREE_HAL_ELF_INVALID("GNU hash chain lies outside the file");
    }
    iree_hal_elf_read(elf, chain_offset, &hash, sizeof(hash));
    if (hash & 1) {  // the last symbol of the chain
      *out_count = index + 1;
      return iree_ok_status();
    }
  }
}

// The string table in bounds and every symbol defined, named within the
// string table, and inside the image.
static iree_status_t iree_hal_elf_check_symbols(
    const iree_hal_elf_t* elf, const iree_hal_elf_dynamic_t* dynamic) {
  if (!dynamic->has_symtab || !dynamic->has_strtab ||
      (!dynamic->has_hash && !dynamic->has_gnu_hash) ||
      (dynamic->symbol_entry_size &&
       dynamic->symbol_entry_size != sizeof(Elf64_Sym))) {
    return IREE_HAL_ELF_INVALID(
        "lacks a symbol table, string table or hash table");
  }
  uint64_t strtab_offset = 0;
  if (!dynamic->strtab_size ||
      !iree_hal_elf_translate_table(elf, dynamic->strtab, dynamic->strtab_size,
                                    &strtab_offset)) {
    return IREE_HAL_ELF_INVALID("string table lies outside the file");
  }
  if (dynamic->has_soname &&
      (dynamic->soname >= dynamic->strtab_size ||
       !memchr(elf->data.data + strtab_offset + dynamic->soname, 0,
               dynamic->strtab_size - dynamic->soname))) {
    return IREE_HAL_ELF_INVALID("library name lies outside the string table");
  }
  // The linker looks symbols up through either table: both must hold.
  uint64_t symbol_count = 0, gnu_count = 0;
  if (dynamic->has_hash) {
    IREE_RETURN_IF_ERROR(
        iree_hal_elf_count_symbols_sysv(elf, dynamic->hash, &symbol_count));
  }
  if (dynamic->has_gnu_hash) {
    IREE_RETURN_IF_ERROR(
        iree_hal_elf_count_symbols_gnu(elf, dynamic->gnu_hash, &gnu_count));
    if (gnu_count > symbol_count) symbol_count = gnu_count;
  }
  uint64_t symtab_offset = 0;
  if (symbol_count > UINT64_MAX / sizeof(Elf64_Sym) ||
      !iree_hal_elf_translate_table(elf, dynamic->symtab,
                                    symbol_count * sizeof(Elf64_Sym),
                                    &symtab_offset)) {
    return IREE_HAL_ELF_INVALID("symbol table lies outside the file");
  }
  // Symbol 0 is the null symbol.
  for (uint64_t i = 1; i < symbol_count; ++i) {
    Elf64_Sym symbol;
    iree_hal_elf_read(elf, symtab_offset + i * sizeof(Elf64_Sym), &symbol,
                      sizeof(symbol));
    if (symbol.st_name >= dynamic->strtab_size ||
        !memchr(elf->data.data + strtab_offset + symbol.st_name, 0,
                dynamic->strtab_size - symbol.st_name)) {
      return IREE_HAL_ELF_INVALID("symbol %llu has no name in the table",
                                  (unsigned long long)i);
    }
    const char* name =
        (const char*)elf->data.data + strtab_offset + symbol.st_name;
    if (symbol.st_shndx == SHN_UNDEF) {
      return IREE_HAL_ELF_INVALID("imports symbol '%s'", name);
    }
    // Absolute symbols point anywhere, IFUNC symbols run a resolver when
    // looked up and TLS ones need thread-local storage.
    uint8_t type = ELF64_ST_TYPE(symbol.st_info);
    if (symbol.st_shndx == SHN_ABS || type == STT_GNU_IFUNC ||
        type == STT_TLS) {
      return IREE_HAL_ELF_INVALID(
          "symbol '%s' is absolute, an indirect function or thread-local",
          name);
    }
    if (!iree_hal_elf_in_memory(elf, symbol.st_value,
                                symbol.st_size ? symbol.st_size : 1,
                                /*writable=*/false)) {
      return IREE_HAL_ELF_INVALID("symbol '%s' lies outside the image", name);
    }
  }
  return iree_ok_status();
}

// Only relative relocations, each patching 8 writable bytes of the image
// with an address inside it.
static iree_status_t iree_hal_elf_check_relocations(
    const iree_hal_elf_t* elf, const iree_hal_elf_dynamic_t* dynamic,
    const Elf64_Phdr* dynamic_segment, uint32_t relative_type) {
  if (!dynamic->has_rela) {
    return dynamic->rela_size || dynamic->relative_count
               ? IREE_HAL_ELF_INVALID("has a relocation size but no table")
               : iree_ok_status();
  }
  if (dynamic->relative_count > dynamic->rela_size / sizeof(Elf64_Rela)) {
    return IREE_HAL_ELF_INVALID(
        "counts %llu relative relocations in a table of %llu",
        (unsigned long long)dynamic->relative_count,
        (unsigned long long)(dynamic->rela_size / sizeof(Elf64_Rela)));
  }
  uint64_t offset = 0;
  if (dynamic->rela_entry_size != sizeof(Elf64_Rela) ||
      dynamic->rela_size % sizeof(Elf64_Rela) ||
      !iree_hal_elf_translate_table(elf, dynamic->rela, dynamic->rela_size,
                                    &offset)) {
    return IREE_HAL_ELF_INVALID("relocation table lies outside the file");
  }
  const Elf64_Phdr* last = &elf->loads[elf->load_count - 1];
  uint64_t image_end = last->p_vaddr + last->p_memsz;
  for (uint64_t i = 0; i < dynamic->rela_size / sizeof(Elf64_Rela); ++i) {
    Elf64_Rela relocation;
    iree_hal_elf_read(elf, offset + i * sizeof(Elf64_Rela), &relocation,
                      sizeof(relocation));
    if (ELF64_R_TYPE(relocation.r_info) != relative_type ||
        ELF64_R_SYM(relocation.r_info) != 0) {
      return IREE_HAL_ELF_INVALID(
          "relocation %llu has type %u; only relative relocations are "
          "allowed",
          (unsigned long long)i, (unsigned)ELF64_R_TYPE(relocation.r_info));
    }
    // The linker reads the dynamic segment after relocating (lookups):
    // relocations must leave it alone, as the tables in read-only memory.
    bool hits_dynamic =
        relocation.r_offset < dynamic_segment->p_vaddr + dynamic_segment->p_memsz &&
        relocation.r_offset + sizeof(uint64_t) > dynamic_segment->p_vaddr;
    if (hits_dynamic ||
        !iree_hal_elf_in_memory(elf, relocation.r_offset, sizeof(uint64_t),
                                /*writable=*/true) ||
        relocation.r_addend < 0 || (uint64_t)relocation.r_addend > image_end) {
      return IREE_HAL_ELF_INVALID(
          "relocation %llu writes outside the image's writable memory or "
          "points outside the image",
          (unsigned long long)i);
    }
  }
  return iree_ok_status();
}

iree_status_t iree_hal_elf_validate_shared_object(
    iree_const_byte_span_t data, uint16_t machine,
    uint32_t relative_relocation_type, iree_hal_elf_image_t* out_image) {
  memset(out_image, 0, sizeof(*out_image));
  iree_hal_elf_t elf = {.data = data};
  Elf64_Ehdr header;
  IREE_RETURN_IF_ERROR(iree_hal_elf_check_header(&elf, machine, &header));
  Elf64_Phdr dynamic_segment = {0};
  IREE_RETURN_IF_ERROR(
      iree_hal_elf_check_segments(&elf, &header, &dynamic_segment));
  iree_hal_elf_dynamic_t dynamic;
  IREE_RETURN_IF_ERROR(
      iree_hal_elf_read_dynamic(&elf, &dynamic_segment, &dynamic));
  IREE_RETURN_IF_ERROR(iree_hal_elf_check_symbols(&elf, &dynamic));
  IREE_RETURN_IF_ERROR(iree_hal_elf_check_relocations(
      &elf, &dynamic, &dynamic_segment, relative_relocation_type));
  out_image->segment_count = elf.load_count;
  for (iree_host_size_t i = 0; i < elf.load_count; ++i) {
    out_image->segments[i].begin = elf.loads[i].p_vaddr;
    out_image->segments[i].end = elf.loads[i].p_vaddr + elf.loads[i].p_memsz;
    out_image->segments[i].executable = (elf.loads[i].p_flags & PF_X) != 0;
  }
  return iree_ok_status();
}

bool iree_hal_elf_image_contains(const iree_hal_elf_image_t* image,
                                 uintptr_t base, uintptr_t address,
                                 uint64_t length, bool executable) {
  for (iree_host_size_t i = 0; i < image->segment_count; ++i) {
    uintptr_t begin = 0, end = 0, address_end = 0;
    if (__builtin_add_overflow(base, image->segments[i].begin, &begin) ||
        __builtin_add_overflow(base, image->segments[i].end, &end) ||
        __builtin_add_overflow(address, length, &address_end)) {
      continue;
    }
    if (address >= begin && address_end <= end &&
        (!executable || image->segments[i].executable)) {
      return true;
    }
  }
  return false;
}
