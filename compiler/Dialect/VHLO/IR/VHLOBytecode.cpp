//===- VHLOBytecode.cpp - Decoding vhlo attributes and types --------------===//
//
// Each vhlo attribute or type in bytecode is a code (its kind) followed by
// its fields. The codes are StableHLO's VHLO encoding, stable across versions
// (new kinds get new codes). Values decode into the builtin and stablehlo
// attributes and types the text form of the same program parses into; enums
// go by case name, so the two numberings need not agree.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/Dialect/VHLO/IR/VHLODialect.h"
#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::iree_compiler::IREE::VHLO {

namespace {

namespace SH = IREE::StableHLO;

// Attribute kinds by code.
enum AttrCode : uint64_t {
  kArray = 1,
  kBooleanAttr = 2,
  kComparisonDirection = 3,
  kComparisonType = 4,
  kCustomCallApiVersion = 5,
  kDictionary = 6,
  kFftType = 7,
  kFloat = 8,
  kInteger = 9,
  kOutputOperandAlias = 10,
  kPrecision = 11,
  kRngAlgorithm = 12,
  kRngDistribution = 13,
  kString = 14,
  kTensor = 15,
  kTranspose = 16,
  kTypeAttr = 17,
  kTypeExtensions = 18,
  kResultAccuracyMode = 19,
  kResultAccuracy = 20,
};

// Type kinds by code.
enum TypeCode : uint64_t {
  kBooleanType = 0,
  kComplex = 1,
  kBF16 = 2,
  kF16 = 3,
  kF32 = 4,
  kF64 = 5,
  kF8E4M3FN = 6,
  kF8E5M2 = 7,
  kFunction = 8,
  kIndex = 9,
  kSI4 = 10,
  kSI8 = 11,
  kSI16 = 12,
  kSI32 = 13,
  kSI64 = 14,
  kUI4 = 15,
  kUI8 = 16,
  kUI16 = 17,
  kUI32 = 18,
  kUI64 = 19,
  kRankedTensor = 20,
  kRankedTensorWithEncoding = 21,
  kToken = 22,
  kTuple = 23,
  kUniformQuantized = 24,
  kUnrankedTensor = 25,
  kWitness = 26,
  kF8E4M3FNUZ = 27,
  kF8E5M2FNUZ = 28,
  kF8E4M3B11FNUZ = 29,
  kUniformQuantizedPerAxis = 30,
  kSI2 = 31,
  kUI2 = 32,
  kNone = 33,
  kTF32 = 34,
  kF8E4M3 = 35,
  kF8E3M4 = 36,
  kF4E2M1FN = 37,
  kF6E2M3FN = 38,
  kF6E3M2FN = 39,
  kF8E8M0FNU = 40,
  kRankedBuffer = 41,
  kFuture = 42,
};

// VHLO enum values in order; an empty name is a value VHLO does not use.
constexpr StringLiteral kComparisonDirections[] = {"EQ", "NE", "GE",
                                                   "GT", "LE", "LT"};
constexpr StringLiteral kComparisonTypes[] = {"NOTYPE", "FLOAT", "TOTALORDER",
                                              "SIGNED", "UNSIGNED"};
constexpr StringLiteral kPrecisions[] = {"DEFAULT", "HIGH", "HIGHEST"};
constexpr StringLiteral kFftTypes[] = {"FFT", "IFFT", "RFFT", "IRFFT"};
constexpr StringLiteral kRngAlgorithms[] = {"DEFAULT", "THREE_FRY", "PHILOX"};
constexpr StringLiteral kRngDistributions[] = {"", "UNIFORM", "NORMAL"};
constexpr StringLiteral kTransposes[] = {"TRANSPOSE_INVALID", "NO_TRANSPOSE",
                                         "TRANSPOSE", "ADJOINT"};
constexpr StringLiteral kResultAccuracyModes[] = {"DEFAULT", "HIGHEST",
                                                  "TOLERANCE"};

/// Reads an enum value and makes the stablehlo attribute of the same case.
template <typename AttrT, typename EnumT, size_t N>
Attribute readEnum(DialectBytecodeReader &reader, StringRef kind,
                   const StringLiteral (&names)[N]) {
  uint64_t value;
  if (failed(reader.readVarInt(value)))
    return {};
  if (value < N && !names[value].empty()) {
    if (auto symbol = SH::symbolizeEnum<EnumT>(names[value]))
      return AttrT::get(reader.getContext(), *symbol);
  }
  reader.emitError() << "vhlo " << kind << " value " << value
                     << " is not one this compiler knows";
  return {};
}

/// A boolean tensor's data: bit-packed (LSB first), one byte for a splat,
/// or one byte per element as some producers wrote it.
Attribute readBoolTensor(DialectBytecodeReader &reader, RankedTensorType type,
                         ArrayRef<char> blob) {
  int64_t count = type.getNumElements();
  SmallVector<bool> values;
  if (static_cast<int64_t>(blob.size()) ==
          static_cast<int64_t>(llvm::divideCeil(count, 8)) &&
      static_cast<int64_t>(blob.size()) != count) {
    for (int64_t i = 0; i < count; ++i)
      values.push_back((blob[i / 8] >> (i % 8)) & 1);
  } else if (blob.size() == 1) {
    return DenseElementsAttr::get(type, blob[0] != 0);
  } else if (static_cast<int64_t>(blob.size()) == count) {
    for (char byte : blob)
      values.push_back(byte != 0);
  } else {
    reader.emitError() << "vhlo boolean tensor of " << count << " elements has "
                       << blob.size() << " bytes of data";
    return {};
  }
  return DenseElementsAttr::get(type, values);
}

Attribute readTensor(DialectBytecodeReader &reader) {
  Type type;
  ArrayRef<char> blob;
  if (failed(reader.readType(type)) || failed(reader.readBlob(blob)))
    return {};
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType || !tensorType.hasStaticShape()) {
    reader.emitError() << "vhlo tensor attribute of type " << type
                       << " (expected a statically shaped tensor)";
    return {};
  }
  Type elementType = tensorType.getElementType();
  if (auto complex = dyn_cast<ComplexType>(elementType))
    elementType = complex.getElementType();
  if (!elementType.isIntOrIndexOrFloat()) {
    reader.emitError() << "vhlo tensor attribute of type " << type
                       << " (expected integer, float or complex elements)";
    return {};
  }
  if (tensorType.getElementType().isInteger(1))
    return readBoolTensor(reader, tensorType, blob);
  // The data holds every element, or one for a splat (the element count is
  // bounded by readRankedTensor, so this product does not overflow).
  int64_t elementBytes =
      llvm::divideCeil(elementType.getIntOrFloatBitWidth(), 8) *
      (isa<ComplexType>(tensorType.getElementType()) ? 2 : 1);
  int64_t size = static_cast<int64_t>(blob.size());
  bool isSplat = false;
  if ((size != elementBytes &&
       size != elementBytes * tensorType.getNumElements()) ||
      !DenseElementsAttr::isValidRawBuffer(tensorType, blob, isSplat)) {
    reader.emitError() << "vhlo tensor attribute of type " << type << " has "
                       << blob.size() << " bytes of data";
    return {};
  }
  return DenseElementsAttr::getFromRawBuffer(tensorType, blob);
}

