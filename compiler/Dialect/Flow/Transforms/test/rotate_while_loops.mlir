// RUN: iree-opt --split-input-file --iree-flow-rotate-while-loops %s | FileCheck %s

#id = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>
// The condition (a reduction read back) runs before the loop and after the
// body in each iteration; the loop's own condition region only tests.
// CHECK-LABEL: func.func @reduction_condition
// CHECK-SAME: (%[[X:.+]]: tensor<8xf32>, %[[LIMIT:.+]]: f32)
// CHECK: %[[SUM0:.+]] = linalg.generic {{.+}} ins(%[[X]] : tensor<8xf32>)
// CHECK: %[[V0:.+]] = tensor.extract %[[SUM0]][]
// CHECK: %[[C0:.+]] = arith.cmpf olt, %[[V0]], %[[LIMIT]]
// CHECK: %[[R:.+]] = scf.while (%[[C:.+]] = %[[C0]], %[[F:.+]] = %[[X]]) : (i1, tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: scf.condition(%[[C]]) %[[F]] : tensor<8xf32>
// CHECK: } do {
// CHECK-NEXT: ^bb0(%[[A:.+]]: tensor<8xf32>):
// CHECK: %[[NEXT:.+]] = linalg.generic {{.+}} ins(%[[A]] : tensor<8xf32>)
// CHECK: %[[SUM:.+]] = linalg.generic {{.+}} ins(%[[NEXT]] : tensor<8xf32>)
// CHECK: %[[V:.+]] = tensor.extract %[[SUM]][]
// CHECK: %[[C1:.+]] = arith.cmpf olt, %[[V]], %[[LIMIT]]
// CHECK: scf.yield %[[C1]], %[[NEXT]] : i1, tensor<8xf32>
// CHECK: return %[[R]]
func.func @reduction_condition(%x: tensor<8xf32>, %limit: f32) -> tensor<8xf32> {
  %r = scf.while (%a = %x) : (tensor<8xf32>) -> tensor<8xf32> {
    %e = tensor.empty() : tensor<f32>
    %s = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]} ins(%a : tensor<8xf32>) outs(%e : tensor<f32>) {
    ^bb0(%in: f32, %acc: f32):
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    } -> tensor<f32>
    %v = tensor.extract %s[] : tensor<f32>
    %c = arith.cmpf olt, %v, %limit : f32
    scf.condition(%c) %a : tensor<8xf32>
  } do {
  ^bb0(%a: tensor<8xf32>):
    %e = tensor.empty() : tensor<8xf32>
    %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%in: f32, %o: f32):
      %t = arith.addf %in, %in : f32
      linalg.yield %t : f32
    } -> tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// A loop whose condition only tests is left alone.
// CHECK-LABEL: func.func @already_rotated
// CHECK: scf.while (%[[C:.+]] = %{{.+}}, %{{.+}} = %{{.+}}) : (i1, i32) -> i32 {
// CHECK-NEXT: scf.condition(%[[C]])
func.func @already_rotated(%c0: i1, %n: i32) -> i32 {
  %r = scf.while (%c = %c0, %i = %n) : (i1, i32) -> i32 {
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i: i32):
    %one = arith.constant 1 : i32
    %j = arith.subi %i, %one : i32
    %zero = arith.constant 0 : i32
    %more = arith.cmpi sgt, %j, %zero : i32
    scf.yield %more, %j : i1, i32
  }
  return %r : i32
}

// -----

// A condition with a side effect is not cloned.
// CHECK-LABEL: func.func @effectful_condition
// CHECK: scf.while (%{{.+}} = %{{.+}}) : (memref<4xf32>) -> memref<4xf32> {
// CHECK: memref.store
// CHECK: scf.condition
func.func @effectful_condition(%m: memref<4xf32>, %c: i1, %v: f32) -> memref<4xf32> {
  %r = scf.while (%a = %m) : (memref<4xf32>) -> memref<4xf32> {
    %i = arith.constant 0 : index
    memref.store %v, %a[%i] : memref<4xf32>
    scf.condition(%c) %a : memref<4xf32>
  } do {
  ^bb0(%a: memref<4xf32>):
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}
