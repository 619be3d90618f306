//===- ConstEval.cpp - Constant expressions evaluated at compile time -----===//
//
// Tensor computations whose inputs are all constants (weights transposed,
// reshaped, cast or scaled before use) are compiled with the vmvx backend,
// run in-process on a local-sync device, and replaced by their values: the
// program then stores the results instead of recomputing them on every call.
//
//===----------------------------------------------------------------------===//

#include "compiler/Pipelines/Pipelines.h"

#include "compiler/Dialect/VM/IR/VMOps.h"
#include "compiler/Dialect/VM/Target/Bytecode/BytecodeModuleTarget.h"
#include "iree/runtime/api.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::iree_compiler {

namespace {

/// Results larger than this stay computed at run time (the module would
/// grow by as much).
constexpr int64_t kMaxResultBytes = 256ll << 20;

/// Bytes one element takes in a buffer (i1 takes a byte).
int64_t getStorageBytes(Type type) {
  return std::max<int64_t>(1, type.getIntOrFloatBitWidth() / 8);
}

bool isEvaluableType(Type type) {
  if (type.isIntOrIndexOrFloat()) return !isa<IndexType>(type);
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape()) return false;
  Type element = tensor.getElementType();
  return element.isIntOrFloat() && element.getIntOrFloatBitWidth() <= 64 &&
         (element.getIntOrFloatBitWidth() == 1 ||
          element.getIntOrFloatBitWidth() % 8 == 0);
}

/// The text of |status|, which is consumed.
std::string consumeStatus(iree_status_t status) {
  char buffer[1024];
  iree_status_format(status, sizeof(buffer), buffer);
  iree_status_ignore(status);
  return buffer;
}

/// A local-sync runtime session running one compiled module.
class Evaluator {
public:
  ~Evaluator() {
    if (session) iree_runtime_session_release(session);
    if (device) iree_hal_device_release(device);
    if (instance) iree_runtime_instance_release(instance);
  }

  /// Loads |vmfb| (kept alive by the caller) and calls its `eval` export;
  /// returns the bytes of each result, or an error message.
  FailureOr<std::vector<std::vector<char>>>
  run(StringRef vmfb, ArrayRef<int64_t> resultBytes, std::string &error) {
    iree_allocator_t allocator = iree_allocator_system();
    iree_runtime_instance_options_t instanceOptions;
    iree_runtime_instance_options_initialize(&instanceOptions);
    iree_status_t status =
        iree_runtime_instance_create(&instanceOptions, allocator, &instance);
    if (iree_status_is_ok(status))
      status = iree_runtime_instance_try_create_default_device(
          instance, iree_make_cstring_view("local-sync"), &device);
    iree_runtime_session_options_t sessionOptions;
    iree_runtime_session_options_initialize(&sessionOptions);
    if (iree_status_is_ok(status))
      status = iree_runtime_session_create_with_device(
          instance, &sessionOptions, device, allocator, &session);
    if (iree_status_is_ok(status))
      status = iree_runtime_session_append_bytecode_module_from_memory(
          session,
          iree_make_const_byte_span(vmfb.data(), vmfb.size()),
          iree_allocator_null());
    std::vector<std::vector<char>> results;
    iree_runtime_call_t call;
    bool callInitialized = false;
    if (iree_status_is_ok(status)) {
      status = iree_runtime_call_initialize_by_name(
          session, iree_make_cstring_view("consteval.eval"), &call);
      callInitialized = iree_status_is_ok(status);
    }
    if (iree_status_is_ok(status)) status = iree_runtime_call_invoke(&call, 0);
    for (int64_t bytes : resultBytes) {
      if (!iree_status_is_ok(status)) break;
      iree_hal_buffer_view_t *view = nullptr;
      status = iree_runtime_call_outputs_pop_front_buffer_view(&call, &view);
      if (!iree_status_is_ok(status)) break;
      std::vector<char> data(bytes);
      if (iree_hal_buffer_view_byte_length(view) !=
          static_cast<iree_device_size_t>(bytes))
        status = iree_make_status(IREE_STATUS_INTERNAL,
                                  "result has an unexpected size");
      else
        status = iree_hal_buffer_map_read(iree_hal_buffer_view_buffer(view), 0,
                                          data.data(), data.size());
      iree_hal_buffer_view_release(view);
      results.push_back(std::move(data));
    }
    if (callInitialized) iree_runtime_call_deinitialize(&call);
    if (!iree_status_is_ok(status)) {
      error = consumeStatus(status);
      return failure();
    }
    return results;
  }

private:
  iree_runtime_instance_t *instance = nullptr;
  iree_hal_device_t *device = nullptr;
  iree_runtime_session_t *session = nullptr;
};

