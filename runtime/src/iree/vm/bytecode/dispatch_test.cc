// Runs bytecode assembled with the test ModuleBuilder: control flow, calls,
// imports, globals, rodata, buffers, lists, refs and runtime errors. The
// fixture's counting allocator proves nothing leaks.
#include <functional>
#include <string>

#include "iree/vm/bytecode/dispatch_test_util.h"

namespace {

using namespace iree::vm::testing;

// Sums 0..n-1 with loop-carried block arguments.
void EmitCountingLoop(FunctionBuilder& f) {
  FunctionBuilder::Label loop = f.NewLabel(), body = f.NewLabel(),
                         exit = f.NewLabel();
  f.Emit(IREE_VM_OP_CONST_I32_ZERO, {1}).Emit(IREE_VM_OP_CONST_I32_ZERO, {2});
  f.Op(IREE_VM_OP_BR).Branch(loop, {1, 2}, {5, 6});
  f.Bind(loop).Emit(IREE_VM_OP_CMP_LT_I32_S, {5, 0, 3});
  f.Op(IREE_VM_OP_COND_BR).U16(3).Branch(body).Branch(exit, {6}, {7});
  f.Bind(body).Emit(IREE_VM_OP_ADD_I32, {6, 5, 2});
  f.ConstI32(1, 4).Emit(IREE_VM_OP_ADD_I32, {5, 4, 1});
  f.Op(IREE_VM_OP_BR).Branch(loop, {1, 2}, {5, 6});
  f.Bind(exit).Return({7});
}

TEST_F(DispatchTest, LoopWithBlockArguments) {
  Variants r = Run("0i_i", 8, 0, EmitCountingLoop, {I32(1000)});
  EXPECT_EQ(r[0].i32, 499500);
}

TEST_F(DispatchTest, BlockArgumentsCopyInParallel) {
  // Swap (a, b) through one branch: both sources are read before writes.
  Variants r = Run("0ii_ii", 2, 0,
                   [](FunctionBuilder& f) {
                     FunctionBuilder::Label next = f.NewLabel();
                     f.Op(IREE_VM_OP_BR).Branch(next, {0, 1}, {1, 0});
                     f.Bind(next).Return({0, 1});
                   },
                   {I32(1), I32(2)});
  EXPECT_EQ(r[0].i32, 2);
  EXPECT_EQ(r[1].i32, 1);
}

TEST_F(DispatchTest, BranchTable) {
  auto run = [&](int32_t index) {
    Variants r = Run("0i_i", 2, 0,
                     [](FunctionBuilder& f) {
                       FunctionBuilder::Label cases[3] = {
                           f.NewLabel(), f.NewLabel(), f.NewLabel()};
                       FunctionBuilder::Label fallback = f.NewLabel();
                       f.Op(IREE_VM_OP_BR_TABLE).U16(0).U16(3).Branch(fallback);
                       for (auto label : cases) f.Branch(label);
                       for (int i = 0; i < 3; ++i) {
                         f.Bind(cases[i]).ConstI32(10 * (i + 1), 1).Return({1});
                       }
                       f.Bind(fallback).ConstI32(-1, 1).Return({1});
                     },
                     {I32(index)});
    return r[0].i32;
  };
  EXPECT_EQ(run(0), 10);
  EXPECT_EQ(run(2), 30);
  EXPECT_EQ(run(3), -1);
  EXPECT_EQ(run(-1), -1);
}

TEST_F(DispatchTest, InternalCallsAndRecursion) {
  ModuleBuilder builder("test");
  // fact(n: i64) -> i64 recursively; ordinal 0.
  FunctionBuilder& fact = builder.AddFunction("fact", "0I_I", 6, 0);
  FunctionBuilder::Label recurse = fact.NewLabel();
  fact.ConstI64(1, 2).Emit(IREE_VM_OP_CMP_LTE_I64_S, {0, 2, 4});
  fact.Op(IREE_VM_OP_COND_FAIL).U16(5).U16(5).Str("unused");
  FunctionBuilder::Label base = fact.NewLabel();
  fact.Op(IREE_VM_OP_COND_BR).U16(4).Branch(base).Branch(recurse);
  fact.Bind(base).Return({Pair(2)});
  fact.Bind(recurse).Emit(IREE_VM_OP_SUB_I64, {0, 2, 2});
  fact.Op(IREE_VM_OP_CALL).U32(0).List({Pair(2)}).List({Pair(2)});
  fact.Emit(IREE_VM_OP_MUL_I64, {0, 2, 2}).Return({Pair(2)});
  // mix(a: i32, b: i64, c: f32) -> (f32, i64, i32) through a callee.
  FunctionBuilder& swap = builder.AddFunction("swap", "0iIf_fIi", 6, 0, false);
  swap.Return({4, Pair(2), 0});
  FunctionBuilder& mix = builder.AddFunction("mix", "0iIf_fIi", 10, 0);
  mix.Op(IREE_VM_OP_CALL).U32(1).List({0, Pair(2), 4}).List({5, Pair(6), 8});
  mix.Return({5, Pair(6), 8});
  IREE_ASSERT_OK(Load(builder));
  Variants r;
  IREE_ASSERT_OK(Invoke("test.fact", {I64(20)}, &r));
  EXPECT_EQ(r[0].i64, 2432902008176640000ll);
  IREE_ASSERT_OK(Invoke("test.mix", {I32(7), I64(-8), F32(0.5f)}, &r));
  EXPECT_EQ(r[1].f32, 0.5f);
  EXPECT_EQ(r[2].i64, -8);
  EXPECT_EQ(r[3].i32, 7);
}

TEST_F(DispatchTest, UnboundedRecursionIsResourceExhausted) {
  ModuleBuilder builder("test");
  FunctionBuilder& f = builder.AddFunction("f", "0i_i", 1, 0);
  f.Op(IREE_VM_OP_CALL).U32(0).List({0}).List({0});
  f.Return({0});
  IREE_ASSERT_OK(Load(builder));
  std::string text = InvokeStatus("test.f", {I32(1)});
  EXPECT_NE(text.find("RESOURCE_EXHAUSTED"), std::string::npos) << text;
  EXPECT_NE(text.find("at @test.f+0x0; at @test.f+0x0"), std::string::npos);
  EXPECT_NE(text.find("more frames"), std::string::npos) << text;
}

TEST_F(DispatchTest, FailCarriesCodeMessageAndTrace) {
  ModuleBuilder builder("test");
  FunctionBuilder& inner = builder.AddFunction("inner", "0ii_v", 2, 0, false);
  inner.Op(IREE_VM_OP_COND_FAIL).U16(0).U16(1).Str("cond failed");
  inner.Op(IREE_VM_OP_FAIL).U16(1).Str("always fails");
  FunctionBuilder& outer = builder.AddFunction("outer", "0ii_v", 2, 0);
  outer.ConstI32(0, 0);  // Padding so the call is not at offset 0.
  outer.Op(IREE_VM_OP_CALL).U32(0).List({0, 1}).List({});
  outer.Return();
  FunctionBuilder& direct = builder.AddFunction("direct", "0ii_v", 2, 0);
  direct.Op(IREE_VM_OP_CALL).U32(0).List({0, 1}).List({});
  direct.Return();
  IREE_ASSERT_OK(Load(builder));
  EXPECT_EQ(InvokeStatus("test.outer", {I32(1), I32(IREE_STATUS_ABORTED)}),
            "ABORTED; always fails; at @test.inner+0x12; at @test.outer+0x7");
  EXPECT_EQ(InvokeStatus("test.direct", {I32(1), I32(IREE_STATUS_DATA_LOSS)}),
            "DATA_LOSS; cond failed; at @test.inner+0x0; at @test.direct+0x0");
  EXPECT_EQ(InvokeStatus("test.direct", {I32(0), I32(99)}),
            "UNKNOWN; always fails (vm.fail with invalid status code 99); at "
            "@test.inner+0x12; at @test.direct+0x0");
}

TEST_F(DispatchTest, ImportCallsWithValuesAndRefs) {
  ModuleBuilder builder("test");
  uint32_t add_1 = builder.AddImport("native.add_1", "0i_i");
  uint32_t sum = builder.AddImport("native.sum", "0iI_I");
  uint32_t make = builder.AddImport("native.make_buffer", "0i_r");
  uint32_t length = builder.AddImport("native.buffer_length", "0r_i");
  uint32_t consume = builder.AddImport("native.consume", "0r_v");
  FunctionBuilder& f = builder.AddFunction("f", "0i_iIir", 8, 2);
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(add_1).List({0}).List({1});
  f.Emit(IREE_VM_OP_EXT_I32_I64_S, {0, 2});
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(sum).List({1, Pair(2)}).List({Pair(2)});
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(make).List({0}).List({Ref(0)});
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(length).List({Ref(0)}).List({4});
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(make).List({1}).List({Ref(1)});
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(consume).List({RefMove(1)}).List({});
  f.Return({1, Pair(2), 4, RefMove(0)});
  IREE_ASSERT_OK(Load(builder));
  Variants r;
  IREE_ASSERT_OK(Invoke("test.f", {I32(4)}, &r));
  ASSERT_EQ(r.size(), 4u);
  EXPECT_EQ(r[0].i32, 5);
  EXPECT_EQ(r[1].i64, 9);
  EXPECT_EQ(r[2].i32, 4);
  ASSERT_EQ(r[3].type.ref_type, iree_vm_buffer_type());
  EXPECT_EQ(iree_vm_ref_use_count(&r[3].ref), 1);
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_check_deref(&r[3].ref, &buffer));
  uint64_t value = 0;
  IREE_ASSERT_OK(iree_vm_buffer_read_element(buffer, 3, 1, &value));
  EXPECT_EQ(value, 3u);
  IREE_ASSERT_OK(Invoke("native.call_count", {}, &r));
  EXPECT_EQ(r[4].i32, 6);
}

