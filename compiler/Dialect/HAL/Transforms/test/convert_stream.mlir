// RUN: iree-opt --split-input-file --iree-hal-convert-stream --canonicalize %s | FileCheck %s

hal.executable private @ex {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([2, 1, 1])
  }
}

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[VIEW:.+]]: !hal.buffer_view) -> !hal.buffer_view
func.func @main(%view: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  // CHECK-DAG: %[[DEV:.+]] = util.global.load @__device
  // CHECK-DAG: %[[ALLOCATOR:.+]] = util.global.load @__device_allocator
  // CHECK-DAG: %[[POOL:.+]] = util.global.load @__constant_pool
  // CHECK: hal.buffer_view.assert %[[VIEW]] message("input 0") element_type(553648160) encoding(1) shape([%{{.+}}])
  // CHECK: %[[IN:.+]] = hal.buffer_view.buffer %[[VIEW]]
  %in = stream.tensor.import %view message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<*>{%c16}
  %unused = stream.tensor.constant dense<7.0> : tensor<4xf32> in !stream.resource<*>{%c16}
  %cst = stream.tensor.constant dense<1.0> : tensor<4xf32> in !stream.resource<*>{%c16}
  // CHECK: %[[OUT:.+]] = hal.device.queue.alloca %[[DEV]] type(5) usage(15) size(%{{.+}})
  %out = stream.resource.alloc : !stream.resource<*>{%c16}
  // CHECK: %[[T:.+]] = hal.device.queue.alloca %[[DEV]] type(5) usage(15) size(%{{.+}})
  %t = stream.resource.alloc : !stream.resource<transient>{%c128}
  // Two independent dispatches share no barrier; the third reads what
  // they wrote. A constant binds the pool at its offset (the second
  // constant is 64 bytes in).
  // CHECK: %[[CMD:.+]] = hal.command_buffer.create device(%[[DEV]])
  // CHECK: hal.command_buffer.dispatch %[[CMD]], %{{.+}}[0] {{.+}} bindings([%[[IN]], %[[T]]]) offsets([%c0{{.*}}, %c0{{.*}}])
  // CHECK-NOT: execution_barrier
  // CHECK: hal.command_buffer.dispatch %[[CMD]], %{{.+}}[0] {{.+}} bindings([%[[POOL]], %[[T]]]) offsets([%c64{{.*}}, %c64{{.*}}])
  // CHECK: hal.command_buffer.execution_barrier %[[CMD]]
  // CHECK: hal.command_buffer.dispatch %[[CMD]], %{{.+}}[0] {{.+}} bindings([%[[T]], %[[OUT]]]) offsets([%c64{{.*}}, %c0{{.*}}])
  // CHECK: hal.command_buffer.finalize %[[CMD]]
  // CHECK: %[[FENCE:.+]] = hal.fence.create device(%[[DEV]])
  // CHECK: hal.device.queue.execute %[[DEV]] signal(%[[FENCE]]) commands(%[[CMD]])
  %tp = stream.cmd.execute with(%in as %a: !stream.resource<*>{%c16}, %cst as %b: !stream.resource<*>{%c16}, %out as %o: !stream.resource<*>{%c16}, %t as %tt: !stream.resource<transient>{%c128}) {
    stream.cmd.dispatch @ex::@fn(ro %a[%c0 for %c16] : !stream.resource<*>{%c16}, wo %tt[%c0 for %c16] : !stream.resource<transient>{%c128})
    stream.cmd.dispatch @ex::@fn(ro %b[%c0 for %c16] : !stream.resource<*>{%c16}, wo %tt[%c64 for %c16] : !stream.resource<transient>{%c128})
    stream.cmd.dispatch @ex::@fn(ro %tt[%c64 for %c16] : !stream.resource<transient>{%c128}, wo %o[%c0 for %c16] : !stream.resource<*>{%c16})
  } => !stream.timepoint
  // The transient returns to the pool once the region's fence is reached.
  // CHECK: hal.device.queue.dealloca %[[DEV]] wait(%[[FENCE]]) buffer(%[[T]])
  stream.resource.dealloca %t await(%tp) : !stream.resource<transient>
  // A region awaiting two timepoints waits for their joined fence; a
  // timepoint already reached is a null fence, nothing submitted.
  // CHECK: %[[NOW:.+]] = util.null : !hal.fence
  // CHECK-NOT: hal.device.queue.execute
  %now = stream.timepoint.immediate : !stream.timepoint
  // CHECK: %[[JOINED:.+]] = hal.fence.join at([%[[FENCE]], %[[NOW]]])
  %joined = stream.timepoint.join max(%tp, %now) : !stream.timepoint
  // CHECK: %[[COPY:.+]] = hal.device.queue.alloca
  %copy = stream.resource.alloc : !stream.resource<staging>{%c16}
  // CHECK: %[[CMD2:.+]] = hal.command_buffer.create
  // CHECK: hal.command_buffer.copy_buffer %[[CMD2]] source(%[[OUT]][%c0{{.*}}]) target(%[[COPY]][%c0{{.*}}]) length(%c16{{.*}})
  // CHECK: %[[DONE:.+]] = hal.fence.create
  // CHECK: hal.device.queue.execute %[[DEV]] wait(%[[JOINED]]) signal(%[[DONE]]) commands(%[[CMD2]])
  %tp2 = stream.cmd.execute await(%joined) with(%out as %o: !stream.resource<*>{%c16}, %copy as %c: !stream.resource<staging>{%c16}) {
    stream.cmd.copy %o[%c0], %c[%c0], %c16 : !stream.resource<*>{%c16} -> !stream.resource<staging>{%c16}
  } => !stream.timepoint
  // CHECK: hal.fence.await until([%[[DONE]]])
  %ready:2 = stream.timepoint.await %tp2 with(%out, %copy) : (!stream.resource<*>{%c16}, !stream.resource<staging>{%c16})
  // The host reads element 2 (byte 8) and writes it into a new buffer.
  // CHECK: %[[E:.+]] = hal.buffer.load %[[COPY]][%c8{{.*}}] length(4) : i32
  %c2 = arith.constant 2 : index
  %e = stream.tensor.load %ready#1[%c2] : tensor<4xf32> in !stream.resource<staging>{%c16} -> f32
  // CHECK: %[[ELEMENTS:.+]] = hal.allocator.allocate
  // CHECK: hal.buffer.store %[[E]], %[[ELEMENTS]][%c0{{.*}}] length(4)
  // CHECK: hal.buffer.store %[[E]], %[[ELEMENTS]][%c4{{.*}}] length(4)
  %f = stream.tensor.from_elements %e, %e : f32, f32 -> tensor<2xf32> in !stream.resource<*>{%c32}
  // CHECK: %[[RESULT:.+]] = hal.buffer_view.create %[[OUT]][%c0{{.*}}, %c16{{.*}}] element_type(553648160) encoding(1) shape([%c4{{.*}}])
  // CHECK: return %[[RESULT]]
  %result = stream.tensor.export %ready#0 : tensor<4xf32> in !stream.resource<*>{%c16} -> !hal.buffer_view
  return %result : !hal.buffer_view
}

