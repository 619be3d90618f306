//===- VMTypesTest.cpp - Ref type queries used by the bytecode encoder ----===//

#include <string>

#include "compiler/Dialect/VM/IR/VMDialect.h"
#include "compiler/Dialect/VM/IR/VMTypes.h"
#include "gtest/gtest.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/MLIRContext.h"

namespace mlir::iree_compiler::IREE::VM {
namespace {

class VMTypesTest : public ::testing::Test {
 protected:
  VMTypesTest() {
    // `!hal.*` stands in for types of dialects the compiler does not have yet.
    context.allowUnregisteredDialects();
    context.loadDialect<VMDialect>();
  }

  Type parse(const std::string &text) {
    Type type = parseType(text, &context);
    EXPECT_TRUE(type) << text;
    return type;
  }

  MLIRContext context;
};

TEST_F(VMTypesTest, RuntimeTypeNames) {
  EXPECT_EQ(getRuntimeTypeName(parse("!vm.buffer")), "!vm.buffer");
  EXPECT_EQ(getRuntimeTypeName(parse("!vm.list<i32>")), "!vm.list<i32>");
  EXPECT_EQ(getRuntimeTypeName(parse("!vm.list<?>")), "!vm.list<?>");
  EXPECT_EQ(getRuntimeTypeName(parse("!vm.list<!vm.buffer>")),
            "!vm.list<!vm.buffer>");
  EXPECT_EQ(getRuntimeTypeName(parse("!vm.ref<!hal.buffer_view>")),
            "!hal.buffer_view");
  EXPECT_EQ(getRuntimeTypeName(parse("!vm.list<!vm.ref<!hal.buffer_view>>")),
            "!vm.list<!hal.buffer_view>");
  EXPECT_EQ(getRuntimeTypeName(parse("!vm.ref<?>")), "?");
}

TEST_F(VMTypesTest, RefTypes) {
  EXPECT_TRUE(isRefType(parse("!vm.buffer")));
  EXPECT_TRUE(isRefType(parse("!vm.list<f64>")));
  EXPECT_TRUE(isRefType(parse("!vm.ref<!hal.buffer_view>")));
  EXPECT_FALSE(isRefType(parse("i32")));
  EXPECT_TRUE(isPrimitiveValueType(parse("f64")));
  EXPECT_FALSE(isPrimitiveValueType(parse("i8")));
}

}  // namespace
}  // namespace mlir::iree_compiler::IREE::VM
