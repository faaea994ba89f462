#include "verify/split_proof.h"

#include <algorithm>

#include <fmt/format.h>

namespace partir::verify {

namespace {

using Offsets = std::map<std::pair<size_t, int64_t>, SymExpr>;

SymExpr shiftExpr(const SymExpr& e, const Offsets& s);

std::vector<SymExpr> shiftIndex(size_t value, const std::vector<SymExpr>& index, const Offsets& s) {
  std::vector<SymExpr> out;
  for (const SymExpr& i : index) out.push_back(shiftExpr(i, s));
  for (size_t d = 0; d < out.size(); ++d)
    if (auto it = s.find({value, static_cast<int64_t>(d)}); it != s.end()) out[d] = out[d] + it->second;
  return out;
}

// The chunk's reads of split values, moved to the chunk's place in the whole.
SymExpr shiftExpr(const SymExpr& e, const Offsets& s) {
  if (e.args().empty()) return e;
  if (e.kind() == SymExpr::Kind::kElement)
    return SymExpr::element(e.operand(), shiftIndex(e.operand(), e.args(), s));
  std::vector<SymExpr> args;
  for (const SymExpr& a : e.args()) args.push_back(shiftExpr(a, s));
  return SymExpr::make(e.kind(), std::move(args));
}

Term shiftTerm(const Term& t, const Offsets& s) {
  auto terms = [&](const std::vector<Term>& v) {
    std::vector<Term> out;
    for (const Term& x : v) out.push_back(shiftTerm(x, s));
    return out;
  };
  switch (t.kind()) {
    case Term::Kind::kRead: return Term::read(t.operand(), shiftIndex(t.operand(), t.index(), s));
    case Term::Kind::kApply: return Term::apply(t.fn(), terms(t.args()));
    case Term::Kind::kSelect:
      return Term::select(shiftExpr(t.index()[0], s), shiftTerm(t.args()[0], s), shiftTerm(t.args()[1], s));
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

std::vector<SymExpr> concat(std::vector<SymExpr> a, const std::vector<SymExpr>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

class SplitProver {
 public:
  SplitProver(const SplitProblem& p, const TmrEntry& entry) : p_(p), entry_(entry) {}
  std::vector<Obligation> run();

 private:
  std::vector<SymExpr> freshIndex(size_t rank) const;
  void typeObligations();
  void resultObligations(size_t n, const ResultAction& action);
  void compare(const Term& g, const Term& l, const std::vector<SymExpr>& guards, const std::string& where);
  void compareFold(const Term& g, const Term& l, const std::vector<SymExpr>& guards, const std::string& where);
  void compareSum(const Term& g, const Term& l, const std::vector<SymExpr>& guards, const Reducer& combine,
                  size_t n);
  void compareFoldSum(const Term& g, const Term& l, const std::vector<SymExpr>& guards, const Reducer& combine,
                      size_t n);
  bool sameShape(const Term& g, const Term& l, const std::vector<SymExpr>& guards, const std::string& where);
  void prove(std::string name, const std::vector<SymExpr>& guards, SymExpr goal);
  void proveEqual(std::string name, const std::vector<SymExpr>& guards, const Term& g, const Term& l);
  void refute(std::string name, const std::vector<SymExpr>& guards, std::string why);
  void law(std::string name, Law law, const Reducer& reducer, size_t result,
           std::optional<double> init = std::nullopt);
  void distributes(std::string name, const Term& wrapper, size_t foldOperand, const Reducer& reducer,
                   const Reducer& outer, size_t result);
  // Fold variable names of `g` mapped to `l`'s, moved by the offsets.
  std::map<std::string, SymExpr> foldVarMap(const Fold& g, const Fold& l, std::vector<bool>* split) const;

  const SplitProblem& p_;
  const TmrEntry& entry_;
  std::vector<Obligation> out_;
  // The predicates of the selects above the values being compared, with the
  // branch taken: each obligation made records them (DataCondition).
  std::vector<DataCondition> data_;
  // The result elements being compared (Obligation::difference).
  std::optional<std::pair<Term, Term>> top_;
};

std::vector<Obligation> SplitProver::run() {
  typeObligations();
  for (size_t n = 0; n < entry_.results.size(); ++n) resultObligations(n, entry_.results[n]);
  return std::move(out_);
}

std::vector<SymExpr> SplitProver::freshIndex(size_t rank) const {
  std::vector<SymExpr> index;
  for (size_t d = 0; d < rank; ++d) index.push_back(p_.fresh("i"));
  return index;
}

void SplitProver::prove(std::string name, const std::vector<SymExpr>& guards, SymExpr goal) {
  Obligation o;
  o.name = std::move(name);
  o.hypotheses = concat(p_.hypotheses, guards);
  o.goal = std::move(goal);
  o.dataConditions = data_;
  o.difference = top_;
  out_.push_back(std::move(o));
}

void SplitProver::proveEqual(std::string name, const std::vector<SymExpr>& guards, const Term& g, const Term& l) {
  Obligation o;
  o.name = std::move(name);
  o.hypotheses = concat(p_.hypotheses, guards);
  o.equal = std::make_pair(g, l);
  o.dataConditions = data_;
  o.difference = top_;
  out_.push_back(std::move(o));
}

void SplitProver::refute(std::string name, const std::vector<SymExpr>& guards, std::string why) {
  Obligation o;
  o.name = std::move(name);
  o.hypotheses = concat(p_.hypotheses, guards);
  o.mismatch = std::move(why);
  o.dataConditions = data_;
  o.difference = top_;
  out_.push_back(std::move(o));
}

void SplitProver::law(std::string name, Law l, const Reducer& reducer, size_t result, std::optional<double> init) {
  Obligation o;
  o.name = std::move(name);
  o.law = l;
  o.reducer = reducer;
  o.element = p_.resultElements.at(result);
  o.init = init;
  out_.push_back(std::move(o));
}

// (1): the chunk well-typed.
void SplitProver::typeObligations() {
  for (const ShapeConstraint& c : p_.localConstraints) prove("type: the local op satisfies " + c.why, {}, c.holds);
}

void SplitProver::resultObligations(size_t n, const ResultAction& action) {
  const std::string where = fmt::format("result {}", n);
  switch (action.kind) {
    case ResultAction::Kind::kTile: {
      const std::vector<SymExpr> local = freshIndex(p_.localResults.at(n).size());
      std::vector<SymExpr> global = local;
      const SymExpr u = p_.localResults[n].at(action.dim);
      global.at(action.dim) = local.at(action.dim) + p_.r * u;
      top_.emplace(p_.global(n, global), shiftTerm(p_.local(n, local), p_.offsets));
      compare(top_->first, top_->second, {inBounds(local, p_.localResults[n])}, where);
      top_.reset();
      return;
    }
    case ResultAction::Kind::kAny: {
      const std::vector<SymExpr> index = freshIndex(p_.globalResults.at(n).size());
      top_.emplace(p_.global(n, index), shiftTerm(p_.local(n, index), p_.offsets));
      compare(top_->first, top_->second, {inBounds(index, p_.globalResults[n])}, where);
      top_.reset();
      return;
    }
    case ResultAction::Kind::kSum: {
      const std::vector<SymExpr> index = freshIndex(p_.globalResults.at(n).size());
      const Reducer combine{action.reducerName, action.reducer};
      const Term g = p_.global(n, index), l = shiftTerm(p_.local(n, index), p_.offsets);
      const bool nothingSliced = std::none_of(entry_.operands.begin(), entry_.operands.end(),
                                              [](const std::optional<int64_t>& o) { return o.has_value(); });
      // Every chunk computes the whole value: k copies combine to it when the
      // reducer is idempotent (max, min, and, or).
      if (nothingSliced) {
        compare(g, l, {inBounds(index, p_.globalResults[n])}, where);
        return law(where + ": the reducer is idempotent (every chunk holds the whole value)", Law::kIdempotent,
                   combine, n);
      }
      compareSum(g, l, {inBounds(index, p_.globalResults[n])}, combine, n);
      return;
    }
  }
}

// Whether g and l have the same outer structure; records a refutation if not.
bool SplitProver::sameShape(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
                            const std::string& where) {
  bool same = g.kind() == l.kind() && g.args().size() == l.args().size();
  if (same && g.kind() == Term::Kind::kApply) same = g.fn() == l.fn();
  if (same && g.kind() == Term::Kind::kFold) {
    const Fold& a = g.foldNode();
    const Fold& b = l.foldNode();
    same = g.component() == l.component() && a.reducer == b.reducer && a.vars.size() == b.vars.size() &&
           a.bodies.size() == b.bodies.size() && a.inits.size() == b.inits.size();
  }
  if (!same)
    refute(where + ": the loop computes the same kind of value", guards,
           fmt::format("the op computes {}, the loop {}", g.str(), l.str()));
  return same;
}

void SplitProver::compare(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
                          const std::string& where) {
  if (!g.containsFold() && !l.containsFold()) return proveEqual(where + ": element", guards, g, l);
  if (!sameShape(g, l, guards, where)) return;
  switch (g.kind()) {
    case Term::Kind::kApply:
      for (size_t i = 0; i < g.args().size(); ++i) {
        const size_t conditions = data_.size();
        // StableHLO spec "select": branch 1 where the predicate holds, 2 where not.
        if (g.fn() == "select" && g.args().size() == 3 && i > 0)
          data_.insert(data_.end(), {{g.args()[0], i == 1}, {l.args()[0], i == 1}});
        // A factor matters only where the other is not 0 (a mask's 1s).
        if (g.fn() == "multiply" && g.args().size() == 2)
          data_.insert(data_.end(), {{g.args()[1 - i], true}, {l.args()[1 - i], true}});
        compare(g.args()[i], l.args()[i], guards, where);
        data_.erase(data_.begin() + static_cast<std::ptrdiff_t>(conditions), data_.end());
      }
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

std::map<std::string, SymExpr> SplitProver::foldVarMap(const Fold& g, const Fold& l, std::vector<bool>* split) const {
  std::map<std::string, SymExpr> map;
  split->assign(l.vars.size(), false);
  for (size_t v = 0; v < l.vars.size(); ++v) {
    SymExpr m = SymExpr::var(l.vars[v].name);
    if (const auto& walks = l.vars[v].walks)
      if (auto it = p_.offsets.find(*walks); it != p_.offsets.end()) {
        m = m + it->second;
        (*split)[v] = true;
      }
    map.emplace(g.vars[v].name, m);
  }
  return map;
}

// Inside a tile or any result: the chunk's fold visits exactly the whole's
// contributors (offset where it walks a split dim), with the same bodies.
void SplitProver::compareFold(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
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
  prove(where + ": fold filter agrees", concat(guards, {localDomain}), fl.filter == fg.filter.substitute(map));
  prove(where + ": fold visits every contributor", concat(guards, {inBounds(globalVars, globalExtents), fg.filter}),
        allOf(covered));
  const std::vector<SymExpr> inside = concat(guards, {localDomain, fl.filter});
  for (size_t b = 0; b < fg.bodies.size(); ++b)
    compare(fg.bodies[b].substitute(map), fl.bodies[b], inside, where + " fold body");
  for (size_t i = 0; i < fg.inits.size(); ++i) compare(fg.inits[i], fl.inits[i], guards, where + " fold init");
}

// The loop folds the chunks with the whole's reducer: the entry's region, or
// (a spec file's `sum<f>`, a plain `sum`) the reducer of that name.
bool sameReducer(const Reducer& whole, const Reducer& combine) {
  return combine.body ? whole.body == combine.body : whole.name == combine.name;
}

// A term's fold, through the scalar ops applied to it.
const Fold* innerFold(const Term& t) {
  if (t.kind() == Term::Kind::kFold) return &t.foldNode();
  for (const Term& a : t.args())
    if (a.containsFold()) return innerFold(a);
  return nullptr;
}

// (3) with scalar ops applied to the fold (a mean divides a sum): each op
// has one operand holding the fold and the others the same in the chunk as
// in the whole; it distributes over the reducer, so the chunks may apply it.
// Directly on the fold, it may map the fold's reducer f to the one the
// chunks are combined with, h: g(f(x, y)) = h(g(x), g(y)) (-max = min of -x).
void SplitProver::compareSum(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
                             const Reducer& combine, size_t n) {
  const std::string where = fmt::format("result {} (sum)", n);
  const Fold* fold = innerFold(g);
  if (g.kind() != Term::Kind::kApply || !fold) return compareFoldSum(g, l, guards, combine, n);
  if (!sameShape(g, l, guards, where)) return;
  const auto holding = std::count_if(g.args().begin(), g.args().end(), [](const Term& a) { return a.containsFold(); });
  if (holding != 1)
    return refute(where + ": one operand holds the reduction", guards,
                  fmt::format("the op computes {}, which combines {} reductions", g.str(), holding));
  size_t j = 0;
  for (size_t i = 0; i < g.args().size(); ++i) {
    if (g.args()[i].containsFold()) j = i;
    else compare(g.args()[i], l.args()[i], guards, where + " outside the reduction");
  }
  const bool mapsReducer = g.args()[j].kind() == Term::Kind::kFold && !sameReducer(fold->reducer, combine);
  const Reducer& outer = mapsReducer ? combine : fold->reducer;
  distributes(fmt::format("{}: {} distributes over the reducer", where, g.fn()), g, j, fold->reducer, outer, n);
  compareSum(g.args()[j], l.args()[j], guards, mapsReducer ? fold->reducer : combine, n);
}

void SplitProver::distributes(std::string name, const Term& wrapper, size_t foldOperand, const Reducer& reducer,
                              const Reducer& outer, size_t result) {
  Obligation o;
  o.name = std::move(name);
  o.law = Law::kDistributes;
  o.reducer = reducer;
  o.outer = outer;
  o.element = p_.resultElements.at(result);
  o.scalarOp = wrapper.fn();
  o.foldOperand = foldOperand;
  if (wrapper.args().size() == 2 && p_.initLiteral) o.init = p_.initLiteral(wrapper.args()[1 - foldOperand]);
  out_.push_back(std::move(o));
}

// (3): a sum result is a fold split along one variable into k chunks.
void SplitProver::compareFoldSum(const Term& g, const Term& l, const std::vector<SymExpr>& guards,
                                 const Reducer& combine, size_t n) {
  const std::string where = fmt::format("result {} (sum)", n);
  if (g.kind() != Term::Kind::kFold || l.kind() != Term::Kind::kFold)
    return refute(where + ": the result is a reduction", guards, "the op computes " + g.str() + ", not a fold");
  if (!sameShape(g, l, guards, where)) return;
  const Fold& fg = g.foldNode();
  const Fold& fl = l.foldNode();
  if (!sameReducer(fg.reducer, combine))
    return refute(where + ": the loop folds with the op's reducer", guards,
                  fmt::format("the loop folds chunks with {}, the op reduces with {}", combine.name, fg.reducer.name));
  std::vector<bool> split;
  const std::map<std::string, SymExpr> map = foldVarMap(fg, fl, &split);
  const auto s = static_cast<size_t>(std::find(split.begin(), split.end(), true) - split.begin());
  if (std::count(split.begin(), split.end(), true) != 1)
    return refute(where + ": the entry splits one reduced variable", guards,
                  fmt::format("the entry splits {} of the fold's variables",
                              std::count(split.begin(), split.end(), true)));
  const SymExpr& k = p_.k;
  const SymExpr& r = p_.r;
  const SymExpr w = fl.vars[s].extent;
  std::vector<SymExpr> extents = {fg.vars[s].extent == k * w,
                                  map.at(fg.vars[s].name) == SymExpr::var(fl.vars[s].name) + r * w};
  for (size_t v = 0; v < fl.vars.size(); ++v)
    if (v != s) extents.push_back(fg.vars[v].extent == fl.vars[v].extent);
  prove(where + ": the chunks' index spaces are k pieces of w", guards, allOf(extents));
  const SymExpr c = SymExpr::var("c"), c1 = SymExpr::var("c1");
  prove(where + ": (r, c') -> r*w + c' is onto [0, k*w)", concat(guards, {w >= 1, SymExpr(0) <= c, c < k * w}),
        SymExpr(0) <= floorDiv(c, w) && floorDiv(c, w) < k && mod(c, w) < w && floorDiv(c, w) * w + mod(c, w) == c);
  // Stated by its left inverse (div and mod by w), which the normalizer's
  // bounded remainder settles; r·w + c1 = r2·w + c2 ⊢ r = r2 over symbolic w
  // ran Z3 4.8.12 past its rlimit (a matvec's sum claimed by verify --spec).
  prove(where + ": (r, c') -> r*w + c' is one to one", concat(guards, {w >= 1, SymExpr(0) <= c1, c1 < w}),
        floorDiv(r * w + c1, w) == r && mod(r * w + c1, w) == c1);
  std::vector<SymExpr> localVars, localExtents;
  for (const FoldVar& v : fl.vars) {
    localVars.push_back(SymExpr::var(v.name));
    localExtents.push_back(v.extent);
  }
  const SymExpr localDomain = inBounds(localVars, localExtents);
  prove(where + ": fold filter agrees", concat(guards, {localDomain}), fl.filter == fg.filter.substitute(map));
  const std::vector<SymExpr> inside = concat(guards, {localDomain, fl.filter});
  for (size_t b = 0; b < fg.bodies.size(); ++b)
    compare(fg.bodies[b].substitute(map), fl.bodies[b], inside, where + " fold body");
  law(where + ": the reducer is associative", Law::kAssociative, fg.reducer, n);
  if (s != 0)
    law(where + ": the reducer is commutative (the chunks reorder the fold)", Law::kCommutative, fg.reducer, n);
  if (!fg.inits.empty()) {
    compare(fg.inits[0], fl.inits[0], guards, where + " init");
    law(where + ": each chunk's init is absorbed (an identity, or an idempotent commutative reducer)",
        Law::kInitAbsorbed, fg.reducer, n, p_.initLiteral ? p_.initLiteral(fg.inits[0]) : std::nullopt);
  }
}

}  // namespace

std::vector<Obligation> splitObligations(const SplitProblem& problem, const TmrEntry& entry) {
  return SplitProver(problem, entry).run();
}

}  // namespace partir::verify
