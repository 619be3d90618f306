//===- SdyDialect.cpp - permissive sdy (Shardy) dialect -------------------===//

#include "compiler/Dialect/Sdy/IR/SdyDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

#include "compiler/Dialect/Sdy/IR/SdyDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "compiler/Dialect/Sdy/IR/SdyAttrs.cpp.inc"

namespace mlir::iree_compiler::IREE::Sdy {

void SdyDialect::initialize() {
  addAttributes<OpaqueAttr>();
  addOperations<
#define GET_OP_LIST
#include "compiler/Dialect/Sdy/IR/SdyOps.cpp.inc"
      >();
  // Other Shardy ops are accepted in generic form; the pipeline erases them.
  allowUnknownOperations();
}

Attribute SdyDialect::parseAttribute(DialectAsmParser &parser, Type) const {
  // The parser resumes after the symbol's body whatever we consume, so the
  // whole body can be kept without being tokenized.
  return OpaqueAttr::get(getContext(), parser.getFullSymbolSpec());
}

void SdyDialect::printAttribute(Attribute attr,
                                DialectAsmPrinter &printer) const {
  printer << cast<OpaqueAttr>(attr).getSpec();
}

//===----------------------------------------------------------------------===//
// sdy.mesh @name = <["x"=2, "y"=4]> {attrs}
//===----------------------------------------------------------------------===//

/// Consumes one balanced `<...>` group token by token, appending a canonical
/// spelling of it to `text`.
static ParseResult parseBalancedGroup(OpAsmParser &parser, std::string &text) {
  if (parser.parseLess())
    return failure();
  text += '<';
  int depth = 1;
  while (depth > 0) {
    SMLoc loc = parser.getCurrentLocation();
    std::string str;
    StringRef keyword;
    StringAttr symbol;
    int64_t integer;
    if (succeeded(parser.parseOptionalLess()) ||
        succeeded(parser.parseOptionalLSquare()) ||
        succeeded(parser.parseOptionalLBrace()) ||
        succeeded(parser.parseOptionalLParen())) {
      ++depth;
      // The token just consumed is recovered from the source position.
      text += *loc.getPointer();
    } else if (succeeded(parser.parseOptionalGreater()) ||
               succeeded(parser.parseOptionalRSquare()) ||
               succeeded(parser.parseOptionalRBrace()) ||
               succeeded(parser.parseOptionalRParen())) {
      --depth;
      text += *loc.getPointer();
    } else if (succeeded(parser.parseOptionalComma())) {
      text += ", ";
    } else if (succeeded(parser.parseOptionalEqual())) {
      text += '=';
    } else if (succeeded(parser.parseOptionalColon())) {
      text += ": ";
    } else if (succeeded(parser.parseOptionalQuestion())) {
      text += '?';
    } else if (succeeded(parser.parseOptionalArrow())) {
      text += "->";
    } else if (succeeded(parser.parseOptionalString(&str))) {
      text += '"' + str + '"';
    } else if (OptionalParseResult r = parser.parseOptionalInteger(integer);
               r.has_value()) {
      if (failed(*r))
        return failure();
      text += std::to_string(integer);
    } else if (succeeded(parser.parseOptionalKeyword(&keyword))) {
      text += keyword.str();
    } else if (succeeded(parser.parseOptionalSymbolName(symbol))) {
      text += '@' + symbol.getValue().str();
    } else {
      return parser.emitError(loc, "unexpected token in sdy mesh");
    }
  }
  return success();
}

ParseResult MeshOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  std::string mesh;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes) ||
      parser.parseEqual() || parseBalancedGroup(parser, mesh) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  result.addAttribute(getMeshAttrName(result.name),
                      parser.getBuilder().getStringAttr(mesh));
  return success();
}

void MeshOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printSymbolName(getSymName());
  printer << " = " << getMesh();
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getSymNameAttrName(), getMeshAttrName()});
}

} // namespace mlir::iree_compiler::IREE::Sdy

#define GET_OP_CLASSES
#include "compiler/Dialect/Sdy/IR/SdyOps.cpp.inc"
