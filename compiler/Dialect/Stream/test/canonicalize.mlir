// RUN: iree-opt --split-input-file --canonicalize %s | FileCheck %s

// Joins drop timepoints already reached and duplicates, take the operands
// of joins they join, and a join of one timepoint is that timepoint.
// CHECK-LABEL: func.func @join_canonicalization
// CHECK-SAME: (%[[A:[^:]+]]: !hal.fence, %[[B:[^:]+]]: !hal.fence, %{{.+}}: !hal.fence)
// CHECK: %[[TA:.+]] = stream.timepoint.import %[[A]]
// CHECK: %[[TB:.+]] = stream.timepoint.import %[[B]]
// CHECK: %[[TWO:.+]] = stream.timepoint.join max(%[[TA]], %[[TB]]) : !stream.timepoint
// CHECK: %[[NOW:.+]] = stream.timepoint.immediate
// CHECK: %[[NESTED:.+]] = stream.timepoint.join max(%[[TA]], %[[TB]], %[[TC:[^)]+]]) : !stream.timepoint
// CHECK: return %[[TA]], %[[TWO]], %[[NOW]], %[[NESTED]]
func.func @join_canonicalization(%a: !hal.fence, %b: !hal.fence, %c: !hal.fence) -> (!stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint) {
  %ta = stream.timepoint.import %a : !hal.fence -> !stream.timepoint
  %tb = stream.timepoint.import %b : !hal.fence -> !stream.timepoint
  %now = stream.timepoint.immediate : !stream.timepoint
  %one = stream.timepoint.join max(%ta, %now, %ta) : !stream.timepoint
  %two = stream.timepoint.join max(%ta, %tb, %ta) : !stream.timepoint
  %none = stream.timepoint.join max(%now, %now) : !stream.timepoint
  %tc = stream.timepoint.import %c : !hal.fence -> !stream.timepoint
  %nested = stream.timepoint.join max(%two, %tc, %ta) : !stream.timepoint
  return %one, %two, %none, %nested : !stream.timepoint, !stream.timepoint, !stream.timepoint, !stream.timepoint
}

// -----

// A region's timepoint implies the timepoints it awaited, so a join of both
// is the region's timepoint; an unrelated one stays.
// CHECK-LABEL: func.func @join_drops_implied
// CHECK: %[[TA:.+]] = stream.timepoint.import
// CHECK: %[[TB:.+]] = stream.timepoint.import
// CHECK: %[[AFTER_A:.+]] = stream.cmd.execute await(%[[TA]])
// CHECK: %[[AFTER_BOTH:.+]] = stream.cmd.execute await(%{{.+}})
// CHECK: %[[JOIN:.+]] = stream.timepoint.join max(%[[AFTER_A]], %[[TB]])
// CHECK: return %[[AFTER_A]], %[[AFTER_BOTH]], %[[JOIN]]
func.func @join_drops_implied(%a: !hal.fence, %b: !hal.fence, %r: !stream.resource<*>) -> (!stream.timepoint, !stream.timepoint, !stream.timepoint) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %ta = stream.timepoint.import %a : !hal.fence -> !stream.timepoint
  %tb = stream.timepoint.import %b : !hal.fence -> !stream.timepoint
  %after_a = stream.cmd.execute await(%ta) with(%r as %x: !stream.resource<*>{%c16}) {
    stream.cmd.copy %x[%c0], %x[%c0], %c16 : !stream.resource<*>{%c16} -> !stream.resource<*>{%c16}
  } => !stream.timepoint
  %both = stream.timepoint.join max(%ta, %tb) : !stream.timepoint
  %after_both = stream.cmd.execute await(%both) with(%r as %x: !stream.resource<*>{%c16}) {
    stream.cmd.copy %x[%c0], %x[%c0], %c16 : !stream.resource<*>{%c16} -> !stream.resource<*>{%c16}
  } => !stream.timepoint
  %one = stream.timepoint.join max(%ta, %after_a) : !stream.timepoint
  %two = stream.timepoint.join max(%tb, %after_both, %ta) : !stream.timepoint
  %three = stream.timepoint.join max(%after_a, %tb) : !stream.timepoint
  return %one, %two, %three : !stream.timepoint, !stream.timepoint, !stream.timepoint
}
