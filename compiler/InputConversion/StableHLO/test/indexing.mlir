// RUN: iree-opt --split-input-file --iree-stablehlo-to-linalg %s | FileCheck %s

// A generic over the result reading the operand at start + index, the start
// indices clamped to [0, dim - size] inside the body (dispatches take
// tensors, not host scalars).
// CHECK-LABEL: func.func @dynamic_slice
// CHECK-SAME: (%[[X:.+]]: tensor<4x5xf32>, %[[I:.+]]: tensor<i32>, %[[J:.+]]: tensor<i32> {iree.abi.element_type = ui32})
// CHECK: linalg.generic {indexing_maps = [#{{.+}}], iterator_types = ["parallel", "parallel"]} outs(%{{.+}} : tensor<2x2xf32>)
// CHECK: %[[R:.+]] = linalg.index 0 : index
// CHECK: %[[C:.+]] = linalg.index 1 : index
// CHECK: %[[IE:.+]] = tensor.extract %[[I]][] : tensor<i32>
// CHECK: %[[IMAX:.+]] = arith.maxsi %[[IE]], %{{.+}} : i32
// CHECK: %[[ICLAMP:.+]] = arith.minsi %[[IMAX]], %{{.+}} : i32
// CHECK: %[[IMIN:.+]] = arith.index_cast %[[ICLAMP]] : i32 to index
// The ui32 index clamps unsigned in its own type (a 32-bit index would
// read 0xFFFFFFFF as -1), then zero-extends.
// CHECK: %[[JCLAMP:.+]] = arith.minui %{{.+}}, %{{.+}} : i32
// CHECK: %[[JMIN:.+]] = arith.index_castui %[[JCLAMP]] : i32 to index
// CHECK: %[[ROW:.+]] = arith.addi %[[IMIN]], %[[R]]
// CHECK: %[[COL:.+]] = arith.addi %[[JMIN]], %[[C]]
// CHECK: %[[V:.+]] = tensor.extract %[[X]][%[[ROW]], %[[COL]]] : tensor<4x5xf32>
// CHECK: linalg.yield %[[V]]
func.func @dynamic_slice(%x: tensor<4x5xf32>, %i: tensor<i32>, %j: tensor<ui32>) -> tensor<2x2xf32> {
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<4x5xf32>, tensor<i32>, tensor<ui32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// A generic over the operand taking the update's element inside the window.
// CHECK-LABEL: func.func @dynamic_update_slice
// CHECK-SAME: (%[[X:.+]]: tensor<4x5xf32>, %[[U:.+]]: tensor<1x5xf32>, %[[I:.+]]: tensor<i64>, %[[J:.+]]: tensor<i64>)
// CHECK: linalg.generic {{.+}} ins(%[[X]] : tensor<4x5xf32>) outs(%{{.+}} : tensor<4x5xf32>)
// CHECK: ^bb0(%[[IN:.+]]: f32, %{{.+}}: f32):
// CHECK: %[[R:.+]] = linalg.index 0 : index
// CHECK: %[[ICLAMP:.+]] = arith.minsi %{{.+}}, %{{.+}} : i64
// CHECK: %[[IMIN:.+]] = arith.index_cast %[[ICLAMP]] : i64 to index
// CHECK: %[[OFF:.+]] = arith.subi %[[R]], %[[IMIN]] : index
// CHECK: %[[ROW:.+]] = arith.select %[[INSIDE:.+]], %[[OFF]], %{{.+}} : index
// CHECK: %[[COL:.+]] = arith.select %[[INSIDE]], %{{.+}}, %{{.+}} : index
// CHECK: %[[V:.+]] = tensor.extract %[[U]][%[[ROW]], %[[COL]]] : tensor<1x5xf32>
// CHECK: %[[R2:.+]] = arith.select %[[INSIDE]], %[[V]], %[[IN]] : f32
// CHECK: linalg.yield %[[R2]]
func.func @dynamic_update_slice(%x: tensor<4x5xf32>, %u: tensor<1x5xf32>, %i: tensor<i64>, %j: tensor<i64>) -> tensor<4x5xf32> {
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x5xf32>, tensor<1x5xf32>, tensor<i64>, tensor<i64>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// jnp.take(x, i, axis=0): a generic over the result reading the operand at
// (clamped index, column).
// CHECK-LABEL: func.func @take
// CHECK-SAME: (%[[X:.+]]: tensor<5x3xf32>, %[[I:.+]]: tensor<4x1xi32>)
// CHECK: linalg.generic {indexing_maps = [#{{.+}}], iterator_types = ["parallel", "parallel"]} outs(%{{.+}} : tensor<4x3xf32>)
// CHECK: %[[B:.+]] = linalg.index 0 : index
// CHECK: %[[O:.+]] = linalg.index 1 : index
// CHECK: %[[S:.+]] = tensor.extract %[[I]][%[[B]], %{{.+}}] : tensor<4x1xi32>
// CHECK: %[[SCLAMP:.+]] = arith.minsi %{{.+}}, %c4_i32
// CHECK: %[[ROW:.+]] = arith.index_cast %[[SCLAMP]]
// CHECK: %[[COL:.+]] = arith.addi %{{.+}}, %[[O]]
// CHECK: %[[V:.+]] = tensor.extract %[[X]][%[[ROW]], %[[COL]]] : tensor<5x3xf32>
// CHECK: linalg.yield %[[V]]
func.func @take(%x: tensor<5x3xf32>, %i: tensor<4x1xi32>) -> tensor<4x3xf32> {
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// Batching dims read the operand at the batch index, unclamped.
// CHECK-LABEL: func.func @gather_batching
// CHECK: linalg.generic
// CHECK: %[[B:.+]] = linalg.index 0 : index
// CHECK: %[[K:.+]] = linalg.index 1 : index
// CHECK: %[[C:.+]] = linalg.index 2 : index
// CHECK: tensor.extract %{{.+}}[%[[B]], %[[K]]] : tensor<2x2xi32>
// CHECK: arith.minsi
// CHECK: %[[ROW:.+]] = arith.index_cast
// CHECK: tensor.extract %{{.+}}[%[[B]], %[[ROW]], %{{.+}}] : tensor<2x4x3xf32>
func.func @gather_batching(%x: tensor<2x4x3xf32>, %i: tensor<2x2xi32>) -> tensor<2x2x3xf32> {
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x4x3xf32>, tensor<2x2xi32>) -> tensor<2x2x3xf32>
  return %0 : tensor<2x2x3xf32>
}

// -----

// x.at[i].add(u): linalg_ext.scatter over the updates, each with a unit
// window dim where the operand dim is inserted.
// CHECK-LABEL: func.func @scatter_add
// CHECK-SAME: (%[[X:.+]]: tensor<8xf32>, %[[I:.+]]: tensor<5x1xi32>, %[[U:.+]]: tensor<5xf32>)
// CHECK: %[[UPD:.+]] = tensor.expand_shape %[[U]] {{\[}}[0, 1]] output_shape [5, 1]
// CHECK: %[[R:.+]] = linalg_ext.scatter dimension_map = [0] ins(%[[UPD]] : tensor<5x1xf32>) indices(%[[I]] : tensor<5x1xi32>) outs(%[[X]] : tensor<8xf32>)
// CHECK: ^bb0(%[[CUR:.+]]: f32, %[[NEW:.+]]: f32):
// CHECK: %[[SUM:.+]] = arith.addf %[[CUR]], %[[NEW]] : f32
// CHECK: linalg_ext.yield %[[SUM]] : f32
// CHECK: return %[[R]]
func.func @scatter_add(%x: tensor<8xf32>, %i: tensor<5x1xi32>, %u: tensor<5xf32>) -> tensor<8xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Whole rows: the update's window dim stays, a unit dim is inserted before it.
// CHECK-LABEL: func.func @scatter_rows
// CHECK: %[[UPD:.+]] = tensor.expand_shape %{{.+}} {{\[}}[0, 1], [2]] output_shape [2, 1, 3]
// CHECK: linalg_ext.scatter dimension_map = [0] ins(%[[UPD]] : tensor<2x1x3xi32>) indices(%{{.+}} : tensor<2x1xi32>) outs(%{{.+}} : tensor<4x3xi32>)
// CHECK: ^bb0(%{{.+}}: i32, %[[NEW:.+]]: i32):
// CHECK-NEXT: linalg_ext.yield %[[NEW]] : i32
func.func @scatter_rows(%x: tensor<4x3xi32>, %i: tensor<2x1xi32>, %u: tensor<2x3xi32>) -> tensor<4x3xi32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %b : tensor<i32>
  }) : (tensor<4x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}

