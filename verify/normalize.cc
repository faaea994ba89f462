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

// Variables v with a hypothesis 1 ≤ v (or 0 < v).
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

class DivModSimplifier {
 public:
  explicit DivModSimplifier(const Ranges& ranges) : ranges_(ranges) {}

  SymExpr simplify(const SymExpr& e) const {
    if (e.args().empty()) return e;
    std::vector<SymExpr> args;
    for (const SymExpr& a : e.args()) args.push_back(simplify(a));
    const SymExpr rebuilt = e.kind() == SymExpr::Kind::kElement
                                ? SymExpr::element(e.operand(), std::move(args))
                                : SymExpr::make(e.kind(), std::move(args));
    if (rebuilt.kind() == SymExpr::Kind::kDiv || rebuilt.kind() == SymExpr::Kind::kMod)
      return divMod(rebuilt);
    return rebuilt;
  }

 private:
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

  // 0 ≤ p < m in every model of the hypotheses, shown by monotonicity: with
  // every variable nonnegative, raise each bounded variable v to below[v] − 1
  // where it has a positive coefficient and drop the terms where it has a
  // negative one; the bound reached must be at most m − 1 term by term.
  bool withinDivisor(const Polynomial& p, const Polynomial& m, PolyForm& form) const {
    for (const auto& [mono, c] : p)
      if (c < 0 || !nonnegativeMonomial(mono)) return false;
    Polynomial bound = p;
    for (size_t round = 0; round <= ranges_.below.size(); ++round) {
      const auto next = std::find_if(ranges_.below.begin(), ranges_.below.end(), [&](const auto& b) {
        return std::any_of(bound.begin(), bound.end(),
                           [&](const auto& t) { return t.first.count(b.first) > 0; });
      });
      if (next == ranges_.below.end()) break;
      const auto& [v, limit] = *next;
      Polynomial top;
      toPoly(limit - 1, form, top);
      Polynomial raised;
      for (const auto& [mono, c] : bound)
        if (c > 0 || !mono.count(v)) addInto(raised, mono, c);
      bound = substituted(raised, v, top);
    }
    Polynomial slack = m;
    addInto(slack, {}, -1);
    for (const auto& [mono, c] : bound) addInto(slack, mono, -c);
    for (const auto& [mono, c] : slack)
      if (c < 0 || !nonnegativeMonomial(mono)) return false;
    return true;
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

  // a = q·m + rest, splitting off the terms of `a` that the monomial m divides.
  static Polynomial splitOff(const Polynomial& a, const Monomial& m, Polynomial& rest) {
    Polynomial quotient;
    for (const auto& [mono, c] : a) {
      bool divides = true;
      for (const auto& [x, n] : m) divides = divides && mono.count(x) && mono.at(x) >= n;
      if (!divides) {
        addInto(rest, mono, c);
        continue;
      }
      Monomial q = mono;
      for (const auto& [x, n] : m)
        if ((q[x] -= n) == 0) q.erase(x);
      addInto(quotient, q, c);
    }
    return quotient;
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
  SymExpr divMod(const SymExpr& e) const {
    const bool isDiv = e.kind() == SymExpr::Kind::kDiv;
    PolyForm form;
    Polynomial a, b;
    toPoly(e.args()[0], form, a);
    toPoly(e.args()[1], form, b);
    if (b.size() != 1 || b.begin()->second != 1) return e;
    const Monomial& d = b.begin()->first;
    for (const Monomial& m : divisors(d)) {
      Polynomial r;
      const Polynomial q = splitOff(a, m, r);
      if (!withinDivisor(r, {{m, 1}}, form)) continue;
      const Monomial n = over(d, m);
      const SymExpr qe = fromPoly(q, form.atoms), re = fromPoly(r, form.atoms);
      if (n.empty()) return isDiv ? qe : re;
      const SymExpr ne = fromPoly({{n, 1}}, form.atoms), me = fromPoly({{m, 1}}, form.atoms);
      return simplify(isDiv ? floorDiv(qe, ne) : me * mod(qe, ne) + re);
    }
    Polynomial r;
    const Polynomial q = splitOff(a, d, r);
    if (q.empty()) return e;
    const SymExpr re = fromPoly(r, form.atoms);
    return isDiv ? fromPoly(q, form.atoms) + floorDiv(re, e.args()[1]) : mod(re, e.args()[1]);
  }

  const Ranges& ranges_;
};

SymExpr fromPoly(const Polynomial& p, const std::map<std::string, SymExpr>& atoms) {
  SymExpr sum = 0;
  for (const auto& [m, c] : p) {
    SymExpr term = c;
    for (const auto& [x, n] : m)
      for (int64_t i = 0; i < n; ++i) term = term * atoms.at(x);
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

Obligation rewrite(const Obligation& o, const std::function<SymExpr(const SymExpr&)>& f) {
  Obligation out = o;
  for (SymExpr& h : out.hypotheses) h = f(h);
  out.goal = f(o.goal);
  if (o.equal) out.equal = std::make_pair(o.equal->first.mapExprs(f), o.equal->second.mapExprs(f));
  return out;
}

// Each hypothesis mod(a, m) = 0 with a and m positive variables becomes
// a = m·q for a fresh positive q named "a/m" (a witness of divisibility).
Obligation withDivisibilityWitnesses(const Obligation& o) {
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
    h = m.args()[0] == m.args()[1] * q;
    witnessesPositive.push_back(q >= 1);
  }
  out.hypotheses.insert(out.hypotheses.end(), witnessesPositive.begin(), witnessesPositive.end());
  return out;
}

}  // namespace

Obligation normalize(const Obligation& input) {
  if (input.law) return input;
  const Obligation o = withDivisibilityWitnesses(input);
  const std::set<std::string> positive = positiveVars(o.hypotheses);
  const LogSpan span(o.hypotheses, positive);
  std::map<std::string, SymExpr> representative;
  const std::vector<std::string> vars(positive.begin(), positive.end());
  for (size_t i = 0; i < vars.size(); ++i) {
    if (representative.count(vars[i])) continue;
    for (size_t j = i + 1; j < vars.size(); ++j)
      if (!representative.count(vars[j]) && span.implies(vars[i], vars[j]))
        representative.emplace(vars[j], SymExpr::var(vars[i]));
  }
  Obligation out = rewrite(o, [&](const SymExpr& e) { return e.substitute(representative); });
  const std::map<std::string, SymExpr> defs = definitions(out.hypotheses, positive);
  out = rewrite(out, [&](const SymExpr& e) { return e.substitute(defs); });
  const Ranges ranges(out.hypotheses);
  const DivModSimplifier simplifier(ranges);
  out = rewrite(out, [&](const SymExpr& e) { return simplifier.simplify(e); });
  // The definitions themselves became trivial; keep them for the counterexample.
  for (const auto& [v, m] : defs) out.hypotheses.push_back(SymExpr::var(v) == m);
  return out;
}

}  // namespace partir::verify