// Imports borrow their ref arguments from the caller's registers: the callee
// sees the register's reference only, the register keeps it, and a call that
// is its last use (MOVE) releases it after the call.
TEST_F(DispatchTest, ImportsBorrowRefArguments) {
  ModuleBuilder builder("test");
  uint32_t make = builder.AddImport("native.make_buffer", "0i_r");
  uint32_t use_count = builder.AddImport("native.use_count", "0r_i");
  FunctionBuilder& f = builder.AddFunction("f", "0i_iir", 3, 2);
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(make).List({0}).List({Ref(0)});
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(use_count).List({Ref(0)}).List({1});
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(make).List({0}).List({Ref(1)});
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(use_count).List({RefMove(1)}).List({2});
  f.Return({1, 2, RefMove(0)});
  IREE_ASSERT_OK(Load(builder));
  Variants r;
  IREE_ASSERT_OK(Invoke("test.f", {I32(4)}, &r));
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(r[0].i32, 1);
  EXPECT_EQ(r[1].i32, 1);
  EXPECT_EQ(iree_vm_ref_use_count(&r[2].ref), 1);
}

TEST_F(DispatchTest, ImportErrorsIncludeBothSides) {
  ModuleBuilder builder("test");
  uint32_t fail = builder.AddImport("native.fail", "0i_v");
  FunctionBuilder& f = builder.AddFunction("f", "0i_v", 1, 0);
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(fail).List({0}).List({});
  f.Return();
  IREE_ASSERT_OK(Load(builder));
  std::string text = InvokeStatus("test.f", {I32(IREE_STATUS_UNAVAILABLE)});
  EXPECT_NE(text.find("UNAVAILABLE"), std::string::npos) << text;
  EXPECT_NE(text.find("native failure requested; at @native.fail (native); "
                      "at @test.f+0x0"),
            std::string::npos)
      << text;
}

