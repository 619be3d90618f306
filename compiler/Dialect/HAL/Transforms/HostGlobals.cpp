//===- HostGlobals.cpp - Module state host code uses ----------------------===//

#include "compiler/Dialect/HAL/Transforms/HostGlobals.h"

#include "compiler/Dialect/HAL/IR/HALEncoding.h"
#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/HAL/Transforms/CommandRecorder.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"

namespace mlir::iree_compiler::IREE::HAL {

namespace {
constexpr StringLiteral kDeviceGlobal = "__device";
constexpr StringLiteral kAllocatorGlobal = "__device_allocator";
constexpr StringLiteral kConstantPoolGlobal = "__constant_pool";
} // namespace

FailureOr<HostGlobals>
HostGlobals::create(ModuleOp module, SymbolTable &symbolTable,
                    ArrayRef<std::pair<Operation *, ElementsAttr>> constants) {
  HostGlobals globals;
  std::vector<char> pool;
  for (auto [op, value] : constants) {
    auto dense = dyn_cast_or_null<DenseElementsAttr>(value);
    if (!dense)
      return op->emitError("only dense tensor constants are supported");
    if (!getElementTypeValue(dense.getElementType()))
      return op->emitError("constants of element type ")
             << dense.getElementType() << " are not supported";
    int64_t offset = llvm::alignTo(pool.size(), kBufferAlignment);
    pool.resize(offset);
    appendElementBytes(dense, pool);
    globals.constantOffsets[op] = offset;
  }
  globals.hasPool = !pool.empty();

  MLIRContext *context = module.getContext();
  Location loc = module.getLoc();
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  auto addGlobal = [&](StringRef name, Type type) {
    auto global = Util::GlobalOp::create(
        builder, loc, builder.getStringAttr(name), builder.getStringAttr("private"),
        TypeAttr::get(type), /*is_mutable=*/nullptr, /*initial_value=*/nullptr);
    symbolTable.insert(global);
    return global.getSymNameAttr();
  };
  StringAttr deviceGlobal = addGlobal(kDeviceGlobal, DeviceType::get(context));
  StringAttr allocatorGlobal =
      addGlobal(kAllocatorGlobal, AllocatorType::get(context));
  StringAttr poolGlobal;
  if (globals.hasPool)
    poolGlobal = addGlobal(kConstantPoolGlobal, BufferType::get(context));
  for (auto executable : module.getOps<ExecutableOp>())
    globals.executableGlobals[executable.getSymNameAttr()] = addGlobal(
        ("__executable_" + executable.getSymName()).str(),
        ExecutableType::get(context));

  builder.setInsertionPointToEnd(module.getBody());
  auto initializer = Util::InitializerOp::create(builder, loc);
  builder.setInsertionPointToStart(&initializer.getBody().emplaceBlock());
  Value device = DevicesGetOp::create(builder, loc, DeviceType::get(context),
                                      createI32(builder, loc, 0));
  Util::GlobalStoreOp::create(builder, loc, device, deviceGlobal);
  Value allocator = DeviceAllocatorOp::create(
      builder, loc, AllocatorType::get(context), device);
  Util::GlobalStoreOp::create(builder, loc, allocator, allocatorGlobal);
  if (poolGlobal) {
    auto bytesType = RankedTensorType::get({static_cast<int64_t>(pool.size())},
                                           builder.getI8Type());
    auto data = DenseElementsAttr::getFromRawBuffer(bytesType, pool);
    Value poolBuffer = AllocatorAllocateInitializedOp::create(
        builder, loc, BufferType::get(context), allocator,
        kMemoryTypeDeviceLocal | kMemoryTypeHostVisible, kBufferUsageConstant,
        data);
    Util::GlobalStoreOp::create(builder, loc, poolBuffer, poolGlobal);
  }
  for (auto [executable, global] : globals.executableGlobals) {
    Value loaded = ExecutableCreateOp::create(
        builder, loc, ExecutableType::get(context), device,
        FlatSymbolRefAttr::get(executable));
    Util::GlobalStoreOp::create(builder, loc, loaded, global);
  }
  Util::ReturnOp::create(builder, loc);
  return globals;
}

HostValues HostGlobals::load(OpBuilder &builder, Location loc,
                             ArrayRef<Attribute> executableNames) const {
  MLIRContext *context = builder.getContext();
  HostValues values;
  values.device = Util::GlobalLoadOp::create(
      builder, loc, DeviceType::get(context), kDeviceGlobal);
  values.allocator = Util::GlobalLoadOp::create(
      builder, loc, AllocatorType::get(context), kAllocatorGlobal);
  if (hasPool)
    values.pool = Util::GlobalLoadOp::create(
        builder, loc, BufferType::get(context), kConstantPoolGlobal);
  for (Attribute name : executableNames)
    values.executables[name] = Util::GlobalLoadOp::create(
        builder, loc, ExecutableType::get(context),
        executableGlobals.lookup(cast<StringAttr>(name)));
  return values;
}

FailureOr<ExecutableExportOp>
HostGlobals::lookupDispatchExport(Operation *dispatch, SymbolRefAttr entryPoint,
                                  size_t constantCount,
                                  SymbolTable &symbolTable) const {
  auto executable =
      symbolTable.lookup<ExecutableOp>(entryPoint.getRootReference());
  ExecutableExportOp exportOp;
  if (executable)
    for (auto variant : executable.getBody().getOps<ExecutableVariantOp>())
      for (auto candidate : variant.getBody().getOps<ExecutableExportOp>())
        if (candidate.getSymName() == entryPoint.getLeafReference().getValue())
          exportOp = candidate;
  if (!exportOp || !exportOp.getWorkgroupCount())
    return dispatch->emitError("dispatch of ")
           << entryPoint << ", which is not a translated hal.executable export";
  if (constantCount != exportOp.getConstantCount())
    return dispatch->emitError("dispatch passes ")
           << constantCount << " constants; " << entryPoint << " takes "
           << exportOp.getConstantCount();
  return exportOp;
}

} // namespace mlir::iree_compiler::IREE::HAL
