// Loading rejects malformed modules with a clear error naming the function
// and offset, and never crashes on hostile input.
#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "iree/vm/bytecode/testing/module_builder.h"
#include "iree/vm/testing/vm_test.h"

namespace {

using namespace iree::vm::testing;

class VerifierTest : public VmTest {
 protected:
  // Loads |data| and returns "OK" or the error text.
  std::string LoadStatus(const std::vector<uint8_t>& data) {
    iree_vm_module_t* module = nullptr;
    iree_status_t status = LoadModule(instance_, data, allocator_, &module);
    if (iree_status_is_ok(status)) iree_vm_module_release(module);
    return ConsumeStatus(status);
  }
  std::string LoadStatus(const ModuleBuilder& builder) {
    return LoadStatus(builder.Build());
  }
  // A module "m" with one function "f" whose body |emit| writes.
  std::string FunctionStatus(const char* cconv, uint16_t i32_count,
                             uint16_t ref_count,
                             const std::function<void(FunctionBuilder&)>& emit) {
    ModuleBuilder builder("m");
    builder.AddImport("other.g", "0i_i");
    builder.AddRodata({1, 2, 3});
    builder.AddType("i32");
    builder.SetGlobals(16, 1);
    emit(builder.AddFunction("f", cconv, i32_count, ref_count));
    return LoadStatus(builder);
  }
  // A module "m" with variadic import "x.sum" ("0iCiD_i"), fixed import
  // "x.one" ("0i_i") and a function "f" whose body |emit| writes.
  std::string VariadicCallStatus(
      const std::function<void(FunctionBuilder&)>& emit) {
    ModuleBuilder builder("m");
    builder.AddImport("x.sum", "0iCiD_i");
    builder.AddImport("x.one", "0i_i");
    FunctionBuilder& f = builder.AddFunction("f", "0v_v", 4, 1);
    emit(f);
    f.Return();
    return LoadStatus(builder);
  }
};

#define EXPECT_CONTAINS(text, fragment) \
  EXPECT_NE((text).find(fragment), std::string::npos) << (text)

TEST_F(VerifierTest, AcceptsWellFormedFunctions) {
  EXPECT_EQ(FunctionStatus("0i_i", 4, 1,
                           [](FunctionBuilder& f) {
                             f.Op(IREE_VM_OP_CALL_IMPORT).U32(0).List({0}).List({1});
                             f.Op(IREE_VM_OP_GLOBAL_STORE_I64).U16(2).U32(8);
                             f.Op(IREE_VM_OP_GLOBAL_LOAD_REF).U32(0).U16(0);
                             f.Return({1});
                           }),
            "OK");
}

// Found by the module fuzzer: a module asking for 8 GiB of globals made every
// context allocate them.
TEST_F(VerifierTest, RejectsHugeGlobalStorage) {
  ModuleBuilder builder("m");
  builder.AddFunction("f", "0v_v", 1, 0).Return();
  builder.SetGlobals(0x80000000u, 0);
  std::string text = LoadStatus(builder);
  EXPECT_CONTAINS(text, "INVALID_ARGUMENT");
  EXPECT_CONTAINS(text, "module globals (2147483648 bytes, 0 refs) exceed");
  builder.SetGlobals(16, 0x7fffffffu);
  EXPECT_CONTAINS(LoadStatus(builder), "exceed the VM's limits");
  builder.SetGlobals(1024, 16);
  EXPECT_EQ(LoadStatus(builder), "OK");
}

TEST_F(VerifierTest, RejectsUnassignedOpcodes) {
  for (uint8_t opcode : {0x00, 0x0a, 0xFF}) {
    std::string text = FunctionStatus("0v_v", 1, 0, [&](FunctionBuilder& f) {
      f.ConstI32(1, 0).Op(opcode).Return();
    });
    char expected[64];
    snprintf(expected, sizeof(expected), "opcode 0x%02x is not assigned",
             opcode);
    EXPECT_CONTAINS(text, expected);
    EXPECT_CONTAINS(text, "INVALID_ARGUMENT");
    EXPECT_CONTAINS(text, "at @m.f+0x7");
  }
}

TEST_F(VerifierTest, RejectsRegistersOutOfRange) {
  std::string text = FunctionStatus("0v_v", 3, 0, [](FunctionBuilder& f) {
    f.Emit(IREE_VM_OP_ADD_I32, {0, 1, 5}).Return();
  });
  EXPECT_CONTAINS(text, "i32 register 5 is out of range (function has 3); "
                        "at @m.f+0x0 (vm.add.i32)");
  text = FunctionStatus("0v_v", 3, 0, [](FunctionBuilder& f) {
    f.Emit(IREE_VM_OP_CONST_I64_ZERO, {2}).Return();
  });
  EXPECT_CONTAINS(text, "64-bit register pair 2:3 is out of range");
  text = FunctionStatus("0v_v", 1, 2, [](FunctionBuilder& f) {
    f.Emit(IREE_VM_OP_CMP_NZ_REF, {Move(2), 0}).Return();
  });
  EXPECT_CONTAINS(text, "ref register 2 is out of range (function has 2)");
  text = FunctionStatus("0v_v", 1, 2, [](FunctionBuilder& f) {
    f.Emit(IREE_VM_OP_CMP_NZ_REF, {0x8000, 0}).Return();
  });
  EXPECT_CONTAINS(text, "reserved bit 0x8000");
  text = FunctionStatus("0v_r", 2, 2, [](FunctionBuilder& f) {
    f.Return({Ref(3)});
  });
  EXPECT_CONTAINS(text, "ref register 3 is out of range");
}

TEST_F(VerifierTest, RejectsOdd64BitRegisters) {
  std::string text = FunctionStatus("0v_v", 8, 0, [](FunctionBuilder& f) {
    f.Emit(IREE_VM_OP_ADD_I64, {0, 3, 4}).Return();
  });
  EXPECT_CONTAINS(text, "64-bit register 3 is not even; at @m.f+0x0");
  text = FunctionStatus("0v_I", 8, 0, [](FunctionBuilder& f) {
    f.Return({Pair(1)});
  });
  EXPECT_CONTAINS(text, "64-bit register 1 is not even");
}

TEST_F(VerifierTest, RejectsBranchesIntoInstructions) {
  std::string text = FunctionStatus("0v_v", 1, 0, [](FunctionBuilder& f) {
    f.ConstI32(1, 0).Op(IREE_VM_OP_BR).BranchToOffset(3);
  });
  EXPECT_CONTAINS(text, "branch target 0x3 is not the start of an instruction; "
                        "at @m.f+0x7 (vm.br)");
  text = FunctionStatus("0v_v", 1, 0, [](FunctionBuilder& f) {
    f.Op(IREE_VM_OP_BR).BranchToOffset(100);
  });
  EXPECT_CONTAINS(text, "branch target 0x64");
  text = FunctionStatus("0v_v", 1, 0, [](FunctionBuilder& f) {
    FunctionBuilder::Label target = f.NewLabel();
    f.Bind(target).Op(IREE_VM_OP_BR_TABLE).U16(0).U16(1).Branch(target);
    f.BranchToOffset(2);
  });
  EXPECT_CONTAINS(text, "branch target 0x2");
}

TEST_F(VerifierTest, RejectsMismatchedBlockArguments) {
  std::string text = FunctionStatus("0v_v", 4, 1, [](FunctionBuilder& f) {
    FunctionBuilder::Label next = f.NewLabel();
    f.Op(IREE_VM_OP_BR).Branch(next, {0, 1}, {2});
    f.Bind(next).Return();
  });
  EXPECT_CONTAINS(text, "2 block-argument sources but 1 destinations");
  text = FunctionStatus("0v_v", 4, 1, [](FunctionBuilder& f) {
    FunctionBuilder::Label next = f.NewLabel();
    f.Op(IREE_VM_OP_BR).Branch(next, {0}, {Ref(0)});
    f.Bind(next).Return();
  });
  EXPECT_CONTAINS(text, "different kinds");
}

TEST_F(VerifierTest, RejectsTruncatedFunctions) {
  std::string text = FunctionStatus("0v_v", 1, 0, [](FunctionBuilder& f) {
    f.ConstI32(1, 0).Return().OverrideLength(5);
  });
  EXPECT_CONTAINS(text, "operands run past the end of the 5-byte function; "
                        "at @m.f+0x0");
  text = FunctionStatus("0v_v", 1, 0, [](FunctionBuilder& f) {
    f.Return().ConstI32(1, 0);
  });
  EXPECT_CONTAINS(text, "does not end with a terminator");
  text = FunctionStatus("0v_v", 1, 0, [](FunctionBuilder& f) {});
  EXPECT_CONTAINS(text, "does not end with a terminator");
  text = FunctionStatus("0v_v", 1, 0, [](FunctionBuilder& f) {
    f.Op(IREE_VM_OP_FAIL).U16(0).U16(200).U8('x');
  });
  EXPECT_CONTAINS(text, "operands run past the end");
  text = FunctionStatus("0v_v", 1, 0, [](FunctionBuilder& f) {
    f.Return().OverrideLength(4096);
  });
  EXPECT_CONTAINS(text, "lies outside the");
}

TEST_F(VerifierTest, RejectsOrdinalsOutOfRange) {
  struct Case {
    std::function<void(FunctionBuilder&)> emit;
    const char* message;
  } cases[] = {
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL).U32(1).List({}).List({});
       },
       "function 1 is out of range (1)"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_IMPORT).U32(1).List({0}).List({0});
       },
       "import 1 is out of range (1)"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CONST_REF_RODATA).U32(1).U16(0);
       },
       "rodata segment 1 is out of range (1)"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_LIST_ALLOC).U32(1).U16(0).U16(0);
       },
       "type 1 is out of range (1)"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_GLOBAL_LOAD_I32).U32(6).U16(0);
       },
       "4-byte global at offset 6 is misaligned"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_GLOBAL_STORE_I32).U16(0).U32(16);
       },
       "4-byte global at offset 16 is misaligned or outside the 16 bytes"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_GLOBAL_LOAD_I64).U32(4).U16(0);
       },
       "8-byte global at offset 4"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_GLOBAL_LOAD_I64).U32(0xFFFFFFF8u).U16(0);
       },
       "8-byte global at offset 4294967288"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_GLOBAL_STORE_REF).U16(0).U32(1);
       },
       "ref global 1 is out of range (1)"},
  };
  for (const Case& c : cases) {
    std::string text = FunctionStatus("0v_v", 2, 1, [&](FunctionBuilder& f) {
      c.emit(f);
      f.Return();
    });
    EXPECT_CONTAINS(text, c.message);
  }
}

