#include "semantics/symbolic.h"

#include <stdexcept>

#include <fmt/format.h>

namespace partir {

struct SymExpr::Node {
  Kind kind;
  int64_t value = 0;
  std::string name;
  size_t operand = 0;
  std::vector<SymExpr> args;
};

namespace {

using K = SymExpr::Kind;

bool isBoolKind(K k) { return k >= K::kBool; }

thread_local bool tFolding = true;  // false while a SymExpr::Unfolded is alive

// Folds operations on constants and the neutral elements 0 and 1, so that
// denotations read on concrete shapes stay small. Returns nullopt when
// nothing folds: also where int64 would overflow (the integers are
// mathematical; Z3 computes such a term exactly).
std::optional<SymExpr> foldConstants(K kind, const std::vector<SymExpr>& a) {
  auto c = [&](size_t i) { return a[i].constant(); };
  switch (kind) {
    case K::kAdd:
      if (int64_t r; c(0) && c(1) && !__builtin_add_overflow(*c(0), *c(1), &r)) return SymExpr(r);
      if (c(0) == 0) return a[1];
      if (c(1) == 0) return a[0];
      break;
    case K::kSub:
      if (int64_t r; c(0) && c(1) && !__builtin_sub_overflow(*c(0), *c(1), &r)) return SymExpr(r);
      if (c(1) == 0) return a[0];
      if (a[0].same(a[1])) return SymExpr(0);
      break;
    case K::kMul:
      if (int64_t r; c(0) && c(1) && !__builtin_mul_overflow(*c(0), *c(1), &r)) return SymExpr(r);
      if (c(0) == 0 || c(1) == 0) return SymExpr(0);
      if (c(0) == 1) return a[1];
      if (c(1) == 1) return a[0];
      break;
    case K::kDiv:
      if (c(0) && c(1) && *c(1) > 0) return SymExpr(floorDivide(*c(0), *c(1)));
      if (c(1) == 1) return a[0];
      break;
    case K::kMod:
      if (c(0) && c(1) && *c(1) > 0) return SymExpr(*c(0) - *c(1) * floorDivide(*c(0), *c(1)));
      if (c(1) == 1) return SymExpr(0);
      break;
    case K::kMin:
      if (c(0) && c(1)) return SymExpr(std::min(*c(0), *c(1)));
      if (a[0].same(a[1])) return a[0];
      break;
    case K::kMax:
      if (c(0) && c(1)) return SymExpr(std::max(*c(0), *c(1)));
      if (a[0].same(a[1])) return a[0];
      break;
    case K::kIte:
      if (c(0)) return *c(0) ? a[1] : a[2];
      if (a[1].same(a[2])) return a[1];
      break;
    case K::kEq:
      if (c(0) && c(1)) return SymExpr::boolean(*c(0) == *c(1));
      if (a[0].same(a[1])) return SymExpr::boolean(true);
      break;
    case K::kLe:
      if (c(0) && c(1)) return SymExpr::boolean(*c(0) <= *c(1));
      if (a[0].same(a[1])) return SymExpr::boolean(true);
      break;
    case K::kLt:
      if (c(0) && c(1)) return SymExpr::boolean(*c(0) < *c(1));
      if (a[0].same(a[1])) return SymExpr::boolean(false);
      break;
    case K::kAnd:
      if (c(0) == 0 || c(1) == 0) return SymExpr::boolean(false);
      if (c(0) == 1) return a[1];
      if (c(1) == 1) return a[0];
      break;
    case K::kOr:
      if (c(0) == 1 || c(1) == 1) return SymExpr::boolean(true);
      if (c(0) == 0) return a[1];
      if (c(1) == 0) return a[0];
      break;
    case K::kNot:
      if (c(0)) return SymExpr::boolean(!*c(0));
      break;
    default: break;
  }
  return std::nullopt;
}

const char* infix(K kind) {
  switch (kind) {
    case K::kAdd: return " + ";
    case K::kSub: return " - ";
    case K::kMul: return "·";
    case K::kDiv: return " div ";
    case K::kMod: return " mod ";
    case K::kEq: return " = ";
    case K::kLe: return " ≤ ";
    case K::kLt: return " < ";
    case K::kAnd: return " ∧ ";
    case K::kOr: return " ∨ ";
    default: return nullptr;
  }
}

std::string joinStr(const std::vector<SymExpr>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i].str();
  return out;
}

}  // namespace

