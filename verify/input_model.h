// Inputs that show a refuted obligation's difference (docs/registering-an-op.md,
// "What a claim means"). Z3 refutes an obligation over uninterpreted element
// values: the difference it finds may matter only where the data takes a
// select's branch (`select(x > 100, rowsum, x)` differs only where x > 100),
// which random small inputs never reach. The obligation records those
// branches (verify/obligation.h DataCondition); here they are solved again
// with the scalar functions interpreted over the reals, at the refutation's
// indices, for the argument elements they read. The interpreter's replay
// then runs on those values, the others random (verify/composite/spec_check.h).
//
// Given the condition compare.GT.FLOAT(in0[i0, i1], constant.f32.100) = true
// and the model i0 = 0, i1 = 4: in0[0, 4] = 101.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "semantics/element_type.h"
#include "verify/obligation.h"

namespace partir::verify {

// A value for one element of one of F's arguments.
struct InputAssignment {
  size_t argument = 0;
  std::vector<int64_t> index;
  double value = 0;
};

// Values for the argument elements that show the difference, at the
// model's indices: first where the compared result elements (`difference`,
// the whole's and the chunk's) are apart beyond rounding, with every condition
// holding; else where only the conditions hold. Read over the reals: compare,
// add, subtract, multiply, divide, negate, abs, maximum, minimum, select,
// converts between floats and of booleans, splat literals, and folds with a
// named reducer expanded element by element (at most 4096 bodies); the
// values are integers within ±1000 (exact in every float type's sums).
// Empty when there is nothing to satisfy; nullopt when something cannot be
// read (an exponential) or no values satisfy it.
std::optional<std::vector<InputAssignment>> inputsFor(const std::vector<DataCondition>& conditions,
                                                      const std::optional<std::pair<Term, Term>>& difference,
                                                      const std::map<std::string, int64_t>& model,
                                                      const std::vector<ElementType>& argumentTypes,
                                                      const CheckOptions& options = {});

}  // namespace partir::verify
