//===- LinearAlgebra.cpp - cholesky and triangular_solve as loops ---------===//
//
// Both ops become a stablehlo.while over the matrix dimension whose body is
// core ops on whole batches: a column (Cholesky) or row (substitution) at a
// time through dynamic_slice, one dot_general with what is solved so far,
// and dynamic_update_slice. The loop is counted, so the host records its
// iterations without waiting on each.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

namespace {

/// Builds core stablehlo ops on batches of matrices `[batch..., rows, cols]`.
class MatrixBuilder {
public:
  MatrixBuilder(OpBuilder &b, Location loc, RankedTensorType matrices)
      : b(b), loc(loc), elementType(matrices.getElementType()),
        batchShape(matrices.getShape().drop_back(2)),
        rank(matrices.getRank()) {}

  RankedTensorType type(int64_t rows, int64_t cols) const {
    SmallVector<int64_t> shape(batchShape);
    shape.append({rows, cols});
    return RankedTensorType::get(shape, elementType);
  }

  Value i32(int64_t value) {
    return shlo::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(RankedTensorType::get({}, b.getI32Type()),
                               b.getI32IntegerAttr(value)));
  }

  Value zeros(RankedTensorType type) {
    return shlo::ConstantOp::create(
        b, loc, DenseElementsAttr::get(type, b.getZeroAttr(elementType)));
  }

  /// The `rows` x `cols` block at (`row`, `col`) of every matrix.
  Value slice(Value matrices, Value row, Value col, int64_t rows,
              int64_t cols) {
    SmallVector<Value> starts(batchShape.size(), i32(0));
    starts.append({row, col});
    SmallVector<int64_t> sizes(batchShape);
    sizes.append({rows, cols});
    return shlo::DynamicSliceOp::create(b, loc, type(rows, cols), matrices,
                                        starts, sizes);
  }

  Value update(Value matrices, Value block, Value row, Value col) {
    SmallVector<Value> starts(batchShape.size(), i32(0));
    starts.append({row, col});
    return shlo::DynamicUpdateSliceOp::create(b, loc, matrices.getType(),
                                              matrices, block, starts);
  }

  /// lhs · rhsᵀ-style product contracting `lhsDim` of lhs with `rhsDim` of
  /// rhs (matrix dimensions, 0 or 1), batched over the batch dimensions.
  Value contract(Value lhs, Value rhs, int64_t lhsDim, int64_t rhsDim) {
    auto lhsType = cast<RankedTensorType>(lhs.getType());
    auto rhsType = cast<RankedTensorType>(rhs.getType());
    auto batch = llvm::to_vector(llvm::seq<int64_t>(0, batchShape.size()));
    int64_t base = batchShape.size();
    RankedTensorType result =
        type(lhsType.getDimSize(base + 1 - lhsDim),
             rhsType.getDimSize(base + 1 - rhsDim));
    auto numbers = shlo::DotDimensionNumbersAttr::get(
        b.getContext(), batch, batch, {base + lhsDim}, {base + rhsDim});
    return shlo::DotGeneralOp::create(b, loc, result, lhs, rhs, numbers,
                                      /*precision_config=*/nullptr);
  }

  /// An elementwise op of `lhs`'s type.
  template <typename OpTy>
  Value elementwise(Value lhs, Value rhs) {
    return OpTy::create(b, loc, lhs.getType(), lhs, rhs);
  }

  /// Swaps the last two dimensions.
  Value transpose(Value matrices) {
    auto matricesType = cast<RankedTensorType>(matrices.getType());
    auto permutation = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    std::swap(permutation[rank - 1], permutation[rank - 2]);
    return shlo::TransposeOp::create(
        b, loc,
        type(matricesType.getDimSize(rank - 1),
             matricesType.getDimSize(rank - 2)),
        matrices, permutation);
  }

  /// `block` (`[batch..., 1, 1]`) broadcast to `type`.
  Value broadcastScalarBlock(Value block, RankedTensorType resultType) {
    return shlo::BroadcastInDimOp::create(
        b, loc, resultType, block,
        llvm::to_vector(llvm::seq<int64_t>(0, rank)));
  }

  /// A 0-d i32 `value` broadcast to an i32 tensor of `type`'s shape.
  Value broadcastIndex(Value value, RankedTensorType shapeLike) {
    return shlo::BroadcastInDimOp::create(
        b, loc, shapeLike.clone(b.getI32Type()), value, ArrayRef<int64_t>{});
  }

  /// A stablehlo.while counting %i over [0, count), carrying `state` (the
  /// counter comes first); `body` returns the next state.
  SmallVector<Value>
  countedLoop(int64_t count, ValueRange state,
              function_ref<SmallVector<Value>(Value, ValueRange)> body) {
    SmallVector<Value> operands = {i32(0)};
    llvm::append_range(operands, state);
    SmallVector<Type> types = llvm::to_vector(ValueRange(operands).getTypes());
    auto loop = shlo::WhileOp::create(b, loc, types, operands);
    SmallVector<Location> locs(types.size(), loc);
    OpBuilder::InsertionGuard guard(b);
    Block *cond = b.createBlock(&loop.getCond(), {}, types, locs);
    Value less = shlo::CompareOp::create(
        b, loc, RankedTensorType::get({}, b.getI1Type()), cond->getArgument(0),
        i32(count), shlo::ComparisonDirection::LT,
        shlo::ComparisonTypeAttr::get(b.getContext(),
                                      shlo::ComparisonType::SIGNED));
    shlo::ReturnOp::create(b, loc, less);
    Block *step = b.createBlock(&loop.getBody(), {}, types, locs);
    Value counter = step->getArgument(0);
    SmallVector<Value> next = {elementwise<shlo::AddOp>(counter, i32(1))};
    llvm::append_range(next, body(counter, step->getArguments().drop_front()));
    shlo::ReturnOp::create(b, loc, next);
    return SmallVector<Value>(loop.getResults().drop_front());
  }

