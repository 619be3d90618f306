// RUN: iree-opt --split-input-file --iree-flow-convert-tensor-to-primitive %s | FileCheck %s

// A counted loop: the 0-d counter becomes an i32 carried by the loop and the
// comparison and increment become host arith; the vector stays a tensor.
// CHECK-LABEL: func.func @counted_loop
// CHECK-SAME: (%[[X:.+]]: tensor<4xf32>)
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : i32
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : i32
// CHECK-DAG: %[[C10:.+]] = arith.constant 10 : i32
// CHECK: %[[LOOP:.+]]:2 = scf.while (%[[I:.+]] = %[[C0]], %[[V:.+]] = %[[X]]) : (i32, tensor<4xf32>) -> (i32, tensor<4xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[LT:.+]] = arith.cmpi slt, %[[I]], %[[C10]] : i32
// CHECK: scf.condition(%[[LT]]) %[[I]], %[[V]] : i32, tensor<4xf32>
// CHECK: ^bb0(%[[I2:.+]]: i32, %[[V2:.+]]: tensor<4xf32>):
// CHECK: %[[NEXT:.+]] = arith.addi %[[I2]], %[[C1]] : i32
// CHECK: %[[DOUBLED:.+]] = linalg.generic
// CHECK: scf.yield %[[NEXT]], %[[DOUBLED]] : i32, tensor<4xf32>
// CHECK: return %[[LOOP]]#1
#scalar = affine_map<() -> ()>
#vec = affine_map<(d0) -> (d0)>
func.func @counted_loop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant dense<0> : tensor<i32>
  %c1 = arith.constant dense<1> : tensor<i32>
  %c10 = arith.constant dense<10> : tensor<i32>
  %r:2 = scf.while (%i = %c0, %v = %x) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
    %e = tensor.empty() : tensor<i1>
    %lt = linalg.generic {indexing_maps = [#scalar, #scalar, #scalar], iterator_types = []} ins(%i, %c10 : tensor<i32>, tensor<i32>) outs(%e : tensor<i1>) {
    ^bb0(%a: i32, %b: i32, %o: i1):
      %c = arith.cmpi slt, %a, %b : i32
      linalg.yield %c : i1
    } -> tensor<i1>
    %p = tensor.extract %lt[] : tensor<i1>
    scf.condition(%p) %i, %v : tensor<i32>, tensor<4xf32>
  } do {
  ^bb0(%i: tensor<i32>, %v: tensor<4xf32>):
    %e = tensor.empty() : tensor<i32>
    %i1 = linalg.generic {indexing_maps = [#scalar, #scalar, #scalar], iterator_types = []} ins(%i, %c1 : tensor<i32>, tensor<i32>) outs(%e : tensor<i32>) {
    ^bb0(%a: i32, %b: i32, %o: i32):
      %s = arith.addi %a, %b : i32
      linalg.yield %s : i32
    } -> tensor<i32>
    %ev = tensor.empty() : tensor<4xf32>
    %v1 = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%v : tensor<4xf32>) outs(%ev : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.addf %a, %a : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %i1, %v1 : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// A condition computed from a device tensor stays a 0-d generic (a
// dispatch) that the host reads with tensor.extract.
// CHECK-LABEL: func.func @device_condition
// CHECK: scf.while (%[[V:.+]] = %{{.+}}) : (tensor<3xf32>) -> tensor<3xf32>
// CHECK: %[[SUM:.+]] = linalg.reduce
// CHECK: %[[LT:.+]] = linalg.generic {{.+}} ins(%[[SUM]], %{{.+}} : tensor<f32>, tensor<f32>)
// CHECK: %[[P:.+]] = tensor.extract %[[LT]][] : tensor<i1>
// CHECK: scf.condition(%[[P]])
#scalar = affine_map<() -> ()>
func.func @device_condition(%x: tensor<3xf32>) -> tensor<3xf32> {
  %limit = arith.constant dense<100.0> : tensor<f32>
  %zero = arith.constant 0.0 : f32
  %r = scf.while (%v = %x) : (tensor<3xf32>) -> tensor<3xf32> {
    %e = tensor.empty() : tensor<f32>
    %init = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
    %sum = linalg.reduce ins(%v : tensor<3xf32>) outs(%init : tensor<f32>) dimensions = [0]
      (%a: f32, %b: f32) {
        %s = arith.addf %a, %b : f32
        linalg.yield %s : f32
      }
    %eb = tensor.empty() : tensor<i1>
    %lt = linalg.generic {indexing_maps = [#scalar, #scalar, #scalar], iterator_types = []} ins(%sum, %limit : tensor<f32>, tensor<f32>) outs(%eb : tensor<i1>) {
    ^bb0(%a: f32, %b: f32, %o: i1):
      %c = arith.cmpf olt, %a, %b : f32
      linalg.yield %c : i1
    } -> tensor<i1>
    %p = tensor.extract %lt[] : tensor<i1>
    scf.condition(%p) %v : tensor<3xf32>
  } do {
  ^bb0(%v: tensor<3xf32>):
    scf.yield %v : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}

// -----

// 0-d results of scf.if become scalars; a function's 0-d input is read by
// the host.
// CHECK-LABEL: func.func @if_result
// CHECK-SAME: (%[[P:.+]]: tensor<i1>, %[[N:.+]]: tensor<i32>)
// CHECK: %[[PRED:.+]] = tensor.extract %[[P]][] : tensor<i1>
// CHECK: %[[R:.+]] = scf.if %[[PRED]] -> (i32) {
// CHECK:   %[[NV:.+]] = tensor.extract %[[N]][] : tensor<i32>
// CHECK:   %[[M:.+]] = arith.muli %[[NV]], %[[NV]] : i32
// CHECK:   scf.yield %[[M]] : i32
// CHECK: } else {
// CHECK:   %[[NV2:.+]] = tensor.extract %[[N]][] : tensor<i32>
// CHECK:   scf.yield %[[NV2]] : i32
// CHECK: }
// CHECK: %[[T:.+]] = tensor.from_elements %[[R]] : tensor<i32>
// CHECK: return %[[T]]
#scalar = affine_map<() -> ()>
func.func @if_result(%p: tensor<i1>, %n: tensor<i32>) -> tensor<i32> {
  %pred = tensor.extract %p[] : tensor<i1>
  %r = scf.if %pred -> (tensor<i32>) {
    %e = tensor.empty() : tensor<i32>
    %m = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%n : tensor<i32>) outs(%e : tensor<i32>) {
    ^bb0(%a: i32, %o: i32):
      %s = arith.muli %a, %a : i32
      linalg.yield %s : i32
    } -> tensor<i32>
    scf.yield %m : tensor<i32>
  } else {
    scf.yield %n : tensor<i32>
  }
  return %r : tensor<i32>
}
