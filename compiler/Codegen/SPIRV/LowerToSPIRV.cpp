//===- LowerToSPIRV.cpp - Dispatch functions to a spirv.module ------------===//
//
// Each dispatch function becomes a kernel `gpu.func` (the form upstream's
// GPU-to-SPIR-V patterns take), then everything converts in one go for the
// module's `spirv.target_env`.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/SPIRV/Passes.h"

#include "compiler/Codegen/Common/DynamicTiles.h"
#include "compiler/Codegen/Common/Passes.h"
#include "mlir/Conversion/ArithToSPIRV/ArithToSPIRV.h"
#include "mlir/Conversion/ControlFlowToSPIRV/ControlFlowToSPIRV.h"
#include "mlir/Conversion/FuncToSPIRV/FuncToSPIRV.h"
#include "mlir/Conversion/GPUToSPIRV/GPUToSPIRV.h"
#include "mlir/Conversion/IndexToSPIRV/IndexToSPIRV.h"
#include "mlir/Conversion/MathToSPIRV/MathToSPIRV.h"
#include "mlir/Conversion/MemRefToSPIRV/MemRefToSPIRV.h"
#include "mlir/Conversion/SCFToSPIRV/SCFToSPIRV.h"
#include "mlir/Conversion/UBToSPIRV/UBToSPIRV.h"
#include "mlir/Conversion/VectorToSPIRV/VectorToSPIRV.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/SPIRV/Transforms/SPIRVConversion.h"
#include "mlir/Transforms/DialectConversion.h"

#include <algorithm>

