// Each kind of ELF shared object the validator must refuse, made by patching
// one field of a test kernel library the build compiled.
#include "iree/hal/local/elf_validation.h"

#include <elf.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "iree/hal/local/system_library_loader.h"
#include "iree/hal/testing/hal_test_util.h"
#include "iree/testing/mutants.h"

namespace {

#if defined(__x86_64__)
constexpr uint16_t kMachine = EM_X86_64;
constexpr uint32_t kRelative = R_X86_64_RELATIVE;
#elif defined(__aarch64__)
constexpr uint16_t kMachine = EM_AARCH64;
constexpr uint32_t kRelative = R_AARCH64_RELATIVE;
#endif

class ElfValidationTest : public ::testing::Test {
 protected:
  void SetUp() override {
    elf_ = iree::hal::testing::ReadTestKernelFile("test_kernels");
    ASSERT_GE(elf_.size(), sizeof(Elf64_Ehdr));
  }

  template <typename T>
  T Read(size_t offset) const {
    T value;
    std::memcpy(&value, elf_.data() + offset, sizeof(T));
    return value;
  }
  template <typename T>
  void Write(size_t offset, const T& value) {
    std::memcpy(elf_.data() + offset, &value, sizeof(T));
  }

  Elf64_Ehdr Header() const { return Read<Elf64_Ehdr>(0); }
  size_t PhdrOffset(int index) const {
    return Header().e_phoff + index * sizeof(Elf64_Phdr);
  }
  // The file offset of the first program header of |type|.
  size_t FindSegment(uint32_t type) const {
    for (int i = 0; i < Header().e_phnum; ++i) {
      if (Read<Elf64_Phdr>(PhdrOffset(i)).p_type == type) return PhdrOffset(i);
    }
    ADD_FAILURE() << "no segment of type " << type;
    return 0;
  }
  // The file offset of the dynamic entry with |tag|.
  size_t FindDynamic(int64_t tag) const {
    Elf64_Phdr dynamic = Read<Elf64_Phdr>(FindSegment(PT_DYNAMIC));
    for (size_t offset = dynamic.p_offset;
         offset < dynamic.p_offset + dynamic.p_filesz;
         offset += sizeof(Elf64_Dyn)) {
      if (Read<Elf64_Dyn>(offset).d_tag == tag) return offset;
    }
    ADD_FAILURE() << "no dynamic entry " << tag;
    return 0;
  }
  // The file offset of |vaddr| (in a loadable segment).
  size_t FileOffset(uint64_t vaddr) const {
    for (int i = 0; i < Header().e_phnum; ++i) {
      Elf64_Phdr segment = Read<Elf64_Phdr>(PhdrOffset(i));
      if (segment.p_type == PT_LOAD && vaddr >= segment.p_vaddr &&
          vaddr < segment.p_vaddr + segment.p_filesz) {
        return segment.p_offset + (vaddr - segment.p_vaddr);
      }
    }
    ADD_FAILURE() << "no segment holds " << vaddr;
    return 0;
  }
  size_t FirstRelocation() const {
    return FileOffset(Read<Elf64_Dyn>(FindDynamic(DT_RELA)).d_un.d_ptr);
  }
  // The file offset of the first symbol after the null one.
  size_t FirstSymbol() const {
    return FileOffset(Read<Elf64_Dyn>(FindDynamic(DT_SYMTAB)).d_un.d_ptr) +
           sizeof(Elf64_Sym);
  }
  // Replaces the entry with |tag| by one with |new_tag|.
  void RetagDynamic(int64_t tag, int64_t new_tag) {
    size_t offset = FindDynamic(tag);
    Elf64_Dyn entry = Read<Elf64_Dyn>(offset);
    entry.d_tag = new_tag;
    Write(offset, entry);
  }

  // The validator's message, or "ok".
  std::string Validate() const {
    iree_hal_elf_image_t image;
    iree_status_t status = iree_hal_elf_validate_shared_object(
        iree_make_const_byte_span(elf_.data(), elf_.size()), kMachine,
        kRelative, &image);
    if (iree_status_is_ok(status)) return "ok";
    EXPECT_EQ(iree_status_code(status), IREE_STATUS_INVALID_ARGUMENT);
    return iree::hal::testing::ConsumeStatus(status);
  }