TEST_F(VerifierTest, RejectsCallListsNotMatchingSignatures) {
  std::string text = FunctionStatus("0v_v", 4, 1, [](FunctionBuilder& f) {
    f.Op(IREE_VM_OP_CALL_IMPORT).U32(0).List({0, 1}).List({0});
    f.Return();
  });
  EXPECT_CONTAINS(text, "register list has 2 entries but the signature has 1");
  text = FunctionStatus("0v_v", 4, 1, [](FunctionBuilder& f) {
    f.Op(IREE_VM_OP_CALL_IMPORT).U32(0).List({Ref(0)}).List({0});
    f.Return();
  });
  EXPECT_CONTAINS(text, "entry 0 (0x8000) does not match signature kind 'i'");
  text = FunctionStatus("0v_v", 4, 1, [](FunctionBuilder& f) {
    f.Op(IREE_VM_OP_CALL_IMPORT).U32(0).List({0}).List({Pair(0)});
    f.Return();
  });
  EXPECT_CONTAINS(text, "does not match signature kind 'i'");
  text = FunctionStatus("0I_i", 4, 1, [](FunctionBuilder& f) {
    f.Op(IREE_VM_OP_CALL).U32(0).List({0}).List({0});
    f.Return({0});
  });
  EXPECT_CONTAINS(text, "does not match signature kind 'I'");
  text = FunctionStatus("0v_f", 4, 1, [](FunctionBuilder& f) { f.Return(); });
  EXPECT_CONTAINS(text, "register list has 0 entries but the signature has 1 "
                        "values; at @m.f+0x0 (vm.return)");
}

