#include "iree/io/parameter_index.h"

#include <gtest/gtest.h>
#include <stdlib.h>
#include <unistd.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "iree/io/parameter_archive.h"

namespace {

class ParameterIndexTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* base = getenv("TMPDIR");
    dir_ = std::string(base ? base : "/tmp") + "/parameters_XXXXXX";
    ASSERT_NE(mkdtemp(dir_.data()), nullptr);
    ASSERT_TRUE(iree_status_is_ok(
        iree_io_parameter_index_create(iree_allocator_system(), &index_)));
  }
  void TearDown() override {
    iree_io_parameter_index_release(index_);
    for (const std::string& path : files_) unlink(path.c_str());
    rmdir(dir_.c_str());
  }

  std::string WriteFile(const std::string& name, const std::string& bytes) {
    std::string path = dir_ + "/" + name;
    FILE* file = fopen(path.c_str(), "wb");
    EXPECT_NE(file, nullptr);
    fwrite(bytes.data(), 1, bytes.size(), file);
    fclose(file);
    files_.push_back(path);
    return path;
  }

  // Adds |path| under |scope| and returns the status code, keeping the
  // message in |message_|.
  iree_status_code_t Add(const std::string& scope, const std::string& path) {
    iree_status_t status = iree_io_parameter_index_add_file(
        index_, iree_make_string_view(scope.data(), scope.size()),
        path.c_str());
    message_ = Describe(status);
    return iree_status_consume_code(status);
  }

  // The bytes of |key| in |scope|, or "<missing>".
  std::string Lookup(const std::string& scope, const std::string& key) {
    const iree_io_parameter_t* parameter = nullptr;
    iree_status_t status = iree_io_parameter_index_lookup(
        index_, iree_make_string_view(scope.data(), scope.size()),
        iree_make_string_view(key.data(), key.size()), &parameter);
    if (!iree_status_is_ok(status)) {
      message_ = Describe(status);
      iree_status_free(status);
      return "<missing>";
    }
    iree_const_byte_span_t contents = iree_io_parameter_contents(parameter);
    return std::string(reinterpret_cast<const char*>(contents.data),
                       contents.data_length);
  }

  static std::string Describe(iree_status_t status) {
    if (iree_status_is_ok(status)) return "";
    char buffer[512];
    iree_status_format(status, sizeof(buffer), buffer);
    return buffer;
  }

  std::string dir_;
  std::vector<std::string> files_;
  iree_io_parameter_index_t* index_ = nullptr;
  std::string message_;
};

std::string WriteArchive(const std::string& path,
                         const std::vector<std::pair<std::string, std::string>>&
                             parameters) {
  std::vector<iree_io_parameter_archive_entry_t> entries;
  for (auto& [key, bytes] : parameters) {
    entries.push_back({iree_make_string_view(key.data(), key.size()),
                       iree_make_const_byte_span(bytes.data(), bytes.size())});
  }
  iree_status_t status = iree_io_parameter_archive_write(
      path.c_str(), entries.size(), entries.data(), iree_allocator_system());
  char buffer[256] = "";
  if (!iree_status_is_ok(status)) iree_status_format(status, 256, buffer);
  iree_status_free(status);
  return buffer;
}

std::string ReadFile(const std::string& path) {
  FILE* file = fopen(path.c_str(), "rb");
  std::string bytes;
  char chunk[4096];
  size_t n;
  while ((n = fread(chunk, 1, sizeof(chunk), file)) > 0) bytes.append(chunk, n);
  fclose(file);
  return bytes;
}

TEST_F(ParameterIndexTest, ArchiveRoundTripsAligned) {
  std::string path = dir_ + "/model.irpa";
  files_.push_back(path);
  std::string weights(1000, '\0');
  for (size_t i = 0; i < weights.size(); ++i) weights[i] = (char)(i * 7);
  ASSERT_EQ(WriteArchive(path, {{"dense/kernel", weights},
                                {"dense/bias", "abc"},
                                {"empty", ""}}),
            "");
  ASSERT_EQ(Add("model", path), IREE_STATUS_OK) << message_;
  EXPECT_EQ(iree_io_parameter_index_count(index_), 3u);
  EXPECT_EQ(Lookup("model", "dense/kernel"), weights);
  EXPECT_EQ(Lookup("model", "dense/bias"), "abc");
  EXPECT_EQ(Lookup("model", "empty"), "");
  for (iree_host_size_t i = 0; i < 3; ++i) {
    const iree_io_parameter_t* parameter = iree_io_parameter_index_at(index_, i);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(
                  iree_io_parameter_contents(parameter).data) %
                  IREE_IO_PARAMETER_ARCHIVE_ALIGNMENT,
              0u);
  }
}

