#include "tools/spec_execution.h"

#include <fmt/format.h>

#include "interp/interpreter.h"
#include "interp/kernels/checks.h"
#include "interp/kernels/data_movement.h"
#include "interp/kernels/elementwise.h"
#include "interp/mesh_interpreter.h"
#include "interp/random_inputs.h"

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

// The first difference of `computed` from `expected` (expectEq's equality:
// bit for bit, NaNs equal), written into `out`; false when they agree.
bool firstDifference(const Tensor& computed, const Tensor& expected, Counterexample& out) {
  if (computed.type() != expected.type()) {
    out.expected = expected.type().str();
    out.computed = computed.type().str();
    out.detail = "the types differ";
    return true;
  }
  const CheckOutcome eq = expectEq(computed, expected);
  if (eq.ok) return false;
  out.detail = eq.message.substr(0, eq.message.find(';'));  // "16 of 16 elements differ"
  for (int64_t i = 0; i < expected.numElements(); ++i)
    if (computed.elementString(i) != expected.elementString(i)) {
      out.index = multiIndex(expected, i);
      out.expected = expected.elementString(i);
      out.computed = computed.elementString(i);
      break;
    }
  return true;
}

// Result j of every chunk against the reference, by the claimed action
// (DESIGN.md "PartIR:Core": tile<d> concatenates, sum folds, any requires
// every chunk to be the whole).
bool compareResult(const ResultAction& action, const Tensor& reference, const std::vector<Values>& chunks,
                   size_t j, Counterexample& out) {
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
    return firstDifference(folded, reference, out);
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
    if (firstDifference(chunks[r][j].tensor(), tile ? chunkOf(reference, action.dim, r, k) : reference, out))
      return true;
  }
  return false;
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

}  // namespace

std::string Counterexample::str() const {
  const std::string which = chunk < 0 ? fmt::format("the chunks' result #{} combined", result)
                                      : fmt::format("chunk {} of result #{}", chunk, result);
  const std::string at = index.empty() ? "" : fmt::format(" at [{}]", fmt::join(index, ", "));
  return fmt::format(
      "trial {} (inputs seed {}), {} chunks: {} differs from {}{}: computed {}, expected {} ({})", trial,
      seed, meshSize, which, against, at, computed, expected, detail);
}

Result<std::optional<Counterexample>> runTrial(const Module& reference, const Function& f,
                                               const Module& chunkProgram, const TmrEntry& claim, int64_t k,
                                               int64_t trial, uint64_t seed) {
  try {
    std::vector<TensorType> types;
    for (const Type& t : f.argTypes) {
      if (!t.isTensor()) return unsupported(f.loc, "@{} takes a {}; random trials need tensors", f.name, t.str());
      types.push_back(t.tensor());
    }
    const Values inputs = randomIntegerInputs(types, seed);  // throws when a type is over the size limit
    Result<Values> expected = Interpreter(reference).run(f.name, inputs);
    if (!expected.ok()) return expected.error();
    Counterexample c;
    c.trial = trial;
    c.seed = seed;
    c.meshSize = k;
    Result<std::vector<Values>> chunks =
        MeshInterpreter(chunkProgram).runDevices(f.name, chunkArguments(inputs, claim, k));
    if (!chunks.ok()) return chunks.error();
    for (size_t j = 0; j < expected->size(); ++j)
      if (compareResult(claim.results[j], (*expected)[j].tensor(), *chunks, j, c)) return std::optional(c);
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
  return std::optional<Counterexample>();
}

}  // namespace partir