TEST_F(DispatchTest, VariadicImportCallsPackCountsAndValues) {
  ModuleBuilder builder("test");
  uint32_t sum = builder.AddImport("native.sum_i32s", "0iCiD_i");
  FunctionBuilder& f = builder.AddFunction("f", "0iii_iii", 6, 0);
  f.Op(IREE_VM_OP_CALL_VARIADIC).U32(sum).Segments({-1, 2});
  f.List({0, 1, 2}).List({3});
  f.Op(IREE_VM_OP_CALL_VARIADIC).U32(sum).Segments({-1, 0});
  f.List({0}).List({4});
  // 200 values pack into more than the interpreter's inline call storage.
  f.Op(IREE_VM_OP_CALL_VARIADIC).U32(sum).Segments({-1, 200});
  f.U16(201).U16(0);
  for (int i = 0; i < 200; ++i) f.U16(1);
  f.List({5});
  f.Return({3, 4, 5});
  IREE_ASSERT_OK(Load(builder));
  Variants r;
  IREE_ASSERT_OK(Invoke("test.f", {I32(100), I32(20), I32(3)}, &r));
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(r[0].i32, 123);
  EXPECT_EQ(r[1].i32, 100);
  EXPECT_EQ(r[2].i32, 100 + 200 * 20);
}

