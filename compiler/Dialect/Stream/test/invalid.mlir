// RUN: iree-opt --split-input-file --verify-diagnostics %s

func.func @unknown_lifetime() {
  // expected-error @+1 {{unknown resource lifetime 'forever': expected *, external, transient, constant or staging}}
  %tp = stream.async.execute with() -> (!stream.resource<forever>{%c}) {
  } => !stream.timepoint
  return
}

// -----

func.func @load_index_count(%r: !stream.resource<staging>, %i: index) -> f32 {
  %c16 = arith.constant 16 : index
  // expected-error @+1 {{takes 2 indices for 'tensor<2x2xf32>', not 1}}
  %e = stream.tensor.load %r[%i] : tensor<2x2xf32> in !stream.resource<staging>{%c16} -> f32
  return %e : f32
}

// -----

func.func @load_element_type(%r: !stream.resource<staging>, %i: index) -> i32 {
  %c16 = arith.constant 16 : index
  // expected-error @+1 {{loads 'f32', not 'i32'}}
  %e = stream.tensor.load %r[%i] : tensor<4xf32> in !stream.resource<staging>{%c16} -> i32
  return %e : i32
}

// -----

func.func @from_elements_count(%e: f32) {
  %c16 = arith.constant 16 : index
  // expected-error @+1 {{has 2 elements for 'tensor<4xf32>'}}
  %r = stream.tensor.from_elements %e, %e : f32, f32 -> tensor<4xf32> in !stream.resource<staging>{%c16}
  return
}

// -----

func.func @undefined_executable(%r: !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  // expected-error @+1 {{dispatches @nope::@fn, whose executable is not defined}}
  %d = stream.async.dispatch @nope::@fn(%r) : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
  return
}

// -----

func.func @yield_mismatch(%r: !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  %x, %tp = stream.async.execute with(%r as %a: !stream.resource<*>{%c16}) -> (!stream.resource<transient>{%c16}) {
    // expected-error @+1 {{yields 1 resources whose types must match the region's results}}
    stream.yield %a : (!stream.resource<*>{%c16})
  } => !stream.timepoint
  return
}

// -----

func.func @bad_access(%r: !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<*>{%c16}) {
    // expected-error @+1 {{expected ro, wo or rw, not 'rx'}}
    stream.cmd.dispatch @ex::@fn(rx %a[%c16 for %c16] : !stream.resource<*>{%c16})
  } => !stream.timepoint
  return
}

// -----

func.func @uncaptured(%outer: !stream.resource<*>, %r: !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  %tp = stream.cmd.execute with(%r as %a: !stream.resource<*>{%c16}) {
    // expected-error @+1 {{uses a resource its stream.cmd.execute does not capture}}
    stream.cmd.copy %outer[%c16], %a[%c16], %c16 : !stream.resource<*>{%c16} -> !stream.resource<*>{%c16}
  } => !stream.timepoint
  return
}

// -----

func.func @wrong_terminator() {
  // expected-error @+1 {{region must end with stream.yield}}
  %tp = "stream.async.execute"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    "stream.cmd.yield"() : () -> ()
  }) : () -> !stream.timepoint
  return
}

// -----

func.func @concurrent_outside_execute(%r: !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  // expected-error @+1 {{expects parent op 'stream.async.execute'}}
  %w = stream.async.concurrent with(%r as %x: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}) {
    stream.yield %x : (!stream.resource<*>{%c16})
  }
  return
}

// -----

func.func @concurrent_awaits(%r: !stream.resource<*>, %tp: !stream.timepoint) {
  %c16 = arith.constant 16 : index
  %res, %done = stream.async.execute with(%r as %x: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}) {
    // expected-error @+1 {{a concurrent region awaits nothing}}
    %w = stream.async.concurrent await(%tp) with(%x as %y: !stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16}) {
      stream.yield %y : (!stream.resource<*>{%c16})
    }
    stream.yield %w : (!stream.resource<*>{%c16})
  } => !stream.timepoint
  return
}

// -----

func.func @barrier_read(%r: !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %b, %tp = stream.timepoint.barrier %r : !stream.resource<*>{%c16} -> !stream.timepoint
  // expected-error @+1 {{uses the resource of a stream.timepoint.barrier, which only stream.tensor.export may take}}
  %v = stream.tensor.load %b[%c0] : tensor<4xf32> in !stream.resource<*>{%c16} -> f32
  return
}

// -----

func.func @null_value() {
  // expected-error @+1 {{makes a null object, not a null 'i32'}}
  %n = util.null : i32
  return
}