// The pool holds both constants, 64-byte aligned.
// CHECK: util.initializer
// CHECK: hal.allocator.allocate.initialized %{{.+}} type(5) usage(13) data(dense<{{.+}}> : tensor<80xi8>)

// -----

// The asynchronous boundary: a caller's fence is the timepoint, an import
// awaiting it needs nothing of the host, a resolved barrier passes its
// buffer on, and chaining a fence is a queue barrier (no command buffer).
// CHECK-LABEL: func.func @async_boundary
// CHECK-SAME: (%[[VIEW:.+]]: !hal.buffer_view, %[[WAIT:.+]]: !hal.fence, %[[SIGNAL:.+]]: !hal.fence)
func.func @async_boundary(%view: !hal.buffer_view, %wait: !hal.fence, %signal: !hal.fence) -> !hal.buffer_view {
  %c16 = arith.constant 16 : index
  // CHECK: %[[DEV:.+]] = util.global.load @__device
  // CHECK: %[[BUF:.+]] = hal.buffer_view.buffer %[[VIEW]]
  %tp = stream.timepoint.import %wait : !hal.fence -> !stream.timepoint
  %in = stream.tensor.import %view await(%tp) message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<*>{%c16}
  %r, %unused = stream.timepoint.barrier %in : !stream.resource<*>{%c16} -> !stream.timepoint
  // CHECK-NOT: hal.fence.await
  // CHECK: hal.device.queue.execute %[[DEV]] wait(%[[WAIT]]) signal(%[[SIGNAL]])
  // CHECK-NOT: commands
  stream.timepoint.chain_external %tp signal(%signal : !hal.fence)
  // CHECK: %[[OUT:.+]] = hal.buffer_view.create %[[BUF]]
  // CHECK: return %[[OUT]]
  %out = stream.tensor.export %r : tensor<4xf32> in !stream.resource<*>{%c16} -> !hal.buffer_view
  return %out : !hal.buffer_view
}

// -----

// An executable with two variants: the initializer asks the device for each
// format, loads the first it supports and keeps its index, by which each
// dispatch picks that variant's workgroup count (y and z agree, so they are
// constants).
hal.executable private @multi {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([8, 1, 1])
  }
  hal.executable.variant @vmvx target("vmvx") attributes {format = "vmvx-bytecode-fb", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) workgroups([2, 1, 1])
  }
}

