// RUN: iree-opt --split-input-file --verify-diagnostics --iree-flow-outline-dispatch-regions %s | FileCheck %s

// Host scalars become trailing i32 constants of the dispatch: an i32 as it
// is, an f32 as its bits, an i1 zero-extended, 64-bit values as their low
// and high words. The dispatch joins them back into the scalars the body
// uses (joined ones first, then in order of first use); a 0-d tensor made
// from a scalar is inlined into the generic reading it.
// CHECK-LABEL: flow.executable private @scalars_dispatch_0_elementwise_4_f64
// CHECK: func.func @scalars_dispatch_0_elementwise_4_f64(%[[IN:.+]]: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %[[OUT:.+]]: !flow.dispatch.tensor<writeonly:tensor<4xf64>>, %[[F:.+]]: i32, %[[B:.+]]: i32, %[[LO:.+]]: i32, %[[HI:.+]]: i32, %[[N:.+]]: i32, %[[I:.+]]: i32)
// CHECK-DAG: %[[FV:.+]] = arith.bitcast %[[F]] : i32 to f32
// CHECK-DAG: %[[BV:.+]] = arith.trunci %[[B]] : i32 to i1
// CHECK-DAG: %[[LO64:.+]] = arith.extui %[[LO]] : i32 to i64
// CHECK-DAG: %[[HI64:.+]] = arith.extui %[[HI]] : i32 to i64
// CHECK-DAG: %[[SHIFTED:.+]] = arith.shli %[[HI64]], %{{.+}} : i64
// CHECK-DAG: %[[BITS:.+]] = arith.ori %[[LO64]], %[[SHIFTED]] : i64
// CHECK-DAG: %[[DV:.+]] = arith.bitcast %[[BITS]] : i64 to f64
// CHECK: linalg.generic {{.+}} ins(%{{.+}} : tensor<4xf32>)
// CHECK: arith.sitofp %[[I]] : i32 to f32
// CHECK: arith.sitofp %[[N]] : i32 to f32
// CHECK-LABEL: func.func @scalars(
// CHECK-SAME: %[[X:.+]]: tensor<4xf32>, %[[HI_I:.+]]: i32, %[[HF:.+]]: f32, %[[HB:.+]]: i1, %[[HD:.+]]: f64, %[[HN:.+]]: i32)
// CHECK-DAG: %[[FBITS:.+]] = arith.bitcast %[[HF]] : f32 to i32
// CHECK-DAG: %[[BWORD:.+]] = arith.extui %[[HB]] : i1 to i32
// CHECK-DAG: %[[DBITS:.+]] = arith.bitcast %[[HD]] : f64 to i64
// CHECK-DAG: %[[DLO:.+]] = arith.trunci %[[DBITS]] : i64 to i32
// CHECK-DAG: %[[DSH:.+]] = arith.shrui %[[DBITS]], %{{.+}} : i64
// CHECK-DAG: %[[DHI:.+]] = arith.trunci %[[DSH]] : i64 to i32
// CHECK: flow.dispatch @scalars_dispatch_0_elementwise_4_f64::@scalars_dispatch_0_elementwise_4_f64(%[[X]]) constants(%[[FBITS]], %[[BWORD]], %[[DLO]], %[[DHI]], %[[HN]], %[[HI_I]]) : (tensor<4xf32>) -> tensor<4xf64>
#map = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>
func.func @scalars(%x: tensor<4xf32>, %i: i32, %f: f32, %b: i1, %d: f64, %n: i32) -> tensor<4xf64> {
  %t = tensor.from_elements %n : tensor<i32>
  %r = flow.dispatch.region -> (tensor<4xf64>) {
    %e = tensor.empty() : tensor<4xf64>
    %g = linalg.generic {indexing_maps = [#map, #scalar, #map], iterator_types = ["parallel"]} ins(%x, %t : tensor<4xf32>, tensor<i32>) outs(%e : tensor<4xf64>) {
    ^bb0(%v: f32, %c: i32, %o: f64):
      %if = arith.sitofp %i : i32 to f32
      %cf = arith.sitofp %c : i32 to f32
      %s = arith.addf %v, %if : f32
      %s2 = arith.mulf %s, %f : f32
      %s3 = arith.addf %s2, %cf : f32
      %sel = arith.select %b, %s3, %v : f32
      %w = arith.extf %sel : f32 to f64
      %a = arith.addf %w, %d : f64
      linalg.yield %a : f64
    } -> tensor<4xf64>
    flow.return %g : tensor<4xf64>
  }
  return %r : tensor<4xf64>
}

// -----

// An index reaches the dispatch as an i64 in two words and is cast back.
// CHECK-LABEL: func.func @index_scalar_dispatch_0(
// CHECK-SAME: %[[LO:[a-z0-9]+]]: i32, %[[HI:[a-z0-9]+]]: i32)
// CHECK: %[[BITS:.+]] = arith.ori
// CHECK: %[[I:.+]] = arith.index_cast %[[BITS]] : i64 to index
// CHECK: tensor.extract %{{.+}}[%[[I]]]
// CHECK-LABEL: func.func @index_scalar(
// CHECK: %[[I64:.+]] = arith.index_cast %{{.+}} : index to i64
// CHECK: arith.trunci %[[I64]] : i64 to i32
func.func @index_scalar(%x: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %r = flow.dispatch.region -> (tensor<4xf32>) {
    %v = tensor.extract %x[%i] : tensor<4xf32>
    %s = tensor.from_elements %v, %v, %v, %v : tensor<4xf32>
    flow.return %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Wider scalars have no push-constant form: one error names the type.
func.func @wide_scalar(%x: tensor<4xi128>, %w: i128) -> tensor<4xi128> {
  // expected-error @+1 {{dispatch captures a host value of type 'i128'; only tensors, index values and integer or float scalars of up to 64 bits can be passed to dispatches}}
  %r = flow.dispatch.region -> (tensor<4xi128>) {
    %s = tensor.from_elements %w, %w, %w, %w : tensor<4xi128>
    flow.return %s : tensor<4xi128>
  }
  return %r : tensor<4xi128>
}
