// The rewrite rules of partitioning and lowering, proved on symbolic shapes
// and symbolic mesh axis sizes (DESIGN.md "Verification": "each rewrite rule
// (fusion, deep tiling, each collective fusion, lowering of each action) gets
// the same treatment" as a TMR entry).
//
// A value on the mesh is read as a function of the device's coordinates
// (one per axis) and a local index (verify/mesh_value.h, which reads the
// collectives as semantics/hlo_ops.h defines them, seed 000 §6): the *chunk* of axes A (major first) on a
// device is Σ c[a_j]·Π_{k>j}|a_k|, its inverse the row-major delinearization;
//   all_slice [A_d] x    at (c, i) = x(c, i_d + chunk(c, A_d)·w_d)
//   all_gather [A_d] x   at (c, i) = x(c with A_d ← delin(i_d div w_d), i_d mod w_d)
//   all_reduce <A> x     at (c, i) = fold over c' ∈ A of x(c with A ← c', i)
//   reduce_scatter [A_d] at (c, i) = fold over every named axis of the all_slice read
//   all_to_all {d → d'} <A> x: the piece chunk(c, A) of every group member's
//                        split along d', concatenated along d (StableHLO spec
//                        "all_to_all", split_dimension d', concat_dimension d)
// and the PartIR:Core loops as in seed 000 §4: `loop a [tile<d>] B` at i is
// B(i_d div w)(i_d mod w), `[sum]` the fold of B(r) over r, `[any]` B, and
// `slice d x[r]` at i is x(i_d + r·w).
//
// Each rule is one equation between two such readings, instantiated over the
// structural variants (which dims, which axes, several axes on one dim) with
// every size symbolic: dims are products K·w of the axes' sizes K and local
// sizes w, so divisibility holds by construction. Its obligations say that
// both sides have the same element at every index on every device (folds
// compared variable by variable: same reducer, extents and bodies).
//
// Given the rule all_slice [{a}] (all_gather [{a}] x) = x on a 2-D x, the
// obligation reads x(ra', rb, i0 mod w0, i1) with ra' = (i0 + ra·w0) div w0
// against x(ra, rb, i0, i1) under 0 ≤ i0 < w0, 0 ≤ ra < |a|: proved.
#pragma once

#include <string>
#include <vector>

#include "verify/mesh_value.h"
#include "verify/obligation.h"

namespace partir::verify {

// The rules' mesh has the axes a and b (sizes |a|, |b|); their values have
// local sizes w0, w1 (semantics/symbolic variables).
inline const Axes kRuleAxes = {"a", "b"};

struct Rule {
  // What the rewrite code calls the rule, for all its variants:
  // "slice_undoes_gather" (rewrite/lower.cc kFusionRules, rewrite/rewrite_rules.h).
  std::string family;
  std::string name;       // "all_slice∘all_gather = id [{a}, {}]"
  std::string source;     // "seed 000 §6"
  std::vector<Obligation> obligations;
};

// Every rule, in every structural variant.
std::vector<Rule> rewriteRules();

// The rule lhs = rhs: the same shape, and on every device (coordinates
// ra, rb) the same element at every index (i0, i1, …).
Rule equation(std::string name, std::string source, const MeshValue& lhs, const MeshValue& rhs);

struct RuleReport : ProofVerdict {
  std::string rule;
  std::string family;  // Rule::family: "slice_undoes_gather"
  std::string source;
};

RuleReport proveRule(const Rule& rule, const CheckOptions& options = {});

}  // namespace partir::verify