// CHECK: util.global private @__executable_multi : !hal.executable
// CHECK: util.global private @__executable_multi_variant : i32
// CHECK-LABEL: func.func @two_variants
// CHECK: %[[INDEX:.+]] = util.global.load @__executable_multi_variant : i32
// CHECK: %[[IS_CPU:.+]] = arith.cmpi eq, %[[INDEX]], %c0_i32
// CHECK: %[[X:.+]] = arith.select %[[IS_CPU]], %c8_i32, %c2_i32
// CHECK: hal.command_buffer.dispatch %{{.+}}, %{{.+}}[0] workgroups([%[[X]], %c1_i32, %c1_i32])
func.func @two_variants(%view: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %in = stream.tensor.import %view message("input 0") : !hal.buffer_view -> tensor<4xf32> in !stream.resource<*>{%c16}
  %out = stream.resource.alloc : !stream.resource<*>{%c16}
  %tp = stream.cmd.execute with(%in as %a: !stream.resource<*>{%c16}, %out as %o: !stream.resource<*>{%c16}) {
    stream.cmd.dispatch @multi::@fn(ro %a[%c0 for %c16] : !stream.resource<*>{%c16}, wo %o[%c0 for %c16] : !stream.resource<*>{%c16})
  } => !stream.timepoint
  %ready = stream.timepoint.await %tp with(%out) : (!stream.resource<*>{%c16})
  %result = stream.tensor.export %ready : tensor<4xf32> in !stream.resource<*>{%c16} -> !hal.buffer_view
  return %result : !hal.buffer_view
}
// CHECK: util.initializer
// CHECK: %[[DEVICE:.+]] = hal.devices.get
// CHECK: %[[OK1:.+]], %[[V1:.+]] = hal.device.query device(%[[DEVICE]]) key("hal.executable.format", "vmvx-bytecode-fb") : i1, i64
// CHECK: %[[OK0:.+]], %[[V0:.+]] = hal.device.query device(%[[DEVICE]]) key("hal.executable.format", "system-elf-x86_64") : i1, i64
// CHECK: %[[FOUND:.+]] = arith.select
// CHECK: cf.assert %{{.+}}, "the device loads none of the formats of executable @multi: system-elf-x86_64, vmvx-bytecode-fb"
// CHECK: util.global.store %[[FOUND]], @__executable_multi_variant
// CHECK: scf.index_switch
// CHECK: case 0 {
// CHECK: hal.executable.create device(%[[DEVICE]]) executable(@multi::@llvm_cpu)
// CHECK: default {
// CHECK: hal.executable.create device(%[[DEVICE]]) executable(@multi::@vmvx)

// -----

// A dispatch of dynamic size: its grid is the export's map of the push
// constants, evaluated by the host (at least one workgroup), and its ranges
// have the lengths the host computed.
hal.executable private @dyn {
  hal.executable.variant @llvm_cpu target("llvm-cpu") attributes {format = "system-elf-x86_64", data = dense<0> : vector<4xi8>} {
    hal.executable.export @fn ordinal(0) bindings(2) constants(2) {workgroup_count_map = affine_map<()[s0, s1] -> ((s0 + s1 * 4294967296) ceildiv 16, 1, 1)>}
  }
}

// CHECK-LABEL: func.func @dynamic_grid
// CHECK-SAME: (%[[LO:.+]]: i32, %[[HI:.+]]: i32, %[[LEN:.+]]: index
func.func @dynamic_grid(%lo: i32, %hi: i32, %len: index) {
  %c0 = arith.constant 0 : index
  %a = stream.resource.alloc : !stream.resource<*>{%len}
  %b = stream.resource.alloc : !stream.resource<*>{%len}
  // CHECK: hal.command_buffer.create
  // CHECK: %[[LEN_IN:.+]] = arith.index_cast %[[LEN]] : index to i64
  // CHECK: %[[LEN_OUT:.+]] = arith.index_cast %[[LEN]] : index to i64
  // CHECK: %[[LOW:.+]] = arith.index_castui %[[LO]] : i32 to index
  // CHECK: %[[HIGH:.+]] = arith.index_castui %[[HI]] : i32 to index
  // CHECK: %[[SHIFTED:.+]] = arith.muli %[[HIGH]], %c4294967296
  // CHECK: %[[ROWS:.+]] = arith.addi %[[LOW]], %[[SHIFTED]]
  // CHECK: arith.divsi %{{.+}}, %c16 : index
  // CHECK: %[[COUNT:.+]] = arith.maxsi %{{.+}}, %c1 : index
  // CHECK: %[[FITS:.+]] = arith.cmpi ule, %[[COUNT]], %c4294967295
  // CHECK: cf.assert %[[FITS]], "dispatch of fn needs more than 2^32-1 workgroups in dimension 0"
  // CHECK: %[[X:.+]] = arith.index_cast %[[COUNT]] : index to i32
  // CHECK: hal.command_buffer.dispatch %{{.+}}, %{{.+}}[0] workgroups([%[[X]], %c1_i32, %c1_i32]) constants([%[[LO]], %[[HI]]]) {{.+}} lengths([%[[LEN_IN]], %[[LEN_OUT]]])
  %tp = stream.cmd.execute with(%a as %x: !stream.resource<*>{%len}, %b as %y: !stream.resource<*>{%len}) {
    stream.cmd.dispatch @dyn::@fn[%lo, %hi](ro %x[%c0 for %len] : !stream.resource<*>{%len}, wo %y[%c0 for %len] : !stream.resource<*>{%len})
  } => !stream.timepoint
  return
}