TEST_F(ParameterIndexTest, WriterRefusesDuplicateAndEmptyKeys) {
  std::string path = dir_ + "/bad.irpa";
  EXPECT_NE(WriteArchive(path, {{"a", "1"}, {"a", "2"}}).find(
                "parameter 'a' is given twice"),
            std::string::npos);
  EXPECT_NE(WriteArchive(path, {{"", "1"}}).find("empty"), std::string::npos);
  unlink(path.c_str());
}

TEST_F(ParameterIndexTest, MissingParametersAreNamed) {
  std::string path = dir_ + "/one.irpa";
  files_.push_back(path);
  ASSERT_EQ(WriteArchive(path, {{"w", "x"}}), "");
  ASSERT_EQ(Add("model", path), IREE_STATUS_OK);
  EXPECT_EQ(Lookup("model", "v"), "<missing>");
  EXPECT_NE(message_.find("parameter 'v' of scope 'model' not found among "
                          "the 1 of that scope"),
            std::string::npos)
      << message_;
  EXPECT_EQ(Lookup("other", "w"), "<missing>");
  EXPECT_NE(message_.find("--parameters=other=FILE"), std::string::npos)
      << message_;
}

TEST_F(ParameterIndexTest, DuplicateKeysAcrossFilesAreRefusedWhole) {
  std::string a = dir_ + "/a.irpa", b = dir_ + "/b.irpa";
  files_.push_back(a);
  files_.push_back(b);
  ASSERT_EQ(WriteArchive(a, {{"w", "1"}}), "");
  ASSERT_EQ(WriteArchive(b, {{"v", "2"}, {"w", "3"}}), "");
  ASSERT_EQ(Add("", a), IREE_STATUS_OK);
  EXPECT_EQ(Add("", b), IREE_STATUS_ALREADY_EXISTS);
  EXPECT_NE(message_.find("is in both"), std::string::npos) << message_;
  // Nothing of b was kept; under another scope it is fine.
  EXPECT_EQ(iree_io_parameter_index_count(index_), 1u);
  EXPECT_EQ(Add("second", b), IREE_STATUS_OK);
  EXPECT_EQ(Lookup("second", "w"), "3");
  EXPECT_EQ(Lookup("", "w"), "1");
}

TEST_F(ParameterIndexTest, EveryTruncationOfAnArchiveIsAnError) {
  std::string path = dir_ + "/full.irpa";
  files_.push_back(path);
  ASSERT_EQ(WriteArchive(path, {{"a", std::string(100, 'a')},
                                {"b", std::string(10, 'b')}}),
            "");
  std::string bytes = ReadFile(path);
  // The last parameter ends the file: every shorter prefix loses bytes.
  for (size_t length = 0; length < bytes.size(); length += 3) {
    std::string truncated =
        WriteFile("t" + std::to_string(length), bytes.substr(0, length));
    EXPECT_EQ(Add("t" + std::to_string(length), truncated),
              IREE_STATUS_INVALID_ARGUMENT)
        << length;
  }
  EXPECT_EQ(iree_io_parameter_index_count(index_), 0u);
}

