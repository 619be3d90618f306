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