  OpBuilder &b;
  Location loc;
  Type elementType;
  ArrayRef<int64_t> batchShape;
  int64_t rank;
};

/// Left-looking Cholesky on the lower triangle: column j is
/// (A[:, j] - L · L[j, :]ᵀ) / sqrt(its element j), zero above the diagonal.
Value lowerCholesky(MatrixBuilder &m, Value a, int64_t n) {
  RankedTensorType columnType = m.type(n, 1);
  Value zeroColumn = m.zeros(columnType);
  return m.countedLoop(
      n, {m.zeros(m.type(n, n))},
      [&](Value j, ValueRange state) -> SmallVector<Value> {
        OpBuilder &b = m.b;
        Location loc = m.loc;
        Value l = state[0];
        Value row = m.slice(l, j, m.i32(0), 1, n);
        Value column = m.elementwise<shlo::SubtractOp>(
            m.slice(a, m.i32(0), j, n, 1), m.contract(l, row, 1, 1));
        Value diagonal = m.slice(column, j, m.i32(0), 1, 1);
        Value pivot =
            shlo::SqrtOp::create(b, loc, diagonal.getType(), diagonal);
        Value scaled = m.elementwise<shlo::DivOp>(
            column, m.broadcastScalarBlock(pivot, columnType));
        Value rowIndex = shlo::IotaOp::create(
            b, loc, columnType.clone(b.getI32Type()), m.rank - 2);
        Value onOrBelow = shlo::CompareOp::create(
            b, loc, columnType.clone(b.getI1Type()), rowIndex,
            m.broadcastIndex(j, columnType), shlo::ComparisonDirection::GE,
            shlo::ComparisonTypeAttr::get(b.getContext(),
                                          shlo::ComparisonType::SIGNED));
        Value newColumn = shlo::SelectOp::create(b, loc, columnType, onOrBelow,
                                                 scaled, zeroColumn);
        return {m.update(l, newColumn, m.i32(0), j)};
      })[0];
}

struct CholeskyToLoop : OpRewritePattern<shlo::CholeskyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::CholeskyOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = op.getType();
    if (!type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shape");
    MatrixBuilder m(rewriter, op.getLoc(), type);
    int64_t n = type.getShape().back();
    // The upper factor U (A = Uᵀ U) is the transposed lower factor of Aᵀ,
    // whose lower triangle is A's upper one.
    Value a = op.getLower() ? op.getA() : m.transpose(op.getA());
    Value factor = lowerCholesky(m, a, n);
    rewriter.replaceOp(op, op.getLower() ? factor : m.transpose(factor));
    return success();
  }
};

/// Solves t x = b by substitution, t lower (rows first to last) or upper
/// (last to first): row i is (b[i] - t[i, :] · x) / t[i, i], where the rows
/// of x not solved yet are still zero.
Value substitute(MatrixBuilder &m, Value t, Value b, bool lower,
                 bool unitDiagonal, int64_t n, int64_t columns) {
  return m.countedLoop(
      n, {m.zeros(m.type(n, columns))},
      [&](Value k, ValueRange state) -> SmallVector<Value> {
        Value x = state[0];
        Value i = lower ? k : m.elementwise<shlo::SubtractOp>(m.i32(n - 1), k);
        Value row = m.slice(t, i, m.i32(0), 1, n);
        Value solved = m.elementwise<shlo::SubtractOp>(
            m.slice(b, i, m.i32(0), 1, columns), m.contract(row, x, 1, 0));
        if (!unitDiagonal)
          solved = m.elementwise<shlo::DivOp>(
              solved, m.broadcastScalarBlock(m.slice(t, i, i, 1, 1),
                                             m.type(1, columns)));
        return {m.update(x, solved, i, m.i32(0))};
      })[0];
}

struct TriangularSolveToLoop : OpRewritePattern<shlo::TriangularSolveOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(shlo::TriangularSolveOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType aType = op.getA().getType();
    RankedTensorType bType = op.getB().getType();
    if (!aType.hasStaticShape() || !bType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shape");
    MatrixBuilder m(rewriter, op.getLoc(), aType);
    int64_t n = aType.getShape().back();
    // op(a) for real a is a or aᵀ (ADJOINT is TRANSPOSE); a transposed
    // triangle changes sides.
    bool transposed = op.getTransposeA() != shlo::Transpose::NO_TRANSPOSE;
    Value t = transposed ? m.transpose(op.getA()) : op.getA();
    bool lower = op.getLower() != transposed;
    // x t = b is tᵀ xᵀ = bᵀ.
    Value b = op.getB();
    if (!op.getLeftSide()) {
      t = m.transpose(t);
      lower = !lower;
      b = m.transpose(b);
    }
    int64_t columns = cast<RankedTensorType>(b.getType()).getShape().back();
    Value x = substitute(m, t, b, lower, op.getUnitDiagonal(), n, columns);
    rewriter.replaceOp(op, op.getLeftSide() ? x : m.transpose(x));
    return success();
  }
};

} // namespace

void populateLinearAlgebraPatterns(RewritePatternSet &patterns) {
  patterns.add<CholeskyToLoop, TriangularSolveToLoop>(patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
