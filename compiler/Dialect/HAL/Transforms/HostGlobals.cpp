//===- HostGlobals.cpp - Module state host code uses ----------------------===//

#include "compiler/Dialect/HAL/Transforms/HostGlobals.h"

#include "compiler/Dialect/HAL/IR/HALEncoding.h"
#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/HAL/Transforms/CommandRecorder.h"
#include "compiler/Dialect/Util/IR/UtilOps.h"
#include "iree/io/parameter_archive.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/xxhash.h"

namespace mlir::iree_compiler::IREE::HAL {

namespace {
constexpr StringLiteral kDeviceGlobal = "__device";
constexpr StringLiteral kAllocatorGlobal = "__device_allocator";
constexpr StringLiteral kConstantPoolGlobal = "__constant_pool";
} // namespace

FailureOr<ParameterExport> ParameterExport::parse(Operation *op,
                                                  StringRef value,
                                                  int64_t minimumBytes) {
  ParameterExport parameters;
  parameters.minimumBytes = minimumBytes;
  if (value.empty()) return parameters;
  // The scope ends at the first '=' (as --parameters reads it); "=path"
  // names a path with '=' in it under the empty scope.
  auto [scope, path] = value.split('=');
  if (!value.contains('=')) std::swap(scope, path);
  if (path.empty())
    return op->emitError("--iree-opt-export-parameters=")
           << value << ": expected [scope=]path";
  parameters.scope = scope.str();
  parameters.path = path.str();
  return parameters;
}

FailureOr<HostGlobals>
HostGlobals::create(ModuleOp module, SymbolTable &symbolTable,
                    ArrayRef<std::pair<Operation *, ElementsAttr>> constants,
                    const ParameterExport &parameters,
                    ArrayRef<Stream::TensorParameterOp> declared) {
  HostGlobals globals;
  std::vector<char> pool;
  SmallVector<std::pair<Operation *, std::vector<char>>> exported;
  for (auto [op, value] : constants) {
    auto dense = dyn_cast_or_null<DenseElementsAttr>(value);
    if (!dense)
      return op->emitError("only dense tensor constants are supported");
    if (!getElementTypeValue(dense.getElementType()))
      return op->emitError("constants of element type ")
             << dense.getElementType() << " are not supported";
    std::vector<char> bytes;
    appendElementBytes(dense, bytes);
    if (!parameters.path.empty() &&
        static_cast<int64_t>(bytes.size()) >= parameters.minimumBytes &&
        !bytes.empty()) {
      exported.push_back({op, std::move(bytes)});
      continue;
    }
    int64_t offset = llvm::alignTo(pool.size(), kBufferAlignment);
    pool.resize(offset);
    pool.insert(pool.end(), bytes.begin(), bytes.end());
    globals.constantOffsets[op] = offset;
  }
  // Zero-byte constants still need a buffer to stand for.
  globals.hasPool = !globals.constantOffsets.empty();
  if (globals.hasPool && pool.empty()) pool.resize(1);

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
  for (auto executable : module.getOps<ExecutableOp>()) {
    StringAttr name = executable.getSymNameAttr();
    globals.executableGlobals[name] =
        addGlobal(("__executable_" + name.getValue()).str(),
                  ExecutableType::get(context));
    auto variants = executable.getBody().getOps<ExecutableVariantOp>();
    if (llvm::range_size(variants) > 1)
      globals.variantIndexGlobals[name] =
          addGlobal(("__executable_" + name.getValue() + "_variant").str(),
                    builder.getI32Type());
  }

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
  if (!exported.empty() &&
      failed(globals.exportParameters(module, symbolTable, builder, device,
                                      parameters, exported)))
    return failure();
  for (Stream::TensorParameterOp parameter : declared) {
    auto type = cast<RankedTensorType>(parameter.getTensorType());
    if (!getElementTypeValue(type.getElementType()))
      return parameter.emitError("parameters of element type ")
             << type.getElementType() << " are not supported";
    if (failed(globals.loadParameter(module, symbolTable, builder, device,
                                     parameter, parameter.getScope(),
                                     parameter.getKey(), getStorageSize(type))))
      return failure();
  }
  llvm::StringMap<Value> formatLoads;
  for (auto [executable, global] : globals.executableGlobals) {
    StringAttr indexGlobal = globals.variantIndexGlobals.lookup(executable);
    Value loaded =
        indexGlobal
            ? createSelectedVariant(builder, loc, device,
                                    symbolTable.lookup<ExecutableOp>(executable),
                                    indexGlobal, formatLoads)
            : ExecutableCreateOp::create(builder, loc,
                                         ExecutableType::get(context), device,
                                         FlatSymbolRefAttr::get(executable));
    Util::GlobalStoreOp::create(builder, loc, loaded, global);
  }
  Util::ReturnOp::create(builder, loc);
  return globals;
}

LogicalResult HostGlobals::exportParameters(
    ModuleOp module, SymbolTable &symbolTable, OpBuilder &builder,
    Value device, const ParameterExport &parameters,
    ArrayRef<std::pair<Operation *, std::vector<char>>> entries) {
  // Keys name the contents (a 64-bit hash of the bytes), so that a module
  // given an archive of another build fails to find its parameters instead
  // of loading other weights of the same size; equal constants share one
  // entry.
  std::vector<std::string> keys;
  std::vector<iree_io_parameter_archive_entry_t> archive;
  // The entry each key was first written for; a key whose hash collides
  // with other bytes gets its entry's position as a suffix.
  llvm::StringMap<size_t> written;
  for (auto [i, entry] : llvm::enumerate(entries)) {
    uint64_t hash = llvm::xxh3_64bits(llvm::ArrayRef<uint8_t>(
        reinterpret_cast<const uint8_t *>(entry.second.data()),
        entry.second.size()));
    std::string key = "constant_" + llvm::utohexstr(hash, /*LowerCase=*/true,
                                                    /*Width=*/16);
    auto [it, inserted] = written.try_emplace(key, i);
    if (!inserted && entries[it->second].second != entry.second)
      key += "_" + std::to_string(i);
    keys.push_back(std::move(key));
  }
  llvm::StringSet<> archived;
  for (auto [key, entry] : llvm::zip(keys, entries)) {
    if (!archived.insert(key).second) continue;
    archive.push_back(
        {iree_make_string_view(key.data(), key.size()),
         iree_make_const_byte_span(entry.second.data(), entry.second.size())});
  }
  iree_status_t status = iree_io_parameter_archive_write(
      parameters.path.c_str(), archive.size(), archive.data(),
      iree_allocator_system());
  if (!iree_status_is_ok(status)) {
    char message[512];
    iree_status_format(status, sizeof(message), message);
    iree_status_free(status);
    return module.emitError("cannot write the parameter archive: ") << message;
  }
  for (auto [key, entry] : llvm::zip(keys, entries))
    if (failed(loadParameter(module, symbolTable, builder, device,
                             entry.first, parameters.scope, key,
                             static_cast<int64_t>(entry.second.size()))))
      return failure();
  return success();
}

LogicalResult HostGlobals::loadParameter(ModuleOp module,
                                         SymbolTable &symbolTable,
                                         OpBuilder &builder, Value device,
                                         Operation *op, StringRef scope,
                                         StringRef key, int64_t length) {
  auto &[global, loadedLength] = globalsByName[{scope.str(), key.str()}];
  if (global && loadedLength != length)
    return op->emitError() << "parameter '" << key << "' of scope '" << scope
                           << "' is used with " << loadedLength << " and "
                           << length << " bytes";
  if (!global) {
    loadedLength = length;
    MLIRContext *context = module.getContext();
    Location loc = op->getLoc();
    OpBuilder globalBuilder = OpBuilder::atBlockBegin(module.getBody());
    auto globalOp = Util::GlobalOp::create(
        globalBuilder, loc, globalBuilder.getStringAttr("__parameter_" + key),
        globalBuilder.getStringAttr("private"),
        TypeAttr::get(BufferType::get(context)), /*is_mutable=*/nullptr,
        /*initial_value=*/nullptr);
    symbolTable.insert(globalOp);
    Value buffer = ParameterLoadOp::create(
        builder, loc, BufferType::get(context), device,
        builder.getStringAttr(scope), builder.getStringAttr(key),
        builder.getI64IntegerAttr(length));
    Util::GlobalStoreOp::create(builder, loc, buffer, globalOp.getSymNameAttr());
    global = globalOp.getSymNameAttr();
  }
  parameterGlobals[op] = global;
  return success();
}

Value HostGlobals::createSelectedVariant(OpBuilder &builder, Location loc,
                                         Value device, ExecutableOp executable,
                                         StringAttr indexGlobal,
                                         llvm::StringMap<Value> &formatLoads) {
  auto variants =
      llvm::to_vector(executable.getBody().getOps<ExecutableVariantOp>());
  // Asked from the last variant to the first, so the first loadable wins.
  Value index = createI32(builder, loc, -1);
  SmallVector<StringRef> formats;
  for (int64_t i = variants.size() - 1; i >= 0; --i) {
    StringRef format = variants[i].getFormat().value_or("");
    formats.insert(formats.begin(), format);
    // Each format is asked about once, however many executables have it.
    Value &loads = formatLoads[format];
    if (!loads) {
      auto query = DeviceQueryOp::create(
          builder, loc, builder.getI1Type(), builder.getI64Type(), device,
          builder.getStringAttr("hal.executable.format"),
          builder.getStringAttr(format));
      loads = arith::AndIOp::create(
          builder, loc, query.getOk(),
          arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ne,
                                query.getValue(), createI64(builder, loc, 0)));
    }
    index = arith::SelectOp::create(builder, loc, loads,
                                    createI32(builder, loc, i), index);
  }
  Value found = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::sge,
                                      index, createI32(builder, loc, 0));
  cf::AssertOp::create(
      builder, loc, found,
      ("the device loads none of the formats of executable @" +
       executable.getSymName() + ": " + llvm::join(formats, ", "))
          .str());
  Util::GlobalStoreOp::create(builder, loc, index, indexGlobal);

  // One case per variant but the last, which the default loads.
  SmallVector<int64_t> cases = llvm::to_vector(
      llvm::seq<int64_t>(0, static_cast<int64_t>(variants.size()) - 1));
  Type executableType = ExecutableType::get(builder.getContext());
  auto switchOp = scf::IndexSwitchOp::create(
      builder, loc, executableType,
      arith::IndexCastOp::create(builder, loc, builder.getIndexType(), index),
      cases, cases.size());
  auto createVariant = [&](Region &region, ExecutableVariantOp variant) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(&region.emplaceBlock());
    Value created = ExecutableCreateOp::create(
        builder, loc, executableType, device,
        SymbolRefAttr::get(executable.getSymNameAttr(),
                           {FlatSymbolRefAttr::get(variant.getSymNameAttr())}));
    scf::YieldOp::create(builder, loc, created);
  };
  for (auto [region, variant] : llvm::zip(switchOp.getCaseRegions(), variants))
    createVariant(region, variant);
  createVariant(switchOp.getDefaultRegion(), variants.back());
  return switchOp.getResult(0);
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
  for (Attribute name : executableNames) {
    values.executables[name] = Util::GlobalLoadOp::create(
        builder, loc, ExecutableType::get(context),
        executableGlobals.lookup(cast<StringAttr>(name)));
    if (StringAttr indexGlobal =
            variantIndexGlobals.lookup(cast<StringAttr>(name)))
      values.variantIndices[name] = Util::GlobalLoadOp::create(
          builder, loc, builder.getI32Type(), indexGlobal);
  }
  return values;
}

