#include "verify/normalize.h"

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <optional>
#include <set>

namespace partir::verify {

namespace {

// An exact rational.
struct Fraction {
  int64_t num = 0, den = 1;
  Fraction(int64_t n = 0, int64_t d = 1) : num(n), den(d) {  // NOLINT
    if (den < 0) num = -num, den = -den;
    const int64_t g = std::gcd(num, den);
    if (g > 1) num /= g, den /= g;
  }
  bool zero() const { return num == 0; }
};
Fraction operator+(Fraction a, Fraction b) { return {a.num * b.den + b.num * a.den, a.den * b.den}; }
Fraction operator-(Fraction a, Fraction b) { return {a.num * b.den - b.num * a.den, a.den * b.den}; }
Fraction operator*(Fraction a, Fraction b) { return {a.num * b.num, a.den * b.den}; }
Fraction operator/(Fraction a, Fraction b) { return {a.num * b.den, a.den * b.num}; }

using Exponents = std::map<std::string, int64_t>;

// `e` as a product of variables with coefficient 1, if it is one.
std::optional<Exponents> monomial(const SymExpr& e) {
  switch (e.kind()) {
    case SymExpr::Kind::kVar: return Exponents{{e.name(), 1}};
    case SymExpr::Kind::kConst:
      if (e.constant() == 1) return Exponents{};
      return std::nullopt;
    case SymExpr::Kind::kMul: {
      auto a = monomial(e.args()[0]), b = monomial(e.args()[1]);
      if (!a || !b) return std::nullopt;
      for (const auto& [v, n] : *b) (*a)[v] += n;
      return a;
    }
    default: return std::nullopt;
  }
}

}  // namespace

std::set<std::string> positiveVars(const std::vector<SymExpr>& hypotheses) {
  std::set<std::string> out;
  for (const SymExpr& h : hypotheses) {
    if (h.kind() != SymExpr::Kind::kLe && h.kind() != SymExpr::Kind::kLt) continue;
    const SymExpr& lo = h.args()[0];
    const SymExpr& v = h.args()[1];
    const int64_t least = h.kind() == SymExpr::Kind::kLe ? 1 : 0;
    if (v.kind() == SymExpr::Kind::kVar && lo.constant() && *lo.constant() >= least)
      out.insert(v.name());
  }
  return out;
}

namespace {

// Row-reduced product equations over the positive variables, in log space.
class LogSpan {
 public:
  LogSpan(const std::vector<SymExpr>& hypotheses, const std::set<std::string>& positive) {
    for (const SymExpr& h : hypotheses) {
      if (h.kind() != SymExpr::Kind::kEq) continue;
      auto a = monomial(h.args()[0]), b = monomial(h.args()[1]);
      if (!a || !b) continue;
      std::map<std::string, Fraction> row;
      bool ok = true;
      for (const auto& [v, n] : *a) ok &= positive.count(v) > 0, row[v] = row[v] + Fraction(n);
      for (const auto& [v, n] : *b) ok &= positive.count(v) > 0, row[v] = row[v] - Fraction(n);
      if (ok) insert(std::move(row));
    }
  }
  // Whether log a = log b follows.
  bool implies(const std::string& a, const std::string& b) const {
    std::map<std::string, Fraction> v{{a, 1}, {b, -1}};
    reduce(v);
    return v.empty();
  }

 private:
  void reduce(std::map<std::string, Fraction>& v) const {
    for (const auto& [pivot, row] : rows_) {
      auto it = v.find(pivot);
      if (it == v.end()) continue;
      const Fraction f = it->second;
      for (const auto& [var, x] : row) v[var] = v[var] - f * x;
      for (auto i = v.begin(); i != v.end();) i = i->second.zero() ? v.erase(i) : std::next(i);
    }
  }
  void insert(std::map<std::string, Fraction> row) {
    reduce(row);
    // a = a and a·b = b·a leave zero coefficients: no equation, no pivot.
    for (auto i = row.begin(); i != row.end();) i = i->second.zero() ? row.erase(i) : std::next(i);
    if (row.empty()) return;
    const std::string pivot = row.begin()->first;
    const Fraction p = row.begin()->second;
    for (auto& [var, x] : row) x = x / p;
    for (auto& [other, r] : rows_) {  // keep every row free of the new pivot
      auto it = r.find(pivot);
      if (it == r.end()) continue;
      const Fraction f = it->second;
      for (const auto& [var, x] : row) r[var] = r[var] - f * x;
      for (auto i = r.begin(); i != r.end();) i = i->second.zero() ? r.erase(i) : std::next(i);
    }
    rows_.emplace(pivot, std::move(row));
  }
  std::map<std::string, std::map<std::string, Fraction>> rows_;
};

// ---- polynomials over variables and opaque atoms -----------------------------

// A monomial: atom key -> exponent. Atoms are variables (by name) and
// non-polynomial subterms (by their printed form).
using Monomial = std::map<std::string, int64_t>;
using Polynomial = std::map<Monomial, int64_t>;

struct PolyForm {
  Polynomial poly;
  std::map<std::string, SymExpr> atoms;
};

void addInto(Polynomial& p, const Monomial& m, int64_t c) {
  if ((p[m] += c) == 0) p.erase(m);
}

SymExpr fromPoly(const Polynomial& p, const std::map<std::string, SymExpr>& atoms);

Polynomial multiply(const Polynomial& a, const Polynomial& b) {
  Polynomial out;
  for (const auto& [ma, ca] : a)
    for (const auto& [mb, cb] : b) {
      Monomial m = ma;
      for (const auto& [x, n] : mb) m[x] += n;
      addInto(out, m, ca * cb);
    }
  return out;
}

bool mentions(const SymExpr& e, const std::string& var) {
  if (e.kind() == SymExpr::Kind::kVar) return e.name() == var;
  return std::any_of(e.args().begin(), e.args().end(),
                     [&](const SymExpr& a) { return mentions(a, var); });
}

// Ranges of the variables, read off the hypotheses: v ≥ 0 and v < U (U
// free of v), the index variables' and the chunk's bounds.
struct Ranges {
  std::set<std::string> nonnegative;
  std::map<std::string, SymExpr> below;  // v < below[v]

