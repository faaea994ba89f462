#include "verify/composite_proof.h"

#include <algorithm>
#include <map>
#include <memory>

#include <fmt/format.h>

#include "semantics/ops/type_rule_helpers.h"
#include "semantics/traced.h"
#include "verify/program_reading.h"
#include "verify/split_proof.h"

namespace partir::verify {

namespace {

// The symbolic reading's Z3 resource limit per obligation (at most the
// caller's): where it runs out, the pinned reading decides.
constexpr unsigned kSymbolicResourceLimit = 1'000'000;

// ---- the split problem of one reading -------------------------------------

// Value dims that a chunk divides by k, read off a typing.
using SplitDims = std::vector<std::vector<bool>>;

SplitDims splitDims(const std::vector<const Value*>& values, const ChunkTyping& typing) {
  SplitDims out;
  for (size_t v = 0; v < values.size(); ++v) {
    const Shape whole = shapeOf(values[v]);
    std::vector<bool> split(whole.size(), false);
    for (size_t d = 0; d < whole.size(); ++d) split[d] = typing.shapes[v][d] != whole[d];
    out.push_back(std::move(split));
  }
  return out;
}

// The claim on one reading of F: `global` and `local` shapes by value,
// `hypotheses` what holds of the sizes (k, r and the splits included).
struct Reading {
  Shapes global, local;
  std::vector<SymExpr> hypotheses;
  SymExpr k = SymExpr::var("k");
  std::map<std::pair<size_t, int64_t>, SymExpr> offsets;
  // The size-like attributes a chunk divides, read as variables in the whole
  // and divided by k in the chunk (the others are F's).
  AttrValues globalAttrs, localAttrs;
};

// The obligations of `claim` on `reading` (verify/split_proof.h). Throws
// Unreadable when F cannot be composed.
std::vector<Obligation> claimObligations(const Function& f, const TmrEntry& claim, const Reading& reading) {
  const std::vector<const Value*> values = programValues(f);
  auto counter = std::make_shared<int>(0);
  auto whole = std::make_shared<ProgramReading>(f, reading.global, false, reading.globalAttrs, counter);
  auto chunk = std::make_shared<ProgramReading>(f, reading.local, false, reading.localAttrs, counter);
  SplitProblem p;
  p.k = reading.k;
  p.hypotheses = reading.hypotheses;
  for (size_t i = 0; i < whole->numOps(); ++i) {
    for (const ShapeConstraint& c : whole->constraints(i)) p.hypotheses.push_back(c.holds);
    for (const ShapeConstraint& c : chunk->constraints(i))
      p.localConstraints.push_back({c.holds, fmt::format("{} of {}", c.why, opWhere(chunk->op(i)))});
  }
  std::map<const Value*, size_t> number;
  for (size_t v = 0; v < values.size(); ++v) number[values[v]] = v;
  std::vector<size_t> returned;
  for (const Value* v : f.entry().ops().back()->operands()) returned.push_back(number.at(v));
  p.global = [whole, returned](size_t n, const std::vector<SymExpr>& i) { return whole->element(returned.at(n), i); };
  p.local = [chunk, returned](size_t n, const std::vector<SymExpr>& i) { return chunk->element(returned.at(n), i); };
  for (size_t n = 0; n < returned.size(); ++n) {
    p.globalResults.push_back(reading.global.at(returned[n]));
    p.localResults.push_back(reading.local.at(returned[n]));
    p.resultElements.push_back(f.resultTypes[n].tensor().element);
  }
  p.offsets = reading.offsets;
  p.initLiteral = [whole](const Term& t) { return whole->literal(t); };
  p.fresh = [counter](const std::string& hint) { return SymExpr::var(fmt::format("{}{}", hint, (*counter)++)); };
  return splitObligations(p, claim);
}

// Every dim a variable ("in<p>[d]" of argument p, "v<n>[d]" of value n), each
// ≥ 1 where F's is, and so is every attribute element a chunk divides; a
// split dim or attribute of the chunk is the whole's divided by k (a sliced
// argument's and an attribute's is k·w exactly). The other attributes are
// F's. Only for a typing that divides by k or keeps F's sizes (dividesOnly).
Reading symbolicReading(const Function& f, const ChunkTyping& typing) {
  const std::vector<const Value*> values = programValues(f);
  const SplitDims split = splitDims(values, typing);
  Reading reading;
  const SymExpr k = SymExpr::var("k"), r = SymExpr::var("r");
  reading.k = k;
  reading.hypotheses = {k >= 1, SymExpr(0) <= r && r < k};
  const size_t numArgs = f.argTypes.size();
  for (size_t v = 0; v < values.size(); ++v) {
    const Shape whole = shapeOf(values[v]);
    std::vector<SymExpr> g, l;
    for (size_t d = 0; d < whole.size(); ++d) {
      const std::string name = v < numArgs ? fmt::format("in{}[{}]", v, d) : fmt::format("v{}[{}]", v, d);
      g.push_back(SymExpr::var(name));
      reading.hypotheses.push_back(whole[d] >= 1 ? g[d] >= 1 : g[d] == 0);
      l.push_back(g[d]);
      if (!split[v][d]) continue;
      if (v < numArgs) {
        l[d] = SymExpr::var(name + "/k");
        reading.hypotheses.push_back(g[d] == k * l[d]);
        reading.hypotheses.push_back(l[d] >= 1);
      } else {
        l[d] = floorDiv(g[d], k);
      }
      reading.offsets.emplace(std::make_pair(v, static_cast<int64_t>(d)), r * l[d]);
    }
    reading.global.push_back(std::move(g));
    reading.local.push_back(std::move(l));
  }
  const std::vector<const Operation*> ops = programOps(f);
  for (const auto& [key, local] : typing.attributes) {
    const std::vector<int64_t> whole = sizeAttrValues(*ops.at(key.first), key.second);
    const std::string prefix = ProgramReading::attrPrefix(*ops[key.first], key.first);
    std::vector<SymExpr> globalValues, localValues;
    for (size_t i = 0; i < whole.size(); ++i) {
      const std::string name = prefix + attrElementName(key.second, i);
      const bool divided = local[i] != whole[i];
      const SymExpr var = SymExpr::var(name), chunk = SymExpr::var(name + "/k");
      // A chunk divides the attribute exactly, as a sliced argument's dim.
      if (divided) reading.hypotheses.push_back(var == k * chunk && chunk >= 1);
      globalValues.push_back(divided ? var : SymExpr(whole[i]));
      localValues.push_back(divided ? chunk : SymExpr(whole[i]));
    }
    reading.globalAttrs[key] = std::move(globalValues);
    reading.localAttrs[key] = std::move(localValues);
  }
  return reading;
}

// F's own sizes and attributes, the chunk's from `typing`, k a constant.
Reading pinnedReading(const Function& f, const ChunkTyping& typing) {
  const std::vector<const Value*> values = programValues(f);
  Reading reading;
  const SymExpr r = SymExpr::var("r");
  reading.k = typing.k;
  reading.hypotheses = {SymExpr(0) <= r && r < typing.k};
  for (size_t v = 0; v < values.size(); ++v) {
    const Shape whole = shapeOf(values[v]);
    reading.global.push_back(constants(whole));
    reading.local.push_back(constants(typing.shapes[v]));
    for (size_t d = 0; d < whole.size(); ++d)
      if (typing.shapes[v][d] != whole[d])
        reading.offsets.emplace(std::make_pair(v, static_cast<int64_t>(d)), r * typing.shapes[v][d]);
  }
  for (const auto& [key, local] : typing.attributes) reading.localAttrs[key] = {local.begin(), local.end()};
  return reading;
}

// The claimed result actions against the chunk's result shapes: a tile<d>
// result is the whole's with dim d divided by k, any other the whole's.
std::string resultShapeMismatch(const Function& f, const TmrEntry& claim, const ChunkTyping& typing) {
  const std::vector<const Value*> values = programValues(f);
  std::map<const Value*, size_t> number;
  for (size_t v = 0; v < values.size(); ++v) number[values[v]] = v;
  const auto& results = f.entry().ops().back()->operands();
  for (size_t n = 0; n < results.size(); ++n) {
    Shape expected = shapeOf(results[n]);
    const ResultAction& a = claim.results.at(n);
    if (a.kind == ResultAction::Kind::kTile) {
      if (expected.at(a.dim) % typing.k != 0)
        return fmt::format("on {} chunks: result {} dim {} ({}) does not split into {}", typing.k, n, a.dim,
                           expected[a.dim], typing.k);
      expected[a.dim] /= typing.k;
    }
    const Shape& got = typing.shapes.at(number.at(results[n]));
    if (got != expected)
      return fmt::format("on {} chunks: a chunk's result {} has shape {}, but {} needs {}", typing.k, n,
                         shapeStr(got), entryStr(claim).substr(entryStr(claim).find(")") + 2), shapeStr(expected));
  }
  return "";
}

// As checkAll, stopping at the first obligation not proved (the symbolic
// reading: the pinned one takes over from there).
ProofVerdict checkUntilFailure(const std::vector<Obligation>& obligations, const CheckOptions& options) {
  ProofVerdict out;
  for (const Obligation& o : obligations) {
    ObligationResult r = check(o, options);
    ++out.obligations;
    out.effort += r.effort;
    if (r.verdict == Verdict::kProved) continue;
    out.verdict = r.verdict;
    out.failures.push_back(std::move(r));
    break;
  }
  return out;
}

// "4x4, 8" : the chunk's argument shapes.
std::string argumentShapes(const Function& f, const ChunkTyping& typing) {
  std::vector<std::string> shapes;
  for (size_t p = 0; p < f.argTypes.size(); ++p) shapes.push_back(fmt::format("{}", fmt::join(typing.shapes[p], "x")));
  return fmt::format("{}", fmt::join(shapes, ", "));
}

std::string firstRefutation(const ProofVerdict& v) {
  for (const ObligationResult& r : v.failures)
    if (r.verdict == Verdict::kRefuted) return fmt::format("{}: {}", r.name, r.counterexample);
  return "";
}

// The argument elements the first refutation's difference depends on.
std::vector<InputAssignment> refutationInputs(const Function& f, const ProofVerdict& v, const CheckOptions& options) {
  std::vector<ElementType> types;
  for (const Type& t : f.argTypes) types.push_back(t.isTensor() ? t.tensor().element : ElementType::kI32);
  for (const ObligationResult& r : v.failures)
    if (r.verdict == Verdict::kRefuted)
      return inputsFor(r.dataConditions, r.difference, r.model, types, options)
          .value_or(std::vector<InputAssignment>{});
  return {};
}

std::string failuresText(const ProofVerdict& v) {
  std::string out;
  for (const ObligationResult& r : v.failures) {
    if (r.verdict != Verdict::kUnknown) continue;
    out += fmt::format("{}{}: {}", out.empty() ? "" : "; ", r.name, r.reason);
  }
  return out;
}

}  // namespace

namespace {

// The chunk typing on each k, or the type refutation of the first k on which
// the chunks cannot run F as the claim says (unknown where Z3 could not
// decide the chunk's shapes).
std::optional<ClaimProof> typeEachSize(const Function& f, const TmrEntry& claim, const std::vector<int64_t>& sizes,
                                       const CheckOptions& options, std::vector<ChunkTyping>& typings) {
  for (int64_t k : sizes) {
    Result<ChunkTyping> t = chunkTyping(f, claim, k, options);
    if (!t.ok() && t.error().kind == ErrorKind::kUnsupported) {
      ClaimProof proof;
      proof.reason = t.error().message;
      return proof;
    }
    const std::string mismatch = t.ok() ? resultShapeMismatch(f, claim, *t) : t.error().message;
    if (!mismatch.empty()) {
      ClaimProof proof;
      proof.verdict = Verdict::kRefuted;
      proof.reading = "pinned";
      proof.meshSizes = {k};
      proof.k = k;
      proof.counterexample = "type: " + mismatch;
      return proof;
    }
    typings.push_back(std::move(*t));
  }
  return std::nullopt;
}

// The pinned reading on each k: the first refutation, else the first
// unknown, else proved on all of them.
void provePinned(const Function& f, const TmrEntry& claim, const std::vector<ChunkTyping>& typings,
                 const CheckOptions& options, ClaimProof& proof) {
  std::string unknown;
  for (const ChunkTyping& typing : typings) {
    const ProofVerdict v = checkAll(claimObligations(f, claim, pinnedReading(f, typing)), options);
    proof.obligations += v.obligations;
    proof.effort += v.effort;
    if (v.verdict == Verdict::kRefuted) {
      proof.verdict = Verdict::kRefuted;
      proof.meshSizes = {typing.k};
      proof.k = typing.k;
      proof.counterexample =
          fmt::format("k = {}, chunk arguments {}: {}", typing.k, argumentShapes(f, typing), firstRefutation(v));
      proof.inputs = refutationInputs(f, v, options);
      return;
    }
    if (v.verdict == Verdict::kUnknown && unknown.empty())
      unknown = fmt::format("on {} chunks: {}", typing.k, failuresText(v));
  }
  if (!unknown.empty()) {
    proof.reason = unknown;
    return;
  }
  proof.verdict = Verdict::kProved;
  for (const ChunkTyping& t : typings) proof.meshSizes.push_back(t.k);
}

}  // namespace

ClaimProof proveClaim(const Function& f, const TmrEntry& claim, const CheckOptions& options) {
  const std::vector<int64_t> sizes = chunkCounts(f, claim);
  ClaimProof proof;
  if (sizes.empty()) {
    proof.reason = "no mesh size k ≥ 2 divides every sliced and tiled dim";
    return proof;
  }
  std::vector<ChunkTyping> typings;
  if (std::optional<ClaimProof> refuted = typeEachSize(f, claim, sizes, options, typings)) return *refuted;
  proof.solvedAttributes = solvedAttributes(f, typings.front());
  try {
    if (dividesOnly(f, typings.front())) {
      const CheckOptions symbolic{std::min(options.resourceLimit, kSymbolicResourceLimit)};
      const ProofVerdict v =
          checkUntilFailure(claimObligations(f, claim, symbolicReading(f, typings.front())), symbolic);
      proof.obligations = v.obligations;
      proof.effort = v.effort;
      if (v.verdict == Verdict::kProved) {
        proof.verdict = Verdict::kProved;
        proof.reading = "symbolic";
        return proof;
      }
    }
    // A proved verdict says what it proved: at F's sizes, for the k listed.
    proof.reading = "pinned";
    provePinned(f, claim, typings, options, proof);
  } catch (const Unreadable& e) {
    proof.reading.clear();
    proof.reason = e.what();
  }
  return proof;
}

}  // namespace partir::verify