Attribute readInteger(DialectBytecodeReader &reader) {
  Type type;
  if (failed(reader.readType(type)))
    return {};
  unsigned width;
  if (type.isIndex()) {
    width = 64;
  } else if (auto intType = dyn_cast<IntegerType>(type);
             intType && intType.getWidth() > 1) {
    width = intType.getWidth();
  } else {
    reader.emitError() << "vhlo integer attribute of type " << type;
    return {};
  }
  FailureOr<APInt> value = reader.readAPIntWithKnownWidth(width);
  if (failed(value))
    return {};
  return IntegerAttr::get(type, *value);
}

Attribute readFloat(DialectBytecodeReader &reader) {
  Type type;
  if (failed(reader.readType(type)))
    return {};
  auto floatType = dyn_cast<FloatType>(type);
  if (!floatType) {
    reader.emitError() << "vhlo float attribute of type " << type;
    return {};
  }
  FailureOr<APFloat> value =
      reader.readAPFloatWithKnownSemantics(floatType.getFloatSemantics());
  if (failed(value))
    return {};
  return FloatAttr::get(floatType, *value);
}

Attribute readDictionary(DialectBytecodeReader &reader) {
  uint64_t count;
  if (failed(reader.readVarInt(count)))
    return {};
  SmallVector<NamedAttribute> entries;
  for (uint64_t i = 0; i < count; ++i) {
    StringAttr key;
    Attribute value;
    if (failed(reader.readAttribute(key)) ||
        failed(reader.readAttribute(value)))
      return {};
    entries.emplace_back(key, value);
  }
  NamedAttrList list(entries);
  if (auto duplicate = list.findDuplicate()) {
    reader.emitError() << "vhlo dictionary names '"
                       << duplicate->getName().getValue() << "' twice";
    return {};
  }
  return list.getDictionary(reader.getContext());
}

