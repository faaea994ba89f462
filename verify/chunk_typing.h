// The shapes a chunk runs a decomposition F at (verify/composite_proof.h):
// for a claimed entry on a mesh axis of k chunks, a sliced argument dim is
// k times smaller and every other size — each value's dims and each
// size-like attribute (slice limits, pads, windows, group counts) — is
// solved from the shape rules of F's ops with Z3: F's own or F's divided by
// k first, as few divided as the rules allow; then any size, F's attributes
// kept where possible (each chunk pads its own edges: a slice limit w/k + 1).
// A reshape's chunk keeps each group of dims in its share of the whole and
// is a contiguous block where it can be.
//
// Given pad(x, 1, 1) then slice [1:9] on tensor<8xf32> and (tile 0) ↪ tile 0
// on 2 chunks: x [4] -> pad [6] -> slice [1:5] -> [4].
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"
#include "semantics/tmr.h"
#include "verify/obligation.h"

namespace partir::verify {

// The local shape of every value of F (by number) on a mesh axis of size k,
// and the size-like attributes that change with it (a gather's slice_sizes
// on a chunk of its operand), by op number (F's body, in order) and name.
struct ChunkTyping {
  int64_t k = 0;
  std::vector<Shape> shapes;
  std::map<std::pair<size_t, std::string>, std::vector<int64_t>> attributes;
};

// The shapes a chunk runs F at, for the claim's argument slicing: every dim
// and size-like attribute F's or F's divided by k, as the ops' shape rules
// require, dividing as few as they allow; failing that, any size the rules
// allow, F's attributes kept where possible; with the results the claim
// says where possible (else the shapes the chunk does compute). An error
// naming the conflicting rules when the rules admit none (a literal that
// cannot shrink, a reshape the chunk cannot make); kUnsupported when Z3
// cannot decide (nonlinear rules over any sizes): nothing is concluded.
Result<ChunkTyping> chunkTyping(const Function& f, const TmrEntry& claim, int64_t k,
                                const CheckOptions& options = {});

// The gcd of every dim the claim splits: its sliced argument dims and tiled
// result dims (the partitioner applies an entry only where k divides them
// all; DESIGN.md "partir.slice"); 0 when it splits none.
int64_t splitDimsGcd(const Function& f, const TmrEntry& claim);

// The chunk counts k a claim is proved (pinned) and run on: every k ≥ 2 that
// divides every dim it splits, up to 64 (each chunk is a thread of the
// simulated mesh); when there are more than 8, the 7 smallest and the
// largest. 2, 3, 4 when it splits none; empty when no k divides them.
// Given sliced dims 6 and 12: 2, 3, 6.
std::vector<int64_t> chunkCounts(const Function& f, const TmrEntry& claim);

// Every size of `typing` is F's or F's divided by k: the symbolic reading
// can state it for every size.
bool dividesOnly(const Function& f, const ChunkTyping& typing);
// The attributes `typing` solved to a size other than F's or F's / k:
// "on 2 chunks, 'stablehlo.slice' (f.mlir:5:3) limit_indices [4, 9] -> [4, 5]"; "" when none.
std::string solvedAttributes(const Function& f, const ChunkTyping& typing);

}  // namespace partir::verify