// -----

// Index vectors along dim 0, a window dim before the scatter dim, and
// batching dims: the indices move their vector dim last and gain the batch
// position as an entry; the updates move their scatter dims first.
// CHECK-LABEL: func.func @scatter_general
// CHECK: %[[IDX:.+]] = linalg.generic {{.+}} outs(%{{.+}} : tensor<2x3x2xi32>)
// CHECK: %[[B:.+]] = linalg.index 0
// CHECK: %[[K:.+]] = linalg.index 2
// CHECK: arith.cmpi eq, %[[K]], %c1
// CHECK: arith.index_cast %[[B]] : index to i32
// CHECK: arith.minui
// CHECK: tensor.extract %{{.+}} : tensor<1x2x3xi32>
// CHECK: linalg.yield
// CHECK: %[[T:.+]] = linalg.transpose ins(%{{.+}} : tensor<5x2x3xf32>) outs(%{{.+}} : tensor<2x3x5xf32>) permutation = [1, 2, 0]
// CHECK: %[[UPD:.+]] = tensor.expand_shape %[[T]] {{\[}}[0], [1, 2, 3], [4]] output_shape [2, 3, 1, 1, 5]
// CHECK: linalg_ext.scatter dimension_map = [1, 0] ins(%[[UPD]] : tensor<2x3x1x1x5xf32>) indices(%[[IDX]] : tensor<2x3x2xi32>) outs(%{{.+}} : tensor<2x4x5xf32>)
func.func @scatter_general(%x: tensor<2x4x5xf32>, %i: tensor<1x2x3xi32>, %u: tensor<5x2x3xf32>) -> tensor<2x4x5xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x4x5xf32>, tensor<1x2x3xi32>, tensor<5x2x3xf32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

// Unsigned indices widen to i64 (zero-extended), so large ones stay
// positive and are dropped as out of bounds.
// CHECK-LABEL: func.func @scatter_unsigned
// CHECK: %[[IDX:.+]] = linalg.generic {{.+}} outs(%{{.+}} : tensor<3x1xi64>)
// CHECK: arith.extui %{{.+}} : i32 to i64
// CHECK: linalg_ext.scatter dimension_map = [0] {{.+}} indices(%[[IDX]] : tensor<3x1xi64>)
func.func @scatter_unsigned(%x: tensor<4xf32>, %i: tensor<3x1xui32>, %u: tensor<3xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<4xf32>, tensor<3x1xui32>, tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