Attribute readResultAccuracy(DialectBytecodeReader &reader) {
  MLIRContext *context = reader.getContext();
  FailureOr<APFloat> atol =
      reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
  if (failed(atol))
    return {};
  FailureOr<APFloat> rtol =
      reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
  int64_t ulps;
  SH::ResultAccuracyModeAttr mode;
  if (failed(rtol) || failed(reader.readSignedVarInt(ulps)) ||
      failed(reader.readAttribute(mode)))
    return {};
  Type f64 = Float64Type::get(context);
  return SH::ResultAccuracyAttr::get(context, FloatAttr::get(f64, *atol),
                                     FloatAttr::get(f64, *rtol), ulps, mode);
}

Attribute readOutputOperandAlias(DialectBytecodeReader &reader) {
  SmallVector<int64_t> outputTupleIndices, operandTupleIndices;
  int64_t operandIndex;
  if (failed(reader.readSignedVarInts(outputTupleIndices)) ||
      failed(reader.readSignedVarInt(operandIndex)) ||
      failed(reader.readSignedVarInts(operandTupleIndices)))
    return {};
  return SH::OutputOperandAliasAttr::get(reader.getContext(),
                                         outputTupleIndices, operandIndex,
                                         operandTupleIndices);
}

Attribute readVHLOAttribute(DialectBytecodeReader &reader) {
  MLIRContext *context = reader.getContext();
  uint64_t code;
  if (failed(reader.readVarInt(code)))
    return {};
  switch (code) {
  case kArray: {
    SmallVector<Attribute> elements;
    if (failed(reader.readAttributes(elements)))
      return {};
    return ArrayAttr::get(context, elements);
  }
  case kBooleanAttr: {
    uint64_t value;
    if (failed(reader.readVarInt(value)))
      return {};
    if (value > 1) {
      reader.emitError() << "vhlo boolean " << value << " (not 0 or 1)";
      return {};
    }
    return BoolAttr::get(context, value != 0);
  }
  case kComparisonDirection:
    return readEnum<SH::ComparisonDirectionAttr, SH::ComparisonDirection>(
        reader, "comparison direction", kComparisonDirections);
  case kComparisonType:
    return readEnum<SH::ComparisonTypeAttr, SH::ComparisonType>(
        reader, "comparison type", kComparisonTypes);
  case kCustomCallApiVersion: {
    // The text form carries it as `api_version = N : i32`.
    uint64_t value;
    if (failed(reader.readVarInt(value)))
      return {};
    if (value > 4) { // UNSPECIFIED, ORIGINAL, STATUS_RETURNING(_UNIFIED),
                     // TYPED_FFI
      reader.emitError() << "vhlo custom call API version " << value;
      return {};
    }
    return IntegerAttr::get(IntegerType::get(context, 32), value);
  }
  case kDictionary:
    return readDictionary(reader);
  case kFftType:
    return readEnum<SH::FftTypeAttr, SH::FftType>(reader, "fft type",
                                                  kFftTypes);
  case kFloat:
    return readFloat(reader);
  case kInteger:
    return readInteger(reader);
  case kOutputOperandAlias:
    return readOutputOperandAlias(reader);
  case kPrecision:
    return readEnum<SH::PrecisionAttr, SH::Precision>(reader, "precision",
                                                      kPrecisions);
  case kRngAlgorithm:
    return readEnum<SH::RngAlgorithmAttr, SH::RngAlgorithm>(
        reader, "rng algorithm", kRngAlgorithms);
  case kRngDistribution:
    return readEnum<SH::RngDistributionAttr, SH::RngDistribution>(
        reader, "rng distribution", kRngDistributions);
  case kString: {
    StringRef value;
    if (failed(reader.readString(value)))
      return {};
    return StringAttr::get(context, value);
  }
  case kTensor:
    return readTensor(reader);
  case kTranspose:
    return readEnum<SH::TransposeAttr, SH::Transpose>(reader, "transpose",
                                                      kTransposes);
  case kTypeAttr: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    return TypeAttr::get(type);
  }
  case kResultAccuracyMode:
    return readEnum<SH::ResultAccuracyModeAttr, SH::ResultAccuracyMode>(
        reader, "result accuracy mode", kResultAccuracyModes);
  case kResultAccuracy:
    return readResultAccuracy(reader);
  case kTypeExtensions:
    reader.emitError() << "bounded dynamic dimensions "
                          "(#vhlo.type_extensions_v1) are not supported";
    return {};
  default:
    reader.emitError() << "vhlo attribute code " << code
                       << " is not supported (sharding meshes and kinds "
                          "newer than this compiler)";
    return {};
  }
}

