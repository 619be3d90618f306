//===- StableHLOUnsupportedOps.td - ops parsed to be reported -*- tablegen -*-===//
//
// Ops of the specification this compiler cannot run yet: collectives, which
// need several devices, and the token-ordered host communication ops. They
// parse in the generic form (after_all also in its pretty one) with any
// operands, results and attributes, so that a program using them gets one
// located "not supported" error per op, all in one run, instead of a parse
// error at the first. Included by StableHLOOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOUNSUPPORTEDOPS_TD_
#define IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOUNSUPPORTEDOPS_TD_

class HLO_UnsupportedOp<string mnemonic, string why>
    : StableHLO_Op<mnemonic, []> {
  let summary = why;
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region VariadicRegion<AnyRegion>:$bodies);
}

def HLO_AllGatherOp : HLO_UnsupportedOp<"all_gather", "needs several devices">;
def HLO_AllReduceOp : HLO_UnsupportedOp<"all_reduce", "needs several devices">;
def HLO_AllToAllOp : HLO_UnsupportedOp<"all_to_all", "needs several devices">;
def HLO_CollectiveBroadcastOp
    : HLO_UnsupportedOp<"collective_broadcast", "needs several devices">;
def HLO_CollectivePermuteOp
    : HLO_UnsupportedOp<"collective_permute", "needs several devices">;
def HLO_ReduceScatterOp
    : HLO_UnsupportedOp<"reduce_scatter", "needs several devices">;
def HLO_InfeedOp : HLO_UnsupportedOp<"infeed", "needs a host channel">;
def HLO_OutfeedOp : HLO_UnsupportedOp<"outfeed", "needs a host channel">;
def HLO_SendOp : HLO_UnsupportedOp<"send", "needs a host channel">;
def HLO_RecvOp : HLO_UnsupportedOp<"recv", "needs a host channel">;

def HLO_AfterAllOp : StableHLO_Op<"after_all", [Pure]> {
  let summary = "a token ordered after its operands";
  let arguments = (ins Variadic<StableHLO_Token>:$inputs);
  let results = (outs StableHLO_Token:$result);
  let assemblyFormat = "$inputs attr-dict `:` type($result)";
}

#endif  // IREE_COMPILER_DIALECT_STABLEHLO_IR_STABLEHLOUNSUPPORTEDOPS_TD_
