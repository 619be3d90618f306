# Small wrappers that give every library and test the same include paths and
# CTest labels.

include(GNUInstallDirs)

set(IREE_RUNTIME_SOURCE_ROOT "${PROJECT_SOURCE_DIR}/runtime/src")

# iree_runtime_library(NAME name [TESTONLY] SRCS ... HDRS ... DEPS ...)
# Every library but TESTONLY ones is installed with the runtime
# (cmake/IreeInstall.cmake) and linked whole into its shared library.
function(iree_runtime_library)
  cmake_parse_arguments(ARG "TESTONLY" "NAME" "SRCS;HDRS;DEPS" ${ARGN})
  add_library(${ARG_NAME} STATIC ${ARG_SRCS} ${ARG_HDRS})
  target_include_directories(${ARG_NAME} PUBLIC
    "$<BUILD_INTERFACE:${IREE_RUNTIME_SOURCE_ROOT}>"
    "$<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>")
  target_link_libraries(${ARG_NAME} PUBLIC ${ARG_DEPS})
  if(NOT ARG_TESTONLY)
    set_property(GLOBAL APPEND PROPERTY IREE_RUNTIME_LIBRARIES ${ARG_NAME})
  endif()
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

# iree_bytecode_module(NAME name SRC file.mlir [FLAGS iree-compile flags...])
# Compiles |SRC| with iree-compile at build time into
# ${CMAKE_CURRENT_BINARY_DIR}/<name>.vmfb behind a target <name>. Uses the
# iree-compile of this build, or IREE_COMPILE_TOOL in runtime-only builds;
# sets <name>_PATH in the caller's scope, or leaves it unset when neither
# exists (the caller then skips what needs the module).
function(iree_bytecode_module)
  cmake_parse_arguments(ARG "" "NAME;SRC" "FLAGS" ${ARGN})
  if(IREE_BUILD_COMPILER)
    set(_tool $<TARGET_FILE:iree-compile>)
    set(_tool_dep iree-compile)
  elseif(IREE_COMPILE_TOOL)
    set(_tool "${IREE_COMPILE_TOOL}")
    set(_tool_dep "${IREE_COMPILE_TOOL}")
  else()
    return()
  endif()
  get_filename_component(_src "${ARG_SRC}" ABSOLUTE)
  set(_out "${CMAKE_CURRENT_BINARY_DIR}/${ARG_NAME}.vmfb")
  add_custom_command(
    OUTPUT "${_out}"
    COMMAND ${_tool} ${ARG_FLAGS} "${_src}" -o "${_out}"
    DEPENDS ${_tool_dep} "${_src}"
    COMMENT "iree-compile: ${ARG_SRC}"
    VERBATIM)
  add_custom_target(${ARG_NAME} DEPENDS "${_out}")
  set(${ARG_NAME}_PATH "${_out}" PARENT_SCOPE)
endfunction()

# iree_cpu_kernel_library(NAME name SRC file.c [DEFINES ...])
# Compiles one C file at build time into ${CMAKE_CURRENT_BINARY_DIR}/<name>.so,
# a CPU executable in the system-elf format of docs/executable_abi.md, and
# sets <name>_PATH in the caller's scope. Plain commands rather than
# add_library keep project-wide flags (sanitizers, coverage) out: a kernel
# library must load on its own, as compiler output does.
function(iree_cpu_kernel_library)
  cmake_parse_arguments(ARG "" "NAME;SRC" "DEFINES" ${ARGN})
  get_filename_component(_src "${ARG_SRC}" ABSOLUTE)
  set(_out "${CMAKE_CURRENT_BINARY_DIR}/${ARG_NAME}.so")
  set(_header "${IREE_RUNTIME_SOURCE_ROOT}/iree/hal/local/executable_library.h")
  list(TRANSFORM ARG_DEFINES PREPEND "-D")
  add_custom_command(
    OUTPUT "${_out}"
    COMMAND "${CMAKE_C_COMPILER}" -O2 -fPIC -shared -nostdlib
            -fvisibility=hidden -fno-stack-protector
            "-I${IREE_RUNTIME_SOURCE_ROOT}" ${ARG_DEFINES} -o "${_out}" "${_src}"
    DEPENDS "${_src}" "${_header}"
    COMMENT "Building CPU kernel library ${ARG_NAME}.so"
    VERBATIM)
  set(${ARG_NAME}_PATH "${_out}" PARENT_SCOPE)
endfunction()

# iree_glsl_spirv(NAME target SRC file.comp OUT_DIR dir VARIABLE cname
#                 [ENTRY_POINT name])
# Compiles a GLSL compute shader at build time with glslangValidator
# (--target-env vulkan1.2) into <OUT_DIR>/<stem>_spirv.h, a header defining
# `const uint32_t <cname>[]` (the SPIR-V words), and <OUT_DIR>/<stem>.spv,
# behind a target <target>. ENTRY_POINT renames `main` in the module. When
# tests are built, CTest runs spirv-val on the module (label `vulkan`).
function(iree_glsl_spirv)
  cmake_parse_arguments(ARG "" "NAME;SRC;OUT_DIR;VARIABLE;ENTRY_POINT" "" ${ARGN})
  find_program(IREE_GLSLANG_VALIDATOR glslangValidator REQUIRED)
  get_filename_component(_src "${ARG_SRC}" ABSOLUTE)
  get_filename_component(_stem "${ARG_SRC}" NAME_WE)
  set(_header "${ARG_OUT_DIR}/${_stem}_spirv.h")
  set(_spv "${ARG_OUT_DIR}/${_stem}.spv")
  set(_entry)
  if(ARG_ENTRY_POINT)
    set(_entry -e "${ARG_ENTRY_POINT}" --source-entrypoint main)
  endif()
  set(_glslang "${IREE_GLSLANG_VALIDATOR}" --quiet --target-env vulkan1.2 -V ${_entry})
  add_custom_command(
    OUTPUT "${_header}" "${_spv}"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${ARG_OUT_DIR}"
    COMMAND ${_glslang} --vn "${ARG_VARIABLE}" -o "${_header}" "${_src}"
    COMMAND ${_glslang} -o "${_spv}" "${_src}"
    DEPENDS "${_src}"
    COMMENT "glslangValidator: ${ARG_SRC}"
    VERBATIM)
  add_custom_target(${ARG_NAME} DEPENDS "${_header}" "${_spv}")
  if(IREE_BUILD_TESTS)
    find_program(IREE_SPIRV_VAL spirv-val REQUIRED)
    add_test(NAME ${ARG_NAME}_spirv_val
             COMMAND "${IREE_SPIRV_VAL}" --target-env vulkan1.2 "${_spv}")
    set_tests_properties(${ARG_NAME}_spirv_val PROPERTIES LABELS "unit;vulkan")
  endif()
endfunction()