/// At most 2^48 elements: larger shapes would overflow byte counts, and no
/// program has them.
constexpr int64_t kMaxElements = int64_t{1} << 48;

Type readRankedTensor(DialectBytecodeReader &reader) {
  SmallVector<int64_t> shape;
  Type elementType;
  if (failed(reader.readSignedVarInts(shape)) ||
      failed(reader.readType(elementType)))
    return {};
  int64_t elements = 1;
  for (int64_t size : shape) {
    if (ShapedType::isDynamic(size))
      continue;
    if (size < 0 || llvm::MulOverflow(elements, size, elements) ||
        elements > kMaxElements) {
      reader.emitError() << "vhlo tensor type with more than 2^48 elements "
                            "or a negative size";
      return {};
    }
  }
  return RankedTensorType::getChecked([&] { return reader.emitError(); }, shape,
                                      elementType, Attribute());
}

Type readUniformQuantized(DialectBytecodeReader &reader) {
  uint64_t flags;
  Type storageType, expressedType;
  int64_t zeroPoint, storageMin, storageMax;
  if (failed(reader.readVarInt(flags)) ||
      failed(reader.readType(storageType)) ||
      failed(reader.readType(expressedType)))
    return {};
  FailureOr<APFloat> scale =
      reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
  if (failed(scale) || failed(reader.readSignedVarInt(zeroPoint)) ||
      failed(reader.readSignedVarInt(storageMin)) ||
      failed(reader.readSignedVarInt(storageMax)))
    return {};
  return quant::UniformQuantizedType::getChecked(
      [&] { return reader.emitError(); }, flags, storageType, expressedType,
      scale->convertToDouble(), zeroPoint, storageMin, storageMax);
}

Type readUniformQuantizedPerAxis(DialectBytecodeReader &reader) {
  uint64_t flags, dimension;
  Type storageType, expressedType;
  int64_t storageMin, storageMax;
  SmallVector<double> scales;
  SmallVector<int64_t> zeroPoints;
  if (failed(reader.readVarInt(flags)) ||
      failed(reader.readType(storageType)) ||
      failed(reader.readType(expressedType)) ||
      failed(reader.readVarInt(dimension)) ||
      failed(reader.readSignedVarInt(storageMin)) ||
      failed(reader.readSignedVarInt(storageMax)) ||
      failed(reader.readList(scales,
                             [&](double &scale) -> LogicalResult {
                               FailureOr<APFloat> value =
                                   reader.readAPFloatWithKnownSemantics(
                                       APFloat::IEEEdouble());
                               if (failed(value))
                                 return failure();
                               scale = value->convertToDouble();
                               return success();
                             })) ||
      failed(reader.readSignedVarInts(zeroPoints)))
    return {};
  if (dimension > static_cast<uint64_t>(INT32_MAX)) {
    reader.emitError() << "vhlo quantized dimension " << dimension;
    return {};
  }
  return quant::UniformQuantizedPerAxisType::getChecked(
      [&] { return reader.emitError(); }, flags, storageType, expressedType,
      scales, zeroPoints, static_cast<int32_t>(dimension), storageMin,
      storageMax);
}