namespace mlir::iree_compiler::SPIRV {

#define GEN_PASS_DEF_LOWERTOSPIRVPASS
#include "compiler/Codegen/SPIRV/Passes.h.inc"

LogicalResult verifyFloat64Support(ModuleOp module,
                                   spirv::TargetEnvAttr targetEnv) {
  if (spirv::TargetEnv(targetEnv).allows(spirv::Capability::Float64))
    return success();
  auto isF64 = [](Type type) {
    if (auto memref = dyn_cast<MemRefType>(type))
      type = memref.getElementType();
    return getElementTypeOrSelf(type).isF64();
  };
  WalkResult result = module.walk([&](Operation *op) {
    if (llvm::any_of(op->getOperandTypes(), isF64) ||
        llvm::any_of(op->getResultTypes(), isF64)) {
      op->emitError("f64 arithmetic needs the Float64 capability, which "
                    "this Vulkan target lacks: compile with "
                    "--iree-vulkan-target=lavapipe or hopper, or demote f64 "
                    "to f32 (--iree-input-demote-f64-to-f32)");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

namespace {

/// An |element| from the low bits of the 32-bit |word| (narrow elements are
/// stored zero-extended or packed in words).
Value fromWordBits(OpBuilder &b, Location loc, Value word, Type element) {
  Type bits = b.getIntegerType(element.getIntOrFloatBitWidth());
  Value value = arith::TruncIOp::create(b, loc, bits, word);
  if (bits == element) return value;
  return arith::BitcastOp::create(b, loc, element, value);
}

/// The bits of the narrow |value| zero-extended to 32 bits.
Value toWordBits(OpBuilder &b, Location loc, Value value) {
  Type element = value.getType();
  Type bits = b.getIntegerType(element.getIntOrFloatBitWidth());
  if (bits != element) value = arith::BitcastOp::create(b, loc, bits, value);
  return arith::ExtUIOp::create(b, loc, b.getI32Type(), value);
}

/// Replaces the stack temporary |alloca|, which only loads and stores use
/// (views were folded into them), by workgroup memory.
LogicalResult moveToWorkgroupMemory(OpBuilder &b, memref::AllocaOp alloca) {
  MemRefType type = alloca.getType();
  Type element = type.getElementType();
  // (Vector elements are emulated i64 values, two words.)
  Type stored = element.isIntOrFloat() && element.getIntOrFloatBitWidth() < 32
                    ? b.getI32Type()
                    : element;
  auto shared = MemRefType::get(type.getShape(), stored, type.getLayout(),
                                b.getI64IntegerAttr(kWorkgroupMemorySpace));
  for (Operation *user : alloca->getUsers())
    if (!isa<memref::LoadOp, memref::StoreOp>(user))
      return user->emitError("temporaries may only be loaded and stored in "
                             "SPIR-V kernels");
  b.setInsertionPoint(alloca);
  Value alloc = memref::AllocOp::create(b, alloca.getLoc(), shared);
  for (Operation *user : llvm::make_early_inc_range(alloca->getUsers())) {
    b.setInsertionPoint(user);
    Location loc = user->getLoc();
    if (auto load = dyn_cast<memref::LoadOp>(user)) {
      Value value = memref::LoadOp::create(b, loc, alloc, load.getIndices());
      if (stored != element) value = fromWordBits(b, loc, value, element);
      load.replaceAllUsesWith(value);
      load.erase();
      continue;
    }
    auto store = cast<memref::StoreOp>(user);
    Value value = store.getValueToStore();
    if (stored != element) value = toWordBits(b, loc, value);
    memref::StoreOp::create(b, loc, value, alloc, store.getIndices());
    store.erase();
  }
  alloca.erase();
  return success();
}

/// |indices| of a view (offset, strides) as indices of the identity-layout
/// buffer |baseType| it views: the same ones where the view has the buffer's
/// layout, else its element offset, split by the buffer's static sizes.
SmallVector<Value> getBufferIndices(OpBuilder &b, Location loc,
                                    memref::ReinterpretCastOp view,
                                    MemRefType baseType, ValueRange indices) {
  auto [baseStrides, baseOffset] = baseType.getStridesAndOffset();
  if (baseType.getRank() == view.getType().getRank() &&
      llvm::equal(view.getStaticStrides(), baseStrides) &&
      llvm::equal(view.getStaticOffsets(), ArrayRef<int64_t>{0}))
    return SmallVector<Value>(indices);
  Value linear = getValueOrCreateConstantIndexOp(b, loc, view.getMixedOffsets()[0]);
  for (auto [index, stride] : llvm::zip(indices, view.getMixedStrides()))
    linear = arith::AddIOp::create(
        b, loc, linear,
        arith::MulIOp::create(b, loc, index,
                              getValueOrCreateConstantIndexOp(b, loc, stride)));
  SmallVector<Value> result(baseType.getRank());
  for (int64_t d = baseType.getRank() - 1; d > 0; --d) {
    Value size = arith::ConstantIndexOp::create(b, loc, baseType.getDimSize(d));
    result[d] = arith::RemUIOp::create(b, loc, linear, size);
    linear = arith::DivUIOp::create(b, loc, linear, size);
  }
  result[0] = linear;
  return result;
}

/// Dynamically shaped bindings (0-d memrefs the kernel views with
/// memref.reinterpret_cast) and temporaries bounded by a tile (a static
/// alloca viewed with a dynamic size) are read and written through views,
/// which SPIR-V has no form for: each load and store of a view becomes one
/// of its buffer, and a dynamic binding a runtime array (memref<?xT>).
LogicalResult foldDynamicViews(func::FuncOp func) {
  Codegen::foldDimsOfSizedViews(func);
  Block &entry = func.front();
  for (BlockArgument arg : entry.getArguments()) {
    auto type = dyn_cast<MemRefType>(arg.getType());
    if (!type || type.getRank() != 0 || arg.use_empty() ||
        !llvm::all_of(arg.getUsers(), [](Operation *user) {
          return isa<memref::ReinterpretCastOp>(user);
        }))
      continue;
    arg.setType(MemRefType::get({ShapedType::kDynamic}, type.getElementType(),
                                MemRefLayoutAttrInterface(),
                                type.getMemorySpace()));
  }
  func.setType(FunctionType::get(func.getContext(), entry.getArgumentTypes(),
                                 func.getResultTypes()));
  SmallVector<memref::ReinterpretCastOp> views;
  func.walk([&](memref::ReinterpretCastOp view) { views.push_back(view); });
  for (memref::ReinterpretCastOp view : views) {
    auto baseType = cast<MemRefType>(view.getSource().getType());
    if (!baseType.getLayout().isIdentity() || baseType.getRank() == 0 ||
        (baseType.getRank() != 1 && !baseType.hasStaticShape()))
      return view.emitError("SPIR-V kernels view only whole bindings and "
                            "statically shaped temporaries");
    for (Operation *user : llvm::make_early_inc_range(view->getUsers())) {
      OpBuilder b(user);
      Location loc = user->getLoc();
      if (auto load = dyn_cast<memref::LoadOp>(user)) {
        Value value = memref::LoadOp::create(
            b, loc, view.getSource(),
            getBufferIndices(b, loc, view, baseType, load.getIndices()));
        load.getResult().replaceAllUsesWith(value);
        load.erase();
      } else if (auto store = dyn_cast<memref::StoreOp>(user)) {
        memref::StoreOp::create(
            b, loc, store.getValueToStore(), view.getSource(),
            getBufferIndices(b, loc, view, baseType, store.getIndices()));
        store.erase();
      } else if (auto load = dyn_cast<vector::LoadOp>(user)) {
        // The kernels' vec4 accesses along a row stay in that row.
        auto moved = vector::LoadOp::create(
            b, loc, load.getVectorType(), view.getSource(),
            getBufferIndices(b, loc, view, baseType, load.getIndices()));
        if (auto alignment = load.getAlignment())
          moved.setAlignment(*alignment);
        load.getResult().replaceAllUsesWith(moved.getResult());
        load.erase();
      } else if (auto store = dyn_cast<vector::StoreOp>(user)) {
        auto moved = vector::StoreOp::create(
            b, loc, store.getValueToStore(), view.getSource(),
            getBufferIndices(b, loc, view, baseType, store.getIndices()));
        if (auto alignment = store.getAlignment())
          moved.setAlignment(*alignment);
        store.erase();
      } else {
        return user->emitError("dynamically sized views may only be loaded "
                               "and stored in SPIR-V kernels");
      }
    }
    view.erase();
  }
  return success();
}

/// The element offset of |indices| in a memref with |strides|.
Value linearize(OpBuilder &b, Location loc, ValueRange indices,
                ArrayRef<int64_t> strides) {
  Value linear = arith::ConstantIndexOp::create(b, loc, 0);
  for (auto [i, stride] : llvm::zip(indices, strides))
    linear = arith::AddIOp::create(
        b, loc, linear,
        arith::MulIOp::create(b, loc, i,
                              arith::ConstantIndexOp::create(b, loc, stride)));
  return linear;
}

/// Whether |op| moves 16 bytes (a vector<4xT> of 32-bit T, vector<8xT> of
/// 16-bit T or vector<16xT> of 8-bit T) at an offset its producer declared
/// 16-byte aligned within the binding.
bool isAlignedQuadAccess(Operation *op) {
  VectorType type;
  std::optional<uint64_t> alignment;
  if (auto load = dyn_cast<vector::LoadOp>(op)) {
    type = load.getVectorType();
    alignment = load.getAlignment();
  } else if (auto store = dyn_cast<vector::StoreOp>(op)) {
    type = store.getVectorType();
    alignment = store.getAlignment();
  } else {
    return false;
  }
  unsigned width = type.getElementTypeBitWidth();
  return type.getRank() == 1 && (width == 32 || width == 16 || width == 8) &&
         type.getNumElements() * width == 128 && alignment &&
         *alignment % 16 == 0;
}

/// Replaces |load|, a vector of a binding of elements narrower than 32 bits, by
/// |quad|, the vector<4xi32> loaded in its place: bitcasts of it back to
/// quads (as kernels copying whole quads write) take |quad| itself, other
/// uses a bitcast of it.
void replaceQuadLoad(OpBuilder &b, vector::LoadOp load, Value quad) {
  for (Operation *user : llvm::make_early_inc_range(load->getUsers())) {
    auto cast = dyn_cast<vector::BitCastOp>(user);
    if (cast && cast.getResultVectorType() == quad.getType()) {
      cast.replaceAllUsesWith(quad);
      cast.erase();
    }
  }
  if (!load->use_empty())
    load.replaceAllUsesWith(
        vector::BitCastOp::create(b, load.getLoc(), load.getVectorType(), quad)
            .getResult());
}

/// Lowers the vector loads and stores of the binding |arg|. When all its
/// accesses are aligned 16-byte vectors (and its shape static), the binding
/// becomes an array of vec4 (of i32 for narrower elements) accessed whole;
/// otherwise each vector access becomes scalar ones.
void lowerVectorAccesses(OpBuilder &b, BlockArgument arg) {
  auto type = cast<MemRefType>(arg.getType());
  SmallVector<Operation *> accesses;
  for (Operation *user : arg.getUsers())
    if (isa<vector::LoadOp, vector::StoreOp>(user)) accesses.push_back(user);
  if (accesses.empty()) return;
  SmallVector<int64_t> strides;
  int64_t offset;
  unsigned width = type.getElementTypeBitWidth();
  int64_t perQuad = 128 / width;
  // A dynamically shaped binding (a runtime array) is read as quads too.
  bool dynamic = type.getRank() == 1 && type.isDynamicDim(0);
  bool asQuads = (width == 32 || width == 16 || width == 8) &&
                 (dynamic || (type.hasStaticShape() &&
                              type.getNumElements() % perQuad == 0)) &&
                 succeeded(type.getStridesAndOffset(strides, offset)) &&
                 offset == 0 &&
                 accesses.size() == llvm::range_size(arg.getUsers()) &&
                 llvm::all_of(accesses, isAlignedQuadAccess);
  if (asQuads)
    arg.setType(
        MemRefType::get({dynamic ? ShapedType::kDynamic
                                 : type.getNumElements() / perQuad},
                        VectorType::get({4}, width == 32 ? type.getElementType()
                                                         : b.getI32Type())));
  for (Operation *access : accesses) {
    b.setInsertionPoint(access);
    Location loc = access->getLoc();
    auto load = dyn_cast<vector::LoadOp>(access);
    auto store = dyn_cast<vector::StoreOp>(access);
    ValueRange indices = load ? load.getIndices() : store.getIndices();
    if (asQuads) {
      Value index = arith::DivUIOp::create(
          b, loc, linearize(b, loc, indices, strides),
          arith::ConstantIndexOp::create(b, loc, perQuad));
      if (load) {
        Value quad = memref::LoadOp::create(b, loc, arg, ValueRange{index});
        if (width != 32)
          replaceQuadLoad(b, load, quad);
        else
          load.replaceAllUsesWith(quad);
      } else {
        Value value = store.getValueToStore();
        if (width != 32)
          value = vector::BitCastOp::create(
              b, loc, cast<MemRefType>(arg.getType()).getElementType(), value);
        memref::StoreOp::create(b, loc, value, arg, ValueRange{index});
      }
      access->erase();
      continue;
    }
    VectorType vectorType = load ? load.getVectorType() : store.getVectorType();
    SmallVector<Value> elementIndices(indices);
    SmallVector<Value> elements;
    for (int64_t i = 0; i < vectorType.getNumElements(); ++i) {
      elementIndices.back() = arith::AddIOp::create(
          b, loc, indices.back(), arith::ConstantIndexOp::create(b, loc, i));
      if (load) {
        elements.push_back(
            memref::LoadOp::create(b, loc, arg, elementIndices));
        continue;
      }
      Value element =
          vector::ExtractOp::create(b, loc, store.getValueToStore(), i);
      memref::StoreOp::create(b, loc, element, arg, elementIndices);
    }
    if (load)
      load.replaceAllUsesWith(
          vector::FromElementsOp::create(b, loc, vectorType, elements)
              .getResult());
    access->erase();
  }
}

/// Gives the binding |arg| with elements narrower than 32 bits a type of
/// 32-bit words, its elements packed in them little-endian: loads shift
/// their element out, stores replace theirs with an atomic xor (invocations
/// may write the other elements of the same word).
LogicalResult packNarrowBinding(OpBuilder &b, BlockArgument arg) {
  auto type = cast<MemRefType>(arg.getType());
  Type element = type.getElementType();
  unsigned width = element.getIntOrFloatBitWidth();
  SmallVector<int64_t> strides;
  int64_t offset;
  // A dynamically shaped binding is a runtime array (foldDynamicViews).
  bool dynamic = !type.hasStaticShape();
  if ((dynamic && type.getRank() != 1) ||
      failed(type.getStridesAndOffset(strides, offset)) || offset != 0)
    return failure();
  for (Operation *user : arg.getUsers())
    if (!isa<memref::LoadOp, memref::StoreOp>(user))
      return user->emitError("narrow bindings may only be loaded and stored "
                             "in SPIR-V kernels");
  int64_t perWord = 32 / width;
  int64_t words = dynamic ? ShapedType::kDynamic
                          : (type.getNumElements() + perWord - 1) / perWord;
  Type i32 = b.getI32Type();
  arg.setType(MemRefType::get({words}, i32));
  for (Operation *user : llvm::make_early_inc_range(arg.getUsers())) {
    b.setInsertionPoint(user);
    Location loc = user->getLoc();
    auto index = [&](int64_t v) {
      return arith::ConstantIndexOp::create(b, loc, v).getResult();
    };
    auto i32Constant = [&](int64_t v) {
      return arith::ConstantIntOp::create(b, loc, i32, v).getResult();
    };
    ValueRange indices = isa<memref::LoadOp>(user)
                             ? cast<memref::LoadOp>(user).getIndices()
                             : cast<memref::StoreOp>(user).getIndices();
    Value linear = linearize(b, loc, indices, strides);
    Value word = arith::DivUIOp::create(b, loc, linear, index(perWord));
    Value lane = arith::RemUIOp::create(b, loc, linear, index(perWord));
    Value shift = arith::MulIOp::create(
        b, loc, arith::IndexCastUIOp::create(b, loc, i32, lane),
        i32Constant(width));
    Value mask = i32Constant((int64_t{1} << width) - 1);
    if (auto load = dyn_cast<memref::LoadOp>(user)) {
      Value value = memref::LoadOp::create(b, loc, arg, ValueRange{word});
      value = arith::ShRUIOp::create(b, loc, value, shift);
      load.replaceAllUsesWith(fromWordBits(b, loc, value, element));
      load.erase();
      continue;
    }
    auto store = cast<memref::StoreOp>(user);
    Value value = toWordBits(b, loc, store.getValueToStore());
    value = arith::ShLIOp::create(b, loc, value, shift);
    // One atomic xor flips this element's bits from their current value to
    // the new one and leaves the rest of the word alone. Only this invocation
    // writes the element, so a plain load sees its bits.
    Value current = arith::AndIOp::create(
        b, loc, memref::LoadOp::create(b, loc, arg, ValueRange{word}),
        arith::ShLIOp::create(b, loc, mask, shift));
    memref::AtomicRMWOp::create(b, loc, arith::AtomicRMWKind::xori,
                                arith::XOrIOp::create(b, loc, current, value),
                                arg, ValueRange{word});
    store.erase();
  }
  return success();
}

/// Vulkan guarantees 128 bytes of push constants on every device.
constexpr int64_t kMaxPushConstantBytes = 128;

/// The i32 arguments of |func| (its push constants, after the bindings)
/// become the members of one PushConstant block, member k at byte 4k, which
/// the kernel reads at its start.
LogicalResult lowerPushConstants(OpBuilder &b, func::FuncOp func,
                                 gpu::GPUModuleOp gpuModule) {
  Block &entry = func.front();
  SmallVector<BlockArgument> constants;
  for (BlockArgument arg : entry.getArguments())
    if (arg.getType().isInteger(32)) constants.push_back(arg);
  if (constants.empty()) return success();
  int64_t bytes = 4 * static_cast<int64_t>(constants.size());
  if (bytes > kMaxPushConstantBytes)
    return func.emitError("dispatch takes ")
           << constants.size() << " push constants (" << bytes
           << " bytes); Vulkan guarantees " << kMaxPushConstantBytes;
  Location loc = func.getLoc();
  Type i32 = b.getI32Type();
  SmallVector<Type> members(constants.size(), i32);
  SmallVector<spirv::StructType::OffsetInfo> offsets;
  for (unsigned i = 0; i < constants.size(); ++i) offsets.push_back(4 * i);
  auto blockType = spirv::PointerType::get(
      spirv::StructType::get(members, offsets),
      spirv::StorageClass::PushConstant);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(gpuModule.getBody());
  auto block = spirv::GlobalVariableOp::create(
      b, loc, blockType, (func.getName() + "_push_constants").str());
  b.setInsertionPointToStart(&entry);
  Value base = spirv::AddressOfOp::create(b, loc, block);
  llvm::BitVector erased(entry.getNumArguments());
  for (auto [index, arg] : llvm::enumerate(constants)) {
    Value member = spirv::ConstantOp::create(
        b, loc, i32, b.getI32IntegerAttr(static_cast<int32_t>(index)));
    Value pointer =
        spirv::AccessChainOp::create(b, loc, base, ValueRange{member});
    arg.replaceAllUsesWith(spirv::LoadOp::create(b, loc, pointer));
    erased.set(arg.getArgNumber());
  }
  entry.eraseArguments(erased);
  return success();
}

/// Moves |func| (bindings..., push constants..., workgroup id x/y/z) into
/// |gpuModule| as a kernel taking only its bindings.
LogicalResult convertToKernel(func::FuncOp func, gpu::GPUModuleOp gpuModule,
                              int64_t defaultWorkgroupSize) {
  int64_t workgroupSize = getWorkgroupSize(func, defaultWorkgroupSize);
  Block &entry = func.front();
  unsigned numArgs = entry.getNumArguments();
  if (failed(Codegen::verifyWorkgroupIdArguments(func)) ||
      failed(foldDynamicViews(func)))
    return failure();
  OpBuilder b = OpBuilder::atBlockBegin(&entry);
  Location loc = func.getLoc();
  const gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                                 gpu::Dimension::z};
  for (unsigned i = 0; i < 3; ++i)
    entry.getArgument(numArgs - 3 + i)
        .replaceAllUsesWith(gpu::BlockIdOp::create(b, loc, dims[i]));
  entry.eraseArguments(numArgs - 3, 3);
  if (failed(lowerPushConstants(b, func, gpuModule))) return failure();

  // Temporaries are shared by the workgroup's invocations. Narrow elements
  // get a word each (no packing, so no atomics on workgroup memory).
  SmallVector<memref::AllocaOp> allocas;
  func.walk([&](memref::AllocaOp op) { allocas.push_back(op); });
  for (memref::AllocaOp alloca : allocas) {
    if (failed(moveToWorkgroupMemory(b, alloca))) return failure();
  }
  int64_t sharedBytes = 0;
  func.walk([&](memref::AllocOp alloc) {
    // Narrow temporaries became words (moveToWorkgroupMemory); narrow
    // elements left are kernels' own (f16 slices with native f16).
    MemRefType type = alloc.getType();
    Type element = type.getElementType();
    int64_t lanes = 1;
    if (auto vector = dyn_cast<VectorType>(element)) {
      lanes = vector.getNumElements();
      element = vector.getElementType();
    }
    int64_t elementBytes =
        std::max<int64_t>(1, element.getIntOrFloatBitWidth() / 8);
    sharedBytes += type.getNumElements() * lanes * elementBytes;
  });
  spirv::TargetEnvAttr env = spirv::lookupTargetEnvOrDefault(func);
  int64_t sharedLimit =
      env.getResourceLimits().getMaxComputeSharedMemorySize();
  if (sharedBytes > sharedLimit)
    return func.emitError("dispatch needs ")
           << sharedBytes << " bytes of workgroup memory for its temporaries; "
           << "the Vulkan target has " << sharedLimit;
  // Where the target has 16-bit storage and f16 (as modules with
  // cooperative-matrix kernels do), f16 bindings are arrays of f16.
  spirv::TargetEnv targetEnv(env);
  bool nativeF16 =
      targetEnv.allows(spirv::Capability::Float16) &&
      targetEnv.allows(spirv::Capability::StorageBuffer16BitAccess);
  for (BlockArgument arg : entry.getArguments()) {
    if (isa<MemRefType>(arg.getType())) lowerVectorAccesses(b, arg);
    auto type = dyn_cast<MemRefType>(arg.getType());
    if (type && type.getElementType().isIntOrFloat() &&
        type.getElementType().getIntOrFloatBitWidth() < 32 &&
        !(nativeF16 && type.getElementType().isF16()) &&
        failed(packNarrowBinding(b, arg)))
      return func.emitError("binding ")
             << arg.getArgNumber() << " of type " << type
             << " has a layout SPIR-V kernels cannot pack";
  }

  b.setInsertionPointToEnd(gpuModule.getBody());
  auto kernel = gpu::GPUFuncOp::create(
      b, loc, func.getName(),
      b.getFunctionType(entry.getArgumentTypes(), {}));
  kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  kernel->setAttr(spirv::getEntryPointABIAttrName(),
                  spirv::getEntryPointABIAttr(
                      func.getContext(),
                      {static_cast<int32_t>(workgroupSize), 1, 1}));
  kernel.getBody().takeBody(func.getBody());
  Operation *terminator = kernel.getBody().back().getTerminator();
  b.setInsertionPoint(terminator);
  gpu::ReturnOp::create(b, terminator->getLoc());
  terminator->erase();
  func.erase();
  return success();
}

struct LowerToSPIRVPass : impl::LowerToSPIRVPassBase<LowerToSPIRVPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    spirv::TargetEnvAttr targetEnv = spirv::lookupTargetEnvOrDefault(module);
    if (failed(verifyFloat64Support(module, targetEnv)))
      return signalPassFailure();

    OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
    auto gpuModule = gpu::GPUModuleOp::create(b, module.getLoc(), "kernels");
    for (auto func :
         llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      if (func.isExternal() ||
          failed(convertToKernel(func, gpuModule, workgroupSize)))
        return signalPassFailure();
    }
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());

    spirv::MemorySpaceToStorageClassConverter storageClasses(
        spirv::mapMemorySpaceToVulkanStorageClass);
    spirv::convertMemRefTypesAndAttrs(gpuModule, storageClasses);

    std::unique_ptr<ConversionTarget> target =
        SPIRVConversionTarget::get(targetEnv);
    SPIRVConversionOptions options;
    // i8/i16 data lives in 32-bit words unless the target has the storage
    // capabilities.
    options.emulateLT32BitScalarTypes = true;
    SPIRVTypeConverter typeConverter(targetEnv, options);
    populateMMAToSPIRVCoopMatrixTypeConversion(typeConverter);
    ScfToSPIRVContext scfContext;
    RewritePatternSet patterns(context);
    populateGPUToSPIRVPatterns(typeConverter, patterns);
    populateGpuWMMAToSPIRVCoopMatrixKHRConversionPatterns(typeConverter,
                                                          patterns);
    populateSCFToSPIRVPatterns(typeConverter, scfContext, patterns);
    arith::populateArithToSPIRVPatterns(typeConverter, patterns);
    populateMathToSPIRVPatterns(typeConverter, patterns);
    populateVectorToSPIRVPatterns(typeConverter, patterns);
    populateMemRefToSPIRVPatterns(typeConverter, patterns);
    populateFuncToSPIRVPatterns(typeConverter, patterns);
    cf::populateControlFlowToSPIRVPatterns(typeConverter, patterns);
    index::populateIndexToSPIRVPatterns(typeConverter, patterns);
    ub::populateUBToSPIRVConversionPatterns(typeConverter, patterns);
    populateConversionPatterns(typeConverter, patterns);
    if (failed(applyFullConversion(gpuModule.getOperation(), *target,
                                   std::move(patterns))))
      return signalPassFailure();
    // Integer products of cooperative matrices are unsigned unless marked:
    // the kernels' integers are signed (i8 into i32).
    module.walk([](spirv::KHRCooperativeMatrixMulAddOp op) {
      auto a = cast<spirv::CooperativeMatrixType>(op.getA().getType());
      if (!isa<IntegerType>(a.getElementType())) return;
      using Operands = spirv::CooperativeMatrixOperandsKHR;
      op.setMatrixOperandsAttr(spirv::CooperativeMatrixOperandsKHRAttr::get(
          op.getContext(), Operands::ASigned | Operands::BSigned |
                               Operands::CSigned | Operands::ResultSigned));
    });
  }
};

} // namespace
} // namespace mlir::iree_compiler::SPIRV
