#include "iree/base/tracing.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// Off, the hooks do nothing; on, calls, device events and instants reach
// the JSON with their names, tracks, durations and arguments.
TEST(TracingTest, RecordsAndWritesJson) {
  EXPECT_FALSE(iree_tracing_enabled());
  EXPECT_EQ(iree_tracing_call_begin("vm", iree_make_cstring_view("off")), 0);
  ASSERT_TRUE(iree_status_is_ok(iree_tracing_start(
      IREE_TRACING_MODE_RECORD, stderr, iree_allocator_system())));
  EXPECT_TRUE(iree_tracing_enabled());
  iree_status_t again = iree_tracing_start(IREE_TRACING_MODE_RECORD, stderr,
                                           iree_allocator_system());
  EXPECT_EQ(iree_status_code(again), IREE_STATUS_FAILED_PRECONDITION);
  iree_status_free(again);

  iree_string_view_t call = iree_make_cstring_view("module.\"quoted\"");
  int64_t start = iree_tracing_call_begin("vm", call);
  EXPECT_GT(start, 0);
  iree_tracing_call_end("vm", call, start, nullptr);
  iree_tracing_complete("dispatch", iree_make_cstring_view("matmul"),
                        "device queue", start, 2500, "\"workgroups\": [2, 1, 1]");
  iree_tracing_instant("hal", iree_make_cstring_view("allocate"),
                       "\"bytes\": 64");
  std::string path = ::testing::TempDir() + "tracing_test.json";
  ASSERT_TRUE(iree_status_is_ok(iree_tracing_write_json(path.c_str())));
  iree_tracing_stop();
  EXPECT_FALSE(iree_tracing_enabled());

  std::string json = ReadFile(path);
  std::remove(path.c_str());
  EXPECT_NE(json.find("\"traceEvents\": ["), std::string::npos) << json;
  EXPECT_NE(json.find("\"name\": \"module.\\\"quoted\\\"\""), std::string::npos)
      << json;
  EXPECT_NE(json.find("\"args\": {\"name\": \"device queue\"}"),
            std::string::npos)
      << json;
  EXPECT_NE(json.find("\"name\": \"matmul\", \"dur\": 2.500, \"args\": "
                      "{\"workgroups\": [2, 1, 1]}"),
            std::string::npos)
      << json;
  EXPECT_NE(json.find("\"name\": \"allocate\", \"s\": \"t\", \"args\": "
                      "{\"bytes\": 64}"),
            std::string::npos)
      << json;
}

// PRINT_CALLS prints "vm" calls indented by depth, and records nothing.
TEST(TracingTest, PrintsCalls) {
  char* text = nullptr;
  size_t length = 0;
  FILE* stream = open_memstream(&text, &length);
  ASSERT_TRUE(iree_status_is_ok(iree_tracing_start(
      IREE_TRACING_MODE_PRINT_CALLS, stream, iree_allocator_system())));
  iree_string_view_t outer = iree_make_cstring_view("m.outer");
  iree_string_view_t inner = iree_make_cstring_view("hal.fence.await");
  int64_t outer_start = iree_tracing_call_begin("vm", outer);
  int64_t inner_start = iree_tracing_call_begin("vm", inner);
  int64_t wait_start =
      iree_tracing_call_begin("hal", iree_make_cstring_view("wait"));
  iree_tracing_call_end("hal", iree_make_cstring_view("wait"), wait_start,
                        nullptr);
  iree_tracing_call_end("vm", inner, inner_start, nullptr);
  iree_tracing_call_end("vm", outer, outer_start, nullptr);
  iree_tracing_stop();
  fclose(stream);
  EXPECT_EQ(std::string(text, length),
            "[trace] m.outer\n[trace]   hal.fence.await\n");
  free(text);
}

}  // namespace