TEST_F(DispatchTest, VariadicTuplesRetainAndMoveRefs) {
  ModuleBuilder builder("test");
  uint32_t make = builder.AddImport("native.make_buffer", "0i_r");
  uint32_t weighted = builder.AddImport("native.weighted_lengths", "0CrID_I");
  // f(buffer) = 3 * len(buffer) + 10 * 5 + 3 * len(buffer), moving the
  // buffer it made into the call; also returns whether that register is
  // still set.
  FunctionBuilder& f = builder.AddFunction("f", "0r_Ii", 8, 2);
  f.ConstI64(3, 0).ConstI64(10, 2).ConstI32(5, 6);
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(make).List({6}).List({Ref(1)});
  f.Op(IREE_VM_OP_CALL_VARIADIC).U32(weighted).Segments({3});
  f.List({Ref(0), Pair(0), RefMove(1), Pair(2), Ref(0), Pair(0)});
  f.List({Pair(4)});
  f.Emit(IREE_VM_OP_CMP_NZ_REF, {1, 6});
  f.Return({Pair(4), 6});
  // A null buffer in the second tuple fails inside the import, after the
  // first tuple's ref was retained into the span.
  FunctionBuilder& g = builder.AddFunction("g", "0r_I", 4, 2);
  g.ConstI64(1, 0);
  g.Op(IREE_VM_OP_CALL_VARIADIC).U32(weighted).Segments({2});
  g.List({Ref(0), Pair(0), Ref(1), Pair(0)}).List({Pair(2)});
  g.Return({Pair(2)});
  IREE_ASSERT_OK(Load(builder));
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_create(7, allocator_, &buffer));
  iree_vm_ref_t ref = iree_vm_buffer_move_ref(buffer);
  Variants r;
  IREE_ASSERT_OK(Invoke("test.f", {RefVariant(ref)}, &r));
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0].i64, 3 * 7 + 10 * 5 + 3 * 7);
  EXPECT_EQ(r[1].i32, 0);
  EXPECT_EQ(iree_vm_ref_use_count(&ref), 1);
  std::string text = InvokeStatus("test.g", {RefVariant(ref)});
  EXPECT_NE(text.find("INVALID_ARGUMENT"), std::string::npos) << text;
  EXPECT_NE(text.find("at @native.weighted_lengths (native); at @test.g"),
            std::string::npos)
      << text;
  EXPECT_EQ(iree_vm_ref_use_count(&ref), 1);
  iree_vm_ref_release(&ref);
}

