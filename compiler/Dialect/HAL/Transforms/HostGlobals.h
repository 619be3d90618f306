//===- HostGlobals.h - Module state host code uses --------------*- C++ -*-===//
//
// Host code reaches the device through globals one module initializer sets:
// the device, its allocator, one buffer holding every constant and each
// loaded executable. Constants exported as parameters (docs/parameters.md)
// are buffers of their own, loaded from the parameter files.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_DIALECT_HAL_TRANSFORMS_HOSTGLOBALS_H_
#define IREE_COMPILER_DIALECT_HAL_TRANSFORMS_HOSTGLOBALS_H_

#include "compiler/Dialect/HAL/IR/HALOps.h"
#include "compiler/Dialect/Stream/IR/StreamOps.h"

#include <map>
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringMap.h"

namespace mlir::iree_compiler::IREE::HAL {

/// The device-wide values a host function loads where it starts (so loops
/// in it load nothing): the device, its allocator, the constant pool and the
/// executables it dispatches, by symbol, with the index of the variant
/// loaded for those that have several.
struct HostValues {
  Value device, allocator, pool;
  DenseMap<Attribute, Value> executables;
  DenseMap<Attribute, Value> variantIndices;
};

/// Where large constants go instead of the module: a parameter archive at
/// |path| (empty: nowhere), under |scope|, those of at least |minimumBytes|.
struct ParameterExport {
  std::string scope, path;
  int64_t minimumBytes = 0;
  /// From "[scope=]path" (empty: no export); an error at |op| otherwise.
  static FailureOr<ParameterExport> parse(Operation *op, StringRef value,
                                          int64_t minimumBytes);
};

class HostGlobals {
public:
  /// Packs each constant of |constants| (an op and its value) into one pool,
  /// or |parameters|' archive, and adds the globals and their initializer to
  /// |module|; errors at a constant that is not dense or whose element type
  /// buffers cannot hold, and at the module when the archive cannot be
  /// written.
  /// |declared| are the program's own parameters (stream.tensor.parameter),
  /// each loaded into a global of its own.
  static FailureOr<HostGlobals>
  create(ModuleOp module, SymbolTable &symbolTable,
         ArrayRef<std::pair<Operation *, ElementsAttr>> constants,
         const ParameterExport &parameters,
         ArrayRef<Stream::TensorParameterOp> declared);

  /// Loads the device, allocator, pool (null without constants) and the
  /// executables of |executableNames|.
  HostValues load(OpBuilder &builder, Location loc,
                  ArrayRef<Attribute> executableNames) const;

  /// The byte offset of |constant| in the pool.
  int64_t getConstantOffset(Operation *constant) const {
    return constantOffsets.lookup(constant);
  }
  /// The global holding |constant|'s own buffer when it is a parameter.
  StringAttr getParameterGlobal(Operation *constant) const {
    return parameterGlobals.lookup(constant);
  }
  /// The translated export |dispatch| launches with |constantCount|
  /// constants, one per variant of its executable (in variant order, with
  /// the same ordinal), or an error at |dispatch|.
  FailureOr<SmallVector<ExecutableExportOp>>
  lookupDispatchExports(Operation *dispatch, SymbolRefAttr entryPoint,
                        size_t constantCount, SymbolTable &symbolTable) const;

private:
  /// In the initializer: loads the first variant of |executable| whose
  /// format |device| loads, stores its index in |indexGlobal| and returns
  /// the executable; the initializer fails when the device loads none.
  /// |formatLoads| holds the answers already asked for, by format.
  static Value createSelectedVariant(OpBuilder &builder, Location loc,
                                     Value device, ExecutableOp executable,
                                     StringAttr indexGlobal,
                                     llvm::StringMap<Value> &formatLoads);

  /// Writes |parameters|' archive of |entries| (key, bytes) and, in the
  /// initializer |builder| is in, loads each into a new global of
  /// |parameterGlobals|.
  LogicalResult exportParameters(
      ModuleOp module, SymbolTable &symbolTable, OpBuilder &builder,
      Value device, const ParameterExport &parameters,
      ArrayRef<std::pair<Operation *, std::vector<char>>> entries);
  /// In the initializer |builder| is in: loads |key| of |scope| into a new
  /// global for |op| (one global per distinct parameter). Fails, at |op|,
  /// when the parameter was loaded before with another length.
  LogicalResult loadParameter(ModuleOp module, SymbolTable &symbolTable,
                              OpBuilder &builder, Value device, Operation *op,
                              StringRef scope, StringRef key, int64_t length);

  DenseMap<Operation *, int64_t> constantOffsets;
  DenseMap<Operation *, StringAttr> parameterGlobals;
  /// The global and length of each (scope, key) loaded so far.
  std::map<std::pair<std::string, std::string>, std::pair<StringAttr, int64_t>>
      globalsByName;
  bool hasPool = false;
  llvm::MapVector<StringAttr, StringAttr> executableGlobals;
  /// The i32 global holding the loaded variant's index, for executables
  /// with several.
  DenseMap<StringAttr, StringAttr> variantIndexGlobals;
};

} // namespace mlir::iree_compiler::IREE::HAL

#endif // IREE_COMPILER_DIALECT_HAL_TRANSFORMS_HOSTGLOBALS_H_
