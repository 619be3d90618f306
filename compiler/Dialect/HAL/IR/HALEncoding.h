//===- HALEncoding.h - Runtime HAL values the compiler writes ---*- C++ -*-===//
//
// Numbers and byte layouts shared with the runtime (buffer.h,
// buffer_view.h, command_buffer.h): element types, memory and usage bits,
// and how tensor elements are stored in buffers.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_HAL_IR_HALENCODING_H_
#define IREE_COMPILER_DIALECT_HAL_IR_HALENCODING_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::iree_compiler::IREE::HAL {

/// Buffers and the ranges inside them start at this byte alignment.
constexpr int64_t kBufferAlignment = 64;

constexpr int32_t kMemoryTypeDeviceLocal = 1 << 0;
constexpr int32_t kMemoryTypeHostVisible = 1 << 2;
constexpr int32_t kBufferUsageTransferSource = 1 << 0;
constexpr int32_t kBufferUsageTransferTarget = 1 << 1;
constexpr int32_t kBufferUsageDispatchStorage = 1 << 2;
constexpr int32_t kBufferUsageMapping = 1 << 3;
/// Buffers the program writes and the host may read back.
constexpr int32_t kBufferUsageDefault =
    kBufferUsageTransferSource | kBufferUsageTransferTarget |
    kBufferUsageDispatchStorage | kBufferUsageMapping;
/// Constant data: never a transfer target, so local devices alias it.
constexpr int32_t kBufferUsageConstant = kBufferUsageTransferSource |
                                         kBufferUsageDispatchStorage |
                                         kBufferUsageMapping;
constexpr int32_t kCommandBufferModeReusable = 0;
constexpr int32_t kCommandBufferModeOneShot = 1 << 0;
/// The most binding table slots a command buffer may have
/// (IREE_HAL_COMMAND_BUFFER_MAX_BINDING_CAPACITY).
constexpr int64_t kCommandBufferMaxBindingCapacity = 256;
constexpr int32_t kCommandCategoryAny = (1 << 0) | (1 << 1);
constexpr int32_t kExecutionStageAll = 0xF;
constexpr int32_t kEncodingDenseRowMajor = 1;

/// The runtime's iree_hal_element_type_t for a tensor element type, or none
/// when buffers cannot hold it.
std::optional<int32_t> getElementTypeValue(Type elementType);

/// Bytes a tensor occupies in a buffer (i1 takes a byte per element).
int64_t getStorageSize(RankedTensorType type);

/// Whether the host can load and store elements of |type| (integers up to
/// 64 bits, f32, f64).
bool isHostAccessibleElementType(Type type);

/// Appends the elements of |attr| as stored in buffers (splats expanded).
void appendElementBytes(DenseElementsAttr attr, std::vector<char> &bytes);

} // namespace mlir::iree_compiler::IREE::HAL

#endif // IREE_COMPILER_DIALECT_HAL_IR_HALENCODING_H_