// Bytecode passing refs into bytecode of another module through an import.
TEST_F(DispatchTest, BytecodeToBytecodeImports) {
  ModuleBuilder lib("lib");
  FunctionBuilder& twice = lib.AddFunction("twice", "0r_rr", 0, 1);
  twice.Return({Ref(0), RefMove(0)});
  data_.push_back(lib.Build());
  iree_vm_module_t* lib_module = nullptr;
  IREE_ASSERT_OK(LoadModule(instance_, data_.back(), allocator_, &lib_module));
  Adopt(lib_module);
  ModuleBuilder app("app");
  uint32_t import = app.AddImport("lib.twice", "0r_rr");
  FunctionBuilder& f = app.AddFunction("f", "0r_i", 1, 3);
  f.Op(IREE_VM_OP_CALL_IMPORT).U32(import).List({Ref(0)}).List({Ref(1), Ref(2)});
  f.Emit(IREE_VM_OP_CMP_EQ_REF, {1, 2, 0}).Return({0});
  data_.push_back(app.Build());
  iree_vm_module_t* app_module = nullptr;
  IREE_ASSERT_OK(LoadModule(instance_, data_.back(), allocator_, &app_module));
  Adopt(app_module);
  IREE_ASSERT_OK(CreateContext({lib_module, app_module}));
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_create(3, allocator_, &buffer));
  iree_vm_ref_t ref = iree_vm_buffer_move_ref(buffer);
  Variants r;
  IREE_ASSERT_OK(Invoke("app.f", {RefVariant(ref)}, &r));
  EXPECT_EQ(r[0].i32, 1);
  EXPECT_EQ(iree_vm_ref_use_count(&ref), 1);
  iree_vm_ref_release(&ref);
}

TEST_F(DispatchTest, Globals) {
  ModuleBuilder builder("test");
  builder.SetGlobals(16, 2);
  FunctionBuilder& set = builder.AddFunction("set", "0iIr_v", 4, 1);
  set.Op(IREE_VM_OP_GLOBAL_STORE_I32).U16(0).U32(4);
  set.Op(IREE_VM_OP_GLOBAL_STORE_I64).U16(2).U32(8);
  set.Op(IREE_VM_OP_GLOBAL_STORE_REF).U16(0).U32(1);
  set.Return();
  FunctionBuilder& get = builder.AddFunction("get", "0v_iIrr", 4, 2);
  get.Op(IREE_VM_OP_GLOBAL_LOAD_I32).U32(4).U16(0);
  get.Op(IREE_VM_OP_GLOBAL_LOAD_I64).U32(8).U16(2);
  get.Op(IREE_VM_OP_GLOBAL_LOAD_REF).U32(1).U16(0);
  get.Op(IREE_VM_OP_GLOBAL_LOAD_REF).U32(0).U16(1);
  get.Return({0, Pair(2), Ref(0), Ref(1)});
  IREE_ASSERT_OK(Load(builder));
  Variants r;
  IREE_ASSERT_OK(Invoke("test.get", {}, &r));
  EXPECT_EQ(r[0].i32, 0);
  EXPECT_EQ(r[1].i64, 0);
  EXPECT_TRUE(iree_vm_type_def_is_variant(r[2].type));
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_create(3, allocator_, &buffer));
  iree_vm_ref_t ref = iree_vm_buffer_move_ref(buffer);
  IREE_ASSERT_OK(Invoke("test.set", {I32(7), I64(1ll << 50), RefVariant(ref)},
                        &r));
  EXPECT_EQ(iree_vm_ref_use_count(&ref), 2);  // Held by the global.
  IREE_ASSERT_OK(Invoke("test.get", {}, &r));
  EXPECT_EQ(r[4].i32, 7);
  EXPECT_EQ(r[5].i64, 1ll << 50);
  EXPECT_EQ(r[6].ref.ptr, ref.ptr);
  EXPECT_TRUE(iree_vm_type_def_is_variant(r[7].type));
  iree_vm_ref_release(&ref);
}

