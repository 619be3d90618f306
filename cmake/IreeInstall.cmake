# Installing the runtime (docs/building.md#installing-the-runtime):
#   cmake --install build --prefix <dir> --component runtime
# puts the runtime's headers, its static libraries, one shared library
# (libiree_runtime.so, every runtime library linked whole), the runtime tools,
# a CMake package (find_package(IREERuntime) gives iree::runtime and
# iree::runtime_shared) and a pkg-config file (iree-runtime.pc, the shared
# library) under <dir>. The compiler's tools are the `compiler` component.
include(CMakePackageConfigHelpers)

get_property(_iree_runtime_libraries GLOBAL PROPERTY IREE_RUNTIME_LIBRARIES)
get_property(_iree_runtime_schemas GLOBAL PROPERTY IREE_RUNTIME_SCHEMAS)
# Exported as iree::<name without the iree_ prefix>: iree::runtime, iree::hal.
foreach(_library ${_iree_runtime_libraries} ${_iree_runtime_schemas})
  string(REGEX REPLACE "^iree_" "" _export_name "${_library}")
  set_target_properties(${_library} PROPERTIES EXPORT_NAME "${_export_name}")
endforeach()

# The shared library has no sources of its own.
set(_iree_shared_source "${PROJECT_BINARY_DIR}/iree_runtime_shared.c")
file(WRITE "${_iree_shared_source}"
     "// libiree_runtime.so: every symbol comes from the runtime's static "
     "libraries, linked whole.\n")
add_library(iree_runtime_shared SHARED "${_iree_shared_source}")
# The archives go to the linker directly: CMake's WHOLE_ARCHIVE feature
# refuses libraries that also appear as dependencies of one another.
set(_iree_archives)
foreach(_library ${_iree_runtime_libraries})
  list(APPEND _iree_archives "$<TARGET_FILE:${_library}>")
endforeach()
find_package(Threads REQUIRED)
target_link_libraries(iree_runtime_shared PRIVATE
  "-Wl,--whole-archive" ${_iree_archives} "-Wl,--no-whole-archive"
  Threads::Threads ${CMAKE_DL_LIBS} m)
add_dependencies(iree_runtime_shared ${_iree_runtime_libraries})
target_include_directories(iree_runtime_shared INTERFACE
  "$<BUILD_INTERFACE:${IREE_RUNTIME_SOURCE_ROOT}>"
  "$<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>")
set_target_properties(iree_runtime_shared PROPERTIES
  OUTPUT_NAME iree_runtime EXPORT_NAME runtime_shared LINKER_LANGUAGE CXX
  VERSION "${PROJECT_VERSION}" SOVERSION "${PROJECT_VERSION_MAJOR}")

install(TARGETS ${_iree_runtime_libraries} ${_iree_runtime_schemas}
                iree_runtime_shared
        EXPORT IREERuntimeTargets
        ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT runtime
        LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT runtime)
install(DIRECTORY "${IREE_RUNTIME_SOURCE_ROOT}/iree"
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}" COMPONENT runtime
        FILES_MATCHING PATTERN "*.h"
        PATTERN "testing" EXCLUDE PATTERN "cts" EXCLUDE)
install(TARGETS iree-run-module iree-check-module iree-benchmark-module
                iree-dump-module iree-convert-parameters
        RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}" COMPONENT runtime)
if(IREE_BUILD_COMPILER)
  # Installed, they still find Debian's libMLIR.so/libLLVM.so, which live
  # outside the loader's default path.
  set_target_properties(iree-compile iree-opt PROPERTIES
                        INSTALL_RPATH_USE_LINK_PATH TRUE)
  install(TARGETS iree-compile iree-opt
          RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}" COMPONENT compiler)
endif()

set(_iree_cmake_dir "${CMAKE_INSTALL_LIBDIR}/cmake/IREERuntime")
install(EXPORT IREERuntimeTargets NAMESPACE iree::
        DESTINATION "${_iree_cmake_dir}" COMPONENT runtime)
configure_package_config_file(
  "${PROJECT_SOURCE_DIR}/cmake/IREERuntimeConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/IREERuntimeConfig.cmake"
  INSTALL_DESTINATION "${_iree_cmake_dir}")
write_basic_package_version_file(
  "${PROJECT_BINARY_DIR}/IREERuntimeConfigVersion.cmake"
  VERSION "${PROJECT_VERSION}" COMPATIBILITY SameMinorVersion)
install(FILES "${PROJECT_BINARY_DIR}/IREERuntimeConfig.cmake"
              "${PROJECT_BINARY_DIR}/IREERuntimeConfigVersion.cmake"
        DESTINATION "${_iree_cmake_dir}" COMPONENT runtime)
configure_file("${PROJECT_SOURCE_DIR}/cmake/iree-runtime.pc.in"
               "${PROJECT_BINARY_DIR}/iree-runtime.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/iree-runtime.pc"
        DESTINATION "${CMAKE_INSTALL_LIBDIR}/pkgconfig" COMPONENT runtime)
