#include "verify/composite/spec_execution.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include <fmt/format.h>

#include "interp/interpreter.h"
#include "interp/kernels/checks.h"
#include "interp/kernels/data_movement.h"
#include "interp/kernels/elementwise.h"
#include "interp/mesh_interpreter.h"
#include "interp/random_inputs.h"
#include "semantics/verifier.h"
#include "verify/program_reading.h"

namespace partir {

namespace {

// Chunk r of k equal chunks of `t` along `dim` (DESIGN.md "partir.slice").
Tensor chunkOf(const Tensor& t, int64_t dim, int64_t r, int64_t k) {
  std::vector<int64_t> start(t.rank(), 0), limit = t.shape(), strides(t.rank(), 1);
  const int64_t width = t.shape()[dim] / k;
  start[dim] = r * width;
  limit[dim] = (r + 1) * width;
  return slice(t, start, limit, strides);
}

// The claim's `sum<f>` reducer, as the elementwise kernel of the same name
// (semantics/tmr.h associativeReducerName lists them).
Tensor reduceWith(const std::string& reducer, Tensor a, const Tensor& b) {
  if (reducer == "multiply") return multiply(std::move(a), b);
  if (reducer == "maximum") return maximum(std::move(a), b);
  if (reducer == "minimum") return minimum(std::move(a), b);
  if (reducer == "and") return logicalAnd(std::move(a), b);
  if (reducer == "or") return logicalOr(std::move(a), b);
  if (reducer == "xor") return logicalXor(std::move(a), b);
  return add(std::move(a), b);
}

std::vector<int64_t> multiIndex(const Tensor& t, int64_t linear) {
  std::vector<int64_t> index;
  for (int64_t stride : t.strides()) {
    index.push_back(linear / stride);
    linear %= stride;
  }
  return index;
}

// √ε of a float type: differences below √ε·(1 + |expected|) are rounding.
double roundingTolerance(ElementType e) {
  return std::sqrt(std::ldexp(1.0, -(isFloat(e) ? floatMantissaBits(e) : 23)));
}

// The first element of `computed` that differs from `expected` beyond
// rounding (integers and non-finite values: at all), written into `out`;
// false when they agree. `rounding` counts the elements apart by rounding.
bool firstDifference(const Tensor& computed, const Tensor& expected, Counterexample& out, int64_t& rounding) {
  if (computed.type() != expected.type()) {
    out.expected = expected.type().str();
    out.computed = computed.type().str();
    out.detail = "the types differ";
    return true;
  }
  const CheckOutcome eq = expectEq(computed, expected);
  if (eq.ok) return false;
  const bool isFloatType = isFloat(expected.elementType());
  const Tensor a = isFloatType ? convert(computed, ElementType::kF64) : computed;
  const Tensor b = isFloatType ? convert(expected, ElementType::kF64) : expected;
  const double tolerance = roundingTolerance(expected.elementType());
  int64_t real = 0;
  for (int64_t i = 0; i < expected.numElements(); ++i) {
    if (computed.elementString(i) == expected.elementString(i)) continue;
    const double x = isFloatType ? a.get<double>(i) : 0, y = isFloatType ? b.get<double>(i) : 0;
    if (isFloatType && std::isfinite(x) && std::isfinite(y) && std::fabs(x - y) <= tolerance * (1 + std::fabs(y))) {
      ++rounding;
      continue;
    }
    if (real++ == 0) {
      out.index = multiIndex(expected, i);
      out.expected = expected.elementString(i);
      out.computed = computed.elementString(i);
    }
  }
  out.detail = fmt::format("{} of {} elements differ", real, expected.numElements());
  return real > 0;
}

// Result j of every chunk against the reference, by the claimed action
// (DESIGN.md "PartIR:Core": tile<d> concatenates, sum folds, any requires
// every chunk to be the whole).
bool compareResult(const ResultAction& action, const Tensor& reference, const std::vector<Values>& chunks,
                   size_t j, Counterexample& out, int64_t& rounding) {
  const int64_t k = static_cast<int64_t>(chunks.size());
  out.result = static_cast<int64_t>(j);
  if (action.kind == ResultAction::Kind::kSum) {
    Tensor folded = chunks[0][j].tensor();
    for (int64_t r = 1; r < k; ++r) {
      if (chunks[r][j].tensor().type() != folded.type()) {
        out.chunk = r;
        out.against = "chunk 0's type";
        out.expected = folded.type().str();
        out.computed = chunks[r][j].tensor().type().str();
        out.detail = "chunks of different types cannot be summed";
        return true;
      }
      folded = reduceWith(action.reducerName, std::move(folded), chunks[r][j].tensor());
    }
    out.chunk = -1;
    out.against = "the reference";
    return firstDifference(folded, reference, out, rounding);
  }
  for (int64_t r = 0; r < k; ++r) {
    out.chunk = r;
    const bool tile = action.kind == ResultAction::Kind::kTile;
    if (tile && reference.shape()[action.dim] % k != 0) {
      out.against = "the reference";
      out.detail = fmt::format("its dim {} ({}) does not split into {} chunks", action.dim,
                               reference.shape()[action.dim], k);
      out.expected = reference.type().str();
      out.computed = chunks[r][j].tensor().type().str();
      return true;
    }
    out.against =
        tile ? fmt::format("chunk {} of the reference along dim {}", r, action.dim) : "the reference";
    if (firstDifference(chunks[r][j].tensor(), tile ? chunkOf(reference, action.dim, r, k) : reference, out,
                        rounding))
      return true;
  }
  return false;
}

// Result j of the chunks combined as the claim says (tile<d>: concatenated
// along d, sum<f>: folded with f, any: the chunk `differing`, else chunk 0);
// nullopt when the chunks' types do not combine.
std::optional<Tensor> combined(const ResultAction& action, const std::vector<Values>& chunks, size_t j,
                               int64_t differing) {
  try {
    if (action.kind == ResultAction::Kind::kAny) return chunks.at(std::max<int64_t>(differing, 0))[j].tensor();
    if (action.kind == ResultAction::Kind::kTile) {
      std::vector<Tensor> parts;
      for (const Values& c : chunks) parts.push_back(c[j].tensor());
      return concatenate(parts, action.dim);
    }
    Tensor folded = chunks[0][j].tensor();
    for (size_t r = 1; r < chunks.size(); ++r) folded = reduceWith(action.reducerName, std::move(folded), chunks[r][j].tensor());
    return folded;
  } catch (const DiagnosticError&) {
    return std::nullopt;
  }
}

// Element `a.index` of argument `a.argument` set to `a.value`, converted to
// the argument's element type as the interpreter converts (StableHLO spec
// "convert").
void assign(Values& inputs, const verify::InputAssignment& a) {
  if (a.argument >= inputs.size() || !inputs[a.argument].isTensor()) return;
  Tensor& t = inputs[a.argument].tensor();
  if (a.index.size() != static_cast<size_t>(t.rank())) return;
  const Tensor value = convert(Tensor::scalar(ElementType::kF64, a.value), t.elementType());
  const int width = byteWidth(t.elementType());
  std::memcpy(t.rawData() + t.linearIndex(a.index) * width, value.rawData(), width);
}

// The branch selectors of F that are its arguments: a `case`'s index, an
// `if`'s predicate (StableHLO spec "case", "if"), with their branch counts.
std::vector<std::pair<size_t, int64_t>> branchArguments(const Function& f) {
  std::vector<std::pair<size_t, int64_t>> out;
  for (const auto& op : f.entry().ops()) {
    if (op->code() != OpCode::kCase && op->code() != OpCode::kIf) continue;
    for (size_t p = 0; p < f.entry().numArguments(); ++p)
      if (op->operand(0) == f.entry().argument(p)) out.emplace_back(p, static_cast<int64_t>(op->numRegions()));
  }
  return out;
}

// Device r's arguments: chunk r of each sliced argument, the others whole
// (DESIGN.md "Tile-mapping registry").
std::vector<Values> chunkArguments(const Values& inputs, const TmrEntry& claim, int64_t k) {
  std::vector<Values> out(k);
  for (int64_t r = 0; r < k; ++r)
    for (size_t i = 0; i < inputs.size(); ++i)
      out[r].push_back(claim.operands[i]
                           ? InterpreterValue(chunkOf(inputs[i].tensor(), *claim.operands[i], r, k))
                           : inputs[i]);
  return out;
}

// F run on each chunk's arguments by `runner`.
Result<std::vector<Values>> runChunks(const Module& program, const Function& f, ChunkRunner runner,
                                      const std::vector<Values>& arguments) {
  if (runner == ChunkRunner::kLowered) return MeshInterpreter(program).runDevices(f.name, arguments);
  std::vector<Values> out;
  for (const Values& a : arguments) {
    Result<Values> r = Interpreter(program).run(f.name, a);
    if (!r.ok()) return r.error();
    out.push_back(std::move(*r));
  }
  return out;
}

// The arguments, printed when they are small enough to read (else their
// types), then the elements Z3's model set.
std::string printedInputs(const Values& inputs, const std::vector<verify::InputAssignment>& model) {
  constexpr int64_t kMaxPrinted = 64;
  std::vector<std::string> parts;
  for (size_t i = 0; i < inputs.size(); ++i) {
    const Tensor& t = inputs[i].tensor();
    parts.push_back(t.numElements() <= kMaxPrinted
                        ? fmt::format("%arg{} = {}", i, t.str(kMaxPrinted))
                        : fmt::format("%arg{} = {} ({} elements, not shown)", i, t.type().str(), t.numElements()));
  }
  for (const verify::InputAssignment& a : model)
    parts.push_back(fmt::format("%arg{}[{}] = {} (Z3's model)", a.argument, fmt::join(a.index, ", "),
                                inputs.at(a.argument).tensor().elementString(
                                    inputs.at(a.argument).tensor().linearIndex(a.index))));
  return fmt::format("{}", fmt::join(parts, "; "));
}

// What the arguments' element types were drawn from (Counterexample::inputKinds).
std::string inputKinds(const std::vector<TensorType>& types, bool atLimits) {
  std::vector<std::string> kinds;
  std::vector<ElementType> seen;
  for (const TensorType& t : types) {
    if (std::find(seen.begin(), seen.end(), t.element) != seen.end()) continue;
    seen.push_back(t.element);
    kinds.push_back(fmt::format("{}: {}", elementTypeName(t.element), integerInputDistribution(t.element, atLimits)));
  }
  return fmt::format("{}", fmt::join(kinds, "; "));
}

}  // namespace

Result<std::unique_ptr<Module>> retypedChunkProgram(const Module& decomposition, const Function& f,
                                                    const verify::ChunkTyping& typing) {
  std::unique_ptr<Module> copy = cloneModule(decomposition);
  Function& g = *copy->lookup(f.name);
  const std::vector<const Value*> values = verify::programValues(g);
  for (size_t v = 0; v < values.size(); ++v) {
    if (!values[v]->type().isTensor()) continue;
    const TensorType local{typing.shapes.at(v), values[v]->type().tensor().element};
    const_cast<Value*>(values[v])->setType(Type(local));
    if (v < g.argTypes.size()) g.argTypes[v] = Type(local);
  }
  const std::vector<const Operation*> ops = verify::programOps(g);
  for (const auto& [key, values] : typing.attributes)
    setSizeAttrValues(*const_cast<Operation*>(ops.at(key.first)), key.second, values);
  for (const Operation* constOp : ops) {
    Operation* op = const_cast<Operation*>(constOp);
    if (op->code() != OpCode::kConstant || !op->attr("value")->getDenseElements().splat) continue;
    DenseElements literal = op->attr("value")->getDenseElements();
    literal.type = op->resultType(0).tensor();
    op->attrs().set("value", Attribute::denseElements(std::move(literal)));
  }
  const Operation& ret = *g.entry().ops().back();
  for (size_t n = 0; n < ret.numOperands(); ++n) g.resultTypes.at(n) = ret.operand(n)->type();
  if (Status s = verifyModule(*copy); !s.ok()) return s.error();
  return copy;
}

std::string chunkArgumentsError(const Module& decomposition, const Function& f, const TmrEntry& claim, int64_t k) {
  std::unique_ptr<Module> copy = cloneModule(decomposition);
  Function& g = *copy->lookup(f.name);
  for (size_t p = 0; p < g.argTypes.size(); ++p) {
    if (!claim.operands.at(p)) continue;
    TensorType local = g.argTypes[p].tensor();
    local.shape.at(*claim.operands[p]) /= k;
    g.argTypes[p] = Type(local);
    g.entry().argument(p)->setType(Type(local));
  }
  const Status s = verifyModule(*copy);
  return s.ok() ? "" : s.error().str();
}

std::string Counterexample::str() const {
  const std::string which = chunk < 0 ? fmt::format("the chunks' result #{} combined", result)
                                      : fmt::format("chunk {} of result #{}", chunk, result);
  const std::string at = index.empty() ? "" : fmt::format(" at [{}]", fmt::join(index, ", "));
  const std::string run = trial < 0 ? "replay" : fmt::format("trial {}", trial);
  const std::string model =
      modelElements ? fmt::format("; {} element{} from Z3's model", modelElements, modelElements == 1 ? "" : "s") : "";
  return fmt::format("{} (inputs seed {}, {}{}), {} chunks: {} differs from {}{}: computed {}, expected {} ({})", run,
                     seed, inputKinds, model, meshSize, which, against, at, computed, expected, detail);
}

int64_t branchCount(const Function& f) {
  int64_t most = 0;
  for (const auto& [p, branches] : branchArguments(f)) most = std::max(most, branches);
  return most;
}

Result<TrialOutcome> runTrial(const Module& reference, const Function& f, const Module& chunkProgram,
                              ChunkRunner runner, const TmrEntry& claim, int64_t k, int64_t trial, uint64_t seed,
                              const std::vector<verify::InputAssignment>& modelInputs) {
  try {
    std::vector<TensorType> types;
    for (const Type& t : f.argTypes) {
      if (!t.isTensor()) return unsupported(f.loc, "@{} takes a {}; random trials need tensors", f.name, t.str());
      types.push_back(t.tensor());
    }
    // An odd seed draws integers at their limits; floats are small integers either way.
    const bool atLimits = seed % 2 == 1 && std::any_of(types.begin(), types.end(), [](const TensorType& t) {
                            return isInteger(t.element);
                          });
    // Both throw when a type is over the size limit.
    Values inputs = atLimits ? limitIntegerInputs(types, seed) : randomIntegerInputs(types, seed);
    // Trial t takes branch t mod n of each case or if an argument selects
    // (an if's branch 0 is its predicate true), so that trials run them all.
    for (const auto& [p, branches] : branchArguments(f))
      if (trial >= 0 && types[p].rank() == 0)
        assign(inputs, {p, {}, static_cast<double>(branches == 2 && isBoolean(types[p].element) ? 1 - trial % 2
                                                                                              : trial % branches)});
    for (const verify::InputAssignment& a : modelInputs) assign(inputs, a);
    Result<Values> expected = Interpreter(reference).run(f.name, inputs);
    if (!expected.ok()) return expected.error();
    Result<std::vector<Values>> chunks = runChunks(chunkProgram, f, runner, chunkArguments(inputs, claim, k));
    if (!chunks.ok()) return chunks.error();
    TrialOutcome outcome;
    Counterexample c;
    c.trial = trial;
    c.seed = seed;
    c.atLimits = atLimits;
    c.inputKinds = inputKinds(types, atLimits);
    c.meshSize = k;
    c.modelElements = static_cast<int64_t>(modelInputs.size());
    for (size_t j = 0; j < expected->size(); ++j)
      if (compareResult(claim.results[j], (*expected)[j].tensor(), *chunks, j, c, outcome.roundingOnly)) {
        c.inputs = printedInputs(inputs, modelInputs);
        c.arguments = inputs;
        c.expectedResults = *expected;
        for (size_t n = 0; n < expected->size(); ++n)
          c.combinedResults.push_back(combined(claim.results[n], *chunks, n, n == j ? c.chunk : -1));
        outcome.counterexample = std::move(c);
        break;
      }
    return outcome;
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

}  // namespace partir