TEST_F(VerifierTest, ChecksVariadicCalls) {
  EXPECT_EQ(VariadicCallStatus([](FunctionBuilder& f) {
              f.Op(IREE_VM_OP_CALL_VARIADIC).U32(0);
              f.Segments({-1, 3}).List({0, 1, 2, 3}).List({0});
              f.Op(IREE_VM_OP_CALL_VARIADIC).U32(0);
              f.Segments({-1, 0}).List({0}).List({1});
            }),
            "OK");
  struct Case {
    std::function<void(FunctionBuilder&)> emit;
    const char* message;
  };
  const Case cases[] = {
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_IMPORT).U32(0).List({0, 1}).List({0});
       },
       "callee signature has variadic arguments; call it with "
       "vm.call.variadic; at @m.f+0x0 (vm.call)"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_VARIADIC).U32(1).Segments({-1}).List({0});
         f.List({0});
       },
       "callee signature has no variadic arguments; call it with vm.call; "
       "at @m.f+0x0 (vm.call.variadic)"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_VARIADIC).U32(0).Segments({-1, 1, 1});
         f.List({0, 1}).List({0});
       },
       "variadic call has 3 segments but the callee has 2 arguments"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_VARIADIC).U32(0).Segments({1}).List({0});
         f.List({0});
       },
       "variadic call has 1 segments but the callee has 2 arguments"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_VARIADIC).U32(0).Segments({0, 1}).List({0, 1});
         f.List({0});
       },
       "segment 0 is 0 but argument 0 is not variadic (expected -1)"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_VARIADIC).U32(0).Segments({-1, -1});
         f.List({0, 1}).List({0});
       },
       "segment 1 is -1 but argument 1 is variadic (expected a count >= 0)"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_VARIADIC).U32(0).Segments({-1, 3});
         f.List({0, 1}).List({0});
       },
       "variadic call has 2 register list entries but its segments need "
       "more"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_VARIADIC).U32(0).Segments({-1, 1});
         f.List({0, 1, 2}).List({0});
       },
       "variadic call has 3 register list entries but its segments need 2"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_VARIADIC).U32(0).Segments({-1, 2});
         f.List({0, 1, Ref(0)}).List({0});
       },
       "register list entry 2 (0x8000) does not match signature kind 'i'"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_VARIADIC).U32(0).Segments({-1, 1});
         f.List({0, 9}).List({0});
       },
       "i32 register 9 is out of range (function has 4)"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_VARIADIC).U32(0).Segments({-1, 1});
         f.List({0, 1}).List({Pair(0)});
       },
       "does not match signature kind 'i'"},
      {[](FunctionBuilder& f) {
         f.Op(IREE_VM_OP_CALL_VARIADIC).U32(0).U16(2).U16(0xFFFF);
       },
       "operands run past the end"},
  };
  for (const Case& c : cases) {
    EXPECT_CONTAINS(VariadicCallStatus(c.emit), c.message);
  }
}

