#include "verify/obligation.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <map>
#include <set>

#include <fmt/format.h>

#include "verify/algebra.h"
#include "verify/normalize.h"
#include "verify/z3_encode.h"

namespace partir::verify {

std::string_view verdictName(Verdict v) {
  switch (v) {
    case Verdict::kProved: return "proved";
    case Verdict::kRefuted: return "refuted";
    case Verdict::kUnknown: return "unknown";
  }
  return "?";
}

namespace {

int64_t valueOf(const z3::model& m, const z3::expr& e) {
  int64_t v = 0;
  const z3::expr x = m.eval(e, true);
  return x.is_numeral_i64(v) ? v : 0;
}

// "in0 = [4, 6], out0 = [6, 4], k = 2, r = 1, i0 = 3": dims grouped into
// shapes, then the other variables, by name.
std::string describeModel(const z3::model& m, const std::map<std::string, z3::expr>& vars) {
  std::map<std::string, std::map<int64_t, int64_t>> grouped;
  std::vector<std::string> plain;
  for (const auto& [name, e] : vars) {
    const size_t open = name.find('[');
    if (open != std::string::npos && name.back() == ']' && name.find('/') == std::string::npos) {
      const int64_t index = std::stoll(name.substr(open + 1, name.size() - open - 2));
      grouped[name.substr(0, open)][index] = valueOf(m, e);
    } else {
      plain.push_back(fmt::format("{} = {}", name, valueOf(m, e)));
    }
  }
  std::vector<std::string> parts;
  for (const auto& [name, dims] : grouped) {
    std::string list;
    for (const auto& [i, v] : dims) list += (list.empty() ? "" : ", ") + std::to_string(v);
    parts.push_back(fmt::format("{} = [{}]", name, list));
  }
  parts.insert(parts.end(), plain.begin(), plain.end());
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out;
}

// The term with its indices evaluated in the model: the element sources.
std::string describeTerm(const Term& t, Encoder& enc, const z3::model& m) {
  switch (t.kind()) {
    case Term::Kind::kRead: {
      std::string index;
      for (const SymExpr& i : t.index())
        index += (index.empty() ? "" : ", ") + std::to_string(valueOf(m, enc.expr(i)));
      return fmt::format("in{}[{}]", t.operand(), index);
    }
    case Term::Kind::kApply: {
      std::string args;
      for (const Term& a : t.args()) args += (args.empty() ? "" : ", ") + describeTerm(a, enc, m);
      return fmt::format("{}({})", t.fn(), args);
    }
    case Term::Kind::kSelect:
      return describeTerm(m.eval(enc.expr(t.index()[0]), true).is_true() ? t.args()[0] : t.args()[1],
                          enc, m);
    case Term::Kind::kIndex: return fmt::format("index({})", valueOf(m, enc.expr(t.index()[0])));
    case Term::Kind::kFold: break;
  }
  return t.str();
}

// `o`'s goal and `equal`.
z3::expr goalHolds(Encoder& enc, const Obligation& o) {
  z3::expr holds = enc.expr(o.goal);
  if (o.equal) holds = holds && enc.term(o.equal->first) == enc.term(o.equal->second);
  return holds;
}

// The hypotheses (and premise) and the goal's negation: unsatisfiable when
// `o` holds.
z3::expr_vector assertions(Encoder& enc, const Obligation& o) {
  z3::expr_vector out(enc.ctx());
  for (const SymExpr& h : o.hypotheses) out.push_back(enc.expr(h));
  if (o.premise) out.push_back(goalHolds(enc, *o.premise));
  if (!o.mismatch.empty()) return out;
  out.push_back(!goalHolds(enc, o));
  return out;
}

void assertObligation(z3::solver& s, Encoder& enc, const Obligation& o) {
  for (const z3::expr& a : assertions(enc, o)) s.add(a);
}

// Every integer variable within ±kSmallBound: the search for a small
// counterexample that checkIndex makes first.
constexpr int kSmallBound = 16;
// The share of the resource limit that search gets: a small counterexample
// is found at once or not at all, and proving that none exists is the slow
// part (it multiplied the catalogue's time by 16).
constexpr unsigned kSmallSearchShare = 50;

// One Z3 check of o, optionally with every integer variable bounded.
ObligationResult solve(const Obligation& o, unsigned resourceLimit, bool bounded) {
  ObligationResult r;
  r.name = o.name;
  z3::context ctx;
  Encoder enc(ctx);
  z3::solver s = limitedSolver(ctx, resourceLimit);
  assertObligation(s, enc, o);
  if (bounded)
    for (const auto& [name, v] : enc.vars()) s.add(-kSmallBound <= v && v <= kSmallBound);
  const z3::check_result answer = s.check();
  r.effort = effortSpent(s);
  switch (answer) {
    case z3::unsat:
      if (bounded) r.reason = "no counterexample within the bound";
      else if (o.mismatch.empty()) r.verdict = Verdict::kProved;
      else r.reason = "the hypotheses are contradictory: " + o.mismatch;
      return r;
    case z3::sat: {
      r.verdict = Verdict::kRefuted;
      const z3::model m = s.get_model();
      r.counterexample = describeModel(m, enc.vars());
      for (const auto& [name, e] : enc.vars()) r.model[name] = valueOf(m, e);
      if (!o.mismatch.empty()) r.counterexample += ": " + o.mismatch;
      else if (o.equal)
        r.counterexample += fmt::format(": {} computes {}, {} {}", o.sides.first,
                                        describeTerm(o.equal->first, enc, m), o.sides.second,
                                        describeTerm(o.equal->second, enc, m));
      return r;
    }
    case z3::unknown: r.reason = s.reason_unknown(); return r;
  }
  return r;
}

// A small counterexample first, then the
// proof. Z3 4.8.12 decides bounded nonlinear goals at once where its
// unbounded search can loop without counting its rlimit (an element
// obligation with i * stride under a wrong offset, found by --mutants); a
// bounded model is a genuine counterexample.
ObligationResult checkIndex(const Obligation& o, const CheckOptions& options) {
  ObligationResult small = solve(o, options.resourceLimit / kSmallSearchShare, /*bounded=*/true);
  if (small.verdict == Verdict::kRefuted) return small;
  ObligationResult r = solve(o, options.resourceLimit, /*bounded=*/false);
  r.effort += small.effort;
  return r;
}

}  // namespace

ObligationResult check(const Obligation& o, const CheckOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  ObligationResult r;
  try {
    r = o.law ? checkLaw(o, options) : checkIndex(normalize(o), options);
    if (r.verdict == Verdict::kRefuted) {
      r.dataConditions = o.dataConditions;
      r.difference = o.difference;
    }
  } catch (const z3::exception& e) {
    r = ObligationResult{};
    r.name = o.name;
    r.reason = std::string("z3: ") + e.msg();
  }
  r.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return r;
}

ProofVerdict checkAll(const std::vector<Obligation>& obligations, const CheckOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  ProofVerdict out;
  out.obligations = obligations.size();
  bool refuted = false, unknown = false;
  for (const Obligation& o : obligations) {
    ObligationResult r = check(o, options);
    out.effort += r.effort;
    if (r.verdict == Verdict::kProved) continue;
    (r.verdict == Verdict::kRefuted ? refuted : unknown) = true;
    out.failures.push_back(std::move(r));
  }
  out.verdict = refuted ? Verdict::kRefuted : unknown ? Verdict::kUnknown : Verdict::kProved;
  out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return out;
}

namespace {

void collectVariables(const SymExpr& e, std::set<std::string>& out) {
  if (e.kind() == SymExpr::Kind::kVar) out.insert(e.name());
  for (const SymExpr& a : e.args()) collectVariables(a, out);
}

// The hypotheses that share a variable with `fact`, directly or through
// other such hypotheses: fewer hypotheses still imply a fact they imply
// (a subset is sound), and lemmas stated alike are written once.
std::vector<SymExpr> relevantHypotheses(const std::vector<SymExpr>& hypotheses, const SymExpr& fact) {
  std::vector<std::set<std::string>> vars(hypotheses.size());
  for (size_t i = 0; i < hypotheses.size(); ++i) collectVariables(hypotheses[i], vars[i]);
  std::set<std::string> reached;
  collectVariables(fact, reached);
  std::vector<bool> taken(hypotheses.size(), false);
  for (bool grew = true; grew;) {
    grew = false;
    for (size_t i = 0; i < hypotheses.size(); ++i) {
      if (taken[i] || std::none_of(vars[i].begin(), vars[i].end(),
                                   [&](const std::string& v) { return reached.count(v) > 0; }))
        continue;
      taken[i] = grew = true;
      reached.insert(vars[i].begin(), vars[i].end());
    }
  }
  std::vector<SymExpr> out;
  for (size_t i = 0; i < hypotheses.size(); ++i)
    if (taken[i]) out.push_back(hypotheses[i]);
  return out;
}

// A schema as a lemma: its conclusions under its hypotheses, over its own
// variables (verify/normalize.h), proved once however often it is used.
Obligation schemaLemma(const Schema& schema) {
  Obligation lemma;
  lemma.hypotheses = schema.hypotheses;
  lemma.goal = schema.conclusions.front();
  for (size_t i = 1; i < schema.conclusions.size(); ++i) lemma.goal = lemma.goal && schema.conclusions[i];
  return lemma;
}

// The lemmas of `step`: its schema's (or, for a derived schema, those of
// the schemas it is derived from), else its fact under its hypotheses and
// the definitions (a witness's lemma speaks of the variable it names).
std::vector<SmtLemma> lemmasOf(const NormalizationStep& step, const std::vector<SymExpr>& definitions) {
  if (step.schema && step.schema->derivation.empty()) return {{step.what, schemaLemma(*step.schema)}};
  if (step.schema) {
    std::vector<SmtLemma> out;
    for (const Schema& piece : step.schema->derivation)
      out.push_back({step.what + ": " + piece.name, schemaLemma(piece)});
    return out;
  }
  Obligation lemma;
  lemma.hypotheses = step.hypotheses;
  lemma.hypotheses.insert(lemma.hypotheses.end(), definitions.begin(), definitions.end());
  lemma.hypotheses = relevantHypotheses(lemma.hypotheses, step.fact);
  lemma.goal = step.fact;
  return {{step.what, std::move(lemma)}};
}

bool sameGoal(const Obligation& a, const Obligation& b) {
  if (a.goal.str() != b.goal.str() || a.equal.has_value() != b.equal.has_value()) return false;
  return !a.equal || (a.equal->first.str() == b.equal->first.str() && a.equal->second.str() == b.equal->second.str());
}

// Whether every variable of `e` is in `vars` (an element read never is).
bool onlyOver(const SymExpr& e, const std::set<std::string>& vars) {
  if (e.kind() == SymExpr::Kind::kVar) return vars.count(e.name()) > 0;
  if (e.kind() == SymExpr::Kind::kElement) return false;
  return std::all_of(e.args().begin(), e.args().end(), [&vars](const SymExpr& a) { return onlyOver(a, vars); });
}

// How many findings a rewrite of withSizeQuotients follows from one term.
constexpr int kMaxQuotientChain = 8;

// The findings div(Y, D) = E and mod(Y, D) = E over sizes alone (`sizes`:
// no index), by the left side's folded form: a quotient of sizes is a size
// (div(w0·a·b, a·b) = w0).
std::map<std::string, SymExpr> sizeQuotients(const std::vector<NormalizationStep>& steps,
                                             const std::set<std::string>& sizes) {
  std::map<std::string, SymExpr> out;
  for (const NormalizationStep& step : steps) {
    const SymExpr& f = step.fact;
    if (f.kind() != SymExpr::Kind::kEq) continue;
    const SymExpr& lhs = f.args()[0];
    if ((lhs.kind() == SymExpr::Kind::kDiv || lhs.kind() == SymExpr::Kind::kMod) && onlyOver(f, sizes))
      out.emplace(lhs.str(), f.args()[1]);
  }
  return out;
}

// `e` as written with each div or mod that `quotients` names (by its folded
// form) replaced, again in what replaces it (a chain of findings).
SymExpr withSizeQuotients(const SymExpr& e, const std::map<std::string, SymExpr>& quotients, int depth = 0) {
  if (e.args().empty() || depth > kMaxQuotientChain) return e;
  if (e.kind() == SymExpr::Kind::kDiv || e.kind() == SymExpr::Kind::kMod)
    if (auto it = quotients.find(e.substitute({}).str()); it != quotients.end())
      return withSizeQuotients(it->second, quotients, depth + 1);
  std::vector<SymExpr> args;
  for (const SymExpr& a : e.args()) args.push_back(withSizeQuotients(a, quotients, depth));
  const SymExpr::Unfolded asWritten;
  return e.kind() == SymExpr::Kind::kElement ? SymExpr::element(e.operand(), std::move(args))
                                             : SymExpr::make(e.kind(), std::move(args));
}

// `o` with `f` applied to its goal and to `equal`'s expressions.
Obligation withGoalRewritten(Obligation o, const std::function<SymExpr(const SymExpr&)>& f) {
  o.goal = f(o.goal);
  if (o.equal) o.equal = std::make_pair(o.equal->first.mapExprs(f), o.equal->second.mapExprs(f));
  return o;
}

// `o` with its goal and `equal` over the representative sizes
// (`substitutions`, normalize's first stages, substituted as written,
// nothing folded), its hypotheses as built; and the lemma "the goal over
// representative sizes" when that changed the goal: under `o`'s hypotheses
// and the normalizer's findings (`steps`), the restated goal implies the
// goal as built (congruence).
std::pair<Obligation, std::optional<SmtLemma>> restatedOverRepresentativeSizes(
    const Obligation& o, const std::vector<std::map<std::string, SymExpr>>& substitutions,
    const std::vector<NormalizationStep>& steps) {
  Obligation restated = o;
  {
    const SymExpr::Unfolded asWritten;
    for (const std::map<std::string, SymExpr>& with : substitutions)
      restated = withGoalRewritten(restated, [&with](const SymExpr& e) { return e.substitute(with); });
  }
  const std::map<std::string, SymExpr> quotients = sizeQuotients(steps, positiveVars(o.hypotheses));
  if (!quotients.empty())
    restated = withGoalRewritten(restated, [&quotients](const SymExpr& e) { return withSizeQuotients(e, quotients); });
  if (sameGoal(o, restated)) return {restated, std::nullopt};
  Obligation lemma = o;
  for (const NormalizationStep& step : steps) lemma.hypotheses.push_back(step.fact);
  lemma.premise = std::make_shared<const Obligation>(restated);
  return {restated, SmtLemma{"the goal over representative sizes", std::move(lemma), Abstraction::kArithmetic}};
}

}  // namespace

SmtStatement smtStatement(const Obligation& o) {
  if (o.law) return {o, {}};
  std::vector<NormalizationStep> steps;
  std::vector<std::map<std::string, SymExpr>> substitutions;
  normalize(o, &steps, &substitutions);
  auto [restated, restatement] = restatedOverRepresentativeSizes(o, substitutions, steps);
  SmtStatement out{std::move(restated), {}};
  std::vector<SymExpr> definitions;
  for (const NormalizationStep& step : steps) {
    if (!step.sideCondition) out.obligation.hypotheses.push_back(step.fact);
    if (step.definition) definitions.push_back(step.fact);
  }
  for (const NormalizationStep& step : steps)
    if (!step.definition && step.fact.constant() != 1)  // a fact folded to true needs no lemma
      for (SmtLemma& lemma : lemmasOf(step, definitions)) out.lemmas.push_back(std::move(lemma));
  if (restatement) out.lemmas.push_back(std::move(*restatement));
  return out;
}

namespace {

bool mentionsDivMod(const SymExpr& e) {
  if (e.kind() == SymExpr::Kind::kDiv || e.kind() == SymExpr::Kind::kMod) return true;
  return std::any_of(e.args().begin(), e.args().end(), [](const SymExpr& a) { return mentionsDivMod(a); });
}

}  // namespace

bool mentionsDivMod(const Obligation& o) {
  bool found = mentionsDivMod(o.goal) ||
               std::any_of(o.hypotheses.begin(), o.hypotheses.end(), [](const SymExpr& h) { return mentionsDivMod(h); });
  auto note = [&found](const SymExpr& e) {
    found = found || mentionsDivMod(e);
    return e;
  };
  if (o.equal) o.equal->first.mapExprs(note), o.equal->second.mapExprs(note);
  return found;
}

SmtPrinter::SmtPrinter() : ctx_(std::make_unique<z3::context>()) {}
SmtPrinter::~SmtPrinter() = default;

// As z3::solver::to_smt2 does, without a solver (making one costs more than
// printing): the last assertion is the formula, the others its assumptions.
std::string SmtPrinter::print(const Obligation& o, const std::string& title, Abstraction abstraction) {
  Encoder enc(*ctx_, abstraction);
  z3::expr_vector all = o.law ? z3::expr_vector(*ctx_) : assertions(enc, o);
  if (o.law) all.push_back(lawViolation(*ctx_, o));
  std::vector<Z3_ast> asts;
  for (const z3::expr& a : all) asts.push_back(a);
  const Z3_ast formula = asts.empty() ? Z3_ast(ctx_->bool_val(true)) : asts.back();
  if (!asts.empty()) asts.pop_back();
  const char* text = Z3_benchmark_to_smtlib_string(*ctx_, "", "", "unknown", "", static_cast<unsigned>(asts.size()),
                                                   asts.data(), formula);
  return fmt::format("; {}\n; unsat = the obligation holds\n{}", title, text);
}

}  // namespace partir::verify
