#include "verify/entry_proof.h"

#include <chrono>
#include <map>

#include <fmt/format.h>

#include "semantics/denotation.h"
#include "semantics/traced.h"

namespace partir::verify {

namespace {

// How the loop slices operand j: its dim `dim` is k·`local`, chunk r starts
// at `offset` = r·local.
struct Slicing {
  int64_t dim;
  SymExpr local;
  SymExpr offset;
};
using Slicings = std::map<size_t, Slicing>;

SymExpr shiftExpr(const SymExpr& e, const Slicings& s);

std::vector<SymExpr> shiftIndex(size_t operand, const std::vector<SymExpr>& index,
                                const Slicings& s) {
  std::vector<SymExpr> out;
  for (const SymExpr& i : index) out.push_back(shiftExpr(i, s));
  if (auto it = s.find(operand); it != s.end() && it->second.dim < static_cast<int64_t>(out.size()))
    out[it->second.dim] = out[it->second.dim] + it->second.offset;
  return out;
}

// The local op's reads of sliced operands, moved to the chunk's place in the
// whole operand.
SymExpr shiftExpr(const SymExpr& e, const Slicings& s) {
  if (e.args().empty()) return e;
  if (e.kind() == SymExpr::Kind::kElement)
    return SymExpr::element(e.operand(), shiftIndex(e.operand(), e.args(), s));
  std::vector<SymExpr> args;
  for (const SymExpr& a : e.args()) args.push_back(shiftExpr(a, s));
  return SymExpr::make(e.kind(), std::move(args));
}

Term shiftTerm(const Term& t, const Slicings& s) {
  auto terms = [&](const std::vector<Term>& v) {
    std::vector<Term> out;
    for (const Term& x : v) out.push_back(shiftTerm(x, s));
    return out;
  };
  switch (t.kind()) {
    case Term::Kind::kRead: return Term::read(t.operand(), shiftIndex(t.operand(), t.index(), s));
    case Term::Kind::kApply: return Term::apply(t.fn(), terms(t.args()));
    case Term::Kind::kSelect:
      return Term::select(shiftExpr(t.index()[0], s), shiftTerm(t.args()[0], s),
                          shiftTerm(t.args()[1], s));
    case Term::Kind::kIndex: return Term::index(shiftExpr(t.index()[0], s));
    case Term::Kind::kFold: {
      auto f = std::make_shared<Fold>(t.foldNode());
      f->filter = shiftExpr(f->filter, s);
      f->bodies = terms(f->bodies);
      f->inits = terms(f->inits);
      return Term::fold(std::move(f), t.component());
    }
  }
  return t;
}

std::vector<SymExpr> freshIndex(const SymView& v, size_t rank) {
  std::vector<SymExpr> index;
  for (size_t d = 0; d < rank; ++d) index.push_back(v.fresh("i"));
  return index;
}

std::vector<SymExpr> concat(std::vector<SymExpr> a, const std::vector<SymExpr>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

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

class EntryProver {
 public:
  EntryProver(const Operation& op, const TmrEntry& entry, std::vector<SymExpr> pathCondition);
  std::vector<Obligation> run();

 private:
  void typeObligations();
  void resultObligations(size_t n, const ResultAction& action);
  void compare(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
               const std::string& where);
  void compareFold(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
                   const std::string& where);
  void compareSum(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
                  const ResultAction& action, size_t n);
  bool sameShape(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
                 const std::string& where);
  void prove(std::string name, const std::vector<SymExpr>& guards, SymExpr goal);
  void proveEqual(std::string name, const std::vector<SymExpr>& guards, const Term& g,
                  const Term& l);
  void refute(std::string name, const std::vector<SymExpr>& guards, std::string why);
  void law(std::string name, Law law, const Reducer& reducer, size_t result,
           std::optional<double> init = std::nullopt);
  // Fold variable names of `g` mapped to `l`'s, moved by the slicing.
  std::map<std::string, SymExpr> foldVarMap(const Fold& g, const Fold& l,
                                            std::vector<bool>* split) const;

  const Operation& op_;
  const TmrEntry& entry_;
  SymView global_, local_;
  Denotation dg_, dl_;
  SymExpr k_ = SymExpr::var("k"), r_ = SymExpr::var("r");
  Slicings slicing_;
  std::vector<SymExpr> base_;
  std::vector<Obligation> out_;
};

EntryProver::EntryProver(const Operation& op, const TmrEntry& entry,
                         std::vector<SymExpr> pathCondition)
    : op_(op), entry_(entry), global_(SymView::symbolic(op)), local_(global_) {
  base_.push_back(k_ >= 1);
  base_.push_back(SymExpr(0) <= r_ && r_ < k_);
  for (size_t i = 0; i < global_.numOperands(); ++i)
    for (const SymExpr& d : global_.operand(i)) base_.push_back(d >= 1);
  for (size_t i = 0; i < global_.numResults(); ++i)
    for (const SymExpr& d : global_.result(i)) base_.push_back(d >= 1);
  base_ = concat(base_, pathCondition);
  for (size_t j = 0; j < entry.operands.size() && j < global_.numOperands(); ++j) {
    if (!entry.operands[j]) continue;
    const int64_t t = *entry.operands[j];
    const SymExpr w = SymExpr::var(operandDimName(j, t) + "/k");
    base_.push_back(global_.operand(j).at(t) == k_ * w);
    base_.push_back(w >= 1);
    slicing_.emplace(j, Slicing{t, w, r_ * w});
    local_ = local_.withOperandDim(j, t, w);
  }
  for (size_t n = 0; n < entry.results.size(); ++n)
    if (entry.results[n].kind == ResultAction::Kind::kTile)
      local_ = local_.withResultDim(
          n, entry.results[n].dim, SymExpr::var(resultDimName(n, entry.results[n].dim) + "/k"));
  for (const AttrDivision& a : entry.localize) {  // k divides it (rewrite/partitioner.cc)
    if (a.retypeSplat) continue;
    std::vector<SymExpr> values = local_.ints(a.attr);
    const SymExpr q = SymExpr::var(attrElementName(a.attr, a.index) + "/k");
    base_.push_back(global_.ints(a.attr).at(a.index) == k_ * q);
    base_.push_back(q >= 1);
    values.at(a.index) = q;
    local_ = local_.withAttr(a.attr, std::move(values));
  }
  dg_ = denote(global_);
  dl_ = denote(local_);
  for (const ShapeConstraint& c : dg_.constraints) base_.push_back(c.holds);
}

std::vector<Obligation> EntryProver::run() {
  typeObligations();
  for (size_t n = 0; n < entry_.results.size(); ++n) resultObligations(n, entry_.results[n]);
  return std::move(out_);
}

void EntryProver::prove(std::string name, const std::vector<SymExpr>& guards, SymExpr goal) {
  Obligation o;
  o.name = std::move(name);
  o.hypotheses = concat(base_, guards);
  o.goal = std::move(goal);
  out_.push_back(std::move(o));
}

void EntryProver::proveEqual(std::string name, const std::vector<SymExpr>& guards, const Term& g,
                             const Term& l) {
  Obligation o;
  o.name = std::move(name);
  o.hypotheses = concat(base_, guards);
  o.equal = std::make_pair(g, l);
  out_.push_back(std::move(o));
}

void EntryProver::refute(std::string name, const std::vector<SymExpr>& guards, std::string why) {
  Obligation o;
  o.name = std::move(name);
  o.hypotheses = concat(base_, guards);
  o.mismatch = std::move(why);
  out_.push_back(std::move(o));
}

void EntryProver::law(std::string name, Law l, const Reducer& reducer, size_t result,
                      std::optional<double> init) {
  Obligation o;
  o.name = std::move(name);
  o.law = l;
  o.reducer = reducer;
  o.element = op_.resultType(result).tensor().element;
  o.init = init;
  out_.push_back(std::move(o));
}

// (1): the local op well-typed. A tiled result dim is k times the local
// one: the partitioner applies an entry only where every sliced operand
// dim and tiled result dim is divisible by k (rewrite/partitioner.cc).
void EntryProver::typeObligations() {
  for (size_t n = 0; n < entry_.results.size(); ++n) {
    const ResultAction& a = entry_.results[n];
    if (a.kind != ResultAction::Kind::kTile) continue;
    const SymExpr out = global_.result(n).at(a.dim);
    const SymExpr u = local_.result(n).at(a.dim);
    base_.push_back(out == k_ * u);
    base_.push_back(u >= 1);
  }
  for (const ShapeConstraint& c : dl_.constraints)
    prove("type: the local op satisfies " + c.why, {}, c.holds);
}

void EntryProver::resultObligations(size_t n, const ResultAction& action) {
  const std::string where = fmt::format("result {}", n);
  switch (action.kind) {
    case ResultAction::Kind::kTile: {
      const std::vector<SymExpr> local = freshIndex(global_, local_.result(n).size());
      std::vector<SymExpr> global = local;
      const SymExpr u = local_.result(n).at(action.dim);
      global.at(action.dim) = local.at(action.dim) + r_ * u;
      compare(dg_.element(n, global), shiftTerm(dl_.element(n, local), slicing_),
              {inBounds(local, local_.result(n))}, where);
      return;
    }
    case ResultAction::Kind::kAny: {
      const std::vector<SymExpr> index = freshIndex(global_, global_.result(n).size());
      compare(dg_.element(n, index), shiftTerm(dl_.element(n, index), slicing_),
              {inBounds(index, global_.result(n))}, where);
      return;
    }
    case ResultAction::Kind::kSum: {
      const std::vector<SymExpr> index = freshIndex(global_, global_.result(n).size());
      compareSum(dg_.element(n, index), shiftTerm(dl_.element(n, index), slicing_),
                 {inBounds(index, global_.result(n))}, action, n);
      return;
    }
  }
}

// Whether g and l have the same outer structure; records a refutation if not.
bool EntryProver::sameShape(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
                            const std::string& where) {
  bool same = g.kind() == l.kind() && g.args().size() == l.args().size();
  if (same && g.kind() == Term::Kind::kApply) same = g.fn() == l.fn();
  if (same && g.kind() == Term::Kind::kFold) {
    const Fold& a = g.foldNode();
    const Fold& b = l.foldNode();
    same = g.component() == l.component() && a.reducer == b.reducer &&
           a.vars.size() == b.vars.size() && a.bodies.size() == b.bodies.size() &&
           a.inits.size() == b.inits.size();
  }
  if (!same)
    refute(where + ": the loop computes the same kind of value", guards,
           fmt::format("the op computes {}, the loop {}", g.str(), l.str()));
  return same;
}

void EntryProver::compare(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
                          const std::string& where) {
  if (!g.containsFold() && !l.containsFold()) return proveEqual(where + ": element", guards, g, l);
  if (!sameShape(g, l, guards, where)) return;
  switch (g.kind()) {
    case Term::Kind::kApply:
      for (size_t i = 0; i < g.args().size(); ++i) compare(g.args()[i], l.args()[i], guards, where);
      return;
    case Term::Kind::kSelect: {
      const SymExpr& cg = g.index()[0];
      prove(where + ": the same branch", guards, cg == l.index()[0]);
      compare(g.args()[0], l.args()[0], concat(guards, {cg}), where);
      compare(g.args()[1], l.args()[1], concat(guards, {!cg}), where);
      return;
    }
    case Term::Kind::kFold: return compareFold(g, l, guards, where);
    default: return;  // leaves hold no fold
  }
}

std::map<std::string, SymExpr> EntryProver::foldVarMap(const Fold& g, const Fold& l,
                                                       std::vector<bool>* split) const {
  std::map<std::string, SymExpr> map;
  split->assign(l.vars.size(), false);
  for (size_t v = 0; v < l.vars.size(); ++v) {
    SymExpr m = SymExpr::var(l.vars[v].name);
    if (const auto& walks = l.vars[v].walks) {
      auto it = slicing_.find(walks->first);
      if (it != slicing_.end() && it->second.dim == walks->second) {
        m = m + it->second.offset;
        (*split)[v] = true;
      }
    }
    map.emplace(g.vars[v].name, m);
  }
  return map;
}

// Inside a tile or any result: the chunk's fold visits exactly the op's
// contributors (offset where it walks a sliced dim), with the same bodies.
void EntryProver::compareFold(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
                              const std::string& where) {
  const Fold& fg = g.foldNode();
  const Fold& fl = l.foldNode();
  std::vector<bool> split;
  const std::map<std::string, SymExpr> map = foldVarMap(fg, fl, &split);
  std::vector<SymExpr> localVars, globalVars, localExtents, globalExtents, covered;
  for (size_t v = 0; v < fl.vars.size(); ++v) {
    localVars.push_back(SymExpr::var(fl.vars[v].name));
    globalVars.push_back(SymExpr::var(fg.vars[v].name));
    localExtents.push_back(fl.vars[v].extent);
    globalExtents.push_back(fg.vars[v].extent);
    const SymExpr start = map.at(fg.vars[v].name).substitute({{fl.vars[v].name, 0}});
    covered.push_back(start <= globalVars[v] && globalVars[v] < start + fl.vars[v].extent);
  }
  std::vector<SymExpr> mapped;
  for (const FoldVar& v : fg.vars) mapped.push_back(map.at(v.name));
  const SymExpr localDomain = inBounds(localVars, localExtents);
  prove(where + ": fold visits only the op's index space", concat(guards, {localDomain}),
        inBounds(mapped, globalExtents));
  prove(where + ": fold filter agrees", concat(guards, {localDomain}),
        fl.filter == fg.filter.substitute(map));
  prove(where + ": fold visits every contributor",
        concat(guards, {inBounds(globalVars, globalExtents), fg.filter}), allOf(covered));
  const std::vector<SymExpr> inside = concat(guards, {localDomain, fl.filter});
  for (size_t b = 0; b < fg.bodies.size(); ++b)
    compare(fg.bodies[b].substitute(map), fl.bodies[b], inside, where + " fold body");
  for (size_t i = 0; i < fg.inits.size(); ++i)
    compare(fg.inits[i], fl.inits[i], guards, where + " fold init");
}

// (3): a sum result is a fold split along one variable into k chunks.
void EntryProver::compareSum(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
                             const ResultAction& action, size_t n) {
  const std::string where = fmt::format("result {} (sum)", n);
  if (g.kind() != Term::Kind::kFold || l.kind() != Term::Kind::kFold)
    return refute(where + ": the result is a reduction", guards,
                  "the op computes " + g.str() + ", not a fold");
  if (!sameShape(g, l, guards, where)) return;
  const Fold& fg = g.foldNode();
  const Fold& fl = l.foldNode();
  const bool sameReducer = action.reducer ? fg.reducer.body == action.reducer
                                          : !fg.reducer.body && fg.reducer.name == action.reducerName;
  if (!sameReducer)
    return refute(where + ": the loop folds with the op's reducer", guards,
                  fmt::format("the loop folds chunks with {}, the op reduces with {}",
                              action.reducerName, fg.reducer.name));
  std::vector<bool> split;
  const std::map<std::string, SymExpr> map = foldVarMap(fg, fl, &split);
  const auto s = static_cast<size_t>(std::find(split.begin(), split.end(), true) - split.begin());
  if (std::count(split.begin(), split.end(), true) != 1)
    return refute(where + ": the entry splits one reduced variable", guards,
                  fmt::format("the entry splits {} of the fold's variables",
                              std::count(split.begin(), split.end(), true)));
  const SymExpr w = fl.vars[s].extent;
  std::vector<SymExpr> extents = {fg.vars[s].extent == k_ * w,
                                  map.at(fg.vars[s].name) == SymExpr::var(fl.vars[s].name) + r_ * w};
  for (size_t v = 0; v < fl.vars.size(); ++v)
    if (v != s) extents.push_back(fg.vars[v].extent == fl.vars[v].extent);
  prove(where + ": the chunks' index spaces are k pieces of w", guards, allOf(extents));
  const SymExpr c = SymExpr::var("c"), r2 = SymExpr::var("r2"), c1 = SymExpr::var("c1"),
                c2 = SymExpr::var("c2");
  prove(where + ": (r, c') -> r*w + c' is onto [0, k*w)",
        concat(guards, {w >= 1, SymExpr(0) <= c, c < k_ * w}),
        SymExpr(0) <= floorDiv(c, w) && floorDiv(c, w) < k_ && mod(c, w) < w &&
            floorDiv(c, w) * w + mod(c, w) == c);
  prove(where + ": (r, c') -> r*w + c' is one to one",
        concat(guards, {SymExpr(0) <= r2, r2 < k_, SymExpr(0) <= c1, c1 < w, SymExpr(0) <= c2,
                        c2 < w, r_ * w + c1 == r2 * w + c2}),
        r_ == r2 && c1 == c2);
  std::vector<SymExpr> localVars, localExtents;
  for (const FoldVar& v : fl.vars) {
    localVars.push_back(SymExpr::var(v.name));
    localExtents.push_back(v.extent);
  }
  const SymExpr localDomain = inBounds(localVars, localExtents);
  prove(where + ": fold filter agrees", concat(guards, {localDomain}),
        fl.filter == fg.filter.substitute(map));
  const std::vector<SymExpr> inside = concat(guards, {localDomain, fl.filter});
  for (size_t b = 0; b < fg.bodies.size(); ++b)
    compare(fg.bodies[b].substitute(map), fl.bodies[b], inside, where + " fold body");
  law(where + ": the reducer is associative", Law::kAssociative, fg.reducer, n);
  if (s != 0)
    law(where + ": the reducer is commutative (the chunks reorder the fold)", Law::kCommutative,
        fg.reducer, n);
  if (!fg.inits.empty()) {
    compare(fg.inits[0], fl.inits[0], guards, where + " init");
    law(where + ": each chunk's init is absorbed (an identity, or an idempotent commutative "
                "reducer)",
        Law::kInitAbsorbed, fg.reducer, n, initLiteral(op_, fg.inits[0]));
  }
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
  return EntryProver(op, entry, tracedTileMappings(op).pathCondition).run();
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
  const std::vector<Obligation> obligations = EntryProver(op, entry, traced.pathCondition).run();
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
