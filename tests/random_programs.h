// Random well-typed StableHLO programs for property-based differential tests
// (DESIGN.md "Property-based differential tests"): random program + random
// mesh + random schedule -> partition -> Temporal(partitioned) must equal
// Reference(original) exactly.
//
// A program is generated in two steps, so that rapidcheck shrinks it well:
//   1. a ProgramDescription: plain integers (argument shapes, and one
//      OpRecord per op: an op kind and a few integer choices), which
//      rapidcheck shrinks by removing ops/arguments and moving integers to 0;
//   2. buildProgram turns any description into a valid program, deterministically.
//      Each op picks its operands among the earlier values (an even choice
//      starts at one of the two newest, so 0 chains ops; an odd one at any
//      value, by index modulo their count) and takes the first that fits;
//      when none does it falls back to something that always type-checks
//      (the operand itself as partner, a constant, or skipping the op), so
//      every shrunk description still builds.
//
// The program is `func.func @main(%arg0: ..., ...) -> (...)` in the pretty
// form JAX prints (generic form for gather and reduce_window); its results are
// every op value no other op uses, so everything computed is observable.
//
// Exactness: every value carries a bound on its magnitude; an op whose result
// could exceed kMaxBound first clamps its operands to [-3, 3]. With inputs
// from randomIntegerInputs (|v| <= 3) every f32 value is an integer below
// 2^24, so sums are exact in any order. No divide/exp/sqrt-like op is used.
// One caveat for bitwise comparison: negate/multiply can produce -0.0, and
// a kernel's max(-0.0, +0.0) may depend on operand order, so compare floats
// with `==` (which equates the zeros) rather than bitwise.
//
// Given the description {firstArg {element 0, rank 3, dims [5, 8]}, ops
// [{kind 5 (negate)}, {kind 12 (reduce)}]} (all choices 0) buildProgram returns
//   func.func @main(%arg0: tensor<4x6xf32>) -> (tensor<6xf32>) {
//     %0 = stablehlo.negate %arg0 : tensor<4x6xf32>
//     %1 = stablehlo.constant dense<0.0> : tensor<f32>
//     %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
//     return %2 : tensor<6xf32>
//   }
//
// Use in a property (the counterexample prints as the module text):
//   RC_GTEST_PROP(Partition, TemporalEqualsReference, ()) {
//     const RandomProgram p = *genProgram();
//     const Values inputs = randomIntegerInputs(p.argTypes, *rc::gen::arbitrary<uint64_t>());
//     ... parse p.text, partition, compare ...
//   }
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "interp/random_inputs.h"
#include "interp/value.h"
#include "semantics/types.h"

namespace partir::testing {

struct ProgramOptions {
  int maxOps = 12;  // op records per program (1..maxOps); helper constants not counted
  // Dimension sizes to draw from (sizes < 1 are ignored; none left means 1);
  // even sizes are drawn three times as often, so mesh axes of size 2-4
  // often divide them.
  std::vector<int64_t> dimSizes = {1, 2, 3, 4, 6, 8, 12};
};

// One argument: element f32 (or i32 when element % 4 == 3), a rank from
// rank (favouring 1-3) and sizes from dims (indices into the size table).
// An argument after the first copies the previous one's type when
// rank % 3 == 0, so elementwise ops often combine two arguments.
struct ArgRecord {
  int element = 0;
  int rank = 0;
  std::vector<int> dims;
};

// One op: kind indexes randomOpKinds() (modulo); choices[0] picks the main
// operand, choices[1] a partner, the rest are op specific (dims, sizes, ...).
// Missing choices read as 0.
struct OpRecord {
  int kind = 0;
  std::vector<int> choices;
};

struct ProgramDescription {
  ArgRecord firstArg;              // there is always at least one argument
  std::vector<ArgRecord> moreArgs;  // 0-2 more
  std::vector<OpRecord> ops;
};

struct RandomProgram {
  std::string text;  // the module: one func.func @main
  std::vector<TensorType> argTypes;
  std::vector<TensorType> resultTypes;
  int numOps = 0;  // ops in @main, helpers (constants, clamps) included
};

// The op kinds, in OpRecord::kind order ("add", "subtract", ..., "reduce_window").
const std::vector<std::string>& randomOpKinds();

rc::Gen<ProgramDescription> genDescription(const ProgramOptions& options = {});
// Always succeeds: see the fallback rules above.
RandomProgram buildProgram(const ProgramDescription& description, const ProgramOptions& options = {});
// genDescription mapped through buildProgram; shrinks through the description.
rc::Gen<RandomProgram> genProgram(const ProgramOptions& options = {});

// The counterexample printout: the module text.
std::string showProgram(const RandomProgram& program);
// rapidcheck's hook (found by ADL) for printing counterexamples.
void showValue(const RandomProgram& program, std::ostream& os);

using partir::randomIntegerInputs;  // interp/random_inputs.h

}  // namespace partir::testing
