// tosa.apply_scale applied elementwise to i32 tensors.
// RUN: iree-compile --iree-hal-target-backends=%iree_backend %s -o %t.vmfb
// RUN: iree-check-module --device=local-sync --module=%t.vmfb
// RUN: iree-check-module --device=local-task --module=%t.vmfb

// apply_scale(v, m, s) = (v * m + round) >> s, computed in 64 bits.
func.func @apply_scale_single_round() {
  %value = util.unfoldable_constant dense<[1, -2, 99183699, -534567249, 939895522, 113726893, -394415054, -485818392, -103554438, 354418389, 866410882, -521679237]> : tensor<12xi32>
  %multiplier = util.unfoldable_constant dense<[1004545616, 1084202760, 1551273411, 953783492, 1888220915, 1109357539, 641044399, 544959946, 577313301, 1549309396, 1095462711, 991680096]> : tensor<12xi32>
  %shift = util.unfoldable_constant dense<[2, 2, 36, 37, 31, 32, 34, 34, 40, 35, 37, 32]> : tensor<12xi8>
  %result = tosa.apply_scale %value, %multiplier, %shift {rounding_mode = SINGLE_ROUND} : (tensor<12xi32>, tensor<12xi32>, tensor<12xi8>) -> tensor<12xi32>
  check.expect_eq_const(%result, dense<[251136404, -542101380, 2238973, -3709730, 826423235, 29374796, -14717083, -15410569, -54373, 15981022, 6905763, -120452353]> : tensor<12xi32>) : tensor<12xi32>
  return
}

// Double rounding adds 2^30 toward the sign of v when s > 31.
func.func @apply_scale_double_round() {
  %value = util.unfoldable_constant dense<[1, -2, -200396863, -50747498, 76997068, -813172694, -434725277, 359828260, -514152227, 725700313, 231233291, -9383223]> : tensor<12xi32>
  %multiplier = util.unfoldable_constant dense<[1684622844, 933502539, 1517510927, 1887341750, 826991534, 654144819, 1925470815, 1350288503, 824042268, 1010043063, 1745686233, 1133749189]> : tensor<12xi32>
  %shift = util.unfoldable_constant dense<[2, 2, 33, 39, 38, 34, 33, 34, 31, 35, 37, 38]> : tensor<12xi8>
  %result = tosa.apply_scale %value, %multiplier, %shift {rounding_mode = DOUBLE_ROUND} : (tensor<12xi32>, tensor<12xi32>, tensor<12xi8>) -> tensor<12xi32>
  check.expect_eq_const(%result, dense<[421155711, -466751269, -35402415, -174219, 231652, -30962559, -97445542, 28281471, -197292849, 21332775, 2937019, -38702]> : tensor<12xi32>) : tensor<12xi32>
  return
}
