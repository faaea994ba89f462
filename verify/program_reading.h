// A decomposition function F read as one computation (verify/composite_proof.h,
// verify/chunk_typing.h): its values and ops numbered, and the element of a
// value its op's denotation (semantics/denotation.h) with every operand read
// replaced by that operand's element, down to F's arguments. Integer
// elementwise ops on values of known integer value (an iota's index, a size,
// an integer splat) are read exactly (semantics/denotation.h integerValue).
//
// Given F = reverse(x) on tensor<8xf32> read at shape [n]: element [i] of
// F's result is in0[n - 1 - i].
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "semantics/denotation.h"
#include "semantics/ir.h"

namespace partir::verify {

// Why F cannot be read as one computation (an op without a denotation, an
// index computed by an op).
struct Unreadable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using Shapes = std::vector<std::vector<SymExpr>>;  // by value number
// Size-like attribute values that differ from F's, by (op number, name).
using AttrValues = std::map<std::pair<size_t, std::string>, std::vector<SymExpr>>;

// "'stablehlo.slice' (f.mlir:5:3)": an op in a message.
std::string opWhere(const Operation& op);
// A value's shape (none for a token or a tuple).
Shape shapeOf(const Value* v);
std::vector<SymExpr> constants(const Shape& s);

// F's values, numbered: its arguments, every result of its body's ops, then
// the values inside their regions (block arguments, nested results).
std::vector<const Value*> programValues(const Function& f);
// F's ops, numbered: its body's (the return left out), then those inside
// their regions (returns left out), in program order.
std::vector<const Operation*> programOps(const Function& f);
// F's return values, by value number.
std::vector<size_t> returnedValues(const Function& f);

// F read at one set of sizes (one shape per value, attributes variables named
// per op or F's own): every op's denotation, composed down to the arguments.
class ProgramReading {
 public:
  ProgramReading(const Function& f, const Shapes& shapes, bool symbolicAttrs, const AttrValues& attrs,
                 std::shared_ptr<int> counter);

  // Element `index` of value `v`, as a term over F's arguments.
  Term element(size_t v, const std::vector<SymExpr>& index);
  const Shapes& shapes() const { return shapes_; }
  size_t numOps() const { return ops_.size(); }
  const Operation& op(size_t i) const { return *ops_[i].op; }
  // Op i's shape rules, or why it has none to give (no denotation).
  const std::vector<ShapeConstraint>& constraints(size_t i) const { return ops_[i].denotation.constraints; }
  // The scalar value of a splat constant's term, by its function name.
  std::optional<double> literal(const Term& t) const;
  // The prefix of op i's size-like attribute variables ("gather#3.").
  static std::string attrPrefix(const Operation& op, size_t i);

 private:
  struct OpReading {
    const Operation* op;
    std::vector<size_t> operands;  // value numbers
    size_t firstResult;
    Denotation denotation;
    std::string failure;  // why `denotation` is not defined
  };
  Term compose(const Term& t, const OpReading& r);
  SymExpr composeExpr(const SymExpr& e, const OpReading& r);
  std::optional<Term> knownInteger(const std::string& fn, const std::vector<Term>& args, const OpReading& r) const;
  std::optional<SymExpr> integerOf(const Term& t, ElementType type) const;
  void count();

  size_t numArgs_;
  Shapes shapes_;
  std::vector<OpReading> ops_;
  std::vector<size_t> producer_;  // value number -> index in ops_ (args: none)
  std::map<std::string, double> literals_;
  std::map<std::string, int64_t> integerLiterals_;  // an integer splat's value, by its function name
  size_t nodes_ = 0;
};

}  // namespace partir::verify
