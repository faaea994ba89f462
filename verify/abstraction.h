// How a script for another solver encodes integer operations
// (verify/obligation.h SmtPrinter, verify/z3_encode.h Encoder).
#pragma once

namespace partir::verify {

// Integer operations an encoding leaves uninterpreted, as the functions
// div.u, mod.u and mul.u of two Ints. A script so encoded claims more (its
// goal for every meaning of those functions that satisfies its hypotheses),
// so its unsat proves the script as interpreted too (verify/obligation.h).
//   kDivMod: floorDiv and mod by a divisor that is not a constant (by a
//     constant they are linear, which every solver decides);
//   kArithmetic: every floorDiv, mod and product: what is left is
//     congruence and linear arithmetic.
enum class Abstraction { kNone, kDivMod, kArithmetic };

}  // namespace partir::verify