TEST_F(DispatchTest, RodataIsReadOnlyAndAliasesTheModule) {
  ModuleBuilder builder("test");
  uint32_t segment = builder.AddRodata({1, 2, 3, 4, 5, 6, 7, 8});
  FunctionBuilder& f = builder.AddFunction("f", "0v_rI", 4, 1);
  f.Op(IREE_VM_OP_CONST_REF_RODATA).U32(segment).U16(0);
  f.ConstI64(1, 2).Emit(IREE_VM_OP_BUFFER_LOAD_I32, {0, 2, 0});  // bytes 4..7
  f.Emit(IREE_VM_OP_EXT_I32_I64_U, {0, 2});
  f.Return({Ref(0), Pair(2)});
  FunctionBuilder& g = builder.AddFunction("g", "0v_v", 4, 1);
  g.Op(IREE_VM_OP_CONST_REF_RODATA).U32(segment).U16(0);
  g.ConstI64(0, 2).Emit(IREE_VM_OP_BUFFER_STORE_I8, {0, 2, 1}).Return();
  IREE_ASSERT_OK(Load(builder));
  Variants r;
  IREE_ASSERT_OK(Invoke("test.f", {}, &r));
  EXPECT_EQ(r[1].i64, 0x08070605);
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_check_deref(&r[0].ref, &buffer));
  EXPECT_FALSE(iree_vm_buffer_is_mutable(buffer));
  iree_const_byte_span_t span;
  IREE_ASSERT_OK(iree_vm_buffer_map_ro(buffer, 0, 8, &span));
  const std::vector<uint8_t>& file = data_.back();
  EXPECT_GE(span.data, file.data());
  EXPECT_LE(span.data + 8, file.data() + file.size());
  EXPECT_EQ((uintptr_t)span.data % 64, (uintptr_t)file.data() % 64);
  std::string text = InvokeStatus("test.g", {});
  EXPECT_NE(text.find("PERMISSION_DENIED"), std::string::npos) << text;
}

TEST_F(DispatchTest, Buffers) {
  ModuleBuilder builder("test");
  FunctionBuilder& f = builder.AddFunction("f", "0v_iiiiIIiir", 24, 3);
  f.ConstI64(16, 0).Emit(IREE_VM_OP_BUFFER_ALLOC, {0, 0});
  f.ConstI64(0, 2).ConstI64(4, 4).ConstI32(-2, 6);
  f.Emit(IREE_VM_OP_BUFFER_FILL_I16, {0, 2, 4, 6});  // bytes 0..7 = 0xFFFE
  f.ConstI32(0x80, 7).ConstI64(8, 8);
  f.Emit(IREE_VM_OP_BUFFER_STORE_I8, {0, 8, 7});
  f.Emit(IREE_VM_OP_BUFFER_LOAD_I8_S, {0, 8, 10});
  f.Emit(IREE_VM_OP_BUFFER_LOAD_I8_U, {0, 8, 11});
  f.ConstI64(0, 2).Emit(IREE_VM_OP_BUFFER_LOAD_I16_S, {0, 2, 12});
  f.Emit(IREE_VM_OP_BUFFER_LOAD_I16_U, {0, 2, 13});
  f.ConstI64(1, 2).ConstI64(-3, 14);
  f.Emit(IREE_VM_OP_BUFFER_STORE_I64, {0, 2, 14});
  f.Emit(IREE_VM_OP_BUFFER_LOAD_I64, {0, 2, 14});
  f.Emit(IREE_VM_OP_BUFFER_LENGTH, {0, 16});
  // Clone bytes 8..15, compare with the original range, then copy over it.
  f.ConstI64(8, 2).ConstI64(8, 4).Emit(IREE_VM_OP_BUFFER_CLONE, {0, 2, 4, 1});
  f.ConstI64(0, 18).Emit(IREE_VM_OP_BUFFER_COMPARE, {0, 2, 1, 18, 4, 20});
  // Zero the clone with fills of each width, copy it back over bytes 8..15
  // and compare again.
  f.ConstI64(2, 2).ConstI32(0, 7).Emit(IREE_VM_OP_BUFFER_FILL_I32, {1, 18, 2, 7});
  f.ConstI64(1, 2).Emit(IREE_VM_OP_BUFFER_FILL_I64, {1, 18, 2, 18});
  f.ConstI64(4, 2).Emit(IREE_VM_OP_BUFFER_FILL_I8, {1, 2, 2, 7});
  f.ConstI64(8, 2).Emit(IREE_VM_OP_BUFFER_COPY, {1, 18, 0, 2, 4});
  f.Emit(IREE_VM_OP_BUFFER_COMPARE, {0, 2, 1, 18, 4, 21});
  f.ConstI64(0, 2).Emit(IREE_VM_OP_BUFFER_LOAD_I32, {0, 2, 22});
  f.Emit(IREE_VM_OP_BUFFER_STORE_I32, {0, 2, 22});
  f.Return({10, 11, 12, 13, Pair(14), Pair(16), 20, 21, RefMove(0)});
  IREE_ASSERT_OK(Load(builder));
  Variants r;
  IREE_ASSERT_OK(Invoke("test.f", {}, &r));
  ASSERT_EQ(r.size(), 9u);
  EXPECT_EQ(r[0].i32, -128);
  EXPECT_EQ(r[1].i32, 0x80);
  EXPECT_EQ(r[2].i32, -2);
  EXPECT_EQ(r[3].i32, 0xFFFE);
  EXPECT_EQ(r[4].i64, -3);
  EXPECT_EQ(r[5].i64, 16);
  EXPECT_EQ(r[6].i32, 1);
  EXPECT_EQ(r[7].i32, 1);
  iree_vm_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_vm_buffer_check_deref(&r[8].ref, &buffer));
  uint64_t value = 0;
  IREE_ASSERT_OK(iree_vm_buffer_read_element(buffer, 1, 8, &value));
  EXPECT_EQ(value, 0u);  // The all-zero clone was copied back over it.
}

