#include "interp/cost_model.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <unordered_map>
#include <unordered_set>

#include "semantics/custom_call_targets.h"
#include "semantics/dimension_numbers.h"
#include "semantics/hlo_ops.h"
#include "semantics/mesh.h"
#include "semantics/ops/type_rule_helpers.h"

namespace partir {

namespace {

const char* const kCollectiveKinds[] = {"all_gather", "all_reduce", "reduce_scatter", "all_to_all"};

// Sizes are doubles: a type may describe more elements than an int64 counts
// (nothing is allocated here), and the figures are estimates anyway.
double elementsOf(const TensorType& t) {
  double n = 1;
  for (int64_t d : t.shape) n *= static_cast<double>(d);
  return n;
}

double bytesOf(const Type& type) {
  if (type.isTensor()) return elementsOf(type.tensor()) * byteWidth(type.tensor().element);
  double sum = 0;
  if (type.isTuple())
    for (const Type& t : type.tupleElements()) sum += bytesOf(t);
  return sum;
}

double resultElements(const Operation& op) {
  return op.resultType(0).isTensor() ? elementsOf(op.resultType(0).tensor()) : 0;
}

double operandElements(const Operation& op, size_t i) {
  return op.operandType(i).isTensor() ? elementsOf(op.operandType(i).tensor()) : 0;
}

double productOfDims(const TensorType& t, const std::vector<int64_t>& dims) {
  double n = 1;
  for (int64_t d : dims) n *= static_cast<double>(t.shape.at(d));
  return n;
}

// ---- flops per op ------------------------------------------------------------

// StableHLO spec "dot_general": each result element is a dot product over
// the contracting dims (a multiply and an add per term); MLIR's legacy dot
// contracts lhs's last dim.
double dotGeneralFlops(const Operation& op) {
  const TensorType& lhs = op.operandType(0).tensor();
  return 2 * resultElements(op) * productOfDims(lhs, decodeDotDimensionNumbers(op).lhsContracting);
}

// chlo.ragged_dot: a dot_general per row (each ragged index in one group);
// in mode 2 each result element sums over one group's share of the ragged dim.
double raggedDotFlops(const Operation& op) {
  const TensorType& lhs = op.operandType(0).tensor();
  const RaggedDotDimensionNumbers d = decodeRaggedDot(op);
  const double flops = 2 * resultElements(op) * productOfDims(lhs, d.dot.lhsContracting);
  if (d.mode != RaggedMode::kContracting) return flops;
  return flops / std::max<double>(static_cast<double>(op.operandType(2).tensor().shape.back()), 1);
}

// StableHLO spec "convolution": each result element sums over the kernel's
// spatial window and its input features of one group.
double convolutionFlops(const Operation& op) {
  const TensorType& kernel = op.operandType(1).tensor();
  const int64_t outputFeature = decodeConvolution(op).kernelOutputFeatureDimension;
  return 2 * resultElements(op) * elementsOf(kernel) / std::max<int64_t>(kernel.shape.at(outputFeature), 1);
}

// StableHLO spec "reduce_window" / "select_and_scatter": one application of
// the body per window element.
double windowFlops(const Operation& op, double positions) {
  double window = 1;
  for (int64_t w : intsAttrOr(op, "window_dimensions", {})) window *= static_cast<double>(w);
  return positions * window;
}

// A comparison sort: n·⌈log2 n⌉ comparisons per sorted row; a top-k sorts
// along its last dim (`dimension` absent), as its decomposition does.
double sortFlops(const Operation& op) {
  const TensorType& t = op.operandType(0).tensor();
  if (t.rank() == 0) return 0;
  int64_t dim = intAttrOr(op, "dimension", -1);
  if (dim < 0) dim += t.rank();
  const double n = static_cast<double>(t.shape.at(dim));
  return elementsOf(t) * std::ceil(std::log2(std::max(n, 2.0)));
}

// n³/3 for a Cholesky factorization, n²·m for a triangular solve, per batch.
double solverFlops(const Operation& op) {
  const TensorType& a = op.operandType(0).tensor();
  const double n = static_cast<double>(a.shape.back());
  const double batches = elementsOf(a) / (n * n);
  if (op.code() == OpCode::kCholesky) return batches * n * n * n / 3;
  return resultElements(op) * n;  // triangular_solve: b has the batch, n and m
}

double opFlops(const Operation& op) {
  switch (op.code()) {
    case OpCode::kDot:
    case OpCode::kDotGeneral: return dotGeneralFlops(op);
    case OpCode::kRaggedDot: return raggedDotFlops(op);
    case OpCode::kConvolution: return convolutionFlops(op);
    case OpCode::kReduce: {
      double n = 0;
      for (size_t i = 0; i < op.numOperands() / 2; ++i) n += operandElements(op, i);
      return n;
    }
    case OpCode::kReduceWindow: return windowFlops(op, resultElements(op));
    case OpCode::kSelectAndScatter: return windowFlops(op, operandElements(op, 1));
    case OpCode::kSort:
    case OpCode::kTopK: return sortFlops(op);
    case OpCode::kCustomCall:
      return customCallKind(stringAttr(op, "call_target_name")) == CustomCallKind::kTopK
                 ? sortFlops(op)
                 : 0;
    case OpCode::kCholesky:
    case OpCode::kTriangularSolve: return solverFlops(op);
    case OpCode::kBatchNormTraining:
    case OpCode::kBatchNormGrad:
    case OpCode::kBatchNormInference: return 8 * operandElements(op, 0);
    case OpCode::kMap: return resultElements(op);
    default: break;
  }
  if (opFamily(op.code()) == OpFamily::kElementwise) return op.numResults() ? resultElements(op) : 0;
  return 0;
}

// Ops that only name values (terminators, tuples, barriers, the test
// dialects' checks) cost nothing.
bool isBookkeeping(const Operation& op) {
  switch (op.code()) {
    case OpCode::kFuncReturn:
    case OpCode::kReturn:
    case OpCode::kSdyReturn:
    case OpCode::kPartirYield:
    case OpCode::kTuple:
    case OpCode::kGetTupleElement:
    case OpCode::kOptimizationBarrier:
    case OpCode::kAfterAll: return true;
    default: return opFamily(op.code()) == OpFamily::kChecks;
  }
}

// ---- collectives ---------------------------------------------------------------

enum CollectiveKind { kAllGather, kAllReduce, kReduceScatter, kAllToAll };

struct CollectiveMove {
  CollectiveKind kind;
  double bytes;  // sent by each device
};

int64_t groupSizeOf(const Operation& op, const Mesh& mesh) {
  switch (op.code()) {
    case OpCode::kPartirAllReduce:
    case OpCode::kPartirAllToAll: return axesSize(mesh, axesOf(op));
    case OpCode::kPartirAllGather:
    case OpCode::kPartirReduceScatter: {
      int64_t n = 1;
      for (const auto& axes : dimAxesOf(op)) n *= axesSize(mesh, axes);
      return n;
    }
    default: return std::max<int64_t>(matrixAttr(op, "replica_groups").cols, 1);
  }
}

// The ring algorithm's bytes per device (seed 000 App. A.5 counts them).
std::optional<CollectiveMove> collectiveMove(const Operation& op, const Mesh& mesh) {
  CollectiveKind kind;
  switch (op.code()) {
    case OpCode::kPartirAllGather:
    case OpCode::kAllGather: kind = kAllGather; break;
    case OpCode::kPartirAllReduce:
    case OpCode::kAllReduce: kind = kAllReduce; break;
    case OpCode::kPartirReduceScatter:
    case OpCode::kReduceScatter: kind = kReduceScatter; break;
    case OpCode::kPartirAllToAll:
    case OpCode::kAllToAll: kind = kAllToAll; break;
    default: return std::nullopt;
  }
  const double n = static_cast<double>(groupSizeOf(op, mesh));
  const double share = (n - 1) / n;
  double operands = 0;
  for (Value* v : op.operands()) operands += bytesOf(v->type());
  double results = 0;
  for (size_t i = 0; i < op.numResults(); ++i) results += bytesOf(op.resultType(i));
  if (kind == kAllGather) return CollectiveMove{kind, share * results};
  if (kind == kAllReduce) return CollectiveMove{kind, 2 * share * operands};
  return CollectiveMove{kind, share * operands};
}

// ---- the walk: flops, traffic, collectives, time --------------------------------

struct Walker {
  const Module& module;
  const Mesh& mesh;
  const DeviceSpec& device;
  // Each callee's cost, walked once and added at every call site: functions
  // that each call the next twice would otherwise take 2^n walks.
  std::unordered_map<const Function*, CostReport> callees;