TEST_F(ParameterIndexTest, CorruptEntriesAreErrors) {
  std::string path = dir_ + "/c.irpa";
  files_.push_back(path);
  ASSERT_EQ(WriteArchive(path, {{"a", "1234"}}), "");
  std::string bytes = ReadFile(path);
  // The entry's data offset (header 64 + 16) far past the data.
  std::string corrupt = bytes;
  corrupt[64 + 16 + 5] = 1;
  EXPECT_EQ(Add("", WriteFile("corrupt.irpa", corrupt)),
            IREE_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(message_.find("entry 0"), std::string::npos) << message_;
  // An unknown version.
  std::string future = bytes;
  future[8] = 9;
  EXPECT_EQ(Add("", WriteFile("future.irpa", future)),
            IREE_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(message_.find("version 9"), std::string::npos) << message_;
}

std::string Safetensors(const std::string& header, const std::string& data) {
  std::string bytes(8, '\0');
  uint64_t length = header.size();
  for (int i = 0; i < 8; ++i) bytes[i] = (char)(length >> (8 * i));
  return bytes + header + data;
}

TEST_F(ParameterIndexTest, ReadsSafetensors) {
  std::string header =
      "{\"__metadata__\": {\"format\": \"pt\", \"nested\": [1, {\"a\": null}]},"
      " \"dense.weight\": {\"dtype\": \"F32\", \"shape\": [2], "
      "\"data_offsets\": [0, 8]},"
      " \"caf\\u00e9 \\\"q\\\"\": {\"data_offsets\": [8, 11], \"dtype\": \"U8\","
      " \"shape\": [3]},"
      " \"empty\": {\"dtype\": \"F32\", \"shape\": [0], \"data_offsets\": [11, "
      "11]}}    ";
  std::string path =
      WriteFile("m.safetensors", Safetensors(header, "ABCDEFGHxyz"));
  ASSERT_EQ(Add("hf", path), IREE_STATUS_OK) << message_;
  EXPECT_EQ(Lookup("hf", "dense.weight"), "ABCDEFGH");
  EXPECT_EQ(Lookup("hf", "caf\xc3\xa9 \"q\""), "xyz");
  EXPECT_EQ(Lookup("hf", "empty"), "");
  EXPECT_EQ(iree_io_parameter_index_count(index_), 3u);
}

TEST_F(ParameterIndexTest, MalformedSafetensorsAreErrors) {
  const char* cases[][2] = {
      {"{\"w\": {\"data_offsets\": [0, 9]}}", "outside its 4 bytes"},
      {"{\"w\": {\"data_offsets\": [3, 2]}}", "outside"},
      {"{\"w\": {\"dtype\": \"F32\"}}", "no data_offsets"},
      {"{\"w\" {\"data_offsets\": [0, 1]}}", "expected ':'"},
      {"{\"w\": {\"data_offsets\": [0, 1]}", "expected '}'"},
      {"{\"w\": {\"data_offsets\": [0, 1]}} x", "text after"},
      {"{\"w\\q\": {\"data_offsets\": [0, 1]}}", "bad escape"},
      {"{\"w\": {\"data_offsets\": [-1, 1]}}", "non-negative integer"},
  };
  for (auto& [header, expected] : cases) {
    std::string path = WriteFile("bad.safetensors", Safetensors(header, "abcd"));
    EXPECT_EQ(Add("", path), IREE_STATUS_INVALID_ARGUMENT) << header;
    EXPECT_NE(message_.find(expected), std::string::npos)
        << header << ": " << message_;
    EXPECT_NE(message_.find("bad.safetensors"), std::string::npos) << message_;
  }
  // A header length past the end of the file.
  std::string lying = Safetensors("{}", "");
  lying[0] = 100;
  EXPECT_EQ(Add("", WriteFile("lying.safetensors", lying)),
            IREE_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(message_.find("header length 100 exceeds"), std::string::npos)
      << message_;
  EXPECT_EQ(iree_io_parameter_index_count(index_), 0u);
}

// A little GGUF writer.
struct Gguf {
  std::string bytes = "GGUF";
  void U32(uint32_t v) { for (int i = 0; i < 4; ++i) bytes += (char)(v >> 8 * i); }
  void U64(uint64_t v) { for (int i = 0; i < 8; ++i) bytes += (char)(v >> 8 * i); }
  void Str(const std::string& s) { U64(s.size()); bytes += s; }
};

std::string MakeGguf(uint32_t alignment, uint32_t second_type) {
  Gguf g;
  g.U32(3);
  g.U64(2);  // tensors
  g.U64(3);  // metadata
  g.Str("general.name");
  g.U32(8);
  g.Str("tiny");
  g.Str("tokenizer.tokens");
  g.U32(9);
  g.U32(8);
  g.U64(2);
  g.Str("a");
  g.Str("bc");
  g.Str("general.alignment");
  g.U32(4);
  g.U32(alignment);
  g.Str("w");
  g.U32(2);
  g.U64(2);
  g.U64(3);
  g.U32(0);  // F32, 24 bytes
  g.U64(0);
  g.Str("ids");
  g.U32(1);
  g.U64(5);
  g.U32(second_type);
  g.U64(alignment);
  while (g.bytes.size() % alignment) g.bytes += '\0';
  std::string w(24, 'w');
  w.resize(alignment, '\0');
  return g.bytes + w + "01234";
}

TEST_F(ParameterIndexTest, ReadsGguf) {
  ASSERT_EQ(Add("llm", WriteFile("m.gguf", MakeGguf(64, 24))), IREE_STATUS_OK)
      << message_;
  EXPECT_EQ(Lookup("llm", "w"), std::string(24, 'w'));
  EXPECT_EQ(Lookup("llm", "ids"), "01234");
}

TEST_F(ParameterIndexTest, QuantizedAndTruncatedGgufAreErrors) {
  EXPECT_EQ(Add("", WriteFile("q.gguf", MakeGguf(32, 2))),
            IREE_STATUS_UNIMPLEMENTED);
  EXPECT_NE(message_.find("tensor 'ids' has the quantized"), std::string::npos)
      << message_;
  std::string whole = MakeGguf(32, 24);
  for (size_t length = 4; length < whole.size(); length += 5) {
    EXPECT_EQ(Add("", WriteFile("t.gguf", whole.substr(0, length))),
              IREE_STATUS_INVALID_ARGUMENT)
        << length;
  }
  EXPECT_EQ(iree_io_parameter_index_count(index_), 0u);
}

TEST_F(ParameterIndexTest, ManyParametersAreIndexedInLinearTime) {
  // 200,000 tensors of one byte each: quadratic insertion would take
  // minutes, hashed it takes milliseconds.
  const int count = 200000;
  std::string header = "{";
  for (int i = 0; i < count; ++i) {
    header += (i ? ",\"t" : "\"t") + std::to_string(i) +
              "\":{\"data_offsets\":[" + std::to_string(i) + "," +
              std::to_string(i + 1) + "]}";
  }
  header += "}";
  std::string data(count, 'x');
  for (int i = 0; i < count; ++i) data[i] = (char)('a' + i % 26);
  ASSERT_EQ(Add("big", WriteFile("big.safetensors", Safetensors(header, data))),
            IREE_STATUS_OK)
      << message_;
  EXPECT_EQ(iree_io_parameter_index_count(index_), (iree_host_size_t)count);
  EXPECT_EQ(Lookup("big", "t0"), "a");
  EXPECT_EQ(Lookup("big", "t123457"), std::string(1, 'a' + 123457 % 26));
  EXPECT_EQ(Lookup("big", "t200000"), "<missing>");
}

TEST_F(ParameterIndexTest, RewritingAnArchiveLeavesMappedBytesAlone) {
  std::string path = dir_ + "/live.irpa";
  files_.push_back(path);
  ASSERT_EQ(WriteArchive(path, {{"w", std::string(4096, 'a')}}), "");
  ASSERT_EQ(Add("", path), IREE_STATUS_OK);
  // A new archive at the same path (a recompile) is a new file: the mapped
  // one keeps its bytes.
  ASSERT_EQ(WriteArchive(path, {{"v", "short"}}), "");
  EXPECT_EQ(Lookup("", "w"), std::string(4096, 'a'));
  EXPECT_EQ(ReadFile(path).substr(0, 8), std::string("IRPARAM\0", 8));
}

TEST_F(ParameterIndexTest, MappingsMayWrapMemory) {
  std::string bytes = Safetensors(
      "{\"w\":{\"data_offsets\":[0,3]}}", "xyz");
  iree_io_file_mapping_t* file = nullptr;
  ASSERT_TRUE(iree_status_is_ok(iree_io_file_mapping_wrap(
      "in-memory", iree_make_const_byte_span(bytes.data(), bytes.size()),
      iree_allocator_system(), &file)));
  ASSERT_TRUE(iree_status_is_ok(iree_io_parameter_index_add_mapping(
      index_, iree_make_cstring_view("m"), file)));
  iree_io_file_mapping_release(file);
  EXPECT_EQ(Lookup("m", "w"), "xyz");
}

TEST_F(ParameterIndexTest, OtherFilesAreNamedErrors) {
  EXPECT_EQ(Add("", WriteFile("notes.txt", "hello, world")),
            IREE_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(message_.find("is not a parameter archive, safetensors or GGUF"),
            std::string::npos);
  EXPECT_EQ(Add("", dir_ + "/missing.irpa"), IREE_STATUS_NOT_FOUND);
  EXPECT_NE(message_.find("missing.irpa"), std::string::npos);
}

}  // namespace