  explicit Ranges(const std::vector<SymExpr>& hypotheses) {
    for (const SymExpr& h : hypotheses) add(h);
  }
  void add(const SymExpr& h) {
    if (h.kind() == SymExpr::Kind::kAnd) {
      for (const SymExpr& a : h.args()) add(a);
      return;
    }
    if (h.kind() != SymExpr::Kind::kLe && h.kind() != SymExpr::Kind::kLt) return;
    const SymExpr& lo = h.args()[0];
    const SymExpr& hi = h.args()[1];
    if (hi.kind() == SymExpr::Kind::kVar && lo.constant() && *lo.constant() >= 0)
      nonnegative.insert(hi.name());
    if (lo.kind() == SymExpr::Kind::kVar && !mentions(hi, lo.name()) && !below.count(lo.name()))
      below.emplace(lo.name(), h.kind() == SymExpr::Kind::kLt ? hi : hi + 1);
  }
};

// A product equation L = R between monomials of positive sizes, common
// factors cancelled: reshape's in0[0]/k · in0[1] = out0[0]/k · out0[1].
using ProductEquation = std::pair<Monomial, Monomial>;

// What the simplifier found, for the lemmas of NormalizationStep. A supporting
// finding (a quotient or remainder bound, a product equation used) is a
// hypothesis of the findings after it: a solver checks each rewrite from the
// bounds it rests on, and each bound on its own.
struct Finding {
  std::string what;
  SymExpr fact;
  bool supporting = false;
  std::optional<Schema> schema;  // fact is an instance of it (verify/normalize.h)
  bool sideCondition = false;    // a bound hypothesis of a schema
};

// Schema variables: names no obligation uses.
SymExpr schemaVar(const char* name) { return SymExpr::var(std::string("schema.") + name); }

// Uniqueness of floor division (StableHLO spec "divide"/"remainder" on
// integers round toward zero; for the nonnegative operands here that is
// floor): 1 ≤ D, 0 ≤ R < D, Y = Q·D + R give div(Y, D) = Q, mod(Y, D) = R.
const Schema& boundedRemainderSchema() {
  static const Schema s = [] {
    const SymExpr y = schemaVar("Y"), d = schemaVar("D"), q = schemaVar("Q"), r = schemaVar("R");
    return Schema{"uniqueness of floor division",
                  {1 <= d, 0 <= r, r < d, y == q * d + r},
                  {floorDiv(y, d) == q, mod(y, d) == r},
                  {}};
  }();
  return s;
}

// Floor division by a positive divisor exists (SMT-LIB's div and mod).
Schema floorDivisionExistsSchema() {
  const SymExpr q = schemaVar("Q"), n = schemaVar("N");
  return Schema{"floor division exists",
                {1 <= n},
                {q == floorDiv(q, n) * n + mod(q, n), 0 <= mod(q, n), mod(q, n) < n},
                {}};
}

// Y = Q·M + R with Q = q·N + r is q·(M·N) + (M·r + R), its remainder below M·N.
Schema productDecompositionSchema() {
  const SymExpr y = schemaVar("Y"), m = schemaVar("M"), n = schemaVar("N"), q = schemaVar("Q"),
                r = schemaVar("R"), qn = schemaVar("QN"), rn = schemaVar("RN");
  return Schema{"a product's quotient and remainder",
                {1 <= m, 1 <= n, 0 <= r, r < m, y == q * m + r, q == qn * n + rn, 0 <= rn, rn < n},
                {1 <= m * n, y == qn * (m * n) + (m * rn + r), 0 <= m * rn + r, m * rn + r < m * n},
                {}};
}

// Division by a product m·n of a number whose remainder by m is bounded:
// floor(Y / (M·N)) = floor(floor(Y / M) / N) with floor(Y / M) = Q. Derived:
// QN = floor(Q / N) and RN = Q mod N exist, the decomposition gives
// Y = QN·(M·N) + (M·RN + R) with that remainder below M·N, and uniqueness of
// floor division concludes (z3 and cvc5 each give up on the whole).
const Schema& productDivisorSchema() {
  static const Schema s = [] {
    const SymExpr y = schemaVar("Y"), m = schemaVar("M"), n = schemaVar("N"), q = schemaVar("Q"),
                  r = schemaVar("R");
    return Schema{"division by a product",
                  {1 <= m, 1 <= n, 0 <= r, r < m, y == q * m + r},
                  {floorDiv(y, m * n) == floorDiv(q, n), mod(y, m * n) == m * mod(q, n) + r},
                  {floorDivisionExistsSchema(), productDecompositionSchema(), boundedRemainderSchema()}};
  }();
  return s;
}

using Binding = std::map<std::string, SymExpr>;

class DivModSimplifier {
 public:
  // `findings`, when given, receives every rewrite and what it rests on.
  DivModSimplifier(const Ranges& ranges, std::vector<ProductEquation> equations,
                   std::vector<Finding>* findings = nullptr)
      : ranges_(ranges), equations_(std::move(equations)), findings_(findings) {}

