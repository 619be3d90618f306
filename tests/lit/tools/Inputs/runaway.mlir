// A loop that never ends for inputs below 10 (its counter never moves): what
// a call deadline must stop.
func.func @spin(%n: i32) -> i32 {
  %r = scf.while (%i = %n) : (i32) -> i32 {
    %c10 = arith.constant 10 : i32
    %go = arith.cmpi slt, %i, %c10 : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%i: i32):
    %k = util.optimization_barrier %i : i32
    scf.yield %k : i32
  }
  return %r : i32
}