  void block(const Block& b, CostReport& r) {
    for (const auto& op : b.ops()) operation(*op, r);
  }

  void region(const Region& rg, CostReport& r) {
    for (size_t i = 0; i < rg.numBlocks(); ++i) block(rg.block(i), r);
  }

  void operation(const Operation& op, CostReport& r) {
    switch (op.code()) {
      case OpCode::kWhile:  // the body once: the trip count is dynamic
      case OpCode::kSdyManualComputation:  // each device runs the body once, on its tiles
        for (size_t i = 0; i < op.numRegions(); ++i) region(op.region(i), r);
        return;
      case OpCode::kIf:
      case OpCode::kCase: return costliestBranch(op, r);
      case OpCode::kCall: return call(op, r);
      default: break;
    }
    if (isBookkeeping(op)) return;
    if (std::optional<CollectiveMove> move = collectiveMove(op, mesh)) {
      CollectiveCost& c = r.collectives[kCollectiveKinds[move->kind]];
      c.count += 1;
      c.bytes += move->bytes;
      r.communicationSeconds += move->bytes / device.linkBytesPerSecond;
      return;
    }
    const double flops = opFlops(op);
    double traffic = 0;
    for (Value* v : op.operands()) traffic += bytesOf(v->type());
    for (size_t i = 0; i < op.numResults(); ++i) traffic += bytesOf(op.resultType(i));
    r.flops += flops;
    r.hbmBytes += traffic;
    r.computeSeconds += std::max(flops / device.peakFlops, traffic / device.hbmBytesPerSecond);
  }