  // Memoized: a delinearized index nests div and mod, and every level
  // simplifies its operands again.
  SymExpr simplify(const SymExpr& e) const {
    if (e.args().empty()) return e;
    const std::string key = e.str();
    if (auto it = simplified_.find(key); it != simplified_.end()) return it->second;
    return simplified_.emplace(key, simplifyOnce(e)).first->second;
  }

  SymExpr simplifyOnce(const SymExpr& e) const {
    std::vector<SymExpr> args;
    for (const SymExpr& a : e.args()) args.push_back(simplify(a));
    const SymExpr rebuilt = e.kind() == SymExpr::Kind::kElement
                                ? SymExpr::element(e.operand(), std::move(args))
                                : SymExpr::make(e.kind(), std::move(args));
    if (rebuilt.kind() == SymExpr::Kind::kDiv || rebuilt.kind() == SymExpr::Kind::kMod)
      return divMod(rebuilt, e);
    return rebuilt;
  }

 private:
  void record(std::string what, SymExpr fact, bool supporting, std::optional<Schema> schema = std::nullopt,
              bool sideCondition = false) const {
    if (findings_)
      findings_->push_back({std::move(what), std::move(fact), supporting, std::move(schema), sideCondition});
  }

  // `from` rewritten by conclusion `k` of `schema` (an equation lhs = rhs)
  // with its variables bound by `binding` (schema variable names without
  // "schema."): each hypothesis of the schema, bound, is a supporting
  // finding; the bound conclusion is the finding the schema proves; when its
  // lhs is not `from` as written (a divisor spelled k·w for n = k·w), a last
  // finding equates them. Returns the bound rhs.
  SymExpr instance(const SymExpr& from, const Schema& schema, const Binding& binding, size_t k,
                   const std::string& what) const {
    Binding with;
    for (const auto& [v, e] : binding) with.emplace("schema." + v, e);
    for (const SymExpr& h : schema.hypotheses)
      record(what + ": side condition", h.substitute(with), /*supporting=*/true, std::nullopt, /*sideCondition=*/true);
    const SymExpr conclusion = schema.conclusions.at(k).substitute(with);
    const SymExpr& lhs = conclusion.args()[0];
    const SymExpr& rhs = conclusion.args()[1];
    const bool direct = lhs.str() == from.str();
    record(what, conclusion, /*supporting=*/true, schema);
    if (!direct) record(what + ": the divisor as written", from == rhs, /*supporting=*/true);  // congruence
    return rhs;
  }

  void toPoly(const SymExpr& e, PolyForm& form, Polynomial& out) const {
    switch (e.kind()) {
      case SymExpr::Kind::kConst: addInto(out, {}, *e.constant()); return;
      case SymExpr::Kind::kVar:
        form.atoms.emplace(e.name(), e);
        addInto(out, {{e.name(), 1}}, 1);
        return;
      case SymExpr::Kind::kAdd:
      case SymExpr::Kind::kSub: {
        Polynomial a, b;
        toPoly(e.args()[0], form, a);
        toPoly(e.args()[1], form, b);
        for (const auto& [m, c] : a) addInto(out, m, c);
        const int64_t sign = e.kind() == SymExpr::Kind::kAdd ? 1 : -1;
        for (const auto& [m, c] : b) addInto(out, m, sign * c);
        return;
      }
      case SymExpr::Kind::kMul: {
        Polynomial a, b;
        toPoly(e.args()[0], form, a);
        toPoly(e.args()[1], form, b);
        for (const auto& [m, c] : multiply(a, b)) addInto(out, m, c);
        return;
      }
      default: {
        const SymExpr atom = simplify(e);
        if (atom.kind() != e.kind() || !atom.same(e)) return toPoly(atom, form, out);
        const std::string key = "@" + atom.str();
        form.atoms.emplace(key, atom);
        addInto(out, {{key, 1}}, 1);
      }
    }
  }

  // `p` with variable `v` replaced by the polynomial `by`.
  static Polynomial substituted(const Polynomial& p, const std::string& v, const Polynomial& by) {
    Polynomial out;
    for (const auto& [m, c] : p) {
      Polynomial term{{m, c}};
      const auto it = m.find(v);
      if (it != m.end()) {
        Monomial rest = m;
        rest.erase(v);
        term = {{rest, c}};
        for (int64_t i = 0; i < it->second; ++i) term = multiply(term, by);
      }
      for (const auto& [tm, tc] : term) addInto(out, tm, tc);
    }
    return out;
  }

  bool nonnegativeMonomial(const Monomial& m) const {
    for (const auto& [x, n] : m)
      if (!ranges_.nonnegative.count(x)) return false;
    return true;
  }