Type readVHLOType(DialectBytecodeReader &reader) {
  MLIRContext *context = reader.getContext();
  auto signless = [&](unsigned width) {
    return IntegerType::get(context, width);
  };
  auto unsignedInt = [&](unsigned width) {
    return IntegerType::get(context, width, IntegerType::Unsigned);
  };
  uint64_t code;
  if (failed(reader.readVarInt(code)))
    return {};
  switch (code) {
  case kBooleanType:
    return signless(1);
  case kComplex: {
    Type elementType;
    if (failed(reader.readType(elementType)))
      return {};
    return ComplexType::getChecked([&] { return reader.emitError(); },
                                   elementType);
  }
  case kBF16:
    return BFloat16Type::get(context);
  case kF16:
    return Float16Type::get(context);
  case kF32:
    return Float32Type::get(context);
  case kF64:
    return Float64Type::get(context);
  case kF8E4M3FN:
    return Float8E4M3FNType::get(context);
  case kF8E5M2:
    return Float8E5M2Type::get(context);
  case kFunction: {
    SmallVector<Type> inputs, results;
    if (failed(reader.readTypes(inputs)) || failed(reader.readTypes(results)))
      return {};
    return FunctionType::get(context, inputs, results);
  }
  case kIndex:
    return IndexType::get(context);
  case kSI2:
    return signless(2);
  case kSI4:
    return signless(4);
  case kSI8:
    return signless(8);
  case kSI16:
    return signless(16);
  case kSI32:
    return signless(32);
  case kSI64:
    return signless(64);
  case kUI2:
    return unsignedInt(2);
  case kUI4:
    return unsignedInt(4);
  case kUI8:
    return unsignedInt(8);
  case kUI16:
    return unsignedInt(16);
  case kUI32:
    return unsignedInt(32);
  case kUI64:
    return unsignedInt(64);
  case kRankedTensor:
    return readRankedTensor(reader);
  case kToken:
    return SH::TokenType::get(context);
  case kTuple: {
    SmallVector<Type> types;
    if (failed(reader.readTypes(types)))
      return {};
    return TupleType::get(context, types);
  }
  case kUniformQuantized:
    return readUniformQuantized(reader);
  case kUniformQuantizedPerAxis:
    return readUniformQuantizedPerAxis(reader);
  case kUnrankedTensor: {
    Type elementType;
    if (failed(reader.readType(elementType)))
      return {};
    return UnrankedTensorType::getChecked([&] { return reader.emitError(); },
                                          elementType);
  }
  case kF8E4M3FNUZ:
    return Float8E4M3FNUZType::get(context);
  case kF8E5M2FNUZ:
    return Float8E5M2FNUZType::get(context);
  case kF8E4M3B11FNUZ:
    return Float8E4M3B11FNUZType::get(context);
  case kNone:
    return NoneType::get(context);
  case kTF32:
    return FloatTF32Type::get(context);
  case kF8E4M3:
    return Float8E4M3Type::get(context);
  case kF8E3M4:
    return Float8E3M4Type::get(context);
  case kF4E2M1FN:
    return Float4E2M1FNType::get(context);
  case kF6E2M3FN:
    return Float6E2M3FNType::get(context);
  case kF6E3M2FN:
    return Float6E3M2FNType::get(context);
  case kF8E8M0FNU:
    return Float8E8M0FNUType::get(context);
  case kRankedTensorWithEncoding:
    reader.emitError() << "tensor types with an encoding (bounded dynamic "
                          "dimensions) are not supported";
    return {};
  default:
    // Witness, buffer and future types, and kinds newer than this reader.
    reader.emitError() << "vhlo type code " << code << " is not supported";
    return {};
  }
}

struct VHLOBytecodeInterface : public BytecodeDialectInterface {
  explicit VHLOBytecodeInterface(Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}
  Attribute readAttribute(DialectBytecodeReader &reader) const override {
    return readVHLOAttribute(reader);
  }
  Type readType(DialectBytecodeReader &reader) const override {
    return readVHLOType(reader);
  }
};

} // namespace

void addVHLOBytecodeInterface(VHLODialect *dialect) {
  dialect->addInterfaces<VHLOBytecodeInterface>();
}

} // namespace mlir::iree_compiler::IREE::VHLO
