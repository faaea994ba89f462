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
// `runTrial` draws random integer-valued inputs (interp/random_inputs.h, so
// float sums are exact in any order), runs F on them with the reference
// interpreter, runs the chunk program (tools/spec_derivation.h) on the
// simulated mesh, one device per chunk (interp/mesh_interpreter.h), and
// compares bit for bit (NaNs equal).
//
// Given softmax on tensor<4x8xf32> with (tile 1) ↪ tile 1 on 2 chunks, chunk
// 0 computes the softmax of columns 0..3 alone, so its [0, 0] is
// exp(x00 - m) / Σ_{c<4} exp(x0c - m) where the reference divides by the sum
// over all 8 columns: the first trial returns that counterexample.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"
#include "semantics/tmr.h"

namespace partir {

// Where the claim and the reference differ.
struct Counterexample {
  int64_t trial = 0;
  uint64_t seed = 0;           // the inputs' seed (randomIntegerInputs)
  int64_t meshSize = 0;        // k
  int64_t chunk = -1;          // the differing chunk; -1 for a sum over all chunks
  int64_t result = 0;          // which result of F
  std::string against;         // what was expected: "chunk 1 of the reference along dim 1"
  std::vector<int64_t> index;  // in the compared tensors; empty when the types differ
  std::string expected;        // the element (or the type) expected
  std::string computed;        // the element (or the type) the chunks gave
  std::string detail;          // "32 of 32 elements differ"
  // "trial 0 (inputs seed 0), 2 chunks: chunk 0 of result #0 differs from chunk 0
  //  of the reference along dim 1 at [0, 0]: computed 0.25, expected 0.125 (...)"
  std::string str() const;
};

// One trial on k chunks; nullopt when the claim holds on it. An error when a
// program fails to run (an unsupported op, an internal error).
Result<std::optional<Counterexample>> runTrial(const Module& reference, const Function& f,
                                               const Module& chunkProgram, const TmrEntry& claim, int64_t k,
                                               int64_t trial, uint64_t seed);

}  // namespace partir
