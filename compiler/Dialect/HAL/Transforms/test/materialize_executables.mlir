// RUN: iree-opt --split-input-file --iree-hal-materialize-executables %s | FileCheck %s

// CHECK: hal.executable private @ex {
// CHECK-NEXT: hal.executable.variant @llvm_cpu target("llvm-cpu") {
// CHECK-NEXT: hal.executable.export @fn ordinal(0) bindings(3)
// CHECK: func.func @fn(%[[A:.+]]: memref<4xf32>, %[[M:.+]]: memref<4xi8>, %[[OUT:.+]]: memref<4xi8>)
// CHECK: %[[AT:.+]] = bufferization.to_tensor %[[A]] restrict : memref<4xf32> to tensor<4xf32>
// i1 bindings are byte buffers, narrowed after loading and widened to store.
// CHECK: %[[MB:.+]] = bufferization.to_tensor %[[M]] restrict : memref<4xi8> to tensor<4xi8>
// CHECK: linalg.generic {{.+}} ins(%[[MB]] : tensor<4xi8>)
// CHECK: arith.trunci %{{.+}} : i8 to i1
// CHECK: arith.extui %{{.+}} : i1 to i8
// CHECK: bufferization.materialize_in_destination %{{.+}} in restrict writable %[[OUT]] : (tensor<4xi8>, memref<4xi8>) -> ()
// CHECK-NOT: flow.executable
// CHECK: func.func @host
// CHECK: flow.dispatch @ex::@fn
flow.executable private @ex {
  flow.executable.export public @fn
  builtin.module {
    func.func @fn(%a: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %m: !flow.dispatch.tensor<readonly:tensor<4xi1>>, %out: !flow.dispatch.tensor<writeonly:tensor<4xi1>>) {
      %0 = flow.dispatch.tensor.load %a : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
      %1 = flow.dispatch.tensor.load %m : !flow.dispatch.tensor<readonly:tensor<4xi1>> -> tensor<4xi1>
      flow.dispatch.tensor.store %1, %out : tensor<4xi1> -> !flow.dispatch.tensor<writeonly:tensor<4xi1>>
      return
    }
  }
}
func.func @host(%a: tensor<4xf32>, %m: tensor<4xi1>) -> tensor<4xi1> {
  %0 = flow.dispatch @ex::@fn(%a, %m) : (tensor<4xf32>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// Trailing i32 arguments are push constants: counted apart from the
// bindings and left as they are.
// CHECK-LABEL: hal.executable private @counted
// CHECK: hal.executable.export @fn ordinal(0) bindings(2) constants(1)
// CHECK: func.func @fn(%{{.+}}: memref<4xf32>, %{{.+}}: memref<4xf32>, %[[STEP:.+]]: i32)
// CHECK: arith.sitofp %[[STEP]] : i32 to f32
flow.executable private @counted {
  flow.executable.export public @fn
  builtin.module {
    func.func @fn(%a: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %out: !flow.dispatch.tensor<writeonly:tensor<4xf32>>, %step: i32) {
      %0 = flow.dispatch.tensor.load %a : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
      %s = arith.sitofp %step : i32 to f32
      %e = tensor.empty() : tensor<4xf32>
      %1 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      flow.dispatch.tensor.store %1, %out : tensor<4xf32> -> !flow.dispatch.tensor<writeonly:tensor<4xf32>>
      return
    }
  }
}

// -----

// A dynamically shaped binding is a 0-d memref (its address): each load and
// store views it with the sizes it was given, row-major.
// CHECK-LABEL: hal.executable private @dynamic
// CHECK: func.func @fn(%[[IN:.+]]: memref<f32>, %[[OUT:.+]]: memref<f32>, %{{.+}}: i32, %{{.+}}: i32)
// CHECK: %[[VIEW:.+]] = memref.reinterpret_cast %[[IN]] to offset: [0], sizes: [%[[N:.+]], %[[M:.+]]], strides: [%[[M]], 1] : memref<f32> to memref<?x?xf32>
// CHECK: bufferization.to_tensor %[[VIEW]] restrict : memref<?x?xf32> to tensor<?x?xf32>
// CHECK: %[[OUT_VIEW:.+]] = memref.reinterpret_cast %[[OUT]] to offset: [0], sizes: [%[[N]], %[[M]]], strides: [%[[M]], 1]
// CHECK: bufferization.materialize_in_destination %{{.+}} in restrict writable %[[OUT_VIEW]]
flow.executable private @dynamic {
  flow.executable.export public @fn
  builtin.module {
    func.func @fn(%a: !flow.dispatch.tensor<readonly:tensor<?x?xf32>>, %out: !flow.dispatch.tensor<writeonly:tensor<?x?xf32>>, %n32: i32, %m32: i32) {
      %n = arith.index_castui %n32 : i32 to index
      %m = arith.index_castui %m32 : i32 to index
      %0 = flow.dispatch.tensor.load %a dims(%n, %m) : !flow.dispatch.tensor<readonly:tensor<?x?xf32>> -> tensor<?x?xf32>
      flow.dispatch.tensor.store %0, %out dims(%n, %m) : tensor<?x?xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?xf32>>
      return
    }
  }
}
