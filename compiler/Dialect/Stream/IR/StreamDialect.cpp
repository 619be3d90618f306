//===- StreamDialect.cpp - The stream dialect and its types ---------------===//

#include "compiler/Dialect/Stream/IR/StreamDialect.h"

#include "compiler/Dialect/Stream/IR/StreamOps.h"
#include "mlir/IR/DialectImplementation.h"
// The generated type printer dispatches with llvm::TypeSwitch.
#include "llvm/ADT/TypeSwitch.h"

#include "compiler/Dialect/Stream/IR/StreamDialect.cpp.inc"
#include "compiler/Dialect/Stream/IR/StreamEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "compiler/Dialect/Stream/IR/StreamTypes.cpp.inc"

namespace mlir::iree_compiler::IREE::Stream {

void StreamDialect::initialize() {
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "compiler/Dialect/Stream/IR/StreamOps.cpp.inc"
      >();
}

void StreamDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "compiler/Dialect/Stream/IR/StreamTypes.cpp.inc"
      >();
}

// `<*>` or `<external>` etc.
Type ResourceType::parse(AsmParser &parser) {
  if (parser.parseLess()) return {};
  Lifetime lifetime = Lifetime::Unknown;
  if (failed(parser.parseOptionalStar())) {
    StringRef keyword;
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseKeyword(&keyword)) return {};
    std::optional<Lifetime> parsed = symbolizeLifetime(keyword);
    if (!parsed || *parsed == Lifetime::Unknown) {
      parser.emitError(loc, "unknown resource lifetime '")
          << keyword << "': expected *, external, transient, constant or staging";
      return {};
    }
    lifetime = *parsed;
  }
  if (parser.parseGreater()) return {};
  return ResourceType::get(parser.getContext(), lifetime);
}

void ResourceType::print(AsmPrinter &printer) const {
  printer << "<" << stringifyLifetime(getLifetime()) << ">";
}

} // namespace mlir::iree_compiler::IREE::Stream
