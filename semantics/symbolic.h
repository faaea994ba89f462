// The symbolic language op denotations are written in (DESIGN.md
// "Verification"): integer and boolean expressions over named variables
// (`SymExpr`: dims, attribute values, indices, the axis size) and element
// terms (`Term`: which operand elements a result element is made of).
//
// The language has no solver behind it: verify/ translates it to Z3, and
// tests evaluate it on concrete values. Expressions fold constants as they are
// built, so a denotation read on concrete shapes is mostly concrete.
//
// Given the transpose of a tensor with shape [in0[0], in0[1]] by [1, 0], the
// element of result index [i, j] is
//   Term::read(0, {j, i})                    printed  in0[j, i]
// and a dot_general contracting dim c of size in0[1]:
//   Fold{add, c < in0[1]: mul(in0[i, c], in1[c, j])}
//                                            printed  add_{c<in0[1]} multiply(in0[i, c], in1[c, j])
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace partir {

class Region;

// An integer or boolean expression. Integers are unbounded (mathematical);
// `floorDiv` and `mod` are floor division and its non-negative remainder
// (the divisor is positive wherever a denotation uses them).
class SymExpr {
 public:
  enum class Kind : uint8_t {
    kConst, kVar, kAdd, kSub, kMul, kDiv, kMod, kMin, kMax, kIte,  // integer
    kElement,  // the integer value of an element of an (index) operand
    kBool, kEq, kLe, kLt, kAnd, kOr, kNot,                         // boolean
  };

  SymExpr(int64_t value);  // NOLINT(google-explicit-constructor): literals read naturally
  SymExpr(int value) : SymExpr(static_cast<int64_t>(value)) {}  // NOLINT
  static SymExpr var(std::string name);
  static SymExpr boolean(bool value);
  // The value of element `index` of operand `operand`, read as an integer
  // (gather's start_indices, dynamic_slice's start index).
  static SymExpr element(size_t operand, std::vector<SymExpr> index);
  // `kind` applied to `args`, folded on constants and identical operands
  // (x + 0 = x, x = x) unless an Unfolded guard is alive on this thread.
  static SymExpr make(Kind kind, std::vector<SymExpr> args);
  // While alive, this thread builds expressions exactly as written, nothing
  // folded: obligations stated for other solvers to re-check
  // (verify/obligation.h smtStatement) leave the folding to them.
  class Unfolded {
   public:
    Unfolded();
    ~Unfolded();
    Unfolded(const Unfolded&) = delete;
    Unfolded& operator=(const Unfolded&) = delete;

   private:
    bool previous_;
  };

  Kind kind() const;
  bool isBool() const;
  // kConst / kBool: the value; otherwise nullopt.
  std::optional<int64_t> constant() const;
  const std::string& name() const;          // kVar
  size_t operand() const;                   // kElement
  const std::vector<SymExpr>& args() const;
  // Replaces variables by expressions (simultaneously).
  SymExpr substitute(const std::map<std::string, SymExpr>& with) const;
  // Structural identity (not semantic equality: that is the solver's job).
  bool same(const SymExpr& other) const;
  std::string str() const;

 private:
  struct Node;
  explicit SymExpr(std::shared_ptr<const Node> node) : node_(std::move(node)) {}
  std::shared_ptr<const Node> node_;
};

// Floor division of integers (the meaning of `floorDiv` on constants).
int64_t floorDivide(int64_t a, int64_t b);

SymExpr operator+(const SymExpr& a, const SymExpr& b);
SymExpr operator-(const SymExpr& a, const SymExpr& b);
SymExpr operator*(const SymExpr& a, const SymExpr& b);
SymExpr floorDiv(const SymExpr& a, const SymExpr& b);
SymExpr mod(const SymExpr& a, const SymExpr& b);
SymExpr min(const SymExpr& a, const SymExpr& b);
SymExpr max(const SymExpr& a, const SymExpr& b);
SymExpr ite(const SymExpr& cond, const SymExpr& then, const SymExpr& otherwise);
SymExpr clamp(const SymExpr& lo, const SymExpr& x, const SymExpr& hi);
SymExpr operator==(const SymExpr& a, const SymExpr& b);
SymExpr operator!=(const SymExpr& a, const SymExpr& b);
SymExpr operator<(const SymExpr& a, const SymExpr& b);
SymExpr operator<=(const SymExpr& a, const SymExpr& b);
SymExpr operator>(const SymExpr& a, const SymExpr& b);
SymExpr operator>=(const SymExpr& a, const SymExpr& b);
SymExpr operator&&(const SymExpr& a, const SymExpr& b);
SymExpr operator||(const SymExpr& a, const SymExpr& b);
SymExpr operator!(const SymExpr& a);
// The conjunction of all (true for none).
SymExpr allOf(const std::vector<SymExpr>& conditions);
// 0 <= index[d] < shape[d] for every d.
SymExpr inBounds(const std::vector<SymExpr>& index, const std::vector<SymExpr>& shape);
// The product of all (1 for none).
SymExpr product(const std::vector<SymExpr>& factors);
// The row-major position of `index` in `shape`, and the index at a position.
SymExpr linearize(const std::vector<SymExpr>& index, const std::vector<SymExpr>& shape);
std::vector<SymExpr> delinearize(const SymExpr& position, const std::vector<SymExpr>& shape);

// A reduction function: the elementwise op `name` ("add", "maximum") when
// `body` is null, else the op's two-argument scalar body, named for
// printing ("maximum", or "body").
struct Reducer {
  std::string name = "add";
  const Region* body = nullptr;
  bool operator==(const Reducer& o) const { return name == o.name && body == o.body; }
};

struct Fold;

// An element value.
class Term {
 public:
  enum class Kind : uint8_t {
    kRead,    // element `index` of operand `operand`
    kApply,   // scalar function `fn` of `args` (an elementwise op, named with its attributes)
    kSelect,  // cond ? args[0] : args[1], cond over indices
    kIndex,   // an integer (an index) as an element value: iota
    kFold,    // component `component` of a fold
  };

  static Term read(size_t operand, std::vector<SymExpr> index);
  static Term apply(std::string fn, std::vector<Term> args);
  static Term select(SymExpr cond, Term then, Term otherwise);
  static Term index(SymExpr value);
  static Term fold(std::shared_ptr<const Fold> fold, size_t component = 0);

  Kind kind() const;
  size_t operand() const;                       // kRead
  const std::vector<SymExpr>& index() const;    // kRead: the index; kIndex, kSelect: {value/cond}
  const std::string& fn() const;                // kApply
  const std::vector<Term>& args() const;        // kApply, kSelect
  const Fold& foldNode() const;                 // kFold
  std::shared_ptr<const Fold> foldPtr() const;  // kFold
  size_t component() const;                     // kFold
  bool containsFold() const;
  Term substitute(const std::map<std::string, SymExpr>& with) const;
  // Every expression in the term (indices, conditions, fold extents and
  // filters) rewritten by `f`.
  Term mapExprs(const std::function<SymExpr(const SymExpr&)>& f) const;
  std::string str() const;

 private:
  struct Node;
  explicit Term(std::shared_ptr<const Node> node) : node_(std::move(node)) {}
  std::shared_ptr<const Node> node_;
};

// One variable of a fold's index space: it ranges over [0, extent). When it
// walks a dim of an operand (`walks` = {operand, dim}, extent = that dim's
// size), slicing that operand dim splits the variable.
struct FoldVar {
  std::string name;
  SymExpr extent;
  std::optional<std::pair<size_t, int64_t>> walks;
};

// reducer-fold of bodies over the index space of `vars` in row-major order,
// restricted to indices satisfying `filter`, starting from `inits` (one
// component per body: a variadic reduce folds tuples). An empty `inits` means
// the reducer's identity (a dot product starts from 0).
struct Fold {
  Reducer reducer;
  std::vector<FoldVar> vars;
  SymExpr filter = SymExpr::boolean(true);
  std::vector<Term> bodies;
  std::vector<Term> inits;
};

}  // namespace partir
