// A test-only assembler that writes `.vmfb` modules: functions are emitted
// op by op with the opcodes of op_table.h (via opcodes.h), branch targets use
// labels, and Build() produces the FlatBuffer the runtime loads. It writes
// whatever it is told, so tests can also produce malformed bytecode.
#ifndef IREE_VM_BYTECODE_TESTING_MODULE_BUILDER_H_
#define IREE_VM_BYTECODE_TESTING_MODULE_BUILDER_H_

#include <cstdint>
#include <deque>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "iree/vm/api.h"
#include "iree/vm/bytecode/opcodes.h"

namespace iree::vm::testing {

// Register list entries ('L' and block arguments).
constexpr uint16_t Pair(uint16_t reg) { return IREE_VM_REG_LIST_PAIR | reg; }
constexpr uint16_t Ref(uint16_t reg) { return IREE_VM_REG_LIST_REF | reg; }
constexpr uint16_t RefMove(uint16_t reg) {
  return IREE_VM_REG_LIST_REF | IREE_VM_REG_MOVE | reg;
}
// A ref register operand ('r') marked as the value's last use.
constexpr uint16_t Move(uint16_t reg) { return IREE_VM_REG_MOVE | reg; }

class FunctionBuilder {
 public:
  using Label = int;

  FunctionBuilder(std::string name, std::string calling_convention,
                  uint16_t i32_register_count, uint16_t ref_register_count)
      : name_(std::move(name)),
        calling_convention_(std::move(calling_convention)),
        i32_register_count_(i32_register_count),
        ref_register_count_(ref_register_count) {}

  Label NewLabel();
  // Binds |label| to the current offset.
  FunctionBuilder& Bind(Label label);

  // Raw operand emission, little-endian.
  FunctionBuilder& Op(uint8_t opcode) { return U8(opcode); }
  FunctionBuilder& U8(uint8_t value);
  FunctionBuilder& U16(uint16_t value);
  FunctionBuilder& U32(uint32_t value);
  FunctionBuilder& U64(uint64_t value);
  FunctionBuilder& F32(float value);
  FunctionBuilder& F64(double value);
  FunctionBuilder& List(std::initializer_list<uint16_t> entries);
  // The segment sizes that begin a 'V' operand (a List of the flattened
  // arguments follows): -1 for a plain argument, N for a group of N tuples.
  FunctionBuilder& Segments(std::initializer_list<int16_t> sizes);
  // A 'b' operand: target label then block-argument sources/destinations.
  FunctionBuilder& Branch(Label target,
                          std::initializer_list<uint16_t> sources = {},
                          std::initializer_list<uint16_t> destinations = {});
  // A branch to a raw byte offset (for verifier tests).
  FunctionBuilder& BranchToOffset(uint32_t offset);
  FunctionBuilder& Str(std::string_view value);

  // An op whose operands are all u16 registers ("ii:i", "I:I", "rI:i"...).
  FunctionBuilder& Emit(uint8_t opcode, std::initializer_list<uint16_t> regs);
  // vm.return with |entries|.
  FunctionBuilder& Return(std::initializer_list<uint16_t> entries = {});
  FunctionBuilder& ConstI32(int32_t value, uint16_t reg);
  FunctionBuilder& ConstI64(int64_t value, uint16_t reg);
  FunctionBuilder& ConstF32(float value, uint16_t reg);
  FunctionBuilder& ConstF64(double value, uint16_t reg);

  // Adds a reflection attribute to the function's signature.
  FunctionBuilder& Attr(std::string key, std::string value) {
    attrs_.emplace_back(std::move(key), std::move(value));
    return *this;
  }

  // Declares a bytecode length other than the emitted one.
  FunctionBuilder& OverrideLength(uint32_t length) {
    length_override_ = length;
    return *this;
  }

  uint32_t offset() const { return static_cast<uint32_t>(bytes_.size()); }

 private:
  friend class ModuleBuilder;
  std::string name_;
  std::string calling_convention_;
  uint16_t i32_register_count_;
  uint16_t ref_register_count_;
  std::vector<uint8_t> bytes_;
  std::vector<int64_t> labels_;
  // (byte offset of a u32 target, label) pairs patched by Finish().
  std::vector<std::pair<uint32_t, Label>> fixups_;
  std::optional<uint32_t> length_override_;
  std::vector<std::pair<std::string, std::string>> attrs_;

  // Returns the bytecode with label targets patched in.
  std::vector<uint8_t> Finish() const;
};

class ModuleBuilder {
 public:
  explicit ModuleBuilder(std::string name) : name_(std::move(name)) {}

  uint32_t AddType(std::string full_name);
  uint32_t AddImport(std::string full_name, std::string calling_convention,
                     bool is_optional = false);
  uint32_t AddRodata(std::vector<uint8_t> data);
  void SetGlobals(uint32_t global_bytes_capacity, uint32_t global_ref_count);
  // Adds an internal function (ordinals follow the order of addition) and,
  // if |exported|, an export of the same name.
  FunctionBuilder& AddFunction(std::string name, std::string calling_convention,
                               uint16_t i32_register_count,
                               uint16_t ref_register_count,
                               bool exported = true);
  void AddExport(std::string name, uint32_t internal_ordinal);
  void SetCompilerInfo(std::string version, std::vector<std::string> flags);

  std::vector<uint8_t> Build() const;
  // Build() followed by the integrity footer the compiler appends, as the
  // runtime API and the tools require by default.
  std::vector<uint8_t> BuildWithFooter() const;

 private:
  struct Import {
    std::string full_name;
    std::string calling_convention;
    bool is_optional;
  };
  std::string name_;
  std::vector<std::string> types_;
  std::vector<Import> imports_;
  std::vector<std::vector<uint8_t>> rodata_;
  std::vector<std::pair<std::string, uint32_t>> exports_;
  std::deque<FunctionBuilder> functions_;
  uint32_t global_bytes_capacity_ = 0;
  uint32_t global_ref_count_ = 0;
  std::string compiler_version_ = "module_builder";
  std::vector<std::string> compiler_flags_;
};

// Loads |data| (which must outlive the module) as a bytecode module.
iree_status_t LoadModule(iree_vm_instance_t* instance,
                         const std::vector<uint8_t>& data,
                         iree_allocator_t allocator,
                         iree_vm_module_t** out_module);

}  // namespace iree::vm::testing

#endif  // IREE_VM_BYTECODE_TESTING_MODULE_BUILDER_H_