  // An upper bound of p, shown by monotonicity (nullopt when p may be
  // negative): with every variable nonnegative, raise each bounded variable
  // v to below[v] − 1 where it has a positive coefficient and drop the terms
  // where it has a negative one. A quotient div(x, d) of a nonnegative x is a
  // variable below (bound(x) + 1) / d when d divides that (quotientLimit).
  std::optional<Polynomial> upperBound(const Polynomial& p, PolyForm& form) const {
    for (const auto& [mono, c] : p)
      if (c < 0) return std::nullopt;
    Polynomial bound = p;
    for (size_t round = 0; round <= ranges_.below.size() + p.size(); ++round) {
      const auto mentioned = [&](const std::string& v) {
        return std::any_of(bound.begin(), bound.end(),
                           [&](const auto& t) { return t.first.count(v) > 0; });
      };
      std::optional<std::pair<std::string, Polynomial>> next;
      for (const auto& [v, limit] : ranges_.below)
        if (!next && ranges_.nonnegative.count(v) && mentioned(v)) {
          Polynomial below;
          toPoly(limit, form, below);
          next.emplace(v, std::move(below));
        }
      for (const auto& [mono, c] : bound)
        for (const auto& [x, n] : mono)
          if (!next && !ranges_.nonnegative.count(x)) {
            std::optional<Polynomial> below = quotientLimit(x, form);
            if (!below) return std::nullopt;
            next.emplace(x, std::move(*below));
          }
      if (!next) break;
      Polynomial top = next->second;
      addInto(top, {}, -1);
      Polynomial raised;
      for (const auto& [mono, c] : bound)
        if (c > 0 || !mono.count(next->first)) addInto(raised, mono, c);
      bound = substituted(raised, next->first, top);
    }
    for (const auto& [mono, c] : bound)
      if (!nonnegativeMonomial(mono)) return std::nullopt;
    return bound;
  }

  // For the atom `key` = div(x, d), d a monomial: q with div(x, d) < q, when
  // x is nonnegative and d divides bound(x) + 1 (= q·d), else nullopt.
  std::optional<Polynomial> quotientLimit(const std::string& key, PolyForm& form) const {
    if (auto cached = limits_.find(key); cached != limits_.end()) return cached->second;
    return limits_.emplace(key, computeQuotientLimit(key, form)).first->second;
  }

  std::optional<Polynomial> computeQuotientLimit(const std::string& key, PolyForm& form) const {
    const auto it = form.atoms.find(key);
    if (it == form.atoms.end() || it->second.kind() != SymExpr::Kind::kDiv) return std::nullopt;
    const SymExpr e = it->second;
    Polynomial x, d;
    toPoly(e.args()[0], form, x);
    toPoly(e.args()[1], form, d);
    if (d.size() != 1 || d.begin()->second != 1) return std::nullopt;
    std::optional<Polynomial> top = upperBound(x, form);
    if (!top) return std::nullopt;
    addInto(*top, {}, 1);
    Polynomial rest;
    Polynomial q = splitOff(*top, d.begin()->first, rest);
    if (!rest.empty()) return std::nullopt;
    record("quotient bound", e < fromPoly(q, form.atoms), /*supporting=*/true);
    return q;
  }

  // 0 ≤ p < m in every model of the hypotheses: an upper bound of p
  // (upperBound) is at most m − 1 term by term.
  bool withinDivisor(const Polynomial& p, const Polynomial& m, PolyForm& form) const {
    if (p.empty()) return true;  // 0 < m: divisors are products of positive sizes
    const std::optional<Polynomial> bound = upperBound(p, form);
    if (!bound) return false;
    Polynomial slack = m;
    addInto(slack, {}, -1);
    for (const auto& [mono, c] : *bound) addInto(slack, mono, -c);
    for (const auto& [mono, c] : reduced(slack))
      if (c < 0 || !nonnegativeMonomial(mono)) return false;
    return true;
  }

  // Whether a > b in the lexicographic monomial order (exponents compared
  // variable by variable in name order), which products preserve.
  static bool lexGreater(const Monomial& a, const Monomial& b) {
    std::set<std::string> vars;
    for (const auto& [x, n] : a) vars.insert(x);
    for (const auto& [x, n] : b) vars.insert(x);
    for (const std::string& x : vars) {
      const int64_t ea = a.count(x) ? a.at(x) : 0, eb = b.count(x) ? b.at(x) : 0;
      if (ea != eb) return ea > eb;
    }
    return false;
  }

  // `p` with each monomial rewritten by the product equations L = R, L > R,
  // while one applies (each step lowers the monomial, so it ends): equal
  // monomials then cancel (u·d − w·b = 0 when w·b = u·d).
  Polynomial reduced(const Polynomial& p) const {
    Polynomial out;
    for (const auto& [original, c] : p) {
      Monomial mono = original;
      for (bool again = true; again;) {
        again = false;
        for (const auto& [l, r] : equations_)
          if (lexGreater(l, r) && divides(l, mono)) {
            mono = times(over(mono, l), r);
            used(l, r);
            again = true;
          }
      }
      addInto(out, mono, c);
    }
    return out;
  }

