//===- SymbolVisibility.h - custom<SymbolVisibility> for ODS formats ------===//
//
// `private`, `public` or `nested` before a symbol name (absent means public),
// shared by every dialect whose symbol ops print their visibility this way.
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_UTILS_SYMBOLVISIBILITY_H_
#define IREE_COMPILER_UTILS_SYMBOLVISIBILITY_H_

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

namespace mlir::iree_compiler {

inline OptionalParseResult parseSymbolVisibility(OpAsmParser &parser,
                                                 StringAttr &visibility) {
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword,
                                         {"public", "private", "nested"})))
    return std::nullopt;
  visibility = parser.getBuilder().getStringAttr(keyword);
  return success();
}

inline void printSymbolVisibility(OpAsmPrinter &p, Operation *,
                                  StringAttr visibility) {
  p << visibility.getValue();
}

} // namespace mlir::iree_compiler

#endif // IREE_COMPILER_UTILS_SYMBOLVISIBILITY_H_