TEST_F(VerifierTest, RejectsVariadicFunctionsAndMalformedGroups) {
  std::string text = FunctionStatus("0iCiD_v", 2, 0, [](FunctionBuilder& f) {
    f.Return();
  });
  EXPECT_CONTAINS(text, "function 'f' has variadic signature 0iCiD_v; only "
                        "imports can be variadic");
  ModuleBuilder builder("m");
  builder.AddImport("x.y", "0CiCiDD_v");
  builder.AddFunction("f", "0v_v", 0, 0).Return();
  text = LoadStatus(builder);
  EXPECT_CONTAINS(text, "calling convention '0CiCiDD_v': variadic groups "
                        "cannot be nested; in import 'x.y'");
}

TEST_F(VerifierTest, RejectsBadSignaturesAndRegisterCounts) {
  std::string text = FunctionStatus("0x_v", 1, 0, [](FunctionBuilder& f) {
    f.Return();
  });
  EXPECT_CONTAINS(text, "calling convention '0x_v' has invalid kind 'x'");
  EXPECT_CONTAINS(text, "in function 'f'");
  text = FunctionStatus("0iIr_v", 3, 1, [](FunctionBuilder& f) { f.Return(); });
  EXPECT_CONTAINS(text, "signature 0iIr_v needs 4 i32 and 1 ref registers but "
                        "the function has 3 and 1");
  text = FunctionStatus("0v_v", 0x4001, 0, [](FunctionBuilder& f) {
    f.Return();
  });
  EXPECT_CONTAINS(text, "exceed the 16384 registers");
}

TEST_F(VerifierTest, RejectsBadTablesAndNames) {
  {
    ModuleBuilder builder("m");
    builder.AddType("!hal.buffer");
    builder.AddFunction("f", "0v_v", 0, 0).Return();
    std::string text = LoadStatus(builder);
    EXPECT_CONTAINS(text, "type '!hal.buffer' is not a value type or a "
                          "registered ref type; resolving type 0");
  }
  {
    ModuleBuilder builder("m");
    builder.AddFunction("f", "0v_v", 0, 0).Return();
    builder.AddExport("g", 3);
    EXPECT_CONTAINS(LoadStatus(builder), "internal ordinal 3 outside the 1");
  }
  {
    ModuleBuilder builder("m");
    builder.AddImport("nodot", "0v_v");
    EXPECT_CONTAINS(LoadStatus(builder), "is not 'module.function'");
  }
  {
    ModuleBuilder builder("");
    EXPECT_CONTAINS(LoadStatus(builder), "module has no name");
  }
}