TEST_F(DispatchTest, BufferErrors) {
  auto run = [&](std::function<void(FunctionBuilder&)> emit) {
    return RunStatus("0v_v", 8, 2, emit, {});
  };
  std::string text = run([](FunctionBuilder& f) {
    f.ConstI64(4, 0).Emit(IREE_VM_OP_BUFFER_ALLOC, {0, 0});
    f.ConstI64(1, 2).Emit(IREE_VM_OP_BUFFER_LOAD_I32, {0, 2, 4}).Return();
  });
  EXPECT_NE(text.find("OUT_OF_RANGE"), std::string::npos) << text;
  EXPECT_NE(text.find("at @test.f+0x1b"), std::string::npos) << text;
  text = run([](FunctionBuilder& f) {
    f.ConstI64(-1, 0).Emit(IREE_VM_OP_BUFFER_ALLOC, {0, 0}).Return();
  });
  EXPECT_NE(text.find("OUT_OF_RANGE"), std::string::npos) << text;
  text = run([](FunctionBuilder& f) {
    f.ConstI64(0, 2).Emit(IREE_VM_OP_BUFFER_LOAD_I8_U, {1, 2, 4}).Return();
  });
  EXPECT_NE(text.find("INVALID_ARGUMENT"), std::string::npos) << text;
  EXPECT_NE(text.find("expected a !vm.buffer but the ref is null; at "
                      "@test.f+0xb"),
            std::string::npos)
      << text;
  text = run([](FunctionBuilder& f) {
    f.ConstI64(8, 0).Emit(IREE_VM_OP_BUFFER_ALLOC, {0, 0});
    f.ConstI64(4, 2).ConstI64(8, 4);
    f.Emit(IREE_VM_OP_BUFFER_COPY, {0, 2, 0, 2, 4}).Return();
  });
  EXPECT_NE(text.find("OUT_OF_RANGE"), std::string::npos) << text;
}

