// RUN: iree-opt --split-input-file --verify-diagnostics %s

func.func @inplace_operands_per_result(%r: !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  // expected-error @+1 {{has 2 inplace_operands for 1 results}}
  %0 = stream.async.dispatch @ex::@fn(%r) {inplace_operands = array<i64: 0, 0>} : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
  return
}

// -----

func.func @inplace_operand_out_of_range(%r: !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  // expected-error @+1 {{inplace operand 1 is not one of its 1 resource operands}}
  %0 = stream.async.dispatch @ex::@fn(%r) {inplace_operands = array<i64: 1>} : (!stream.resource<*>{%c16}) -> (!stream.resource<*>{%c16})
  return
}
