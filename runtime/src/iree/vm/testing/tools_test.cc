// Runs iree-run-module and iree-dump-module on modules written by the test
// assembler and checks their output and exit codes.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "iree/vm/bytecode/testing/module_builder.h"

namespace {

using namespace iree::vm::testing;

struct ToolResult {
  int exit_code;
  std::string output;  // stdout and stderr together.
};

ToolResult RunTool(const std::string& command) {
  ToolResult result = {-1, ""};
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return result;
  char chunk[4096];
  size_t read = 0;
  while ((read = fread(chunk, 1, sizeof(chunk), pipe)) > 0) {
    result.output.append(chunk, read);
  }
  int status = pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

class ToolsTest : public ::testing::Test {
 protected:
  std::string Write(const std::string& name, const std::vector<uint8_t>& data) {
    std::string path = ::testing::TempDir() + name;
    std::ofstream file(path, std::ios::binary);
    file.write(reinterpret_cast<const char*>(data.data()), data.size());
    return path;
  }
  ToolResult RunModule(const std::string& args) {
    return RunTool(std::string(IREE_RUN_MODULE_PATH) + " " + args);
  }
  ToolResult DumpModule(const std::string& args) {
    return RunTool(std::string(IREE_DUMP_MODULE_PATH) + " " + args);
  }
};

std::vector<uint8_t> BuildArithmetic() {
  ModuleBuilder builder("arith");
  builder.AddFunction("add", "0ii_i", 3, 0)
      .Emit(IREE_VM_OP_ADD_I32, {0, 1, 2})
      .Return({2});
  builder.AddFunction("scale", "0fI_fI", 4, 0)
      .Emit(IREE_VM_OP_ADD_F32, {0, 0, 0})
      .Return({0, Pair(2)});
  builder.AddFunction("div", "0ii_i", 3, 0)
      .Emit(IREE_VM_OP_DIV_I32_S, {0, 1, 2})
      .Return({2});
  return builder.BuildWithFooter();
}

TEST_F(ToolsTest, RunsFunctionsWithTypedInputs) {
  std::string path = Write("arith.vmfb", BuildArithmetic());
  ToolResult result =
      RunModule("--module=" + path + " --function=add --input=5 --input=2");
  EXPECT_EQ(result.exit_code, 0) << result.output;
  EXPECT_EQ(result.output, "EXEC @add\nresult[0]: i32=7\n");
  result = RunModule("--module=" + path +
                     " --function=scale --input=1.25 --input=i64=7");
  EXPECT_EQ(result.exit_code, 0) << result.output;
  EXPECT_EQ(result.output, "EXEC @scale\nresult[0]: f32=2.5\nresult[1]: i64=7\n");
  result = RunModule("--module=" + path +
                     " --function=scale --input=f32=0.1 --input=-3");
  EXPECT_EQ(result.output,
            "EXEC @scale\nresult[0]: f32=0.2\nresult[1]: i64=-3\n");
}

TEST_F(ToolsTest, ReportsInputErrorsWithTheSignature) {
  std::string path = Write("arith.vmfb", BuildArithmetic());
  ToolResult result = RunModule("--module=" + path + " --function=add --input=5");
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_EQ(result.output.rfind("iree-run-module: error: INVALID_ARGUMENT; ", 0),
            0u)
      << result.output;
  EXPECT_NE(result.output.find(": @add expects 2 arguments (signature 0ii_i) "
                               "but 1 --input were given\n"),
            std::string::npos)
      << result.output;
  result = RunModule("--module=" + path +
                     " --function=add --input=2.5 --input=1");
  EXPECT_NE(result.output.find("--input[0]='2.5' is not a valid i32 for @add "
                               "(signature 0ii_i)"),
            std::string::npos)
      << result.output;
  result = RunModule("--module=" + path +
                     " --function=add --input=i64=1 --input=1");
  EXPECT_NE(result.output.find("--input[0]='i64=1' is i64 but @add (signature "
                               "0ii_i) expects i32"),
            std::string::npos)
      << result.output;
  EXPECT_EQ(std::count(result.output.begin(), result.output.end(), '\n'), 1);
}

TEST_F(ToolsTest, ReportsFunctionSelectionErrors) {
  std::string path = Write("arith.vmfb", BuildArithmetic());
  ToolResult result = RunModule("--module=" + path + " --function=mul");
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_NE(result.output.find("module has no export 'mul'; exports: add "
                               "(0ii_i), scale (0fI_fI), div (0ii_i)"),
            std::string::npos)
      << result.output;
  result = RunModule("--module=" + path);
  EXPECT_NE(result.output.find("--function is required"), std::string::npos)
      << result.output;

  ModuleBuilder single("single");
  single.AddFunction("__init", "0v_v", 0, 0).Return();
  single.AddFunction("only", "0v_i", 1, 0).ConstI32(42, 0).Return({0});
  result = RunModule("--module=" + Write("single.vmfb", single.BuildWithFooter()));
  EXPECT_EQ(result.exit_code, 0) << result.output;
  EXPECT_EQ(result.output, "EXEC @only\nresult[0]: i32=42\n");
}

TEST_F(ToolsTest, ReportsRuntimeAndFileErrors) {
  std::string path = Write("arith.vmfb", BuildArithmetic());
  ToolResult result = RunModule("--module=" + path +
                                " --function=div --input=1 --input=0");
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_EQ(result.output,
            "EXEC @div\niree-run-module: error: INVALID_ARGUMENT; division by "
            "zero; at @arith.div+0x0\n");
  result = RunModule("--module=/nonexistent/x.vmfb");
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_NE(result.output.find("iree-run-module: error: NOT_FOUND"),
            std::string::npos)
      << result.output;
  result = RunModule("--module=" + Write("text.vmfb", {'h', 'e', 'l', 'l', 'o',
                                                       ' ', 'w', 'o', 'r', 'l',
                                                       'd', '!'}));
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_NE(result.output.find("not a VM bytecode module"), std::string::npos)
      << result.output;
  EXPECT_EQ(std::count(result.output.begin(), result.output.end(), '\n'), 1);
}

TEST_F(ToolsTest, DumpsModules) {
  ModuleBuilder builder("dumped");
  builder.SetCompilerInfo("iree-compile 0.1", {"--flag-a", "--flag-b"});
  builder.AddType("!hal.buffer_view");
  builder.AddType("i32");
  builder.AddImport("hal.fence_wait", "0r_v", /*is_optional=*/true);
  builder.AddRodata({1, 2, 3});
  builder.SetGlobals(8, 1);
  builder.AddFunction("main", "0ii_i", 3, 1)
      .Emit(IREE_VM_OP_ADD_I32, {0, 1, 2})
      .Return({2});
  ToolResult result = DumpModule(Write("dumped.vmfb", builder.Build()));
  EXPECT_EQ(result.exit_code, 0) << result.output;
  for (const char* line : {
           "Module: dumped (version 1)", "Compiler: iree-compile 0.1",
           "Compiler flags: --flag-a --flag-b", "  [0] !hal.buffer_view",
           "  [0] hal.fence_wait 0r_v (optional)", "  [0] main -> function 0",
           "  [0] main 0ii_i: 12 bytes of bytecode at offset 0, 3 i32 / 1 ref "
           "registers",
           "  [0] 3 bytes", "Globals: 8 bytes of values, 1 refs"}) {
    EXPECT_NE(result.output.find(line), std::string::npos)
        << line << "\n" << result.output;
  }
}

TEST_F(ToolsTest, DumpRejectsBadModules) {
  ModuleBuilder builder("bad");
  builder.AddFunction("f", "0v_v", 1, 0).Emit(IREE_VM_OP_ADD_I32, {0, 0, 9})
      .Return();
  ToolResult result = DumpModule(Write("bad.vmfb", builder.Build()));
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_EQ(std::count(result.output.begin(), result.output.end(), '\n'), 1);
  EXPECT_NE(result.output.find("iree-dump-module: error: INVALID_ARGUMENT"),
            std::string::npos);
  EXPECT_NE(result.output.find("i32 register 9 is out of range (function has "
                               "1); at @bad.f+0x0 (vm.add.i32); verifying"),
            std::string::npos)
      << result.output;
  std::vector<uint8_t> truncated = BuildArithmetic();
  truncated.resize(truncated.size() / 2);
  result = DumpModule(Write("truncated.vmfb", truncated));
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_NE(result.output.find("DATA_LOSS"), std::string::npos) << result.output;
}

}  // namespace
