//===- Kernels.h - Shared pieces of the workgroup-memory kernels -*- C++ -*-===//
//
// The matmul (TileMatmul.cpp), cooperative matmul (CooperativeMatmul.cpp)
// and convolution (TileConvolution.cpp) kernels fold an elementwise consumer
// of their result (an epilogue: bias, activation) into their stores; they and
// the elementwise vectorization (VectorizeElementwise.cpp) address bindings
// through aligned views. Defined in Kernels.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_CODEGEN_SPIRV_KERNELS_H_
#define IREE_COMPILER_CODEGEN_SPIRV_KERNELS_H_

#include "compiler/Codegen/SPIRV/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::iree_compiler::SPIRV {

/// Elements per vector access (a vec4 of 32-bit values).
constexpr int64_t kQuad = 4;

/// Whether every result of |map| is a distinct loop or the constant 0 (a
/// unit dimension of the operand, as a bias of shape 1 x N is read): the
/// operand's element of an iteration is a load, without arithmetic.
bool isBroadcastMap(AffineMap map);

/// The indices |map| (a broadcast map) gives for the iteration at |ivs|.
SmallVector<Value> getBroadcastIndices(OpBuilder &builder, Location loc,
                                       AffineMap map, ArrayRef<Value> ivs);

/// Whether |generic| is an elementwise op over a |loops|-D iteration space
/// with an identity-mapped output and inputs read through broadcast maps,
/// so it can be computed one element at a time.
bool isElementwise(linalg::GenericOp generic, unsigned loops);

/// Whether an epilogue reading the kernel op's result through |map| can be
/// applied to the kernel's results in registers: the identity or, when
/// |permuted| (the kernel then stores through the permutation), a
/// permutation that keeps the innermost dimension innermost (a transpose of
/// outer dimensions, as attention's heads merged back into rows), so that
/// stores of consecutive columns stay consecutive.
bool isEpilogueMap(AffineMap map, bool permuted);

/// |root| when |isKernelOp| holds for it, else the producer it holds for
/// that |root| consumes elementwise through an epilogue map (the kernel op
/// of an epilogue: computed by the kernel, the epilogue applied to its
/// results in registers), or null.
Operation *findKernelOp(Operation *root,
                        function_ref<bool(Operation *)> isKernelOp,
                        bool permutedEpilogue = false);

/// The linalg.fill of |op|'s output just before it (which the kernels fold
/// into their accumulators), or null.
linalg::FillOp findInitFill(linalg::LinalgOp op);

/// The elementwise op that is the only other reader of |temporary|, the
/// kernel op's result it consumes through an epilogue map, or null.
linalg::GenericOp findEpilogue(Value temporary, linalg::LinalgOp kernelOp,
                               linalg::FillOp fill, bool permuted = false);

/// |epilogue|'s body cloned at |builder|'s insertion point for the element
/// at |ivs| of the iteration space, |temporary|'s element being |value| and
/// its other operands loaded where their maps say; returns the result.
Value applyEpilogueElement(OpBuilder &builder, linalg::GenericOp epilogue,
                           Value temporary, Value value, ArrayRef<Value> ivs);

/// A view of a binding, as the binding and the view's origin in it.
struct BindingView {
  Value binding;
  SmallVector<Value> origin;
};

/// Resolves |view|, unit-stride subviews of a statically shaped binding whose
/// rows and origin column are vec4-aligned; failure for anything else.
FailureOr<BindingView> resolveAlignedView(ImplicitLocOpBuilder &b,
                                          Value view);

/// The indexing map of |operand| in |op| (its first use), or null.
AffineMap getOperandMap(linalg::GenericOp op, Value operand);

/// Sets |root|'s workgroup tile from |outputTile|, the tile of |kernelOp|'s
/// output dimensions (and 0 for the reductions, not tiled) when |root| is
/// |kernelOp|, else permuted into the loops of |root|, its epilogue.
void setKernelRootTile(Operation *root, Operation *kernelOp,
                       ArrayRef<int64_t> outputTile);

/// Gives a dispatch whose root is an f16 matmul (or an elementwise epilogue
/// of one) the workgroup tile and invocation count of the cooperative-matrix
/// kernel, on targets that have it; false when it does not fit. A
/// |requestedTile| [TM, TN] the matmul fits replaces the chosen one.
bool selectCooperativeMatmulStrategy(func::FuncOp func, Operation *root,
                                     const VulkanTarget &target,
                                     ArrayRef<int64_t> requestedTile);

/// Gives a dispatch whose root is a 2-D NHWC f32 convolution (or an
/// elementwise epilogue of one) the workgroup tile and invocation count of
/// the workgroup-memory convolution kernel; false when it does not fit. A
/// |requestedTile| [TH, TW, TF, TC] that divides the convolution replaces
/// the chosen one.
bool selectConvolutionStrategy(func::FuncOp func, Operation *root,
                               const VulkanTarget &target,
                               ArrayRef<int64_t> requestedTile);

} // namespace mlir::iree_compiler::SPIRV

#endif // IREE_COMPILER_CODEGEN_SPIRV_KERNELS_H_
