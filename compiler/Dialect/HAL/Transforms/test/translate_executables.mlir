// RUN: iree-opt --split-input-file --iree-hal-translate-executables --verify-diagnostics %s | FileCheck %s

// An unknown backend is one error naming the ones there are.
hal.executable private @ex {
  // expected-error @+1 {{unknown target backend 'quantum'; available: llvm-cpu}}
  hal.executable.variant @q target("quantum") {
    builtin.module {}
  }
}

// -----

// The llvm-cpu backend sets the grid and replaces the module with an ELF
// shared object ("\7FELF").
// CHECK: hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {data = dense<"0x7F454C46{{[0-9A-F]+}}"> : vector<{{[0-9]+}}xi8>, format = "system-elf-x86_64"}
// CHECK-NEXT: hal.executable.export @fn ordinal(0) bindings(2) workgroups([1, 1, 1])
// CHECK-NOT: builtin.module
hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") {
    hal.executable.export @fn ordinal(0) bindings(2)
    builtin.module {
      func.func @fn(%in: memref<4xf32>, %out: memref<4xf32>) {
        %t = bufferization.to_tensor %in restrict : memref<4xf32> to tensor<4xf32>
        %e = tensor.empty() : tensor<4xf32>
        %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
        ^bb0(%x: f32, %o: f32):
          %y = math.exp %x : f32
          linalg.yield %y : f32
        } -> tensor<4xf32>
        bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
        return
      }
    }
  }
}

// -----

// A second link in the same process still runs the whole pipeline (lld runs
// in a child, so it cannot reset this tool's options).
// CHECK: hal.executable private @second
// CHECK-NEXT: hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {data = dense<"0x7F454C46{{[0-9A-F]+}}"> : vector<{{[0-9]+}}xi8>, format = "system-elf-x86_64"}
hal.executable private @second {
  hal.executable.variant @llvm_cpu target("llvm-cpu") {
    hal.executable.export @fill ordinal(0) bindings(1)
    builtin.module {
      func.func @fill(%out: memref<4xf32>) {
        %c = arith.constant dense<1.0> : tensor<4xf32>
        bufferization.materialize_in_destination %c in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
        return
      }
    }
  }
}
