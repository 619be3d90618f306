// RUN: iree-opt --split-input-file --canonicalize %s | FileCheck %s

// Joins drop timepoints already reached and duplicates; a join of one
// timepoint is that timepoint.
// CHECK-LABEL: func.func @join_canonicalization
// CHECK-SAME: (%[[A:.+]]: !hal.fence, %[[B:.+]]: !hal.fence)
// CHECK: %[[TA:.+]] = stream.timepoint.import %[[A]]
// CHECK: %[[TB:.+]] = stream.timepoint.import %[[B]]
// CHECK: %[[TWO:.+]] = stream.timepoint.join max(%[[TA]], %[[TB]]) : !stream.timepoint
// CHECK: %[[NOW:.+]] = stream.timepoint.immediate
// CHECK: return %[[TA]], %[[TWO]], %[[NOW]]
func.func @join_canonicalization(%a: !hal.fence, %b: !hal.fence) -> (!stream.timepoint, !stream.timepoint, !stream.timepoint) {
  %ta = stream.timepoint.import %a : !hal.fence -> !stream.timepoint
  %tb = stream.timepoint.import %b : !hal.fence -> !stream.timepoint
  %now = stream.timepoint.immediate : !stream.timepoint
  %one = stream.timepoint.join max(%ta, %now, %ta) : !stream.timepoint
  %two = stream.timepoint.join max(%ta, %tb, %ta) : !stream.timepoint
  %none = stream.timepoint.join max(%now, %now) : !stream.timepoint
  return %one, %two, %none : !stream.timepoint, !stream.timepoint, !stream.timepoint
}