int64_t floorDivide(int64_t a, int64_t b) {
  const int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

SymExpr::SymExpr(int64_t value)
    : node_(std::make_shared<const Node>(Node{Kind::kConst, value, {}, 0, {}})) {}

SymExpr SymExpr::var(std::string name) {
  return SymExpr(std::make_shared<const Node>(Node{Kind::kVar, 0, std::move(name), 0, {}}));
}

SymExpr SymExpr::boolean(bool value) {
  return SymExpr(std::make_shared<const Node>(Node{Kind::kBool, value ? 1 : 0, {}, 0, {}}));
}

SymExpr SymExpr::element(size_t operand, std::vector<SymExpr> index) {
  return SymExpr(
      std::make_shared<const Node>(Node{Kind::kElement, 0, {}, operand, std::move(index)}));
}

SymExpr::Unfolded::Unfolded() : previous_(tFolding) { tFolding = false; }
SymExpr::Unfolded::~Unfolded() { tFolding = previous_; }

SymExpr SymExpr::make(Kind kind, std::vector<SymExpr> args) {
  if (tFolding)
    if (std::optional<SymExpr> folded = foldConstants(kind, args)) return *folded;
  return SymExpr(std::make_shared<const Node>(Node{kind, 0, {}, 0, std::move(args)}));
}

SymExpr::Kind SymExpr::kind() const { return node_->kind; }
bool SymExpr::isBool() const { return isBoolKind(node_->kind); }
std::optional<int64_t> SymExpr::constant() const {
  if (node_->kind == Kind::kConst || node_->kind == Kind::kBool) return node_->value;
  return std::nullopt;
}
const std::string& SymExpr::name() const { return node_->name; }
size_t SymExpr::operand() const { return node_->operand; }
const std::vector<SymExpr>& SymExpr::args() const { return node_->args; }

SymExpr SymExpr::substitute(const std::map<std::string, SymExpr>& with) const {
  if (kind() == Kind::kVar) {
    auto it = with.find(name());
    return it == with.end() ? *this : it->second;
  }
  if (args().empty()) return *this;
  std::vector<SymExpr> args;
  for (const SymExpr& a : node_->args) args.push_back(a.substitute(with));
  if (kind() == Kind::kElement) return element(operand(), std::move(args));
  return make(kind(), std::move(args));
}

bool SymExpr::same(const SymExpr& other) const {
  if (node_ == other.node_) return true;
  if (kind() != other.kind() || node_->value != other.node_->value ||
      name() != other.name() || operand() != other.operand() ||
      args().size() != other.args().size())
    return false;
  for (size_t i = 0; i < args().size(); ++i)
    if (!args()[i].same(other.args()[i])) return false;
  return true;
}

std::string SymExpr::str() const {
  const auto& a = node_->args;
  switch (kind()) {
    case Kind::kConst: return std::to_string(node_->value);
    case Kind::kBool: return node_->value ? "true" : "false";
    case Kind::kVar: return name();
    case Kind::kElement: return fmt::format("in{}[{}]", operand(), joinStr(a));
    case Kind::kMin: return fmt::format("min({}, {})", a[0].str(), a[1].str());
    case Kind::kMax: return fmt::format("max({}, {})", a[0].str(), a[1].str());
    case Kind::kIte: return fmt::format("({} ? {} : {})", a[0].str(), a[1].str(), a[2].str());
    case Kind::kNot: return "¬" + a[0].str();
    default: return "(" + a[0].str() + infix(kind()) + a[1].str() + ")";
  }
}

SymExpr operator+(const SymExpr& a, const SymExpr& b) { return SymExpr::make(K::kAdd, {a, b}); }
SymExpr operator-(const SymExpr& a, const SymExpr& b) { return SymExpr::make(K::kSub, {a, b}); }
SymExpr operator*(const SymExpr& a, const SymExpr& b) { return SymExpr::make(K::kMul, {a, b}); }
SymExpr floorDiv(const SymExpr& a, const SymExpr& b) { return SymExpr::make(K::kDiv, {a, b}); }
SymExpr mod(const SymExpr& a, const SymExpr& b) { return SymExpr::make(K::kMod, {a, b}); }
SymExpr min(const SymExpr& a, const SymExpr& b) { return SymExpr::make(K::kMin, {a, b}); }
SymExpr max(const SymExpr& a, const SymExpr& b) { return SymExpr::make(K::kMax, {a, b}); }
SymExpr ite(const SymExpr& c, const SymExpr& a, const SymExpr& b) {
  return SymExpr::make(K::kIte, {c, a, b});
}
SymExpr clamp(const SymExpr& lo, const SymExpr& x, const SymExpr& hi) { return min(max(lo, x), hi); }
SymExpr operator==(const SymExpr& a, const SymExpr& b) { return SymExpr::make(K::kEq, {a, b}); }
SymExpr operator!=(const SymExpr& a, const SymExpr& b) { return !(a == b); }
SymExpr operator<(const SymExpr& a, const SymExpr& b) { return SymExpr::make(K::kLt, {a, b}); }
SymExpr operator<=(const SymExpr& a, const SymExpr& b) { return SymExpr::make(K::kLe, {a, b}); }
SymExpr operator>(const SymExpr& a, const SymExpr& b) { return b < a; }
SymExpr operator>=(const SymExpr& a, const SymExpr& b) { return b <= a; }
SymExpr operator&&(const SymExpr& a, const SymExpr& b) { return SymExpr::make(K::kAnd, {a, b}); }
SymExpr operator||(const SymExpr& a, const SymExpr& b) { return SymExpr::make(K::kOr, {a, b}); }
SymExpr operator!(const SymExpr& a) { return SymExpr::make(K::kNot, {a}); }

SymExpr allOf(const std::vector<SymExpr>& conditions) {
  SymExpr all = SymExpr::boolean(true);
  for (const SymExpr& c : conditions) all = all && c;
  return all;
}

SymExpr inBounds(const std::vector<SymExpr>& index, const std::vector<SymExpr>& shape) {
  SymExpr all = SymExpr::boolean(true);
  for (size_t d = 0; d < index.size() && d < shape.size(); ++d)
    all = all && SymExpr(0) <= index[d] && index[d] < shape[d];
  return all;
}

SymExpr product(const std::vector<SymExpr>& factors) {
  SymExpr p = 1;
  for (const SymExpr& f : factors) p = p * f;
  return p;
}

SymExpr linearize(const std::vector<SymExpr>& index, const std::vector<SymExpr>& shape) {
  SymExpr position = 0;
  for (size_t d = 0; d < index.size(); ++d) position = position * shape[d] + index[d];
  return position;
}

std::vector<SymExpr> delinearize(const SymExpr& position, const std::vector<SymExpr>& shape) {
  std::vector<SymExpr> index(shape.size(), 0);
  SymExpr stride = 1;
  for (size_t d = shape.size(); d-- > 0;) {
    const SymExpr q = floorDiv(position, stride);
    index[d] = d == 0 ? q : mod(q, shape[d]);
    stride = stride * shape[d];
  }
  return index;
}

// ---- Term -------------------------------------------------------------------

struct Term::Node {
  Kind kind;
  size_t operand = 0;
  std::vector<SymExpr> index;
  std::string fn;
  std::vector<Term> args;
  std::shared_ptr<const Fold> fold;
  size_t component = 0;
};

Term Term::read(size_t operand, std::vector<SymExpr> index) {
  return Term(std::make_shared<const Node>(Node{Kind::kRead, operand, std::move(index), {}, {}, {}, 0}));
}
Term Term::apply(std::string fn, std::vector<Term> args) {
  return Term(std::make_shared<const Node>(Node{Kind::kApply, 0, {}, std::move(fn), std::move(args), {}, 0}));
}
Term Term::select(SymExpr cond, Term then, Term otherwise) {
  if (std::optional<int64_t> c = cond.constant()) return *c ? then : otherwise;
  return Term(std::make_shared<const Node>(
      Node{Kind::kSelect, 0, {std::move(cond)}, {}, {std::move(then), std::move(otherwise)}, {}, 0}));
}
Term Term::index(SymExpr value) {
  return Term(std::make_shared<const Node>(Node{Kind::kIndex, 0, {std::move(value)}, {}, {}, {}, 0}));
}
Term Term::fold(std::shared_ptr<const Fold> fold, size_t component) {
  return Term(std::make_shared<const Node>(Node{Kind::kFold, 0, {}, {}, {}, std::move(fold), component}));
}

Term::Kind Term::kind() const { return node_->kind; }
size_t Term::operand() const { return node_->operand; }
const std::vector<SymExpr>& Term::index() const { return node_->index; }
const std::string& Term::fn() const { return node_->fn; }
const std::vector<Term>& Term::args() const { return node_->args; }
const Fold& Term::foldNode() const { return *node_->fold; }
std::shared_ptr<const Fold> Term::foldPtr() const { return node_->fold; }
size_t Term::component() const { return node_->component; }

bool Term::containsFold() const {
  if (kind() == Kind::kFold) return true;
  for (const Term& a : args())
    if (a.containsFold()) return true;
  return false;
}

Term Term::substitute(const std::map<std::string, SymExpr>& with) const {
  auto exprs = [&](const std::vector<SymExpr>& v) {
    std::vector<SymExpr> out;
    for (const SymExpr& e : v) out.push_back(e.substitute(with));
    return out;
  };
  auto terms = [&](const std::vector<Term>& v) {
    std::vector<Term> out;
    for (const Term& t : v) out.push_back(t.substitute(with));
    return out;
  };
  switch (kind()) {
    case Kind::kRead: return read(operand(), exprs(index()));
    case Kind::kApply: return apply(fn(), terms(args()));
    case Kind::kSelect: return select(index()[0].substitute(with), args()[0].substitute(with),
                                      args()[1].substitute(with));
    case Kind::kIndex: return Term::index(index()[0].substitute(with));
    case Kind::kFold: {
      // Fold variables shadow: they are not substituted inside their own fold.
      std::map<std::string, SymExpr> inner = with;
      for (const FoldVar& v : foldNode().vars) inner.erase(v.name);
      auto f = std::make_shared<Fold>(foldNode());
      for (FoldVar& v : f->vars) v.extent = v.extent.substitute(with);
      f->filter = f->filter.substitute(inner);
      for (Term& b : f->bodies) b = b.substitute(inner);
      for (Term& i : f->inits) i = i.substitute(with);
      return fold(std::move(f), component());
    }
  }
  throw std::logic_error("Term::substitute: unknown kind");
}

Term Term::mapExprs(const std::function<SymExpr(const SymExpr&)>& f) const {
  auto terms = [&](const std::vector<Term>& v) {
    std::vector<Term> out;
    for (const Term& t : v) out.push_back(t.mapExprs(f));
    return out;
  };
  switch (kind()) {
    case Kind::kRead: {
      std::vector<SymExpr> index;
      for (const SymExpr& i : this->index()) index.push_back(f(i));
      return read(operand(), std::move(index));
    }
    case Kind::kApply: return apply(fn(), terms(args()));
    case Kind::kSelect: return select(f(index()[0]), args()[0].mapExprs(f), args()[1].mapExprs(f));
    case Kind::kIndex: return Term::index(f(index()[0]));
    case Kind::kFold: {
      auto fold = std::make_shared<Fold>(foldNode());
      for (FoldVar& v : fold->vars) v.extent = f(v.extent);
      fold->filter = f(fold->filter);
      fold->bodies = terms(fold->bodies);
      fold->inits = terms(fold->inits);
      return Term::fold(std::move(fold), component());
    }
  }
  throw std::logic_error("Term::mapExprs: unknown kind");
}

std::string Term::str() const {
  auto terms = [](const std::vector<Term>& v) {
    std::string out;
    for (size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + v[i].str();
    return out;
  };
  switch (kind()) {
    case Kind::kRead: return fmt::format("in{}[{}]", operand(), joinStr(index()));
    case Kind::kApply: return fmt::format("{}({})", fn(), terms(args()));
    case Kind::kSelect:
      return fmt::format("({} ? {} : {})", index()[0].str(), args()[0].str(), args()[1].str());
    case Kind::kIndex: return fmt::format("index({})", index()[0].str());
    case Kind::kFold: {
      const Fold& f = foldNode();
      std::string vars;
      for (size_t i = 0; i < f.vars.size(); ++i)
        vars += (i ? ", " : "") + f.vars[i].name + "<" + f.vars[i].extent.str();
      const std::string filter = f.filter.constant() == 1 ? "" : " if " + f.filter.str();
      const std::string init = f.inits.empty() ? "" : " from " + terms(f.inits);
      return fmt::format("{}_{{{}{}}}({}){}{}", f.reducer.name, vars, filter, terms(f.bodies), init,
                         f.bodies.size() > 1 ? fmt::format(".{}", component()) : "");
    }
  }
  return "?";
}

}  // namespace partir
