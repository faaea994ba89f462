// The obligations of a split (DESIGN.md "Verification"; seed 000 §5.2.1): a
// computation read at whole sizes and on chunk r of a loop over an axis of
// symbolic size k, compared by the result actions of a tile-mapping entry.
// verify/entry_proof.h reads one op this way, verify/composite_proof.h a
// composite's decomposition function.
//
// Values are numbered (an op's operands, or a function's arguments and the
// values its ops compute). Element terms read values by number
// (Term::read), and a fold variable walks a dim of a value (FoldVar::walks).
// `offsets` says which dims of which values the loop splits: element i of
// chunk r of a split dim is element i + offset of the whole value. A read of
// a split value is moved by its offset; a fold variable walking a split dim
// is split.
//
// The obligations, for an entry (t1⊥, …, tn⊥) ↪ (σ1, …, σm):
//   (1) type preservation: each of `localConstraints` holds;
//   (2) index maps commute: for tile<d>, element i' of chunk r equals element
//       (i' with i'_d + r·u) of the whole, u the local size of dim d; for
//       any, every chunk equals the whole; inside a fold, the two index
//       spaces correspond one to one and so do the bodies;
//   (3) for sum: the result is a fold split along exactly one variable into k
//       pieces of w, (r, c') ↦ r·w + c' is a bijection of [0,k)×[0,w) onto
//       [0,k·w), the reducer is associative, commutative when the split
//       variable is not the outermost, and each chunk's init is absorbed.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "semantics/denotation.h"
#include "semantics/element_type.h"
#include "semantics/tmr.h"
#include "verify/obligation.h"

namespace partir::verify {

struct SplitProblem {
  SymExpr k = SymExpr::var("k"), r = SymExpr::var("r");
  // What holds of the whole and of the loop: k ≥ 1, 0 ≤ r < k, sizes ≥ 1,
  // the whole's shape rules, a split dim k times its local size.
  std::vector<SymExpr> hypotheses;
  std::vector<ShapeConstraint> localConstraints;
  // Element `index` of result n, of the whole and of chunk r (reads at the
  // chunk's local indices, not yet moved by the offsets).
  std::function<Term(size_t, const std::vector<SymExpr>&)> global, local;
  std::vector<std::vector<SymExpr>> globalResults, localResults;
  std::map<std::pair<size_t, int64_t>, SymExpr> offsets;  // (value, dim) -> r · local size
  std::vector<ElementType> resultElements;
  // The constant value of a fold's init term, when it has one.
  std::function<std::optional<double>(const Term&)> initLiteral;
  // A variable name not used elsewhere ("i0", "i1", ...).
  std::function<SymExpr(const std::string&)> fresh;
};

std::vector<Obligation> splitObligations(const SplitProblem& problem, const TmrEntry& entry);

}  // namespace partir::verify
