//===- ResolveDims.cpp - Sizes from where tensors are defined -------------===//

#include "compiler/Dialect/Flow/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::iree_compiler::IREE::Flow {

void resolveDims(Operation *root) {
  RewritePatternSet patterns(root->getContext());
  memref::populateResolveRankedShapedTypeResultDimsPatterns(patterns);
  GreedyRewriteConfig config;
  config.enableFolding(false).enableConstantCSE(false);
  (void)applyPatternsGreedily(root, std::move(patterns), config);
}

} // namespace mlir::iree_compiler::IREE::Flow