  void costliestBranch(const Operation& op, CostReport& r) {
    CostReport best;
    for (size_t i = 0; i < op.numRegions(); ++i) {
      CostReport branch;
      region(op.region(i), branch);
      if (i == 0 || branch.estSeconds() > best.estSeconds()) best = branch;
    }
    add(best, r);
  }

  void call(const Operation& op, CostReport& r) {
    const Attribute* callee = op.attr("callee");
    const Function* f = callee ? module.lookup(callee->getString()) : nullptr;
    if (f && !f->isDeclaration()) add(calleeCost(*f), r);
  }

  // The slot is filled only once the body is walked, so a call back into a
  // function still being walked (verified modules never recurse) adds nothing.
  const CostReport& calleeCost(const Function& f) {
    auto [it, fresh] = callees.try_emplace(&f);
    CostReport& slot = it->second;  // stays valid as the map grows
    if (fresh) {
      CostReport body;
      region(f.body, body);
      slot = std::move(body);
    }
    return slot;
  }

  static void add(const CostReport& from, CostReport& to) {
    for (const auto& [kind, c] : from.collectives) {
      to.collectives[kind].count += c.count;
      to.collectives[kind].bytes += c.bytes;
    }
    to.flops += from.flops;
    to.hbmBytes += from.hbmBytes;
    to.computeSeconds += from.computeSeconds;
    to.communicationSeconds += from.communicationSeconds;
  }
};

// ---- memory: live ranges -----------------------------------------------------------

// For each top-level op of `b`, the values whose last use it holds (uses in
// nested regions count at the op that holds them).
std::vector<std::vector<const Value*>> lastUses(const Block& b) {
  std::unordered_map<const Value*, size_t> last;
  for (size_t i = 0; i < b.ops().size(); ++i)
    walk(*b.ops()[i], [&](Operation& nested) {
      for (Value* v : nested.operands()) last[v] = i;
    });
  std::vector<std::vector<const Value*>> dying(b.ops().size());
  for (const auto& [v, at] : last) dying[at].push_back(v);
  return dying;
}

double blockPeak(const Block& b);

double nestedPeak(const Operation& op) {
  double peak = 0;
  for (size_t i = 0; i < op.numRegions(); ++i)
    for (size_t j = 0; j < op.region(i).numBlocks(); ++j) peak = std::max(peak, blockPeak(op.region(i).block(j)));
  return peak;
}

struct LiveSet {
  double arguments = 0;    // live argument bytes
  double temporaries = 0;  // live bytes of op results
  double peak = 0, temporaryPeak = 0;
};

// Runs the ops of `b` over `live`, freeing each value after its last use and
// `freeArgument(arg)` telling whether an argument may be freed then.
void runLiveRanges(const Block& b, LiveSet& live, const std::function<bool(const Value*)>& freeArgument) {
  const std::vector<std::vector<const Value*>> dying = lastUses(b);
  std::unordered_set<const Value*> used;
  for (const auto& values : dying) used.insert(values.begin(), values.end());
  for (size_t i = 0; i < b.ops().size(); ++i) {
    const Operation& op = *b.ops()[i];
    for (size_t k = 0; k < op.numResults(); ++k) live.temporaries += bytesOf(op.resultType(k));
    const double inner = nestedPeak(op);
    live.peak = std::max(live.peak, live.arguments + live.temporaries + inner);
    live.temporaryPeak = std::max(live.temporaryPeak, live.temporaries + inner);
    for (size_t k = 0; k < op.numResults(); ++k)
      if (!used.count(op.result(k))) live.temporaries -= bytesOf(op.resultType(k));
    for (const Value* v : dying[i]) {
      if (v->definingOp() && v->definingOp()->parentBlock() == &b) {
        live.temporaries -= bytesOf(v->type());
      } else if (v->ownerBlock() == &b && freeArgument(v)) {
        live.arguments -= bytesOf(v->type());
      }
    }
  }
}

// The peak of the values a nested block defines (its arguments alias values
// the enclosing op already holds).
double blockPeak(const Block& b) {
  LiveSet live;
  runLiveRanges(b, live, [](const Value*) { return false; });
  return live.peak;
}

bool donated(const Function& f, size_t i) {
  return i < f.argAttrs.size() && f.argAttrs[i].find("tf.aliasing_output") != nullptr;
}

// Byte counts above this do not fit the report's int64 figures.
constexpr double kMaxBytes = 9e18;

void estimateMemory(const Function& f, CostReport& r) {
  const Block& entry = f.entry();
  LiveSet live;
  for (size_t i = 0; i < entry.numArguments(); ++i) {
    const double bytes = bytesOf(entry.argument(i)->type());
    live.arguments += bytes;
    if (live.arguments > kMaxBytes) throw DiagnosticError{invalid(f.loc, "@{} is too large to estimate", f.name)};
    const std::vector<std::string> names = argumentNames(f, i);
    r.argumentBytes[names.empty() ? "arguments" : pytreeRoot(names.front())] += static_cast<int64_t>(bytes);
  }
  live.peak = live.arguments;
  runLiveRanges(entry, live, [&](const Value* arg) { return donated(f, arg->argIndex()); });
  if (live.peak > kMaxBytes) throw DiagnosticError{invalid(f.loc, "@{} is too large to estimate", f.name)};
  r.peakBytes = static_cast<int64_t>(live.peak);
  r.temporaryPeakBytes = static_cast<int64_t>(live.temporaryPeak);
}

}  // namespace

int64_t CostReport::collectiveCount(const std::string& kind) const {
  auto it = collectives.find(kind);
  return it == collectives.end() ? 0 : it->second.count;
}

std::string pytreeRoot(std::string_view name) {
  return std::string(name.substr(0, name.find_first_of("[.")));
}

Result<CostReport> estimateCost(const Module& module, const DeviceSpec& device, std::string_view entry) {
  const Function* f = module.lookup(entry);
  if (!f || f->isDeclaration()) return invalid(module.loc, "no function @{} with a body to estimate", entry);
  Result<Mesh> mesh = moduleMesh(module);
  if (!mesh.ok()) return mesh.error();
  CostReport report;
  for (const char* kind : kCollectiveKinds) report.collectives[kind];
  try {
    Walker{module, mesh.value(), device, {}}.region(f->body, report);
    estimateMemory(*f, report);
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
  return report;
}

}  // namespace partir