  // The monomials dividing the monomial `m`, without 1.
  static std::vector<Monomial> divisors(const Monomial& m) {
    std::vector<Monomial> out{Monomial{}};
    for (const auto& [x, n] : m) {
      std::vector<Monomial> grown;
      for (const Monomial& d : out)
        for (int64_t i = 0; i <= n; ++i) {
          Monomial g = d;
          if (i > 0) g[x] = i;
          grown.push_back(g);
        }
      out = std::move(grown);
    }
    out.erase(out.begin());  // 1
    return out;
  }

  // a = q·m + rest, splitting off the terms of `a` that the monomial m
  // divides, directly or once a product equation has rewritten a factor.
  Polynomial splitOff(const Polynomial& a, const Monomial& m, Polynomial& rest) const {
    Polynomial quotient;
    for (const auto& [mono, c] : a) {
      if (const std::optional<Monomial> q = quotientOf(mono, m)) addInto(quotient, *q, c);
      else addInto(rest, mono, c);
    }
    return quotient;
  }

  // mono / m when m divides mono, or divides it after one factor L of it is
  // rewritten to R by a product equation L = R (equal in every model).
  std::optional<Monomial> quotientOf(const Monomial& mono, const Monomial& m) const {
    if (divides(m, mono)) return over(mono, m);
    for (const auto& [l, r] : equations_) {
      if (!divides(l, mono)) continue;
      const Monomial rewritten = times(over(mono, l), r);
      if (divides(m, rewritten)) return used(l, r), over(rewritten, m);
    }
    return std::nullopt;
  }

  // Records the product equation l = r the first time a rewrite rests on it.
  void used(const Monomial& l, const Monomial& r) const {
    if (!findings_ || !usedEquations_.insert(std::min(l, r)).second) return;
    record("product equation", fromPoly({{l, 1}}, {}) == fromPoly({{r, 1}}, {}), /*supporting=*/true);
  }

  static bool divides(const Monomial& m, const Monomial& mono) {
    for (const auto& [x, n] : m)
      if (!mono.count(x) || mono.at(x) < n) return false;
    return true;
  }

  static Monomial times(Monomial a, const Monomial& b) {
    for (const auto& [x, n] : b) a[x] += n;
    return a;
  }

  static Monomial over(Monomial a, const Monomial& b) {
    for (const auto& [x, n] : b)
      if ((a[x] -= n) == 0) a.erase(x);
    return a;
  }

  // With d = m·n for monomials m, n and a = q·m + r where 0 ≤ r < m:
  //   div(a, d) = div(q, n),   mod(a, d) = m·mod(q, n) + r
  // (floor(a / (m·n)) = floor(floor(a / m) / n) and floor(a / m) = q); with
  // n = 1 these are div(a, m) = q and mod(a, m) = r. Otherwise
  // div(q·d + r, d) = q + div(r, d) and mod(q·d + r, d) = mod(r, d).
  //
  // The rewrite is stated of `original`, the term as the obligation spells
  // it before its operands were simplified (the facts they rest on are
  // findings before it), so a solver meets the very term of the goal.
  SymExpr divMod(const SymExpr& e, const SymExpr& original) const {
    const bool isDiv = e.kind() == SymExpr::Kind::kDiv;
    PolyForm form;
    Polynomial a, b;
    toPoly(e.args()[0], form, a);
    toPoly(e.args()[1], form, b);
    if (b.size() != 1 || b.begin()->second != 1) return e;
    const Monomial& d = b.begin()->first;
    const SymExpr& y = original.args()[0];
    const SymExpr& divisor = original.args()[1];
    for (const Monomial& m : divisors(d)) {
      Polynomial r;
      const Polynomial q = splitOff(a, m, r);
      if (!withinDivisor(r, {{m, 1}}, form)) continue;
      const Monomial n = over(d, m);
      const SymExpr qe = fromPoly(q, form.atoms), re = fromPoly(r, form.atoms);
      const size_t k = isDiv ? 0 : 1;
      if (n.empty())
        return instance(original, boundedRemainderSchema(), {{"Y", y}, {"D", divisor}, {"Q", qe}, {"R", re}}, k,
                        "div/mod of a bounded remainder");
      const SymExpr ne = fromPoly({{n, 1}}, form.atoms), me = fromPoly({{m, 1}}, form.atoms);
      return simplify(instance(original, productDivisorSchema(),
                               {{"Y", y}, {"M", me}, {"N", ne}, {"Q", qe}, {"R", re}}, k, "div/mod by a product"));
    }
    Polynomial r;
    const Polynomial q = splitOff(a, d, r);
    if (r == Polynomial{{Monomial{}, -1}}) {
      // y = q·d − 1 = (q − 1)·d + (d − 1): a ceiling division div(x + d − 1, d)
      // at a multiple x of d (spec: slice C9's output size).
      Polynomial below = q, top{{d, 1}};
      addInto(below, {}, -1);
      addInto(top, {}, -1);
      return instance(original, boundedRemainderSchema(),
                      {{"Y", y}, {"D", divisor}, {"Q", fromPoly(below, form.atoms)}, {"R", fromPoly(top, form.atoms)}},
                      isDiv ? 0 : 1, "div/mod of a multiple less one");
    }
    if (q.empty()) return e;
    // y = q·d + r = (q + div(r, d))·d + mod(r, d), a bounded remainder.
    const SymExpr re = fromPoly(r, form.atoms);
    return instance(original, boundedRemainderSchema(),
                    {{"Y", y}, {"D", divisor}, {"Q", fromPoly(q, form.atoms) + floorDiv(re, divisor)},
                     {"R", mod(re, divisor)}},
                    isDiv ? 0 : 1, "div/mod multiple dropped");
  }

