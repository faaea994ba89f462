#include "verify/normalize.h"

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

}  // namespace

Obligation normalize(const Obligation& o) {
  if (o.law) return o;
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
  if (representative.empty()) return o;
  Obligation out = o;
  for (SymExpr& h : out.hypotheses) h = h.substitute(representative);
  out.goal = o.goal.substitute(representative);
  if (o.equal)
    out.equal = std::make_pair(o.equal->first.substitute(representative),
                               o.equal->second.substitute(representative));
  return out;
}

}  // namespace partir::verify