/// The constant for the bytes of a |type| result.
DenseElementsAttr getResultAttr(RankedTensorType type,
                                const std::vector<char> &bytes) {
  if (type.getElementType().isInteger(1)) {
    SmallVector<bool> values(bytes.begin(), bytes.end());
    return DenseElementsAttr::get(type, values);
  }
  bool isSplat = false;
  if (DenseElementsAttr::isValidRawBuffer(type, bytes, isSplat))
    return DenseElementsAttr::getFromRawBuffer(type, bytes);
  return {};
}

struct ConstEvalPass
    : PassWrapper<ConstEvalPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ConstEvalPass)
  StringRef getArgument() const override { return "iree-consteval"; }
  StringRef getDescription() const override {
    return "evaluates constant tensor expressions with the vmvx backend";
  }

  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (!func.isExternal()) evaluateFunction(func);
  }

  /// Whether |op| computes a value from its operands alone.
  static bool isEvaluableOp(Operation *op) {
    if (op->hasTrait<OpTrait::ConstantLike>() || op->getNumResults() == 0 ||
        op->getNumSuccessors() != 0 || !isMemoryEffectFree(op) ||
        isa<tensor::EmptyOp>(op))
      return false;
    StringRef dialect = op->getName().getDialectNamespace();
    if (dialect != "arith" && dialect != "math" && dialect != "linalg" &&
        dialect != "tensor")
      return false;
    return llvm::all_of(op->getResultTypes(), isEvaluableType);
  }

  /// The operands of |op| and the values its regions capture.
  static SmallVector<Value> getInputs(Operation *op) {
    SmallVector<Value> inputs(op->getOperands());
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(op->getRegions(), captured);
    llvm::append_range(inputs, captured);
    return inputs;
  }

  void evaluateFunction(func::FuncOp func) {
    // Ops whose operands are all constants or constant expressions, in
    // program order. Regions (linalg bodies) are evaluated with their op.
    llvm::SetVector<Operation *> expressions;
    auto isKnown = [&](Value value) {
      Operation *def = value.getDefiningOp();
      return def && (expressions.contains(def) ||
                     def->hasTrait<OpTrait::ConstantLike>() ||
                     isa<tensor::EmptyOp>(def));
    };
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isEvaluableOp(op) && llvm::all_of(getInputs(op), isKnown)) {
        expressions.insert(op);
        return WalkResult::skip();
      }
      // The bodies of other linalg ops compute on their block arguments.
      return isa<linalg::LinalgOp>(op) ? WalkResult::skip()
                                        : WalkResult::advance();
    });

    // Expressions over splats only (fills, broadcasts of scalars) stay: they
    // are cheap to compute and would only make the module larger.
    llvm::DenseSet<Operation *> readsData;
    for (Operation *op : expressions) {
      if (llvm::any_of(op->getOperands(), [&](Value operand) {
            Operation *def = operand.getDefiningOp();
            if (readsData.contains(def)) return true;
            auto elements = dyn_cast_if_present<DenseElementsAttr>(
                def->getAttrDictionary().get("value"));
            return elements && !elements.isSplat();
          }))
        readsData.insert(op);
    }

    // Roots: tensor results something else uses.
    SmallVector<Value> roots;
    int64_t totalBytes = 0;
    for (Operation *op : expressions) {
      for (Value result : op->getResults()) {
        auto type = dyn_cast<RankedTensorType>(result.getType());
        if (!type || !readsData.contains(op) || llvm::all_of(result.getUsers(), [&](Operation *user) {
              return expressions.contains(user);
            }))
          continue;
        int64_t bytes =
            type.getNumElements() * getStorageBytes(type.getElementType());
        if (bytes > kMaxResultBytes) continue;
        totalBytes += bytes;
        roots.push_back(result);
      }
    }
    if (roots.empty() || totalBytes > kMaxResultBytes) return;

    FailureOr<std::vector<std::vector<char>>> values =
        evaluate(func, expressions, roots);
    if (failed(values)) return;
    OpBuilder builder(func.getContext());
    for (auto [root, bytes] : llvm::zip(roots, *values)) {
      auto type = cast<RankedTensorType>(root.getType());
      DenseElementsAttr attr = getResultAttr(type, bytes);
      if (!attr) continue;
      builder.setInsertionPointAfterValue(root);
      Value constant =
          arith::ConstantOp::create(builder, root.getLoc(), type, attr);
      root.replaceUsesWithIf(constant, [&](OpOperand &use) {
        return !expressions.contains(use.getOwner());
      });
    }
    // The expressions are dead now; canonicalization erases them.
  }

  /// Compiles `func.func @eval` returning |roots| (cloned with everything
  /// they depend on) and runs it.
  FailureOr<std::vector<std::vector<char>>>
  evaluate(func::FuncOp func, const llvm::SetVector<Operation *> &expressions,
           ArrayRef<Value> roots) {
    MLIRContext *context = func.getContext();
    Location loc = func.getLoc();
    OwningOpRef<ModuleOp> module = ModuleOp::create(loc, StringRef("consteval"));
    OpBuilder builder = OpBuilder::atBlockEnd(module->getBody());
    SmallVector<Type> resultTypes;
    for (Value root : roots) resultTypes.push_back(root.getType());
    auto eval = func::FuncOp::create(builder, loc, "eval",
                                     builder.getFunctionType({}, resultTypes));
    builder.setInsertionPointToStart(eval.addEntryBlock());
    IRMapping mapping;
    auto cloneLeaves = [&](Operation *op) {
      for (Value operand : getInputs(op)) {
        Operation *def = operand.getDefiningOp();
        if (!mapping.contains(operand) && !expressions.contains(def))
          builder.clone(*def, mapping);
      }
    };
    for (Operation *op : expressions) {
      cloneLeaves(op);
      builder.clone(*op, mapping);
    }
    SmallVector<Value> results;
    for (Value root : roots) results.push_back(mapping.lookup(root));
    func::ReturnOp::create(builder, loc, results);

    PipelineOptions options;
    options.hal.targetBackends = {"vmvx"};
    options.constEval = false;
    PassManager pm(context, ModuleOp::getOperationName());
    buildCompilerPipeline(pm, InputType::None, options);
    std::string vmfb;
    llvm::raw_string_ostream os(vmfb);
    bool compiled = succeeded(pm.run(*module));
    auto vmModules = llvm::to_vector(module->getOps<IREE::VM::ModuleOp>());
    if (!compiled || vmModules.size() != 1 ||
        failed(IREE::VM::translateModuleToBytecode(vmModules.front(), {}, os))) {
      func.emitWarning("constant expressions could not be compiled for "
                       "evaluation; they are computed at run time");
      return failure();
    }
    SmallVector<int64_t> resultBytes;
    for (Value root : roots) {
      auto type = cast<RankedTensorType>(root.getType());
      resultBytes.push_back(type.getNumElements() *
                            getStorageBytes(type.getElementType()));
    }
    Evaluator evaluator;
    std::string error;
    FailureOr<std::vector<std::vector<char>>> values =
        evaluator.run(vmfb, resultBytes, error);
    if (failed(values))
      func.emitWarning("constant expressions could not be evaluated (")
          << error << "); they are computed at run time";
    return values;
  }
};

} // namespace

std::unique_ptr<Pass> createConstEvalPass() {
  return std::make_unique<ConstEvalPass>();
}

} // namespace mlir::iree_compiler
