#include "verify/composite_proof.h"

#include <algorithm>
#include <map>
#include <memory>
#include <numeric>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "semantics/denotation.h"
#include "semantics/op_codes.h"
#include "semantics/ops/type_rule_helpers.h"
#include "semantics/traced.h"
#include "verify/split_proof.h"
#include "verify/z3_encode.h"

namespace partir::verify {

namespace {

// Composed terms larger than this are not proved (a value read many times by
// many ops duplicates its term at every use).
constexpr size_t kMaxComposedNodes = 200'000;
// The symbolic reading's Z3 resource limit per obligation (at most the
// caller's): where it runs out, the pinned reading decides.
constexpr unsigned kSymbolicResourceLimit = 1'000'000;
// At most this many chunk counts are tried (chunkCounts), none above the
// largest: each chunk is a thread of the simulated mesh.
constexpr size_t kMaxChunkCounts = 8;
// A chunk typing's preferences (a reshape's block) outweigh keeping any
// number of F's sizes.
constexpr unsigned kPreferenceWeight = 1000;
constexpr int64_t kLargestChunkCount = 64;

// Why F cannot be read as one computation (an op without a denotation, an
// index computed by an op).
struct Unreadable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using Shapes = std::vector<std::vector<SymExpr>>;  // by value number
// Size-like attribute values that differ from F's, by (op number, name).
using AttrValues = std::map<std::pair<size_t, std::string>, std::vector<SymExpr>>;

std::string opWhere(const Operation& op) { return fmt::format("'{}' ({})", op.name(), op.loc().str()); }

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

ProgramReading::ProgramReading(const Function& f, const Shapes& shapes, bool symbolicAttrs, const AttrValues& attrs,
                               std::shared_ptr<int> counter)
    : numArgs_(f.argTypes.size()), shapes_(shapes), producer_(shapes.size(), SIZE_MAX) {
  std::map<const Value*, size_t> number;
  const std::vector<const Value*> values = programValues(f);
  for (size_t v = 0; v < values.size(); ++v) number[values[v]] = v;
  for (const auto& op : f.entry().ops()) {
    if (op->code() == OpCode::kReturn) continue;
    OpReading r{op.get(), {}, op->numResults() ? number.at(op->result(0)) : 0, {}, ""};
    Shapes operands, results;
    for (size_t j = 0; j < op->numOperands(); ++j) {
      r.operands.push_back(number.at(op->operand(j)));
      operands.push_back(shapes_.at(r.operands.back()));
    }
    for (size_t n = 0; n < op->numResults(); ++n) {
      producer_.at(r.firstResult + n) = ops_.size();
      results.push_back(shapes_.at(r.firstResult + n));
    }
    const size_t i = ops_.size();
    const std::optional<std::string> prefix = symbolicAttrs ? std::optional(attrPrefix(*op, i)) : std::nullopt;
    try {
      SymView view = SymView::inProgram(*op, operands, results, prefix, counter);
      for (auto it = attrs.lower_bound({i, ""}); it != attrs.end() && it->first.first == i; ++it)
        view = view.withAttr(it->first.second, it->second);
      r.denotation = denote(view);
      if (!r.denotation.defined()) r.failure = fmt::format("{} has no denotation", opWhere(*op));
    } catch (const std::exception& e) {
      r.failure = fmt::format("{} cannot be read symbolically: {}", opWhere(*op), e.what());
    }
    if (op->code() == OpCode::kConstant && op->attr("value")->getDenseElements().splat) {
      const DenseElements& value = op->attr("value")->getDenseElements();
      const Term t = r.denotation.defined() ? r.denotation.element(0, {}) : Term::index(0);
      if (t.kind() == Term::Kind::kApply && !value.bytes.empty())
        literals_[t.fn()] = isFloat(value.type.element) ? value.floatAt(0) : static_cast<double>(value.intAt(0));
      if (t.kind() == Term::Kind::kApply && !value.bytes.empty() && !isFloat(value.type.element))
        integerLiterals_[t.fn()] = value.intAt(0);
    }
    ops_.push_back(std::move(r));
  }
}

std::string ProgramReading::attrPrefix(const Operation& op, size_t i) {
  return fmt::format("{}#{}.", op.name().substr(op.name().find('.') + 1), i);
}

std::optional<double> ProgramReading::literal(const Term& t) const {
  if (t.kind() != Term::Kind::kApply || !t.args().empty()) return std::nullopt;
  auto it = literals_.find(t.fn());
  return it == literals_.end() ? std::nullopt : std::optional(it->second);
}

void ProgramReading::count() {
  if (++nodes_ > kMaxComposedNodes)
    throw Unreadable(fmt::format("the composed element terms exceed {} nodes", kMaxComposedNodes));
}

Term ProgramReading::element(size_t v, const std::vector<SymExpr>& index) {
  count();
  if (v < numArgs_) return Term::read(v, index);
  const OpReading& r = ops_.at(producer_.at(v));
  if (!r.failure.empty()) throw Unreadable(r.failure);
  return compose(r.denotation.element(v - r.firstResult, index), r);
}

// A composed term as an integer: an argument's element, an index (an iota's,
// a size), a choice between such; nullopt for a value computed from data.
std::optional<SymExpr> asIndex(const Term& t) {
  switch (t.kind()) {
    case Term::Kind::kIndex: return t.index()[0];
    case Term::Kind::kRead: return SymExpr::element(t.operand(), t.index());
    case Term::Kind::kSelect: {
      std::optional<SymExpr> a = asIndex(t.args()[0]), b = asIndex(t.args()[1]);
      if (a && b) return ite(t.index()[0], *a, *b);
      return std::nullopt;
    }
    default: return std::nullopt;
  }
}

// An index expression of op r: its reads of an index operand become reads of
// an argument, or the index an op computed (an iota's, a size).
SymExpr ProgramReading::composeExpr(const SymExpr& e, const OpReading& r) {
  if (e.args().empty()) return e;
  std::vector<SymExpr> args;
  for (const SymExpr& a : e.args()) args.push_back(composeExpr(a, r));
  if (e.kind() != SymExpr::Kind::kElement) return SymExpr::make(e.kind(), std::move(args));
  const size_t v = r.operands.at(e.operand());
  if (v < numArgs_) return SymExpr::element(v, std::move(args));
  if (std::optional<SymExpr> index = asIndex(element(v, args))) return *index;
  throw Unreadable(fmt::format("{} reads an index that {} computes from data", opWhere(*r.op),
                               opWhere(*ops_.at(producer_.at(v)).op)));
}

// The value of `t`, an element of integer type `type`, when it is known: an
// index (an iota's, a size, an integer op's result below) or an integer
// splat; nullopt for an element computed from data.
std::optional<SymExpr> ProgramReading::integerOf(const Term& t, ElementType type) const {
  if (t.kind() == Term::Kind::kIndex) return indexAsElementOf(type, t.index()[0]);
  if (t.kind() != Term::Kind::kApply || !t.args().empty()) return std::nullopt;
  auto it = integerLiterals_.find(t.fn());
  return it == integerLiterals_.end() ? std::nullopt : std::optional<SymExpr>(it->second);
}

// Op r's own scalar function on operands of known integer value, read
// exactly (semantics/denotation.h integerValue): `iota % 2` is an index
// expression, not an uninterpreted `remainder`. A select whose predicate is
// known picks its branch by it, whatever the branches hold.
std::optional<Term> ProgramReading::knownInteger(const std::string& fn, const std::vector<Term>& args,
                                                 const OpReading& r) const {
  const Operation& op = *r.op;
  if (opFamily(op.code()) != OpFamily::kElementwise || fn != scalarFunctionName(op) ||
      args.size() != op.numOperands())
    return std::nullopt;
  std::vector<SymExpr> values;
  for (size_t j = 0; j < args.size(); ++j) {
    if (!op.operandType(j).isTensor()) return std::nullopt;
    std::optional<SymExpr> v = integerOf(args[j], op.operandType(j).tensor().element);
    if (op.code() == OpCode::kSelect) return v ? std::optional(Term::select(*v != 0, args[1], args[2])) : std::nullopt;
    if (!v) return std::nullopt;
    values.push_back(*std::move(v));
  }
  std::optional<SymExpr> value = integerValue(op, values);
  return value ? std::optional(Term::index(*value)) : std::nullopt;
}

Term ProgramReading::compose(const Term& t, const OpReading& r) {
  count();
  auto terms = [&](const std::vector<Term>& v) {
    std::vector<Term> out;
    for (const Term& x : v) out.push_back(compose(x, r));
    return out;
  };
  switch (t.kind()) {
    case Term::Kind::kRead: {
      std::vector<SymExpr> index;
      for (const SymExpr& i : t.index()) index.push_back(composeExpr(i, r));
      return element(r.operands.at(t.operand()), index);
    }
    case Term::Kind::kApply: {
      // A literal's elements are its own function: two constants differ.
      const std::string fn =
          t.fn() == "constant.literal" ? fmt::format("constant.literal#{}", r.firstResult) : t.fn();
      std::vector<Term> args = terms(t.args());
      if (std::optional<Term> value = knownInteger(fn, args, r)) return *value;
      return Term::apply(fn, std::move(args));
    }
    case Term::Kind::kSelect:
      return Term::select(composeExpr(t.index()[0], r), compose(t.args()[0], r), compose(t.args()[1], r));
    case Term::Kind::kIndex: return Term::index(composeExpr(t.index()[0], r));
    case Term::Kind::kFold: {
      auto f = std::make_shared<Fold>(t.foldNode());
      for (FoldVar& v : f->vars) {
        v.extent = composeExpr(v.extent, r);
        if (v.walks) v.walks->first = r.operands.at(v.walks->first);
      }
      f->filter = composeExpr(f->filter, r);
      f->bodies = terms(f->bodies);
      f->inits = terms(f->inits);
      return Term::fold(std::move(f), t.component());
    }
  }
  return t;
}

std::vector<SymExpr> constants(const Shape& s) { return {s.begin(), s.end()}; }

Shape shapeOf(const Value* v) { return v->type().isTensor() ? v->type().tensor().shape : Shape{}; }

// The local shape of argument p on k chunks: the sliced dim divided.
Shape localArgument(const Function& f, const TmrEntry& claim, size_t p, int64_t k) {
  Shape s = f.argTypes[p].isTensor() ? f.argTypes[p].tensor().shape : Shape{};
  if (claim.operands.at(p)) s.at(*claim.operands[p]) /= k;
  return s;
}

std::string unsatCore(z3::solver& s, const std::map<std::string, std::string>& why) {
  std::vector<std::string> parts;
  for (const z3::expr& e : s.unsat_core())
    if (auto it = why.find(e.to_string()); it != why.end()) parts.push_back(it->second);
  std::sort(parts.begin(), parts.end());
  parts.erase(std::unique(parts.begin(), parts.end()), parts.end());
  return parts.empty() ? "the sliced arguments" : fmt::format("{}", fmt::join(parts, "; "));
}

// The shapes a region op ties together: a while's operands, results, block
// arguments and yielded values (StableHLO spec "while" C1-C3); a case's or
// an if's results and each branch's yielded values ("case" C3, "if" C3).
std::vector<ShapeConstraint> regionRules(const Operation& op, const std::map<const Value*, size_t>& number,
                                         const Shapes& shapes) {
  std::vector<ShapeConstraint> rules;
  auto same = [&](const Value* a, const Value* b, const std::string& why) {
    for (const ShapeConstraint& c : sameShape(shapes.at(number.at(a)), shapes.at(number.at(b)), why))
      rules.push_back(c);
  };
  if (op.code() == OpCode::kWhile) {
    for (size_t i = 0; i < op.numOperands(); ++i) {
      same(op.operand(i), op.result(i), "while C3");
      for (size_t r = 0; r < op.numRegions(); ++r) same(op.operand(i), op.region(r).front().argument(i), "while C1, C2");
      same(op.operand(i), op.region(1).front().terminator()->operand(i), "while C2");
    }
  } else if (op.code() == OpCode::kCase || op.code() == OpCode::kIf) {
    for (size_t r = 0; r < op.numRegions(); ++r)
      for (size_t i = 0; i < op.numResults(); ++i)
        same(op.region(r).front().terminator()->operand(i), op.result(i), op.name() + " C3");
  }
  return rules;
}

// A reshape's dims in groups of equal size, outermost first: [2, 4, 4] ->
// [2, 2, 8] pairs {0} with {0} and {1, 2} with {1, 2} (each group a run of
// dims whose product is the same on both sides; size-1 dims join a group).
std::vector<std::pair<std::vector<size_t>, std::vector<size_t>>> reshapeGroups(const Shape& in, const Shape& out) {
  std::vector<std::pair<std::vector<size_t>, std::vector<size_t>>> groups;
  size_t i = 0, j = 0;
  while (i < in.size() || j < out.size()) {
    std::vector<size_t> a, b;
    int64_t pa = 1, pb = 1;
    do {
      if (pa <= pb && i < in.size()) a.push_back(i), pa *= in[i++];
      else if (j < out.size()) b.push_back(j), pb *= out[j++];
      else break;
    } while (pa != pb || (a.empty() && i < in.size()) || (b.empty() && j < out.size()));
    groups.emplace_back(std::move(a), std::move(b));
  }
  return groups;
}

SymExpr productOf(const std::vector<SymExpr>& dims, const std::vector<size_t>& which) {
  SymExpr p = 1;
  for (size_t d : which) p = p * dims.at(d);
  return p;
}

// The chunk of a reshape is a block of the whole's: each group of dims
// (reshapeGroups) keeps the share of the whole the operand's group has, so
// the chunk's [1, 4, 4] -> [1, 2, 8] splits the batch as the operand does,
// not [2, 2, 4] (groups of 4 instead of 8: another computation).
std::vector<ShapeConstraint> reshapeGroupRules(const Operation& op, const std::map<const Value*, size_t>& number,
                                               const Shapes& local) {
  if (op.code() != OpCode::kReshape || !op.operandType(0).isTensor()) return {};
  const Shape in = op.operandType(0).tensor().shape, out = op.resultType(0).tensor().shape;
  if (!elementCount(in) || elementCount(in) != elementCount(out) || *elementCount(in) == 0) return {};
  const std::vector<SymExpr>& localIn = local.at(number.at(op.operand(0)));
  const std::vector<SymExpr>& localOut = local.at(number.at(op.result(0)));
  std::vector<ShapeConstraint> rules;
  for (const auto& [a, b] : reshapeGroups(in, out)) {
    int64_t wholeA = 1, wholeB = 1;
    for (size_t d : a) wholeA *= in[d];
    for (size_t d : b) wholeB *= out[d];
    rules.push_back({productOf(localIn, a) * wholeB == productOf(localOut, b) * wholeA,
                     "reshape: each group of dims keeps its share (a block of the whole)"});
  }
  return rules;
}

// A reshape's chunk is a contiguous block of each group of its result dims
// where it can be: leading dims 1, one dim partial, the inner ones whole
// (the whole's groups of 8 stay groups of 8 on a chunk of [2, 1, 8], not
// [2, 2, 4]). Preferred, not required: an operand chunk that is not a block
// of its own group (an inner split) has no such result.
std::vector<SymExpr> reshapeBlockPreferences(const Operation& op, const std::map<const Value*, size_t>& number,
                                             const Shapes& local) {
  if (op.code() != OpCode::kReshape || !op.operandType(0).isTensor()) return {};
  const Shape in = op.operandType(0).tensor().shape, out = op.resultType(0).tensor().shape;
  if (!elementCount(in) || elementCount(in) != elementCount(out) || *elementCount(in) == 0) return {};
  const std::vector<SymExpr>& localOut = local.at(number.at(op.result(0)));
  std::vector<SymExpr> preferences;
  for (const auto& [a, b] : reshapeGroups(in, out)) {
    SymExpr contiguous = SymExpr::boolean(false);
    for (size_t t = 0; t < b.size(); ++t) {
      SymExpr block = SymExpr::boolean(true);
      for (size_t j = 0; j < b.size(); ++j)
        if (j != t) block = block && (localOut[b[j]] == (j < t ? SymExpr(1) : SymExpr(out[b[j]])));
      contiguous = contiguous || block;
    }
    preferences.push_back(contiguous);
  }
  return preferences;
}

std::vector<ShapeConstraint> concat(std::vector<ShapeConstraint> a, const std::vector<ShapeConstraint>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

void collectVars(const SymExpr& e, std::set<std::string>& out) {
  if (e.kind() == SymExpr::Kind::kVar) out.insert(e.name());
  for (const SymExpr& a : e.args()) collectVars(a, out);
}

// F's return values, by value number.
std::vector<size_t> returnedValues(const Function& f) {
  std::map<const Value*, size_t> number;
  const std::vector<const Value*> values = programValues(f);
  for (size_t v = 0; v < values.size(); ++v) number[values[v]] = v;
  std::vector<size_t> out;
  for (const Value* v : f.entry().ops().back()->operands()) out.push_back(number.at(v));
  return out;
}

// The chunk's results as the claim has them: tile<d> divides dim d by k.
std::vector<SymExpr> resultPins(const Function& f, const TmrEntry& claim, const Shapes& local, int64_t k) {
  std::vector<SymExpr> pins;
  const std::vector<size_t> returned = returnedValues(f);
  for (size_t n = 0; n < returned.size(); ++n) {
    Shape expected = f.resultTypes[n].tensor().shape;
    const ResultAction& a = claim.results.at(n);
    if (a.kind == ResultAction::Kind::kTile) expected.at(a.dim) /= k;
    for (size_t d = 0; d < expected.size(); ++d) pins.push_back(local[returned[n]][d] == expected[d]);
  }
  return pins;
}

// The chunk's shape rules over its unknown sizes (chunkTyping): every op's
// constraints, each unknown dim and size-like attribute F's or F's / k.
class TypingSystem {
 public:
  TypingSystem(const Function& f, const Shapes& local, int64_t k);
  // A model of the rules and `extra` changing as few of F's sizes as it can;
  // nullopt when there is none (`conflict` says why). Each unknown is F's
  // size or F's divided by k, or, with `anySize`, any size the rules allow
  // (a slice limit w/k + 1 after a pad of a chunk), F's preferred, then F's
  // divided by k.
  std::optional<z3::model> solve(const std::vector<SymExpr>& extra, bool anySize, const CheckOptions& options);
  const std::string& conflict() const { return conflict_; }
  // The last solve ran out of Z3's limit (nonlinear shape rules over any
  // sizes) instead of finding shapes or showing there are none.
  bool undecided() const { return undecided_; }
  int64_t value(const z3::model& m, const SymExpr& x);
  // The size-like attributes' variables, by (op number, name).
  const AttrValues& attributes() const { return attrs_; }

 private:
  void addNestedOp(const Operation& op, size_t i, const std::map<const Value*, size_t>& number, const Shapes& local,
                   std::shared_ptr<int> counter);
  void addUnknownAttribute(const Operation& op, size_t i, const std::string& var);

  z3::context ctx_;
  Encoder enc_{ctx_};
  int64_t k_;
  std::vector<std::pair<SymExpr, std::string>> rules_;  // a constraint, and which op's rule it is
  // A size variable, F's value of it, and whether it is an attribute's (a
  // value's dim is ≥ 1 where F's is; an attribute's, a padding, may be any).
  struct Unknown {
    SymExpr x;
    int64_t whole;
    bool attribute;
  };
  std::vector<Unknown> unknowns_;
  // What a typing should hold where it can, before keeping F's sizes
  // (reshapeBlockPreferences).
  std::vector<SymExpr> preferences_;
  AttrValues attrs_;
  std::string conflict_;
  bool undecided_ = false;
};

TypingSystem::TypingSystem(const Function& f, const Shapes& local, int64_t k) : k_(k) {
  const std::vector<const Value*> values = programValues(f);
  ProgramReading reading(f, local, true, AttrValues{}, std::make_shared<int>(0));
  for (size_t i = 0; i < reading.numOps(); ++i) {
    std::set<std::string> vars;
    for (const ShapeConstraint& c : reading.constraints(i)) {
      rules_.emplace_back(c.holds, fmt::format("{} of {}", c.why, opWhere(reading.op(i))));
      collectVars(c.holds, vars);
    }
    for (const std::string& var : vars) addUnknownAttribute(reading.op(i), i, var);
  }
  std::map<const Value*, size_t> number;
  for (size_t v = 0; v < values.size(); ++v) number[values[v]] = v;
  const std::vector<const Operation*> ops = programOps(f);
  auto counter = std::make_shared<int>(0);
  for (size_t i = reading.numOps(); i < ops.size(); ++i) addNestedOp(*ops[i], i, number, local, counter);
  for (const Operation* op : ops) {
    for (const ShapeConstraint& c : concat(regionRules(*op, number, local), reshapeGroupRules(*op, number, local)))
      rules_.emplace_back(c.holds, fmt::format("{} of {}", c.why, opWhere(*op)));
    for (const SymExpr& p : reshapeBlockPreferences(*op, number, local)) preferences_.push_back(p);
  }
  for (size_t v = f.argTypes.size(); v < values.size(); ++v)
    for (size_t d = 0; d < local[v].size(); ++d) unknowns_.push_back({local[v][d], shapeOf(values[v])[d], false});
}

// The shape rules of an op inside a region of F (a while's body).
void TypingSystem::addNestedOp(const Operation& op, size_t i, const std::map<const Value*, size_t>& number,
                               const Shapes& local, std::shared_ptr<int> counter) {
  Shapes operands, results;
  for (const Value* v : op.operands()) operands.push_back(local.at(number.at(v)));
  for (size_t n = 0; n < op.numResults(); ++n) results.push_back(local.at(number.at(op.result(n))));
  const std::string prefix = ProgramReading::attrPrefix(op, i);
  Denotation d;
  try {
    d = denote(SymView::inProgram(op, operands, results, prefix, std::move(counter)));
  } catch (const std::exception&) {
    return;  // no rules to give: the verifier of the retyped program decides
  }
  std::set<std::string> vars;
  for (const ShapeConstraint& c : d.constraints) {
    rules_.emplace_back(c.holds, fmt::format("{} of {}", c.why, opWhere(op)));
    collectVars(c.holds, vars);
  }
  for (const std::string& var : vars) addUnknownAttribute(op, i, var);
}

// `var` is "<prefix of op i>name[j]": op i's attribute `name` is unknown.
void TypingSystem::addUnknownAttribute(const Operation& op, size_t i, const std::string& var) {
  const std::string prefix = ProgramReading::attrPrefix(op, i);
  if (!var.starts_with(prefix)) return;
  const std::string name = var.substr(prefix.size(), var.find('[') - prefix.size());
  if (attrs_.count({i, name})) return;
  const std::vector<int64_t> whole = sizeAttrValues(op, name);
  std::vector<SymExpr> vars;
  for (size_t j = 0; j < whole.size(); ++j) {
    vars.push_back(SymExpr::var(prefix + attrElementName(name, j)));
    unknowns_.push_back({vars.back(), whole[j], true});
  }
  attrs_[{i, name}] = std::move(vars);
}

std::optional<z3::model> TypingSystem::solve(const std::vector<SymExpr>& extra, bool anySize,
                                             const CheckOptions& options) {
  std::vector<z3::expr> hard;
  for (const auto& [x, whole, attribute] : unknowns_) {
    const bool divisible = whole > 0 && whole % k_ == 0;
    if (!anySize) hard.push_back(enc_.expr(divisible ? (x == whole || x == whole / k_) : x == whole));
    else if (!attribute) hard.push_back(enc_.expr(whole >= 1 ? x >= 1 : x == 0));
  }
  // Z3's general solver (the tactic one of limitedSolver keeps no unsat
  // cores); the rules are over constants and a few unknown sizes.
  z3::solver s(ctx_);
  z3::params limit(ctx_);
  limit.set("rlimit", options.resourceLimit);
  s.set(limit);
  std::map<std::string, std::string> why;
  auto track = [&](const SymExpr& e, std::string reason) {
    const std::string label = fmt::format("rule{}", why.size());
    why[label] = std::move(reason);
    s.add(enc_.expr(e), label.c_str());
  };
  for (const auto& [rule, reason] : rules_) track(rule, reason);
  for (const SymExpr& e : extra) track(e, "the claim's result shapes");
  for (const z3::expr& e : hard) s.add(e);
  const z3::check_result answer = s.check();
  undecided_ = answer == z3::unknown;
  if (answer != z3::sat) {
    conflict_ = answer == z3::unsat ? unsatCore(s, why) : "Z3 could not decide: " + s.reason_unknown();
    return std::nullopt;
  }
  z3::optimize o(ctx_);
  o.set(limit);
  for (const auto& [rule, reason] : rules_) o.add(enc_.expr(rule));
  for (const SymExpr& e : extra) o.add(enc_.expr(e));
  for (const z3::expr& e : hard) o.add(e);
  for (const SymExpr& p : preferences_) o.add_soft(enc_.expr(p), kPreferenceWeight);
  // With any sizes, an attribute F's code states (a pad, a slice start)
  // weighs more than a value's dim: each chunk pads its own edges and the
  // value's size follows, rather than the pad growing to keep F's size.
  for (const Unknown& u : unknowns_) {
    const unsigned weight = anySize ? (u.attribute ? 8 : 2) : 1;
    o.add_soft(enc_.expr(u.x == u.whole), weight);
    if (anySize && u.whole > 0 && u.whole % k_ == 0) o.add_soft(enc_.expr(u.x == u.whole / k_), weight / 2);
  }
  return o.check() == z3::sat ? o.get_model() : s.get_model();
}

int64_t TypingSystem::value(const z3::model& m, const SymExpr& x) {
  if (x.constant()) return *x.constant();
  int64_t v = 0;
  m.eval(enc_.expr(x), true).is_numeral_i64(v);
  return v;
}


// ---- the split problem of one reading -------------------------------------

// Value dims that a chunk divides by k, read off a typing.
using SplitDims = std::vector<std::vector<bool>>;

SplitDims splitDims(const std::vector<const Value*>& values, const ChunkTyping& typing) {
  SplitDims out;
  for (size_t v = 0; v < values.size(); ++v) {
    const Shape whole = shapeOf(values[v]);
    std::vector<bool> split(whole.size(), false);
    for (size_t d = 0; d < whole.size(); ++d) split[d] = typing.shapes[v][d] != whole[d];
    out.push_back(std::move(split));
  }
  return out;
}

// The claim on one reading of F: `global` and `local` shapes by value,
// `hypotheses` what holds of the sizes (k, r and the splits included).
struct Reading {
  Shapes global, local;
  std::vector<SymExpr> hypotheses;
  SymExpr k = SymExpr::var("k");
  std::map<std::pair<size_t, int64_t>, SymExpr> offsets;
  // The size-like attributes a chunk divides, read as variables in the whole
  // and divided by k in the chunk (the others are F's).
  AttrValues globalAttrs, localAttrs;
};

// The obligations of `claim` on `reading` (verify/split_proof.h). Throws
// Unreadable when F cannot be composed.
std::vector<Obligation> claimObligations(const Function& f, const TmrEntry& claim, const Reading& reading) {
  const std::vector<const Value*> values = programValues(f);
  auto counter = std::make_shared<int>(0);
  auto whole = std::make_shared<ProgramReading>(f, reading.global, false, reading.globalAttrs, counter);
  auto chunk = std::make_shared<ProgramReading>(f, reading.local, false, reading.localAttrs, counter);
  SplitProblem p;
  p.k = reading.k;
  p.hypotheses = reading.hypotheses;
  for (size_t i = 0; i < whole->numOps(); ++i) {
    for (const ShapeConstraint& c : whole->constraints(i)) p.hypotheses.push_back(c.holds);
    for (const ShapeConstraint& c : chunk->constraints(i))
      p.localConstraints.push_back({c.holds, fmt::format("{} of {}", c.why, opWhere(chunk->op(i)))});
  }
  std::map<const Value*, size_t> number;
  for (size_t v = 0; v < values.size(); ++v) number[values[v]] = v;
  std::vector<size_t> returned;
  for (const Value* v : f.entry().ops().back()->operands()) returned.push_back(number.at(v));
  p.global = [whole, returned](size_t n, const std::vector<SymExpr>& i) { return whole->element(returned.at(n), i); };
  p.local = [chunk, returned](size_t n, const std::vector<SymExpr>& i) { return chunk->element(returned.at(n), i); };
  for (size_t n = 0; n < returned.size(); ++n) {
    p.globalResults.push_back(reading.global.at(returned[n]));
    p.localResults.push_back(reading.local.at(returned[n]));
    p.resultElements.push_back(f.resultTypes[n].tensor().element);
  }
  p.offsets = reading.offsets;
  p.initLiteral = [whole](const Term& t) { return whole->literal(t); };
  p.fresh = [counter](const std::string& hint) { return SymExpr::var(fmt::format("{}{}", hint, (*counter)++)); };
  return splitObligations(p, claim);
}

// Every size of `typing` is F's or F's divided by k: the symbolic reading
// can state it for every size. A size the rules solved otherwise (a slice
// limit w/k + 1 after a chunk's pad) is proved at F's sizes only.
bool dividesOnly(const Function& f, const ChunkTyping& typing) {
  auto fits = [&](int64_t local, int64_t whole) { return local == whole || local * typing.k == whole; };
  const std::vector<const Value*> values = programValues(f);
  for (size_t v = 0; v < values.size(); ++v) {
    const Shape whole = shapeOf(values[v]);
    for (size_t d = 0; d < whole.size(); ++d)
      if (!fits(typing.shapes[v][d], whole[d])) return false;
  }
  const std::vector<const Operation*> ops = programOps(f);
  for (const auto& [key, local] : typing.attributes) {
    const std::vector<int64_t> whole = sizeAttrValues(*ops.at(key.first), key.second);
    for (size_t i = 0; i < whole.size(); ++i)
      if (!fits(local[i], whole[i])) return false;
  }
  return true;
}

// The attributes `typing` solved to a size other than F's or F's / k:
// "'stablehlo.slice' (f.mlir:5:3) limit_indices [4, 9] -> [4, 5]".
std::string solvedAttributes(const Function& f, const ChunkTyping& typing) {
  const std::vector<const Operation*> ops = programOps(f);
  std::vector<std::string> parts;
  for (const auto& [key, local] : typing.attributes) {
    const std::vector<int64_t> whole = sizeAttrValues(*ops.at(key.first), key.second);
    bool divides = true;
    for (size_t i = 0; i < whole.size(); ++i) divides &= local[i] == whole[i] || local[i] * typing.k == whole[i];
    if (!divides)
      parts.push_back(fmt::format("{} {} [{}] -> [{}]", opWhere(*ops[key.first]), key.second, fmt::join(whole, ", "),
                                  fmt::join(local, ", ")));
  }
  if (parts.empty()) return "";
  return fmt::format("on {} chunks, {}", typing.k, fmt::join(parts, "; "));
}

// Every dim a variable ("in<p>[d]" of argument p, "v<n>[d]" of value n), each
// ≥ 1 where F's is, and so is every attribute element a chunk divides; a
// split dim or attribute of the chunk is the whole's divided by k (a sliced
// argument's and an attribute's is k·w exactly). The other attributes are
// F's. Only for a typing that divides by k or keeps F's sizes (dividesOnly).
Reading symbolicReading(const Function& f, const ChunkTyping& typing) {
  const std::vector<const Value*> values = programValues(f);
  const SplitDims split = splitDims(values, typing);
  Reading reading;
  const SymExpr k = SymExpr::var("k"), r = SymExpr::var("r");
  reading.k = k;
  reading.hypotheses = {k >= 1, SymExpr(0) <= r && r < k};
  const size_t numArgs = f.argTypes.size();
  for (size_t v = 0; v < values.size(); ++v) {
    const Shape whole = shapeOf(values[v]);
    std::vector<SymExpr> g, l;
    for (size_t d = 0; d < whole.size(); ++d) {
      const std::string name = v < numArgs ? fmt::format("in{}[{}]", v, d) : fmt::format("v{}[{}]", v, d);
      g.push_back(SymExpr::var(name));
      reading.hypotheses.push_back(whole[d] >= 1 ? g[d] >= 1 : g[d] == 0);
      l.push_back(g[d]);
      if (!split[v][d]) continue;
      if (v < numArgs) {
        l[d] = SymExpr::var(name + "/k");
        reading.hypotheses.push_back(g[d] == k * l[d]);
        reading.hypotheses.push_back(l[d] >= 1);
      } else {
        l[d] = floorDiv(g[d], k);
      }
      reading.offsets.emplace(std::make_pair(v, static_cast<int64_t>(d)), r * l[d]);
    }
    reading.global.push_back(std::move(g));
    reading.local.push_back(std::move(l));
  }
  const std::vector<const Operation*> ops = programOps(f);
  for (const auto& [key, local] : typing.attributes) {
    const std::vector<int64_t> whole = sizeAttrValues(*ops.at(key.first), key.second);
    const std::string prefix = ProgramReading::attrPrefix(*ops[key.first], key.first);
    std::vector<SymExpr> globalValues, localValues;
    for (size_t i = 0; i < whole.size(); ++i) {
      const std::string name = prefix + attrElementName(key.second, i);
      const bool divided = local[i] != whole[i];
      const SymExpr var = SymExpr::var(name), chunk = SymExpr::var(name + "/k");
      // A chunk divides the attribute exactly, as a sliced argument's dim.
      if (divided) reading.hypotheses.push_back(var == k * chunk && chunk >= 1);
      globalValues.push_back(divided ? var : SymExpr(whole[i]));
      localValues.push_back(divided ? chunk : SymExpr(whole[i]));
    }
    reading.globalAttrs[key] = std::move(globalValues);
    reading.localAttrs[key] = std::move(localValues);
  }
  return reading;
}

// F's own sizes and attributes, the chunk's from `typing`, k a constant.
Reading pinnedReading(const Function& f, const ChunkTyping& typing) {
  const std::vector<const Value*> values = programValues(f);
  Reading reading;
  const SymExpr r = SymExpr::var("r");
  reading.k = typing.k;
  reading.hypotheses = {SymExpr(0) <= r && r < typing.k};
  for (size_t v = 0; v < values.size(); ++v) {
    const Shape whole = shapeOf(values[v]);
    reading.global.push_back(constants(whole));
    reading.local.push_back(constants(typing.shapes[v]));
    for (size_t d = 0; d < whole.size(); ++d)
      if (typing.shapes[v][d] != whole[d])
        reading.offsets.emplace(std::make_pair(v, static_cast<int64_t>(d)), r * typing.shapes[v][d]);
  }
  for (const auto& [key, local] : typing.attributes) reading.localAttrs[key] = {local.begin(), local.end()};
  return reading;
}

// The claimed result actions against the chunk's result shapes: a tile<d>
// result is the whole's with dim d divided by k, any other the whole's.
std::string resultShapeMismatch(const Function& f, const TmrEntry& claim, const ChunkTyping& typing) {
  const std::vector<const Value*> values = programValues(f);
  std::map<const Value*, size_t> number;
  for (size_t v = 0; v < values.size(); ++v) number[values[v]] = v;
  const auto& results = f.entry().ops().back()->operands();
  for (size_t n = 0; n < results.size(); ++n) {
    Shape expected = shapeOf(results[n]);
    const ResultAction& a = claim.results.at(n);
    if (a.kind == ResultAction::Kind::kTile) {
      if (expected.at(a.dim) % typing.k != 0)
        return fmt::format("on {} chunks: result {} dim {} ({}) does not split into {}", typing.k, n, a.dim,
                           expected[a.dim], typing.k);
      expected[a.dim] /= typing.k;
    }
    const Shape& got = typing.shapes.at(number.at(results[n]));
    if (got != expected)
      return fmt::format("on {} chunks: a chunk's result {} has shape {}, but {} needs {}", typing.k, n,
                         shapeStr(got), entryStr(claim).substr(entryStr(claim).find(")") + 2), shapeStr(expected));
  }
  return "";
}

// As checkAll, stopping at the first obligation not proved (the symbolic
// reading: the pinned one takes over from there).
ProofVerdict checkUntilFailure(const std::vector<Obligation>& obligations, const CheckOptions& options) {
  ProofVerdict out;
  for (const Obligation& o : obligations) {
    ObligationResult r = check(o, options);
    ++out.obligations;
    out.effort += r.effort;
    if (r.verdict == Verdict::kProved) continue;
    out.verdict = r.verdict;
    out.failures.push_back(std::move(r));
    break;
  }
  return out;
}

// "4x4, 8" : the chunk's argument shapes.
std::string argumentShapes(const Function& f, const ChunkTyping& typing) {
  std::vector<std::string> shapes;
  for (size_t p = 0; p < f.argTypes.size(); ++p) shapes.push_back(fmt::format("{}", fmt::join(typing.shapes[p], "x")));
  return fmt::format("{}", fmt::join(shapes, ", "));
}

std::string firstRefutation(const ProofVerdict& v) {
  for (const ObligationResult& r : v.failures)
    if (r.verdict == Verdict::kRefuted) return fmt::format("{}: {}", r.name, r.counterexample);
  return "";
}

// The argument elements the first refutation's difference depends on.
std::vector<InputAssignment> refutationInputs(const Function& f, const ProofVerdict& v, const CheckOptions& options) {
  std::vector<ElementType> types;
  for (const Type& t : f.argTypes) types.push_back(t.isTensor() ? t.tensor().element : ElementType::kI32);
  for (const ObligationResult& r : v.failures)
    if (r.verdict == Verdict::kRefuted)
      return inputsFor(r.dataConditions, r.difference, r.model, types, options)
          .value_or(std::vector<InputAssignment>{});
  return {};
}

std::string failuresText(const ProofVerdict& v) {
  std::string out;
  for (const ObligationResult& r : v.failures) {
    if (r.verdict != Verdict::kUnknown) continue;
    out += fmt::format("{}{}: {}", out.empty() ? "" : "; ", r.name, r.reason);
  }
  return out;
}

}  // namespace

int64_t splitDimsGcd(const Function& f, const TmrEntry& claim) {
  int64_t g = 0;
  for (size_t p = 0; p < claim.operands.size(); ++p)
    if (claim.operands[p]) g = std::gcd(g, f.argTypes[p].tensor().shape[*claim.operands[p]]);
  for (size_t n = 0; n < claim.results.size(); ++n)
    if (claim.results[n].kind == ResultAction::Kind::kTile)
      g = std::gcd(g, f.resultTypes[n].tensor().shape[claim.results[n].dim]);
  return g;
}

std::vector<int64_t> chunkCounts(const Function& f, const TmrEntry& claim) {
  const int64_t g = splitDimsGcd(f, claim);
  if (g == 0) return {2, 3, 4};
  std::vector<int64_t> divisors;
  for (int64_t k = 2; k <= std::min(g, kLargestChunkCount); ++k)
    if (g % k == 0) divisors.push_back(k);
  // The largest divides the dims into the narrowest chunks, where claims
  // that hold on wider ones fail (`iota % 2` on chunks one column wide).
  if (divisors.size() > kMaxChunkCounts) {
    const int64_t largest = divisors.back();
    divisors.resize(kMaxChunkCounts - 1);
    divisors.push_back(largest);
  }
  return divisors;
}

std::vector<const Value*> programValues(const Function& f) {
  std::vector<const Value*> values;
  for (size_t p = 0; p < f.entry().numArguments(); ++p) values.push_back(f.entry().argument(p));
  for (const auto& op : f.entry().ops())
    for (size_t n = 0; n < op->numResults(); ++n) values.push_back(op->result(n));
  for (const auto& top : f.entry().ops())
    for (size_t r = 0; r < top->numRegions(); ++r)
      for (size_t b = 0; b < top->region(r).numBlocks(); ++b) {
        const Block& block = top->region(r).block(b);
        for (size_t a = 0; a < block.numArguments(); ++a) values.push_back(block.argument(a));
        for (const auto& op : block.ops())
          walk(*op, [&](const Operation& nested) {
            for (size_t n = 0; n < nested.numResults(); ++n) values.push_back(nested.result(n));
            for (size_t q = 0; q < nested.numRegions(); ++q)
              for (size_t c = 0; c < nested.region(q).numBlocks(); ++c)
                for (size_t a = 0; a < nested.region(q).block(c).numArguments(); ++a)
                  values.push_back(nested.region(q).block(c).argument(a));
          });
      }
  return values;
}

std::vector<const Operation*> programOps(const Function& f) {
  std::vector<const Operation*> ops;
  for (const auto& op : f.entry().ops())
    if (op->code() != OpCode::kReturn) ops.push_back(op.get());
  for (const auto& top : f.entry().ops())
    for (size_t r = 0; r < top->numRegions(); ++r)
      walk(top->region(r), [&](const Operation& nested) {
        if (nested.code() != OpCode::kReturn) ops.push_back(&nested);
      });
  return ops;
}

Result<ChunkTyping> chunkTyping(const Function& f, const TmrEntry& claim, int64_t k, const CheckOptions& options) {
  const std::vector<const Value*> values = programValues(f);
  const size_t numArgs = f.argTypes.size();
  Shapes local;
  for (size_t v = 0; v < values.size(); ++v) {
    if (v < numArgs) {
      local.push_back(constants(localArgument(f, claim, v, k)));
      continue;
    }
    std::vector<SymExpr> dims;
    for (size_t d = 0; d < shapeOf(values[v]).size(); ++d) dims.push_back(SymExpr::var(fmt::format("v{}[{}]", v, d)));
    local.push_back(std::move(dims));
  }
  TypingSystem system(f, local, k);
  const std::vector<SymExpr> pins = resultPins(f, claim, local, k);
  // The claim's result shapes first, then the shapes the chunk computes;
  // F's sizes or F's divided by k first, then any sizes. Where Z3 cannot
  // decide, nothing is concluded: no shapes is a refutation, and shapes
  // other than the claim's must not be taken for the only ones.
  std::optional<z3::model> m;
  for (const std::vector<SymExpr>& extra : {pins, std::vector<SymExpr>{}})
    for (const bool anySize : {false, true}) {
      if (!m) m = system.solve(extra, anySize, options);
      if (!m && system.undecided())
        return unsupported(f.loc, "on {} chunks, the chunk's shapes could not be solved: {}", k, system.conflict());
    }
  if (!m) return invalid(f.loc, "on {} chunks, no local shapes satisfy {}", k, system.conflict());
  ChunkTyping typing{k, {}, {}};
  for (size_t v = 0; v < values.size(); ++v) {
    Shape shape;
    for (const SymExpr& x : local[v]) shape.push_back(system.value(*m, x));
    typing.shapes.push_back(std::move(shape));
  }
  for (const auto& [key, vars] : system.attributes()) {
    std::vector<int64_t> chunk;
    for (const SymExpr& x : vars) chunk.push_back(system.value(*m, x));
    if (chunk != sizeAttrValues(*programOps(f).at(key.first), key.second)) typing.attributes[key] = std::move(chunk);
  }
  return typing;
}

namespace {

// The chunk typing on each k, or the type refutation of the first k on which
// the chunks cannot run F as the claim says (unknown where Z3 could not
// decide the chunk's shapes).
std::optional<ClaimProof> typeEachSize(const Function& f, const TmrEntry& claim, const std::vector<int64_t>& sizes,
                                       const CheckOptions& options, std::vector<ChunkTyping>& typings) {
  for (int64_t k : sizes) {
    Result<ChunkTyping> t = chunkTyping(f, claim, k, options);
    if (!t.ok() && t.error().kind == ErrorKind::kUnsupported) {
      ClaimProof proof;
      proof.reason = t.error().message;
      return proof;
    }
    const std::string mismatch = t.ok() ? resultShapeMismatch(f, claim, *t) : t.error().message;
    if (!mismatch.empty()) {
      ClaimProof proof;
      proof.verdict = Verdict::kRefuted;
      proof.reading = "pinned";
      proof.meshSizes = {k};
      proof.k = k;
      proof.counterexample = "type: " + mismatch;
      return proof;
    }
    typings.push_back(std::move(*t));
  }
  return std::nullopt;
}

// The pinned reading on each k: the first refutation, else the first
// unknown, else proved on all of them.
void provePinned(const Function& f, const TmrEntry& claim, const std::vector<ChunkTyping>& typings,
                 const CheckOptions& options, ClaimProof& proof) {
  std::string unknown;
  for (const ChunkTyping& typing : typings) {
    const ProofVerdict v = checkAll(claimObligations(f, claim, pinnedReading(f, typing)), options);
    proof.obligations += v.obligations;
    proof.effort += v.effort;
    if (v.verdict == Verdict::kRefuted) {
      proof.verdict = Verdict::kRefuted;
      proof.meshSizes = {typing.k};
      proof.k = typing.k;
      proof.counterexample =
          fmt::format("k = {}, chunk arguments {}: {}", typing.k, argumentShapes(f, typing), firstRefutation(v));
      proof.inputs = refutationInputs(f, v, options);
      return;
    }
    if (v.verdict == Verdict::kUnknown && unknown.empty())
      unknown = fmt::format("on {} chunks: {}", typing.k, failuresText(v));
  }
  if (!unknown.empty()) {
    proof.reason = unknown;
    return;
  }
  proof.verdict = Verdict::kProved;
  for (const ChunkTyping& t : typings) proof.meshSizes.push_back(t.k);
}

}  // namespace

ClaimProof proveClaim(const Function& f, const TmrEntry& claim, const CheckOptions& options) {
  const std::vector<int64_t> sizes = chunkCounts(f, claim);
  ClaimProof proof;
  if (sizes.empty()) {
    proof.reason = "no mesh size k ≥ 2 divides every sliced and tiled dim";
    return proof;
  }
  std::vector<ChunkTyping> typings;
  if (std::optional<ClaimProof> refuted = typeEachSize(f, claim, sizes, options, typings)) return *refuted;
  proof.solvedAttributes = solvedAttributes(f, typings.front());
  try {
    if (dividesOnly(f, typings.front())) {
      const CheckOptions symbolic{std::min(options.resourceLimit, kSymbolicResourceLimit)};
      const ProofVerdict v =
          checkUntilFailure(claimObligations(f, claim, symbolicReading(f, typings.front())), symbolic);
      proof.obligations = v.obligations;
      proof.effort = v.effort;
      if (v.verdict == Verdict::kProved) {
        proof.verdict = Verdict::kProved;
        proof.reading = "symbolic";
        return proof;
      }
    }
    // A proved verdict says what it proved: at F's sizes, for the k listed.
    proof.reading = "pinned";
    provePinned(f, claim, typings, options, proof);
  } catch (const Unreadable& e) {
    proof.reading.clear();
    proof.reason = e.what();
  }
  return proof;
}

}  // namespace partir::verify