FailureOr<SmallVector<ExecutableExportOp>>
HostGlobals::lookupDispatchExports(Operation *dispatch,
                                   SymbolRefAttr entryPoint,
                                   size_t constantCount,
                                   SymbolTable &symbolTable) const {
  auto executable =
      symbolTable.lookup<ExecutableOp>(entryPoint.getRootReference());
  SmallVector<ExecutableExportOp> exports;
  if (executable) {
    for (auto variant : executable.getBody().getOps<ExecutableVariantOp>()) {
      auto exportOp = dyn_cast_or_null<ExecutableExportOp>(
          SymbolTable::lookupSymbolIn(variant, entryPoint.getLeafReference()));
      if (!exportOp || (!exportOp.getWorkgroupCount() &&
                        !exportOp.getWorkgroupCountMap())) {
        exports.clear();
        break;
      }
      exports.push_back(exportOp);
    }
  }
  if (exports.empty())
    return dispatch->emitError("dispatch of ")
           << entryPoint << ", which is not a translated hal.executable export";
  for (ExecutableExportOp exportOp : exports) {
    if (constantCount != exportOp.getConstantCount())
      return dispatch->emitError("dispatch passes ")
             << constantCount << " constants; " << entryPoint << " takes "
             << exportOp.getConstantCount();
    if (exportOp.getOrdinal() != exports.front().getOrdinal())
      return dispatch->emitError("the variants of ")
             << entryPoint << " give it different ordinals";
  }
  return exports;
}

} // namespace mlir::iree_compiler::IREE::HAL
