// A claimed composite entry, executed on random inputs
// (docs/registering-an-op.md, "Registering a composite without recompiling").
//
// The meaning of an entry (t1, …, tn) ↪ (σ1, …, σm) of F on k chunks
// (DESIGN.md "Tile-mapping registry"; seed 000 §5.2.1): chunk r runs F on
// chunk r of each sliced argument (whole ⊥ arguments) and result j of F is
// the chunks' results j combined by σj:
//   tile d   concatenated along d: chunk r must equal chunk r of F's result
//            along d;
//   sum<f>   folded with f (add when plain `sum`): must equal F's result;
//   any      every chunk's value must equal F's result.
// A trial draws random integer-valued inputs (interp/random_inputs.h), runs F
// on them with the reference interpreter, and runs the chunks one of two
// ways: F retyped to the chunk's shapes (`retypedChunkProgram`: what the
// claim means, an `iota` inside F seeing the chunk), each chunk in the
// reference interpreter; or the device-local program that propagation and
// lowering derive (verify/composite/spec_derivation.h), one device per chunk on the
// simulated mesh (interp/mesh_interpreter.h).
//
// Integer results compare bit for bit. A float result may differ from the
// reference by rounding alone where the chunks reassociate a sum, so two
// float elements differ only when they are further apart than
// √ε·(1 + |expected|), ε the type's machine epsilon (f32: 3.5e-4 relative;
// a wrong claim moves elements by whole units on integer-valued inputs);
// closer differences are counted as rounding, never a counterexample.
//
// Given softmax on tensor<4x8xf32> with (tile 1) ↪ tile 1 on 2 chunks, chunk
// 0 computes the softmax of columns 0..3 alone, so its [0, 0] is
// exp(x00 - m) / Σ_{c<4} exp(x0c - m) where the reference divides by the sum
// over all 8 columns: the first trial returns that counterexample.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "interp/value.h"
#include "semantics/diagnostics.h"
#include "semantics/ir.h"
#include "semantics/tmr.h"
#include "verify/composite_proof.h"

namespace partir {

// Where the claim and the reference differ.
struct Counterexample {
  int64_t trial = 0;
  uint64_t seed = 0;           // the inputs' seed (randomIntegerInputs)
  bool atLimits = false;       // integers drawn at their type's limits (limitIntegerInputs)
  // What each element type of the arguments was drawn from: "f32: integers
  // in [-3, 3]; i32: min, min + 1, -1, 0, 1, max - 1, max".
  std::string inputKinds;
  int64_t meshSize = 0;        // k
  int64_t chunk = -1;          // the differing chunk; -1 for a sum over all chunks
  int64_t result = 0;          // which result of F
  std::string against;         // what was expected: "chunk 1 of the reference along dim 1"
  std::vector<int64_t> index;  // in the compared tensors; empty when the types differ
  std::string expected;        // the element (or the type) expected
  std::string computed;        // the element (or the type) the chunks gave
  std::string detail;          // "32 of 32 elements differ"
  // The arguments: their values when small, else their types; and the
  // elements Z3's model set.
  std::string inputs;
  // How many argument elements Z3's model gave (verify/input_model.h); the
  // others are the seed's.
  int64_t modelElements = 0;
  // The values themselves: F's arguments and F's results on them; the
  // chunks' results combined by the claim (tile: concatenated, sum: folded,
  // any: the first chunk that differs), none where the chunks' types do not
  // combine.
  Values arguments, expectedResults;
  std::vector<std::optional<Tensor>> combinedResults;
  // "trial 0 (inputs seed 0), 2 chunks: chunk 0 of result #0 differs from chunk 0
  //  of the reference along dim 1 at [0, 0]: computed 0.25, expected 0.125 (...)"
  std::string str() const;
};

struct TrialOutcome {
  std::optional<Counterexample> counterexample;  // a difference beyond rounding
  int64_t roundingOnly = 0;                      // elements that differ by rounding alone
};

// F (in `decomposition`, calls inlined: verify/composite/spec_derivation.h) with its
// arguments, op results and splat literals retyped to the chunk's shapes,
// verified; an error when the retyped program does not verify.
Result<std::unique_ptr<Module>> retypedChunkProgram(const Module& decomposition, const Function& f,
                                                    const verify::ChunkTyping& typing);

// Where F stops verifying when only its arguments take a chunk's shapes on
// k chunks (no typing of the chunk exists): the verifier's first complaint,
// or "" when it verifies.
std::string chunkArgumentsError(const Module& decomposition, const Function& f, const TmrEntry& claim, int64_t k);

enum class ChunkRunner { kRetyped, kLowered };

// One trial on k chunks. An odd seed draws integers at their type's limits
// (limitIntegerInputs), where wrapping arithmetic breaks claims that hold
// on small values (max(x, y) + b = max(x + b, y + b) on i32); an even one
// small integers (randomIntegerInputs); a `case` index or `if` predicate
// that is an argument takes branch `trial` mod n. `modelInputs` then replace the
// elements they name (a replay of Z3's counterexample whose difference
// depends on the data). An error when a program fails to run (an
// unsupported op, a size limit).
// The most branches of a `case` or `if` whose selector is an argument of F:
// runTrial's trial t takes branch t mod n, so n trials run every branch.
int64_t branchCount(const Function& f);

Result<TrialOutcome> runTrial(const Module& reference, const Function& f, const Module& chunkProgram,
                              ChunkRunner runner, const TmrEntry& claim, int64_t k, int64_t trial, uint64_t seed,
                              const std::vector<verify::InputAssignment>& modelInputs = {});

}  // namespace partir
