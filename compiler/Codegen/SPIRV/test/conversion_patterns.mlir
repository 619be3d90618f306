// RUN: iree-opt --iree-codegen-distribute-to-workgroups=max-workgroups=65535\ min-work-per-workgroup=256 --iree-spirv-lowering-pipeline %s | FileCheck %s
// RUN: iree-opt --iree-codegen-distribute-to-workgroups=max-workgroups=65535\ min-work-per-workgroup=256 --iree-spirv-lowering-pipeline %s | awk '/spirv.module/,/^  }$/' > %t.mlir
// RUN: mlir-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.spv
// RUN: spirv-val --target-env vulkan1.2 %t.spv

// Where upstream's SPIR-V patterns fall short on a baseline device (no
// Int8/Int16/Float16): i8 -> i16 sign extension shifts the i8 sign bit to
// bit 31 and back (24 places), an f16 constant is its bits (1.5 = 0x3E00),
// an i8 math.ctpop counts the low 8 bits only, packed narrow stores are one relaxed atomic xor each, and barriers also
// order storage buffers.
// CHECK: spirv.func @patterns
// CHECK-DAG: spirv.Constant 15872 : i32
// CHECK-DAG: spirv.ShiftLeftLogical %{{.+}}, %{{cst24_i32[_0-9]*}} : i32, i32
// CHECK-DAG: spirv.ShiftRightArithmetic %{{.+}}, %{{cst24_i32[_0-9]*}} : i32, i32
// CHECK: %[[LOW8:.+]] = spirv.BitwiseAnd %{{.+}}, %{{cst255_i32[_0-9]*}} : i32
// CHECK-NEXT: spirv.BitCount %[[LOW8]] : i32
// CHECK: spirv.AtomicXor <Device> <None>
// CHECK-NOT: spirv.AtomicAnd
// CHECK: spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|UniformMemory|WorkgroupMemory>

// An i8 used as an index (a table lookup) is sign-extended first.
// CHECK: spirv.func @table
// CHECK: %[[UP:.+]] = spirv.ShiftLeftLogical %{{.+}}, %{{cst24_i32[_0-9]*}} : i32, i32
// CHECK: %[[SIGNED:.+]] = spirv.ShiftRightArithmetic %[[UP]], %{{cst24_i32[_0-9]*}} : i32, i32
// CHECK: spirv.IAdd %[[SIGNED]], %{{cst128_i32[_0-9]*}} : i32
// A signed remainder divides the magnitudes unsigned and takes x's sign
// from x < 0 (INT_MIN equals its own negation).
// CHECK: spirv.func @signed_remainder
// CHECK-DAG: %[[XNEG:.+]] = spirv.SLessThan %[[X:[^,]+]], %{{cst0_i32[_0-9]*}} : i32
// CHECK-DAG: %[[YNEG:.+]] = spirv.SLessThan %[[Y:[^,]+]], %{{cst0_i32[_0-9]*}} : i32
// CHECK-DAG: %[[NX:.+]] = spirv.SNegate %[[X]] : i32
// CHECK-DAG: %[[AX:.+]] = spirv.Select %[[XNEG]], %[[NX]], %[[X]] : i1, i32
// CHECK-DAG: %[[NY:.+]] = spirv.SNegate %[[Y]] : i32
// CHECK-DAG: %[[AY:.+]] = spirv.Select %[[YNEG]], %[[NY]], %[[Y]] : i1, i32
// CHECK: %[[R:.+]] = spirv.UMod %[[AX]], %[[AY]] : i32
// CHECK: %[[NR:.+]] = spirv.SNegate %[[R]] : i32
// CHECK: spirv.Select %[[XNEG]], %[[NR]], %[[R]] : i1, i32
// CHECK-NOT: spirv.GL.SAbs
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], max_compute_shared_memory_size = 16384>>} {
func.func @patterns(%a: memref<64xi8>, %b: memref<64xi8>, %o1: memref<64xi16>, %o2: memref<64xi8>, %o3: memref<64xf16>) {
  %ta = bufferization.to_tensor %a restrict : memref<64xi8> to tensor<64xi8>
  %tb = bufferization.to_tensor %b restrict : memref<64xi8> to tensor<64xi8>
  %e1 = tensor.empty() : tensor<64xi16>
  %e2 = tensor.empty() : tensor<64xi8>
  %e3 = tensor.empty() : tensor<64xf16>
  %r:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ta, %tb : tensor<64xi8>, tensor<64xi8>) outs(%e1, %e2, %e3 : tensor<64xi16>, tensor<64xi8>, tensor<64xf16>) {
  ^bb0(%x: i8, %y: i8, %p: i16, %q: i8, %r: f16):
    %wide = arith.extsi %x : i8 to i16
    %bits = math.ctpop %y : i8
    %half = arith.constant 1.5 : f16
    linalg.yield %wide, %bits, %half : i16, i8, f16
  } -> (tensor<64xi16>, tensor<64xi8>, tensor<64xf16>)
  bufferization.materialize_in_destination %r#0 in restrict writable %o1 : (tensor<64xi16>, memref<64xi16>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %o2 : (tensor<64xi8>, memref<64xi8>) -> ()
  bufferization.materialize_in_destination %r#2 in restrict writable %o3 : (tensor<64xf16>, memref<64xf16>) -> ()
  return
}
func.func @table(%a: memref<64xi8>, %t: memref<256xf32>, %o: memref<64xf32>) {
  %ta = bufferization.to_tensor %a restrict : memref<64xi8> to tensor<64xi8>
  %tt = bufferization.to_tensor %t restrict : memref<256xf32> to tensor<256xf32>
  %c128 = arith.constant 128 : index
  %e = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ta : tensor<64xi8>) outs(%e : tensor<64xf32>) {
  ^bb0(%x: i8, %o2: f32):
    %i = arith.index_cast %x : i8 to index
    %j = arith.addi %i, %c128 : index
    %v = tensor.extract %tt[%j] : tensor<256xf32>
    linalg.yield %v : f32
  } -> tensor<64xf32>
  bufferization.materialize_in_destination %r in restrict writable %o : (tensor<64xf32>, memref<64xf32>) -> ()
  return
}
func.func @signed_remainder(%a: memref<64xi32>, %b: memref<64xi32>, %o: memref<64xi32>) {
  %ta = bufferization.to_tensor %a restrict : memref<64xi32> to tensor<64xi32>
  %tb = bufferization.to_tensor %b restrict : memref<64xi32> to tensor<64xi32>
  %e = tensor.empty() : tensor<64xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ta, %tb : tensor<64xi32>, tensor<64xi32>) outs(%e : tensor<64xi32>) {
  ^bb0(%x: i32, %y: i32, %out: i32):
    %m = arith.remsi %x, %y : i32
    linalg.yield %m : i32
  } -> tensor<64xi32>
  bufferization.materialize_in_destination %r in restrict writable %o : (tensor<64xi32>, memref<64xi32>) -> ()
  return
}
}
