//===- iree-opt.cpp - Runs compiler passes on MLIR text -------------------===//
//
// The developer's tool: parses MLIR, runs the passes named on the command line
// and prints the result. Used by every lit test of a pass.
//
//===----------------------------------------------------------------------===//

#include "compiler/Tools/Registration.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::iree_compiler::registerAllDialects(registry);
  mlir::iree_compiler::registerAllPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "IREE modular optimizer driver\n", registry));
}
