//===- VHLOToStableHLO.cpp - vhlo ops of portable artifacts to stablehlo --===//

#include "compiler/Dialect/VHLO/IR/VHLODialect.h"
#include "compiler/InputConversion/StableHLO/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::iree_compiler::InputConversion {

#define GEN_PASS_DEF_VHLOTOSTABLEHLOPASS
#include "compiler/InputConversion/StableHLO/Passes.h.inc"

namespace {

namespace SH = IREE::StableHLO;

/// The op name without dialect and version: `vhlo.dot_general_v2` ->
/// `dot_general`.
StringRef getBaseName(Operation *op) {
  StringRef name = op->getName().stripDialect();
  size_t versionStart = name.rfind("_v");
  return versionStart == StringRef::npos ? name : name.take_front(versionStart);
}

/// Dimension lists longer than this are not dimension lists.
constexpr int64_t kMaxListLength = 1 << 16;

/// The attributes of one vhlo op, taken out one by one as the rewrite
/// consumes them; a missing or ill-kinded one is reported once at the op.
class AttrTaker {
public:
  explicit AttrTaker(Operation *op) : op(op), remaining(op->getAttrs()) {}

  Attribute take(StringRef name) {
    Attribute value = remaining.erase(name);
    if (!value)
      fail(name, "is missing");
    return value;
  }
  template <typename T> T take(StringRef name) {
    Attribute value = take(name);
    auto typed = dyn_cast_or_null<T>(value);
    if (value && !typed)
      fail(name, "has an unexpected kind");
    return typed;
  }
  int64_t takeInt(StringRef name) {
    auto value = take<IntegerAttr>(name);
    if (!value)
      return 0;
    if (value.getValue().getSignificantBits() > 64)
      fail(name, "does not fit 64 bits");
    return value.getValue().trySExtValue().value_or(0);
  }
  /// Integers of any width: hostile files may hold other than i64, or
  /// splats of absurd length.
  SmallVector<int64_t> takeInts(StringRef name) {
    auto value = take<DenseIntElementsAttr>(name);
    SmallVector<int64_t> result;
    if (!value)
      return result;
    if (value.getNumElements() > kMaxListLength) {
      fail(name, "is too long for a dimension list");
      return result;
    }
    for (const APInt &element : value.getValues<APInt>()) {
      if (element.getSignificantBits() > 64)
        fail(name, "does not fit 64 bits");
      result.push_back(element.trySExtValue().value_or(0));
    }
    return result;
  }
  /// takeInts of an attribute older op versions lack: empty when absent.
  SmallVector<int64_t> takeOptionalInts(StringRef name) {
    return remaining.get(name) ? takeInts(name) : SmallVector<int64_t>();
  }
  /// Present unless VHLO's "absent" (a none type) was written.
  bool hasValue(StringRef name) {
    auto type = dyn_cast_or_null<TypeAttr>(remaining.get(name));
    return !(type && isa<NoneType>(type.getValue()));
  }
  void drop(StringRef name) { remaining.erase(name); }
  NamedAttrList &rest() { return remaining; }
  bool failed() const { return anyFailed; }

private:
  void fail(StringRef name, StringRef problem) {
    anyFailed = true;
    op->emitError() << "attribute '" << name << "' of " << op->getName() << " "
                    << problem;
  }
  Operation *op;
  NamedAttrList remaining;
  bool anyFailed = false;
};

void convertDotGeneral(AttrTaker &attrs, NamedAttrList &out,
                       MLIRContext *context) {
  out.set("dot_dimension_numbers",
          SH::DotDimensionNumbersAttr::get(
              context, attrs.takeInts("lhs_batching_dimensions"),
              attrs.takeInts("rhs_batching_dimensions"),
              attrs.takeInts("lhs_contracting_dimensions"),
              attrs.takeInts("rhs_contracting_dimensions")));
  // dot_general_v2: the algorithm, written as none types when absent.
  static constexpr StringLiteral kAlgorithmNames[] = {
      "lhs_precision_type",          "rhs_precision_type",
      "accumulation_type",           "lhs_component_count",
      "rhs_component_count",         "num_primitive_operations",
      "allow_imprecise_accumulation"};
  if (!attrs.rest().get("lhs_precision_type"))
    return;
  if (!attrs.hasValue("lhs_precision_type")) {
    for (StringRef name : kAlgorithmNames)
      attrs.drop(name);
    return;
  }
  auto typeOf = [&](StringRef name) {
    auto type = attrs.take<TypeAttr>(name);
    return type ? type.getValue() : Type();
  };
  Type lhs = typeOf("lhs_precision_type"), rhs = typeOf("rhs_precision_type"),
       accumulation = typeOf("accumulation_type");
  int64_t lhsCount = attrs.takeInt("lhs_component_count");
  int64_t rhsCount = attrs.takeInt("rhs_component_count");
  int64_t primitives = attrs.takeInt("num_primitive_operations");
  auto imprecise = attrs.take<BoolAttr>("allow_imprecise_accumulation");
  if (attrs.failed())
    return;
  out.set("algorithm", SH::DotAlgorithmAttr::get(
                           context, lhs, rhs, accumulation, lhsCount, rhsCount,
                           primitives, imprecise.getValue()));
}

void convertConvolution(AttrTaker &attrs, NamedAttrList &out,
                        MLIRContext *context) {
  out.set("dimension_numbers",
          SH::ConvDimensionNumbersAttr::get(
              context, attrs.takeInt("input_batch_dimension"),
              attrs.takeInt("input_feature_dimension"),
              attrs.takeInts("input_spatial_dimensions"),
              attrs.takeInt("kernel_input_feature_dimension"),
              attrs.takeInt("kernel_output_feature_dimension"),
              attrs.takeInts("kernel_spatial_dimensions"),
              attrs.takeInt("output_batch_dimension"),
              attrs.takeInt("output_feature_dimension"),
              attrs.takeInts("output_spatial_dimensions")));
}

void convertGather(AttrTaker &attrs, NamedAttrList &out, MLIRContext *context) {
  // gather_v1 has no batching dimensions.
  SmallVector<int64_t> operandBatching =
      attrs.takeOptionalInts("operand_batching_dims");
  SmallVector<int64_t> indicesBatching =
      attrs.takeOptionalInts("start_indices_batching_dims");
  out.set("dimension_numbers",
          SH::GatherDimensionNumbersAttr::get(
              context, attrs.takeInts("offset_dims"),
              attrs.takeInts("collapsed_slice_dims"), operandBatching,
              indicesBatching, attrs.takeInts("start_index_map"),
              attrs.takeInt("index_vector_dim")));
}

void convertScatter(AttrTaker &attrs, NamedAttrList &out,
                    MLIRContext *context) {
  // scatter_v1 has no batching dimensions.
  SmallVector<int64_t> inputBatching =
      attrs.takeOptionalInts("input_batching_dims");
  SmallVector<int64_t> indicesBatching =
      attrs.takeOptionalInts("scatter_indices_batching_dims");
  out.set("scatter_dimension_numbers",
          SH::ScatterDimensionNumbersAttr::get(
              context, attrs.takeInts("update_window_dims"),
              attrs.takeInts("inserted_window_dims"), inputBatching,
              indicesBatching, attrs.takeInts("scatter_dims_to_operand_dims"),
              attrs.takeInt("index_vector_dim")));
}

bool isDefaultAccuracy(SH::ResultAccuracyAttr accuracy) {
  return accuracy.getMode().getValue() == SH::ResultAccuracyMode::DEFAULT &&
         accuracy.getAtol().getValueAsDouble() == 0.0 &&
         accuracy.getRtol().getValueAsDouble() == 0.0 &&
         accuracy.getUlps() == 0;
}

/// The remaining attributes in the forms the stablehlo ops take: 1-D
/// integer and boolean tensors are arrays (except constants' values and
/// Nx2 paddings), symbol names are references, defaults VHLO writes for
/// absent values are dropped.
void convertRemaining(Operation *op, StringRef baseName, AttrTaker &attrs,
                      NamedAttrList &out, MLIRContext *context) {
  ArrayRef<StringAttr> inherent =
      cast<IREE::VHLO::VHLODialect>(op->getDialect())
          ->getPropertyNames(op->getName().getStringRef());
  for (NamedAttribute attr : attrs.rest()) {
    StringRef name = attr.getName().getValue();
    Attribute value = attr.getValue();
    // Discardable attributes (shardings, JAX's bookkeeping) stay as read.
    if (!llvm::is_contained(inherent, attr.getName())) {
      out.set(attr.getName(), value);
      continue;
    }
    if (auto type = dyn_cast<TypeAttr>(value);
        type && isa<NoneType>(type.getValue()))
      continue;
    if (auto accuracy = dyn_cast<SH::ResultAccuracyAttr>(value);
        accuracy && isDefaultAccuracy(accuracy))
      continue;
    if (auto compareType = dyn_cast<SH::ComparisonTypeAttr>(value);
        compareType && compareType.getValue() == SH::ComparisonType::NOTYPE)
      continue;
    // Constants, paddings and device lists keep their elements (the last
    // two are N x 2 or groups of ids, even when empty).
    bool keepsElements = llvm::is_contained(
        {"value", "padding", "source_target_pairs", "replica_groups"}, name);
    if (auto elements = dyn_cast<DenseIntElementsAttr>(value);
        elements && !keepsElements && elements.getType().getRank() == 1 &&
        elements.getNumElements() <= kMaxListLength) {
      Type elementType = elements.getElementType();
      if (elementType.isSignlessInteger(1)) {
        value = DenseBoolArrayAttr::get(
            context, llvm::to_vector(elements.getValues<bool>()));
      } else if (elementType.isSignlessInteger(64)) {
        value = DenseI64ArrayAttr::get(
            context, llvm::to_vector(elements.getValues<int64_t>()));
      }
    }
    if ((name == "decomposition" || name == "callee") && isa<StringAttr>(value))
      value = FlatSymbolRefAttr::get(cast<StringAttr>(value));
    if (name == "called_computations") {
      auto names = dyn_cast<ArrayAttr>(value);
      if (names && names.empty())
        continue;
      SmallVector<Attribute> refs;
      for (Attribute element : names ? names.getValue() : ArrayRef<Attribute>())
        if (auto string = dyn_cast<StringAttr>(element))
          refs.push_back(FlatSymbolRefAttr::get(string));
      value = ArrayAttr::get(context, refs);
    }
    if (name == "result_tilings" && isa<ArrayAttr>(value) &&
        cast<ArrayAttr>(value).empty())
      continue;
    // stablehlo.composite's version is an i32.
    if (baseName == "composite" && name == "version")
      if (auto version = dyn_cast<IntegerAttr>(value))
        value = IntegerAttr::get(IntegerType::get(context, 32),
                                 version.getValue().sextOrTrunc(32));
    out.set(attr.getName(), value);
  }
}

LogicalResult convertFunc(Operation *op, OpBuilder &builder) {
  AttrTaker attrs(op);
  auto name = attrs.take<StringAttr>("sym_name");
  auto type = attrs.take<TypeAttr>("function_type");
  auto visibility = attrs.take<StringAttr>("sym_visibility");
  auto argAttrs = attrs.take<ArrayAttr>("arg_attrs");
  auto resAttrs = attrs.take<ArrayAttr>("res_attrs");
  auto functionType =
      type ? dyn_cast<FunctionType>(type.getValue()) : FunctionType();
  if (attrs.failed() || !functionType || op->getNumRegions() != 1)
    return op->emitError()
           << "vhlo.func_v1 needs a name, a function type and a body";
  // One dictionary per argument and result, or none at all.
  auto isAttrList = [](ArrayAttr list, size_t count) {
    return list.empty() || (list.size() == count &&
                            llvm::all_of(list, llvm::IsaPred<DictionaryAttr>));
  };
  if (!isAttrList(argAttrs, functionType.getNumInputs()) ||
      !isAttrList(resAttrs, functionType.getNumResults()))
    return op->emitError() << "vhlo.func_v1 argument or result attributes "
                              "do not match its function type";
  builder.setInsertionPoint(op);
  auto func = func::FuncOp::create(builder, op->getLoc(), name.getValue(),
                                   functionType);
  if (!visibility.getValue().empty())
    func.setSymVisibility(visibility.getValue());
  // Empty lists stand for no argument or result attributes.
  if (!argAttrs.empty())
    func.setAllArgAttrs(argAttrs);
  if (!resAttrs.empty())
    func.setAllResultAttrs(resAttrs);
  for (NamedAttribute attr : attrs.rest())
    func->setAttr(attr.getName(), attr.getValue());
  func.getBody().takeBody(op->getRegion(0));
  op->erase();
  return success();
}

LogicalResult convertOp(Operation *op, OpBuilder &builder) {
  MLIRContext *context = op->getContext();
  // Unknown names are versions newer than VHLOOps.def: their attributes may
  // mean something else, so they are not guessed at.
  if (!op->isRegistered())
    return op->emitError() << "'" << op->getName()
                           << "' is not supported: this compiler reads the "
                              "vhlo ops of StableHLO 0.9 to 1.20";
  StringRef baseName = getBaseName(op);
  if (baseName == "func")
    return convertFunc(op, builder);

  std::string targetName;
  if (baseName == "call") {
    targetName = func::CallOp::getOperationName();
  } else if (baseName == "return" && op->getParentOp() &&
             op->getParentOp()->getName().getStringRef() == "vhlo.func_v1") {
    targetName = func::ReturnOp::getOperationName();
  } else {
    targetName = ("stablehlo." + baseName).str();
  }
  if (!RegisteredOperationName::lookup(targetName, context))
    return op->emitError() << "'" << op->getName()
                           << "' is not supported: this compiler has no "
                           << targetName;

  AttrTaker attrs(op);
  NamedAttrList converted;
  if (baseName == "dot_general")
    convertDotGeneral(attrs, converted, context);
  if (baseName == "convolution" || baseName == "dynamic_conv")
    convertConvolution(attrs, converted, context);
  if (baseName == "gather" || baseName == "dynamic_gather")
    convertGather(attrs, converted, context);
  if (baseName == "scatter")
    convertScatter(attrs, converted, context);
  if (attrs.failed())
    return failure();
  // dynamic_conv_v1's padding attribute duplicates its d_padding operand.
  if (op->getName().getStringRef() == "vhlo.dynamic_conv_v1")
    attrs.drop("padding");
  convertRemaining(op, baseName, attrs, converted, context);

  // composite_v2 may carry regions (JAX's chlo.scan keeps its combiner
  // there); the decomposition function alone defines the result, and
  // stablehlo.composite has no regions, so they are dropped.
  unsigned numRegions = baseName == "composite" ? 0 : op->getNumRegions();

  OperationState state(op->getLoc(), targetName);
  state.addOperands(op->getOperands());
  state.addTypes(op->getResultTypes());
  state.addAttributes(converted);
  for (unsigned i = 0; i < numRegions; ++i)
    state.addRegion();
  builder.setInsertionPoint(op);
  Operation *replacement = builder.create(state);
  for (auto [target, source] :
       llvm::zip_first(replacement->getRegions(), op->getRegions()))
    target.takeBody(source);
  op->replaceAllUsesWith(replacement);
  op->erase();
  return success();
}

struct VHLOToStableHLOPass
    : public impl::VHLOToStableHLOPassBase<VHLOToStableHLOPass> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    // Post-order: a function's return is rewritten while its parent is
    // still a vhlo.func_v1.
    getOperation()->walk([&](Operation *op) {
      if (isa_and_nonnull<IREE::VHLO::VHLODialect>(op->getDialect()))
        ops.push_back(op);
    });
    OpBuilder builder(&getContext());
    bool anyFailed = false;
    for (Operation *op : ops)
      anyFailed |= failed(convertOp(op, builder));
    if (anyFailed)
      signalPassFailure();
  }
};

} // namespace

} // namespace mlir::iree_compiler::InputConversion