  const Ranges& ranges_;
  std::vector<ProductEquation> equations_;  // both directions
  mutable std::map<std::string, SymExpr> simplified_;                  // by printed form
  mutable std::map<std::string, std::optional<Polynomial>> limits_;  // by atom key
  std::vector<Finding>* findings_;
  mutable std::set<Monomial> usedEquations_;  // by their lesser side
};

SymExpr fromPoly(const Polynomial& p, const std::map<std::string, SymExpr>& atoms) {
  SymExpr sum = 0;
  for (const auto& [m, c] : p) {
    SymExpr term = c;
    for (const auto& [x, n] : m) {
      // A variable a product equation brought in is not among the atoms.
      const auto it = atoms.find(x);
      const SymExpr atom = it != atoms.end() ? it->second : SymExpr::var(x);
      for (int64_t i = 0; i < n; ++i) term = term * atom;
    }
    sum = sum + term;
  }
  return sum;
}

// `e` as a product of variables and a positive coefficient (exponents by
// name, coefficient under the key "").
std::optional<Exponents> scaledMonomial(const SymExpr& e) {
  if (auto c = e.constant(); c && *c > 0 && e.kind() == SymExpr::Kind::kConst)
    return Exponents{{"", *c}};
  if (e.kind() != SymExpr::Kind::kMul) {
    auto m = monomial(e);
    if (m) (*m)[""] = 1;
    return m;
  }
  auto a = scaledMonomial(e.args()[0]), b = scaledMonomial(e.args()[1]);
  if (!a || !b) return std::nullopt;
  const int64_t coefficient = (*a)[""] * (*b)[""];
  for (const auto& [v, n] : *b) (*a)[v] += n;
  (*a)[""] = coefficient;
  return a;
}

SymExpr fromExponents(const Exponents& m) {
  SymExpr out = m.count("") ? SymExpr(m.at("")) : SymExpr(1);
  for (const auto& [v, n] : m)
    for (int64_t i = 0; v != "" && i < n; ++i) out = out * SymExpr::var(v);
  return out;
}

// An equation of products of positive variables with their common factors
// cancelled (valid: the factors are positive).
std::pair<SymExpr, SymExpr> cancelled(const SymExpr& a, const SymExpr& b,
                                      const std::set<std::string>& positive) {
  auto ma = scaledMonomial(a), mb = scaledMonomial(b);
  if (!ma || !mb) return {a, b};
  for (const auto& [v, n] : *ma)
    if (v != "" && !positive.count(v)) return {a, b};
  for (const auto& [v, n] : *mb)
    if (v != "" && !positive.count(v)) return {a, b};
  for (auto& [v, n] : *ma) {
    if (v == "" || !mb->count(v)) continue;
    const int64_t common = std::min(n, (*mb)[v]);
    n -= common;
    (*mb)[v] -= common;
  }
  return {fromExponents(*ma), fromExponents(*mb)};
}

// Definitions v = e solved from the hypotheses' equations (after the
// definitions found so far and cancellation of common positive factors),
// where e is a constant or a product not containing v; to a fixed point.
std::map<std::string, SymExpr> definitions(const std::vector<SymExpr>& hypotheses,
                                           const std::set<std::string>& positive) {
  std::map<std::string, SymExpr> defs;
  for (bool changed = true; changed;) {
    changed = false;
    for (const SymExpr& h : hypotheses) {
      if (h.kind() != SymExpr::Kind::kEq) continue;
      const auto [a, b] = cancelled(h.args()[0].substitute(defs), h.args()[1].substitute(defs),
                                    positive);
      for (const auto& [v, e] : {std::pair{a, b}, std::pair{b, a}}) {
        const auto mono = scaledMonomial(e);
        if (v.kind() != SymExpr::Kind::kVar || defs.count(v.name()) || !mono ||
            mono->count(v.name()))
          continue;
        for (auto& [name, d] : defs) d = d.substitute({{v.name(), e}});
        defs.emplace(v.name(), e);
        changed = true;
        break;
      }
    }
  }
  return defs;
}

// The product equations among `hypotheses` (monomials of positive
// variables with equal coefficients), common factors cancelled, each in both
// directions; those that cancel to a variable's definition are left out.
std::vector<ProductEquation> productEquations(const std::vector<SymExpr>& hypotheses,
                                              const std::set<std::string>& positive) {
  std::vector<ProductEquation> out;
  for (const SymExpr& h : hypotheses) {
    if (h.kind() != SymExpr::Kind::kEq) continue;
    const auto [a, b] = cancelled(h.args()[0], h.args()[1], positive);
    auto ma = scaledMonomial(a), mb = scaledMonomial(b);
    if (!ma || !mb || (*ma)[""] != (*mb)[""]) continue;
    ma->erase("");
    mb->erase("");
    const Monomial l(ma->begin(), ma->end()), r(mb->begin(), mb->end());
    if (l.size() + r.size() < 3 || l == r) continue;
    out.emplace_back(l, r);
    out.emplace_back(r, l);
  }
  return out;
}

Obligation rewrite(const Obligation& o, const std::function<SymExpr(const SymExpr&)>& f) {
  Obligation out = o;
  for (SymExpr& h : out.hypotheses) h = f(h);
  out.goal = f(o.goal);
  if (o.equal) out.equal = std::make_pair(o.equal->first.mapExprs(f), o.equal->second.mapExprs(f));
  return out;
}

// Appends one step to `steps` when they are recorded.
void record(std::vector<NormalizationStep>* steps, std::string what, const std::vector<SymExpr>& hypotheses,
            SymExpr fact, bool definition = false, std::optional<Schema> schema = std::nullopt,
            bool sideCondition = false) {
  if (steps)
    steps->push_back({std::move(what), hypotheses, std::move(fact), definition, std::move(schema), sideCondition});
}

// Each hypothesis mod(a, m) = 0 with a and m positive variables becomes
// a = m·q for a fresh positive q named "a/m" (a witness of divisibility).
Obligation withDivisibilityWitnesses(const Obligation& o, std::vector<NormalizationStep>* steps) {
  Obligation out = o;
  const std::set<std::string> positive = positiveVars(o.hypotheses);
  auto isPositiveVar = [&](const SymExpr& e) {
    return e.kind() == SymExpr::Kind::kVar && positive.count(e.name());
  };
  std::vector<SymExpr> witnessesPositive;
  for (SymExpr& h : out.hypotheses) {
    if (h.kind() != SymExpr::Kind::kEq || h.args()[1].constant() != 0) continue;
    const SymExpr m = h.args()[0];
    if (m.kind() != SymExpr::Kind::kMod || !isPositiveVar(m.args()[0]) ||
        !isPositiveVar(m.args()[1]))
      continue;
    const SymExpr q = SymExpr::var(m.args()[0].name() + "/" + m.args()[1].name());
    // q names div(a, m); the solver checks a = m·q ∧ q ≥ 1 from mod(a, m) = 0.
    record(steps, "divisibility witness", {}, q == floorDiv(m.args()[0], m.args()[1]), /*definition=*/true);
    record(steps, "divisibility witness", o.hypotheses, m.args()[0] == m.args()[1] * q && q >= 1);
    h = m.args()[0] == m.args()[1] * q;
    witnessesPositive.push_back(q >= 1);
  }
  out.hypotheses.insert(out.hypotheses.end(), witnessesPositive.begin(), witnessesPositive.end());
  return out;
}

}  // namespace

// Variables the hypotheses pin to one value, c ≤ v ≤ c (a unit dim: the
// path condition's in0[1] ≤ 1 with the size bound 1 ≤ in0[1]) or v = c (an
// entry's condition: a slice's start_indices[0] = 0).
std::map<std::string, SymExpr> pinnedVariables(const std::vector<SymExpr>& hypotheses) {
  std::map<std::string, int64_t> lo, hi;
  std::vector<SymExpr> atoms = hypotheses;  // conjunctions flattened
  for (size_t i = 0; i < atoms.size(); ++i) {
    const SymExpr h = atoms[i];
    if (h.kind() == SymExpr::Kind::kAnd) atoms.insert(atoms.end(), h.args().begin(), h.args().end());
    if (h.kind() == SymExpr::Kind::kEq)  // v = c as c ≤ v ∧ v ≤ c
      for (const auto& [v, c] : {std::pair{h.args()[0], h.args()[1]}, std::pair{h.args()[1], h.args()[0]}})
        if (v.kind() == SymExpr::Kind::kVar && c.kind() == SymExpr::Kind::kConst)
          atoms.push_back(c <= v), atoms.push_back(v <= c);
    if (h.kind() != SymExpr::Kind::kLe && h.kind() != SymExpr::Kind::kLt) continue;
    const int64_t strict = h.kind() == SymExpr::Kind::kLt ? 1 : 0;
    const SymExpr& a = h.args()[0];
    const SymExpr& b = h.args()[1];
    if (a.kind() == SymExpr::Kind::kConst && b.kind() == SymExpr::Kind::kVar) {
      auto [it, added] = lo.emplace(b.name(), *a.constant() + strict);
      if (!added) it->second = std::max(it->second, *a.constant() + strict);
    } else if (a.kind() == SymExpr::Kind::kVar && b.kind() == SymExpr::Kind::kConst) {
      auto [it, added] = hi.emplace(a.name(), *b.constant() - strict);
      if (!added) it->second = std::min(it->second, *b.constant() - strict);
    }
  }
  std::map<std::string, SymExpr> pinned;
  for (const auto& [v, low] : lo)
    if (auto it = hi.find(v); it != hi.end() && it->second == low) pinned.emplace(v, low);
  return pinned;
}

namespace {

// normalize's first stage: pinned sizes, divisibility witnesses, equal sizes
// and definitions substituted everywhere (each a step).
struct SizesSubstituted {
  Obligation obligation;
  std::set<std::string> positive;              // the sizes known positive before substitution
  std::map<std::string, SymExpr> definitions;  // size = product of sizes, substituted
  // Every substitution made, in order (pinned, equal sizes, definitions).
  std::vector<std::map<std::string, SymExpr>> substitutions;
};

// The simplifier's findings as steps under the stage's `hypotheses`, each
// with the supporting findings before it (verify/normalize.h).
void recordFindings(std::vector<NormalizationStep>* steps, const std::vector<SymExpr>& hypotheses,
                    const std::vector<Finding>& findings) {
  std::vector<SymExpr> supported = hypotheses;
  for (const Finding& f : findings) {
    record(steps, f.what, supported, f.fact, /*definition=*/false, f.schema, f.sideCondition);
    if (f.supporting) supported.push_back(f.fact);
  }
}

// normalize's first stage.
SizesSubstituted substituteSizes(const Obligation& input, std::vector<NormalizationStep>* steps) {
  std::vector<std::map<std::string, SymExpr>> substitutions;
  // Pinning a size can pin an index below it (0 ≤ i < out0[0] = 1).
  std::map<std::string, SymExpr> pinned;
  Obligation o = input;
  for (std::map<std::string, SymExpr> more = pinnedVariables(o.hypotheses); !more.empty();
       more = pinnedVariables(o.hypotheses)) {
    for (const auto& [v, c] : more) record(steps, "pinned", o.hypotheses, SymExpr::var(v) == c);
    o = rewrite(o, [&](const SymExpr& e) { return e.substitute(more); });
    pinned.insert(more.begin(), more.end());
    substitutions.push_back(more);
  }
  o = withDivisibilityWitnesses(o, steps);
  for (const auto& [v, c] : pinned) o.hypotheses.push_back(SymExpr::var(v) == c);
  const std::set<std::string> positive = positiveVars(o.hypotheses);
  const LogSpan span(o.hypotheses, positive);
  std::map<std::string, SymExpr> representative;
  const std::vector<std::string> vars(positive.begin(), positive.end());
  for (size_t i = 0; i < vars.size(); ++i) {
    if (representative.count(vars[i])) continue;
    for (size_t j = i + 1; j < vars.size(); ++j)
      if (!representative.count(vars[j]) && span.implies(vars[i], vars[j])) {
        representative.emplace(vars[j], SymExpr::var(vars[i]));
        record(steps, "equal sizes", o.hypotheses, SymExpr::var(vars[j]) == SymExpr::var(vars[i]));
      }
  }
  Obligation out = rewrite(o, [&](const SymExpr& e) { return e.substitute(representative); });
  const std::map<std::string, SymExpr> defs = definitions(out.hypotheses, positive);
  for (const auto& [v, e] : defs) record(steps, "a definition", out.hypotheses, SymExpr::var(v) == e);
  substitutions.push_back(representative);
  substitutions.push_back(defs);
  return {rewrite(out, [&](const SymExpr& e) { return e.substitute(defs); }), positive, defs, substitutions};
}

// normalize's second stage: floor division and remainder simplified.
Obligation simplifyDivMod(const SizesSubstituted& sized, std::vector<NormalizationStep>* steps) {
  Obligation out = sized.obligation;
  const Ranges ranges(out.hypotheses);
  std::vector<Finding> findings;
  const DivModSimplifier simplifier(ranges, productEquations(out.hypotheses, sized.positive),
                                    steps ? &findings : nullptr);
  const std::vector<SymExpr> stage = out.hypotheses;
  out = rewrite(out, [&](const SymExpr& e) { return simplifier.simplify(e); });
  recordFindings(steps, stage, findings);
  // The definitions themselves became trivial; keep them for the counterexample.
  for (const auto& [v, m] : sized.definitions) out.hypotheses.push_back(SymExpr::var(v) == m);
  return out;
}

// `o` as text: a round that leaves it unchanged is the last.
std::string printed(const Obligation& o) {
  std::string out = o.goal.str();
  for (const SymExpr& h : o.hypotheses) out += "; " + h.str();
  if (o.equal) out += "; " + o.equal->first.str() + " = " + o.equal->second.str();
  return out;
}

// `steps` from `from` on without the facts found before (or earlier in them).
void dropRepeatedFacts(std::vector<NormalizationStep>& steps, size_t from) {
  std::set<std::string> seen;
  for (size_t i = 0; i < from; ++i) seen.insert(steps[i].what + " " + steps[i].fact.str());
  size_t kept = from;
  for (size_t i = from; i < steps.size(); ++i)
    if (seen.insert(steps[i].what + " " + steps[i].fact.str()).second) {
      if (kept != i) steps[kept] = std::move(steps[i]);
      ++kept;
    }
  steps.resize(kept);
}

}  // namespace

Obligation normalize(const Obligation& input, std::vector<NormalizationStep>* steps,
                     std::vector<std::map<std::string, SymExpr>>* substitutions) {
  if (input.law) return input;
  Obligation o = input;
  std::string before = printed(o);
  for (int round = 0; round < kNormalizationRounds; ++round) {
    const size_t stepsBefore = steps ? steps->size() : 0;
    SizesSubstituted sized = substituteSizes(o, steps);
    if (substitutions) substitutions->insert(substitutions->end(), sized.substitutions.begin(), sized.substitutions.end());
    o = simplifyDivMod(sized, steps);
    if (steps) dropRepeatedFacts(*steps, stepsBefore);
    std::string after = printed(o);
    if (after == before) break;
    before = std::move(after);
  }
  return o;
}

}  // namespace partir::verify