TEST_F(VerifierTest, RejectsBadFiles) {
  ModuleBuilder builder("m");
  builder.AddFunction("f", "0v_v", 0, 0).Return();
  std::vector<uint8_t> data = builder.Build();
  ASSERT_EQ(LoadStatus(data), "OK");

  std::vector<uint8_t> wrong_magic = data;
  std::memcpy(wrong_magic.data() + 4, "ABCD", 4);
  std::string text = LoadStatus(wrong_magic);
  EXPECT_CONTAINS(text, "INVALID_ARGUMENT");
  EXPECT_CONTAINS(text, "file identifier is 'ABCD'");
  EXPECT_CONTAINS(text, "expected 'IRVM'");

  std::vector<uint8_t> truncated(data.begin(), data.begin() + data.size() / 2);
  text = LoadStatus(truncated);
  EXPECT_CONTAINS(text, "DATA_LOSS");

  std::vector<uint8_t> tiny(data.begin(), data.begin() + 4);
  EXPECT_CONTAINS(LoadStatus(tiny), "too few to be a VM bytecode module");

  std::vector<uint8_t> shifted(data.size() + 1);
  std::memcpy(shifted.data() + 1, data.data(), data.size());
  iree_vm_module_t* module = nullptr;
  text = ConsumeStatus(iree_vm_bytecode_module_create(
      instance_, iree_make_const_byte_span(shifted.data() + 1, data.size()),
      iree_allocator_null(), allocator_, &module));
  EXPECT_CONTAINS(text, "not 16-byte aligned");
}

// A module exercising most operand kinds, for mutation testing.
std::vector<uint8_t> BuildRichModule() {
  ModuleBuilder builder("rich");
  builder.AddImport("native.add_1", "0i_i");
  builder.AddRodata({1, 2, 3, 4});
  builder.AddType("!vm.buffer");
  builder.AddType("i32");
  builder.SetGlobals(16, 2);
  FunctionBuilder& f = builder.AddFunction("f", "0iI_i", 8, 3);
  FunctionBuilder::Label loop = f.NewLabel(), done = f.NewLabel();
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(0).List({0}).List({1});
  f.Op(IREE_VM_OP_CONST_REF_RODATA).U32(0).U16(0);
  f.Op(IREE_VM_OP_LIST_ALLOC).U32(1).U16(1).U16(1);
  f.Bind(loop).Emit(IREE_VM_OP_ADD_I64, {2, 2, 4});
  f.Op(IREE_VM_OP_GLOBAL_STORE_I64).U16(4).U32(8);
  f.Op(IREE_VM_OP_COND_BR).U16(1).Branch(loop, {1, Ref(0)}, {6, Ref(2)});
  f.Branch(done);
  f.Bind(done).Op(IREE_VM_OP_BR_TABLE).U16(0).U16(1).Branch(done).Branch(loop);
  FunctionBuilder& g = builder.AddFunction("g", "0r_ri", 2, 2);
  g.Op(IREE_VM_OP_CALL).U32(0).List({0, Pair(0)}).List({1});
  g.Op(IREE_VM_OP_COND_FAIL).U16(1).U16(1).Str("failure");
  g.Return({RefMove(0), 1});
  return builder.Build();
}

TEST_F(VerifierTest, SurvivesRandomMutations) {
  std::vector<uint8_t> data = BuildRichModule();
  IREE_ASSERT_OK([&] {
    iree_vm_module_t* module = nullptr;
    IREE_RETURN_IF_ERROR(LoadModule(instance_, data, allocator_, &module));
    iree_vm_module_release(module);
    return iree_ok_status();
  }());
  std::mt19937 rng(1234);
  int accepted = 0;
  for (int i = 0; i < 3000; ++i) {
    std::vector<uint8_t> mutated = data;
    int flips = 1 + static_cast<int>(rng() % 4);
    for (int j = 0; j < flips; ++j) {
      mutated[rng() % mutated.size()] ^= static_cast<uint8_t>(1u << (rng() % 8));
    }
    if (rng() % 8 == 0) mutated.resize(rng() % mutated.size());
    accepted += LoadStatus(mutated) == "OK";
  }
  // Some mutations only touch padding or strings and stay valid.
  EXPECT_GT(accepted, 0);
}

TEST_F(VerifierTest, SurvivesRandomBytecode) {
  std::mt19937 rng(5678);
  for (int i = 0; i < 3000; ++i) {
    ModuleBuilder builder("m");
    builder.AddImport("x.y", "0ir_I");
    builder.AddRodata({1});
    builder.AddType("?");
    builder.SetGlobals(8, 1);
    FunctionBuilder& f = builder.AddFunction("f", "0ir_I", 4, 2);
    size_t length = rng() % 48;
    for (size_t j = 0; j < length; ++j) {
      // Opcodes are random; operands lean small so they are often in range.
      bool small = j > 0 && rng() % 4 != 0;
      f.U8(static_cast<uint8_t>(small ? rng() % 8 : rng()));
    }
    LoadStatus(builder);
  }
}

}  // namespace
