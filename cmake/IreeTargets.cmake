# Small wrappers that give every library and test the same include paths and
# CTest labels.

set(IREE_RUNTIME_SOURCE_ROOT "${PROJECT_SOURCE_DIR}/runtime/src")

# iree_runtime_library(NAME name SRCS ... HDRS ... DEPS ...)
function(iree_runtime_library)
  cmake_parse_arguments(ARG "" "NAME" "SRCS;HDRS;DEPS" ${ARGN})
  add_library(${ARG_NAME} STATIC ${ARG_SRCS} ${ARG_HDRS})
  target_include_directories(${ARG_NAME} PUBLIC "${IREE_RUNTIME_SOURCE_ROOT}")
  target_link_libraries(${ARG_NAME} PUBLIC ${ARG_DEPS})
endfunction()

# iree_gtest(NAME name SRCS ... DEPS ... [LABELS ...])
# Builds a gtest binary and registers it with CTest under the `unit` label.
function(iree_gtest)
  if(NOT IREE_BUILD_TESTS)
    return()
  endif()
  cmake_parse_arguments(ARG "" "NAME" "SRCS;DEPS;LABELS" ${ARGN})
  add_executable(${ARG_NAME} ${ARG_SRCS})
  target_link_libraries(${ARG_NAME} PRIVATE ${ARG_DEPS} GTest::gtest GTest::gtest_main)
  add_test(NAME ${ARG_NAME} COMMAND ${ARG_NAME})
  set_tests_properties(${ARG_NAME} PROPERTIES LABELS "unit;${ARG_LABELS}")
endfunction()