TEST_F(DispatchTest, Lists) {
  ModuleBuilder builder("test");
  uint32_t i32_type = builder.AddType("i32");
  uint32_t buffer_type = builder.AddType("!vm.buffer");
  uint32_t list_type = builder.AddType("!vm.list<?>");
  uint32_t variant_type = builder.AddType("?");
  FunctionBuilder& f = builder.AddFunction("f", "0i_iiIrr", 12, 5);
  // An i32 list of size n holding i * 10.
  f.Op(IREE_VM_OP_LIST_ALLOC).U32(i32_type).U16(0).U16(0);
  f.Emit(IREE_VM_OP_LIST_RESERVE, {0, 0});
  f.Emit(IREE_VM_OP_LIST_RESIZE, {0, 0});
  f.ConstI32(2, 1).ConstI32(20, 2).Emit(IREE_VM_OP_LIST_SET_I32, {0, 1, 2});
  f.Emit(IREE_VM_OP_LIST_GET_I32, {0, 1, 3});
  f.Emit(IREE_VM_OP_LIST_SIZE, {0, 4});
  // A variant list with an i64 and a buffer.
  f.ConstI32(0, 5).Op(IREE_VM_OP_LIST_ALLOC).U32(variant_type).U16(5).U16(1);
  f.ConstI32(2, 5).Emit(IREE_VM_OP_LIST_RESIZE, {1, 5});
  f.ConstI64(1ll << 40, 6).ConstI32(0, 5);
  f.Emit(IREE_VM_OP_LIST_SET_I64, {1, 5, 6});
  f.Emit(IREE_VM_OP_LIST_GET_I64, {1, 5, 8});
  f.ConstI64(2, 6).Emit(IREE_VM_OP_BUFFER_ALLOC, {6, 2});
  f.ConstI32(1, 5).Emit(IREE_VM_OP_LIST_SET_REF, {1, 5, Move(2)});
  f.Op(IREE_VM_OP_LIST_GET_REF).U16(1).U16(5).U32(buffer_type).U16(3);
  f.Op(IREE_VM_OP_LIST_GET_REF).U16(1).U16(5).U32(list_type).U16(4);
  f.Return({3, 4, Pair(8), RefMove(3), Ref(4)});
  IREE_ASSERT_OK(Load(builder));
  Variants r;
  IREE_ASSERT_OK(Invoke("test.f", {I32(5)}, &r));
  ASSERT_EQ(r.size(), 5u);
  EXPECT_EQ(r[0].i32, 20);
  EXPECT_EQ(r[1].i32, 5);
  EXPECT_EQ(r[2].i64, 1ll << 40);
  EXPECT_EQ(r[3].type.ref_type, iree_vm_buffer_type());
  EXPECT_EQ(iree_vm_ref_use_count(&r[3].ref), 1);  // The list was released.
  EXPECT_TRUE(iree_vm_type_def_is_variant(r[4].type));  // Mismatch is null.
  std::string text = InvokeStatus("test.f", {I32(2)});
  EXPECT_NE(text.find("OUT_OF_RANGE"), std::string::npos) << text;
  EXPECT_NE(text.find("list index 2 is out of range for size 2"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("at @test.f+0x21"), std::string::npos) << text;
  text = InvokeStatus("test.f", {I32(-1)});
  EXPECT_NE(text.find("negative"), std::string::npos) << text;
}

TEST_F(DispatchTest, RefOps) {
  Variants r = Run(
      "0i_iiiir", 6, 4,
      [](FunctionBuilder& f) {
        f.ConstI64(4, 2).Emit(IREE_VM_OP_BUFFER_ALLOC, {2, 0});
        f.Emit(IREE_VM_OP_SELECT_REF, {0, 0, 1, 2});  // r2 = r0
        f.Emit(IREE_VM_OP_CMP_EQ_REF, {0, 2, 1});
        f.Emit(IREE_VM_OP_CMP_NE_REF, {0, 1, 2});
        f.Emit(IREE_VM_OP_CMP_NZ_REF, {1, 3});
        f.Emit(IREE_VM_OP_SELECT_REF, {0, Move(0), 1, 3});  // r3 = move(r0)
        f.Emit(IREE_VM_OP_CMP_NZ_REF, {0, 4});
        f.Emit(IREE_VM_OP_CONST_REF_ZERO, {2});
        f.Return({1, 2, 3, 4, RefMove(3)});
      },
      {I32(1)});
  ASSERT_EQ(r.size(), 5u);
  EXPECT_EQ(r[0].i32, 1);
  EXPECT_EQ(r[1].i32, 1);
  EXPECT_EQ(r[2].i32, 0);
  EXPECT_EQ(r[3].i32, 0);
  EXPECT_EQ(iree_vm_ref_use_count(&r[4].ref), 1);
}

}  // namespace
