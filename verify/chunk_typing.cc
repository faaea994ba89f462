#include "verify/chunk_typing.h"

#include <algorithm>
#include <map>
#include <memory>
#include <numeric>
#include <set>

#include <fmt/format.h>

#include "semantics/op_codes.h"
#include "semantics/ops/type_rule_helpers.h"
#include "semantics/traced.h"
#include "verify/program_reading.h"
#include "verify/z3_encode.h"

namespace partir::verify {

namespace {

// At most this many chunk counts are tried (chunkCounts), none above the
// largest: each chunk is a thread of the simulated mesh.
constexpr size_t kMaxChunkCounts = 8;
constexpr int64_t kLargestChunkCount = 64;
// A chunk typing's preferences (a reshape's block) outweigh keeping any
// number of F's sizes.
constexpr unsigned kPreferenceWeight = 1000;

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

// A reshape's operand and result shapes, when `op` is a reshape with elements.
std::optional<std::pair<Shape, Shape>> reshapeShapes(const Operation& op) {
  if (op.code() != OpCode::kReshape || !op.operandType(0).isTensor()) return std::nullopt;
  const Shape in = op.operandType(0).tensor().shape, out = op.resultType(0).tensor().shape;
  if (!elementCount(in) || elementCount(in) != elementCount(out) || *elementCount(in) == 0) return std::nullopt;
  return std::make_pair(in, out);
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
  const std::optional<std::pair<Shape, Shape>> shapes = reshapeShapes(op);
  if (!shapes) return {};
  const auto& [in, out] = *shapes;
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
  const std::optional<std::pair<Shape, Shape>> shapes = reshapeShapes(op);
  if (!shapes) return {};
  const auto& [in, out] = *shapes;
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

}  // namespace

namespace {

// Each local size is the whole's or the whole's divided by k.
bool keepsOrDivides(const std::vector<int64_t>& local, const std::vector<int64_t>& whole, int64_t k) {
  for (size_t i = 0; i < whole.size(); ++i)
    if (local[i] != whole[i] && local[i] * k != whole[i]) return false;
  return true;
}

}  // namespace

// Every size of `typing` is F's or F's divided by k: the symbolic reading
// can state it for every size. A size the rules solved otherwise (a slice
// limit w/k + 1 after a chunk's pad) is proved at F's sizes only.
bool dividesOnly(const Function& f, const ChunkTyping& typing) {
  const std::vector<const Value*> values = programValues(f);
  for (size_t v = 0; v < values.size(); ++v)
    if (!keepsOrDivides(typing.shapes[v], shapeOf(values[v]), typing.k)) return false;
  return solvedAttributes(f, typing).empty();
}

// The attributes `typing` solved to a size other than F's or F's / k:
// "'stablehlo.slice' (f.mlir:5:3) limit_indices [4, 9] -> [4, 5]".
std::string solvedAttributes(const Function& f, const ChunkTyping& typing) {
  const std::vector<const Operation*> ops = programOps(f);
  std::vector<std::string> parts;
  for (const auto& [key, local] : typing.attributes) {
    const std::vector<int64_t> whole = sizeAttrValues(*ops.at(key.first), key.second);
    if (!keepsOrDivides(local, whole, typing.k))
      parts.push_back(fmt::format("{} {} [{}] -> [{}]", opWhere(*ops[key.first]), key.second, fmt::join(whole, ", "),
                                  fmt::join(local, ", ")));
  }
  if (parts.empty()) return "";
  return fmt::format("on {} chunks, {}", typing.k, fmt::join(parts, "; "));
}

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

}  // namespace partir::verify
