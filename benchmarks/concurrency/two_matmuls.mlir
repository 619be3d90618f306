// Two 512^3 f32 matmuls in one call, independent or chained, and one alone:
// run_overlap.sh times each and reports how much the independent pair
// overlaps (docs/scheduling.md, issue 21).
func.func @one(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %r = stablehlo.dot %a, %b : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}

// No dependency between the two: they may run at the same time.
func.func @independent(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>,
                       %c: tensor<512x512xf32>, %d: tensor<512x512xf32>)
    -> (tensor<512x512xf32>, tensor<512x512xf32>) {
  %x = stablehlo.dot %a, %b : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  %y = stablehlo.dot %c, %d : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  return %x, %y : tensor<512x512xf32>, tensor<512x512xf32>
}

// The same work, the second reading the first's result: back to back.
func.func @chained(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>,
                   %c: tensor<512x512xf32>, %d: tensor<512x512xf32>)
    -> (tensor<512x512xf32>, tensor<512x512xf32>) {
  %x = stablehlo.dot %a, %b : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  %y = stablehlo.dot %x, %d : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  return %x, %y : tensor<512x512xf32>, tensor<512x512xf32>
}