  std::vector<uint8_t> elf_;
};

TEST_F(ElfValidationTest, AcceptsTheCompiledLibraryAndDescribesItsImage) {
  iree_hal_elf_image_t image;
  ASSERT_TRUE(iree_status_is_ok(iree_hal_elf_validate_shared_object(
      iree_make_const_byte_span(elf_.data(), elf_.size()), kMachine, kRelative,
      &image)));
  ASSERT_GE(image.segment_count, 2u);
  bool has_code = false;
  for (iree_host_size_t i = 0; i < image.segment_count; ++i) {
    has_code |= image.segments[i].executable;
  }
  EXPECT_TRUE(has_code);
  // Mapped at 0x10000: the first segment's first byte is in, the byte past
  // the last segment is not, and only code counts when asking for code.
  uintptr_t base = 0x10000;
  EXPECT_TRUE(iree_hal_elf_image_contains(&image, base,
                                          base + image.segments[0].begin, 1,
                                          /*executable=*/false));
  EXPECT_FALSE(iree_hal_elf_image_contains(
      &image, base, base + image.segments[image.segment_count - 1].end, 1,
      /*executable=*/false));
  EXPECT_FALSE(iree_hal_elf_image_contains(&image, base,
                                           base + image.segments[0].begin, 1,
                                           /*executable=*/true));
}

TEST_F(ElfValidationTest, RefusesTruncatedAndForeignFiles) {
  elf_.resize(elf_.size() / 2);
  EXPECT_NE(Validate().find("outside the"), std::string::npos) << Validate();
  elf_.assign(16, 0);
  EXPECT_NE(Validate().find("is not an ELF file"), std::string::npos);
}

TEST_F(ElfValidationTest, RefusesDependencies) {
  RetagDynamic(DT_RELACOUNT, DT_NEEDED);
  EXPECT_NE(Validate().find("depends on another shared library"),
            std::string::npos)
      << Validate();
}

TEST_F(ElfValidationTest, RefusesCodeRunAtLoadTime) {
  RetagDynamic(DT_RELACOUNT, DT_INIT);
  EXPECT_NE(Validate().find("runs code when loaded"), std::string::npos)
      << Validate();
}

TEST_F(ElfValidationTest, RefusesUnknownDynamicEntries) {
  RetagDynamic(DT_RELACOUNT, DT_JMPREL);
  EXPECT_NE(Validate().find("which executables do not use"),
            std::string::npos)
      << Validate();
}

TEST_F(ElfValidationTest, RefusesWritableCode) {
  for (int i = 0; i < Header().e_phnum; ++i) {
    Elf64_Phdr segment = Read<Elf64_Phdr>(PhdrOffset(i));
    if (segment.p_type == PT_LOAD && (segment.p_flags & PF_X)) {
      segment.p_flags |= PF_W;
      Write(PhdrOffset(i), segment);
    }
  }
  EXPECT_NE(Validate().find("both writable and executable"),
            std::string::npos)
      << Validate();
}

TEST_F(ElfValidationTest, RefusesAnInterpreterAndAnExecutableStack) {
  size_t stack = FindSegment(PT_GNU_STACK);
  Elf64_Phdr segment = Read<Elf64_Phdr>(stack);
  segment.p_flags |= PF_X;
  Write(stack, segment);
  EXPECT_NE(Validate().find("executable stack"), std::string::npos);
  segment.p_type = PT_INTERP;
  Write(stack, segment);
  EXPECT_NE(Validate().find("program interpreter"), std::string::npos);
}

TEST_F(ElfValidationTest, RefusesRelocationsOtherThanRelative) {
  Elf64_Rela relocation = Read<Elf64_Rela>(FirstRelocation());
  relocation.r_info = ELF64_R_INFO(0, kRelative + 1);
  Write(FirstRelocation(), relocation);
  EXPECT_NE(Validate().find("only relative relocations"), std::string::npos)
      << Validate();
}

TEST_F(ElfValidationTest, RefusesRelocationsOutsideWritableMemory) {
  Elf64_Rela relocation = Read<Elf64_Rela>(FirstRelocation());
  relocation.r_offset = 0;  // the read-only headers
  Write(FirstRelocation(), relocation);
  EXPECT_NE(Validate().find("writes outside"), std::string::npos)
      << Validate();
  relocation = Read<Elf64_Rela>(FirstRelocation());
  relocation.r_offset = ~0ull - 2;
  Write(FirstRelocation(), relocation);
  EXPECT_NE(Validate().find("writes outside"), std::string::npos);
}

TEST_F(ElfValidationTest, RefusesImportedAndStraySymbols) {
  Elf64_Sym symbol = Read<Elf64_Sym>(FirstSymbol());
  Elf64_Sym imported = symbol;
  imported.st_shndx = SHN_UNDEF;
  Write(FirstSymbol(), imported);
  EXPECT_NE(Validate().find("imports symbol"), std::string::npos)
      << Validate();
  Elf64_Sym stray = symbol;
  stray.st_value = 1ull << 40;
  Write(FirstSymbol(), stray);
  EXPECT_NE(Validate().find("lies outside the image"), std::string::npos)
      << Validate();
  Elf64_Sym unnamed = symbol;
  unnamed.st_name = 0x7fffffff;
  Write(FirstSymbol(), unnamed);
  EXPECT_NE(Validate().find("has no name in the table"), std::string::npos)
      << Validate();
}

// What a helper review found ld.so would trip on: segments sharing a page
// (the second's page replaces the end of the first), unreadable segments,
// text relocations, GNU hash tables glibc asserts on, symbols that run code
// when looked up, and relocations rewriting the dynamic segment.
TEST_F(ElfValidationTest, RefusesWhatTheLinkerWouldMisuse) {
  const std::vector<uint8_t> original = elf_;
  int last_load = -1;
  for (int i = 0; i < Header().e_phnum; ++i) {
    if (Read<Elf64_Phdr>(PhdrOffset(i)).p_type == PT_LOAD) last_load = i;
  }
  ASSERT_GE(last_load, 1);
  Elf64_Phdr load = Read<Elf64_Phdr>(PhdrOffset(last_load));
  Elf64_Phdr shifted = load;
  shifted.p_vaddr -= 0x1000;  // into the page of the segment before
  shifted.p_paddr = shifted.p_vaddr;
  Write(PhdrOffset(last_load), shifted);
  EXPECT_NE(Validate().find("shares a page"), std::string::npos) << Validate();
  elf_ = original;
  Elf64_Phdr unreadable = load;
  unreadable.p_flags &= ~PF_R;
  Write(PhdrOffset(last_load), unreadable);
  EXPECT_NE(Validate().find("is not readable"), std::string::npos);

  elf_ = original;
  size_t flags = FindDynamic(DT_RELACOUNT);
  Write(flags, Elf64_Dyn{DT_FLAGS, {DF_TEXTREL}});
  EXPECT_NE(Validate().find("has DT_FLAGS 0x4"), std::string::npos)
      << Validate();

  elf_ = original;
  size_t gnu_hash =
      FileOffset(Read<Elf64_Dyn>(FindDynamic(DT_GNU_HASH)).d_un.d_ptr);
  Write(gnu_hash + 8, uint32_t{3});  // bloom words
  EXPECT_NE(Validate().find("bloom words"), std::string::npos) << Validate();

  elf_ = original;
  Elf64_Sym symbol = Read<Elf64_Sym>(FirstSymbol());
  symbol.st_info = ELF64_ST_INFO(STB_GLOBAL, STT_GNU_IFUNC);
  Write(FirstSymbol(), symbol);
  EXPECT_NE(Validate().find("an indirect function"), std::string::npos)
      << Validate();

  elf_ = original;
  Elf64_Rela relocation = Read<Elf64_Rela>(FirstRelocation());
  relocation.r_offset = Read<Elf64_Phdr>(FindSegment(PT_DYNAMIC)).p_vaddr;
  Write(FirstRelocation(), relocation);
  EXPECT_NE(Validate().find("writes outside"), std::string::npos)
      << Validate();
}

// The linker makes the RELRO range read-only after relocating: past the image
// it would protect other mappings (a crash found by the mutants below).
TEST_F(ElfValidationTest, RefusesARelroRangePastTheImage) {
  size_t relro = FindSegment(PT_GNU_RELRO);
  Elf64_Phdr segment = Read<Elf64_Phdr>(relro);
  segment.p_memsz += 0x10000;
  Write(relro, segment);
  EXPECT_NE(Validate().find("lies outside the loaded image"),
            std::string::npos)
      << Validate();
  segment.p_type = 0x60000123;  // an unknown OS-specific type
  Write(relro, segment);
  EXPECT_NE(Validate().find("of unknown type"), std::string::npos);
}

// glibc applies the first DT_RELACOUNT relocations as relative without
// looking at them: the count must not reach past the table.
TEST_F(ElfValidationTest, RefusesARelativeCountPastTheTable) {
  size_t offset = FindDynamic(DT_RELACOUNT);
  Elf64_Dyn entry = Read<Elf64_Dyn>(offset);
  entry.d_un.d_val += 1;
  Write(offset, entry);
  EXPECT_NE(Validate().find("relative relocations in a table of"),
            std::string::npos)
      << Validate();
}

TEST_F(ElfValidationTest, RefusesTablesOutsideTheFile) {
  size_t offset = FindDynamic(DT_STRSZ);
  Elf64_Dyn entry = Read<Elf64_Dyn>(offset);
  entry.d_un.d_val = 1ull << 40;
  Write(offset, entry);
  EXPECT_NE(Validate().find("string table lies outside the file"),
            std::string::npos)
      << Validate();
}

// Mutants of the library through validation and the system linker (each in
// a child process): an error or a clean mapping, never a crash or a hang.
// The library's own code is not run: what it does is the trust policy's
// question, not validation's.
TEST_F(ElfValidationTest, MutantsAreRefusedOrMapCleanly) {
  const std::vector<uint8_t> original = elf_;
  constexpr int kMapped = 10, kRefused = 11;
  auto map = [](const std::vector<uint8_t>& bytes) {
    iree_status_t status = iree_hal_system_library_map_for_testing(
        iree_make_const_byte_span(bytes.data(), bytes.size()));
    bool ok = iree_status_is_ok(status);
    iree_status_ignore(status);
    return ok ? kMapped : kRefused;
  };
  // The unmutated library maps, so "mapped" means something.
  auto intact = iree::testing::RunInChild([&] { return map(original); },
                                          10000000);
  ASSERT_EQ(intact.kind, iree::testing::ChildOutcome::kExited);
  ASSERT_EQ(intact.exit_code, kMapped);
  std::mt19937 rng(20261127);
  int refused = 0, mapped = 0;
  for (int i = 0; i < 10000; ++i) {
    std::vector<uint8_t> mutant = iree::testing::Mutate(original, rng);
    auto outcome =
        iree::testing::RunInChild([&] { return map(mutant); }, 10000000);
    if (outcome.kind != iree::testing::ChildOutcome::kExited ||
        (outcome.exit_code != kMapped && outcome.exit_code != kRefused)) {
      std::string path = ::testing::TempDir() + "/library_mutant_" +
                         std::to_string(getpid()) + "_" + std::to_string(i) +
                         ".so";
      std::ofstream(path, std::ios::binary)
          .write(reinterpret_cast<const char*>(mutant.data()), mutant.size());
      FAIL() << "mutant " << i << " "
             << (outcome.kind == iree::testing::ChildOutcome::kTimedOut
                     ? std::string("hung")
                     : "crashed: " + outcome.signal + " (exit " +
                           std::to_string(outcome.exit_code) + ")")
             << "; saved as " << path;
    }
    (outcome.exit_code == kMapped ? mapped : refused)++;
  }
  std::printf("10000 library mutants: %d refused, %d mapped\n", refused,
              mapped);
}

}  // namespace
