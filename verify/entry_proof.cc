#include "verify/entry_proof.h"

#include <chrono>
#include <map>

#include <fmt/format.h>

#include "semantics/denotation.h"
#include "semantics/traced.h"
#include "verify/split_proof.h"

namespace partir::verify {

namespace {

// The scalar value of init operand `t` (a Read of a 0-d operand defined by a
// stablehlo.constant), if known.
std::optional<double> initLiteral(const Operation& op, const Term& t) {
  if (t.kind() != Term::Kind::kRead || !t.index().empty()) return std::nullopt;
  const Operation* def = op.operand(t.operand())->definingOp();
  if (!def || def->code() != OpCode::kConstant) return std::nullopt;
  const DenseElements& e = def->attr("value")->getDenseElements();
  if (e.bytes.empty()) return std::nullopt;
  return isFloat(e.type.element) ? e.floatAt(0) : static_cast<double>(e.intAt(0));
}

// The op read whole and on chunk r (verify/split_proof.h): its values are
// its operands; a sliced operand dim is k·w, a tiled result dim k·u, and the
// entry's attribute divisions apply to the chunk's op.
SplitProblem opSplit(const Operation& op, const TmrEntry& entry, const std::vector<SymExpr>& pathCondition) {
  SplitProblem p;
  const SymView global = SymView::symbolic(op);
  SymView local = global;
  p.hypotheses.push_back(p.k >= 1);
  p.hypotheses.push_back(SymExpr(0) <= p.r && p.r < p.k);
  for (size_t i = 0; i < global.numOperands(); ++i)
    for (const SymExpr& d : global.operand(i)) p.hypotheses.push_back(d >= 1);
  for (size_t i = 0; i < global.numResults(); ++i)
    for (const SymExpr& d : global.result(i)) p.hypotheses.push_back(d >= 1);
  p.hypotheses.insert(p.hypotheses.end(), pathCondition.begin(), pathCondition.end());
  for (size_t j = 0; j < entry.operands.size() && j < global.numOperands(); ++j) {
    if (!entry.operands[j]) continue;
    const int64_t t = *entry.operands[j];
    const SymExpr w = SymExpr::var(operandDimName(j, t) + "/k");
    p.hypotheses.push_back(global.operand(j).at(t) == p.k * w);
    p.hypotheses.push_back(w >= 1);
    p.offsets.emplace(std::make_pair(j, t), p.r * w);
    local = local.withOperandDim(j, t, w);
  }
  for (size_t n = 0; n < entry.results.size(); ++n)
    if (entry.results[n].kind == ResultAction::Kind::kTile)
      local = local.withResultDim(n, entry.results[n].dim,
                                  SymExpr::var(resultDimName(n, entry.results[n].dim) + "/k"));
  for (const AttrDivision& a : entry.localize) {  // k divides it (rewrite/partitioner.cc)
    if (a.retypeSplat) continue;
    std::vector<SymExpr> values = local.ints(a.attr);
    const SymExpr q = SymExpr::var(attrElementName(a.attr, a.index) + "/k");
    p.hypotheses.push_back(global.ints(a.attr).at(a.index) == p.k * q);
    p.hypotheses.push_back(q >= 1);
    values.at(a.index) = q;
    local = local.withAttr(a.attr, std::move(values));
  }
  const Denotation whole = denote(global);
  const Denotation chunk = denote(local);
  for (const ShapeConstraint& c : whole.constraints) p.hypotheses.push_back(c.holds);
  // The partitioner applies an entry only where every sliced operand dim and
  // tiled result dim is divisible by k (rewrite/partitioner.cc).
  for (size_t n = 0; n < entry.results.size(); ++n) {
    const ResultAction& a = entry.results[n];
    if (a.kind != ResultAction::Kind::kTile) continue;
    const SymExpr u = local.result(n).at(a.dim);
    p.hypotheses.push_back(global.result(n).at(a.dim) == p.k * u);
    p.hypotheses.push_back(u >= 1);
  }
  p.localConstraints = chunk.constraints;
  p.global = whole.element;
  p.local = chunk.element;
  for (size_t n = 0; n < global.numResults(); ++n) {
    p.globalResults.push_back(global.result(n));
    p.localResults.push_back(local.result(n));
    p.resultElements.push_back(op.resultType(n).isTensor() ? op.resultType(n).tensor().element : ElementType::kF32);
  }
  p.initLiteral = [&op](const Term& t) { return initLiteral(op, t); };
  p.fresh = [global](const std::string& hint) { return global.fresh(hint); };
  return p;
}

}  // namespace

TracedMappings tracedTileMappings(const Operation& op) {
  TraceScope scope(op);
  TracedMappings t;
  t.mappings = tileMappings(op);
  t.pathCondition = scope.pathCondition();
  return t;
}

std::vector<Obligation> entryObligations(const Operation& op, const TmrEntry& entry) {
  return splitObligations(opSplit(op, entry, tracedTileMappings(op).pathCondition), entry);
}

EntryReport proveEntry(const Operation& op, const TmrEntry& entry, const CheckOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  EntryReport report;
  report.op = op.name();
  report.entry = entryStr(entry);
  const TracedMappings traced = tracedTileMappings(op);
  report.precondition = allOf(traced.pathCondition).str();
  if (!denote(SymView::concrete(op)).defined()) {
    report.verdict = Verdict::kUnknown;
    ObligationResult missing;
    missing.name = "denotation";
    missing.reason = op.name() + " has no denotation";
    report.failures.push_back(std::move(missing));
    return report;
  }
  const std::vector<Obligation> obligations = splitObligations(opSplit(op, entry, traced.pathCondition), entry);
  static_cast<ProofVerdict&>(report) = checkAll(obligations, options);
  report.ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return report;
}

std::vector<EntryReport> proveOp(const Operation& op, const CheckOptions& options) {
  std::vector<EntryReport> reports;
  for (const TmrEntry& e : tracedTileMappings(op).mappings.entries)
    reports.push_back(proveEntry(op, e, options));
  return reports;
}

}  // namespace partir::verify
