#include "interp/shape_refinement.h"

#include <cstring>
#include <unordered_map>

#include <fmt/format.h>

#include "interp/index_space.h"
#include "interp/interpreter.h"
#include "semantics/custom_call_targets.h"
#include "semantics/dimension_numbers.h"
#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/quantized_ops.h"

namespace partir {

namespace {

// Shape computations are small; larger values are data, never folded.
constexpr int64_t kMaxFoldedElements = 4096;
// Inlining a recursive callee would not end.
constexpr int kMaxInlinedCalls = 10000;

bool anyDynamic(const std::vector<Type>& types) {
  return std::any_of(types.begin(), types.end(), [](const Type& t) { return hasDynamicDims(t); });
}

// Ops whose value is not a function of their operands, or that may not end.
bool mayFold(const Operation& op) {
  switch (op.code()) {
    case OpCode::kCustomCall: case OpCode::kWhile: case OpCode::kRng: case OpCode::kRngBitGenerator:
    case OpCode::kInfeed: case OpCode::kOutfeed: case OpCode::kSend: case OpCode::kRecv:
    case OpCode::kCall: case OpCode::kFuncReturn: case OpCode::kReturn:
      return false;
    default:
      return opFamily(op.code()) != OpFamily::kCollectives && opFamily(op.code()) != OpFamily::kChecks &&
             opFamily(op.code()) != OpFamily::kCore && opFamily(op.code()) != OpFamily::kHlo &&
             opFamily(op.code()) != OpFamily::kShardy;
  }
}

// `op` run on its own by the interpreter, on `args`; nullopt when it fails
// (a fold is an optimization: the run meets the same failure later).
std::optional<Values> evaluateAlone(const Operation& op, Values args) {
  Module module;
  auto f = std::make_unique<Function>();
  f->name = "fold";
  Block& body = f->body.addBlock();
  ValueMap map;
  for (size_t i = 0; i < op.numOperands(); ++i) {
    f->argTypes.push_back(op.operandType(i));
    map[op.operand(i)] = body.addArgument(op.operandType(i));
  }
  const Operation* copy = body.append(cloneOp(op, map));
  auto ret = std::make_unique<Operation>(OpCode::kFuncReturn, "func.return", op.loc());
  for (size_t i = 0; i < copy->numResults(); ++i) {
    ret->addOperand(copy->result(i));
    f->resultTypes.push_back(copy->resultType(i));
  }
  body.append(std::move(ret));
  module.functions.push_back(std::move(f));
  Result<Values> results = Interpreter(module).run("fold", std::move(args));
  if (!results.ok()) return std::nullopt;
  return std::move(results).value();
}

// `a` and `b` are computed by the same ops from the same values (so they are
// equal whatever the data), looking at most kMaxDepth ops deep.
bool sameComputation(const Value* a, const Value* b, int depth) {
  constexpr int kMaxDepth = 32;
  if (a == b) return true;
  const Operation* x = a->definingOp();
  const Operation* y = b->definingOp();
  if (!x || !y || depth > kMaxDepth || x->code() != y->code() || x->numRegions() || y->numRegions() ||
      a->resultIndex() != b->resultIndex() || a->type() != b->type() || x->numOperands() != y->numOperands() ||
      !(x->attrs() == y->attrs()) || !mayFold(*x))
    return false;
  for (size_t i = 0; i < x->numOperands(); ++i)
    if (!sameComputation(x->operand(i), y->operand(i), depth + 1)) return false;
  return true;
}

// `stablehlo.constant` of `value`.
std::unique_ptr<Operation> constantOp(const Tensor& value, const Location& loc) {
  DenseElements dense;
  dense.type = value.type();
  dense.bytes.assign(value.rawData(), value.rawData() + value.numBytes());
  auto constant = std::make_unique<Operation>(OpCode::kConstant, "stablehlo.constant", loc);
  constant->attrs().set("value", Attribute::denseElements(std::move(dense)));
  constant->addResult(value.type());
  return constant;
}

class Refiner {
 public:
  Refiner(Module& module, Function& entry) : module_(module), entry_(entry) {}

  void setKnown(const Value* v, Tensor t) { known_[v] = std::move(t); }
  void refineBlock(Block& block);
  // The shape computations nothing reads any more, after refineBlock.
  void eraseDeadShapeComputations(Block& block);

 private:
  // Inlines the call at `block.ops()[index]` when its callee has `?` dims.
  bool inlineDynamicCall(Block& block, size_t index);
  void refineOp(Operation& op);
  void checkRefining(Operation& op);
  void refineRegions(Operation& op);
  void prefillResults(Operation& op);
  void refineResult(Operation& op, size_t i, const Shape& shape);
  void sameShapeAs(Operation& op, size_t result, size_t operand);
  void elementwiseShapes(Operation& op);
  void refineFunctionResults(Operation& ret);
  // The elements of operand i, known here, a rank-`rank` integer tensor.
  std::vector<int64_t> knownVector(const Operation& op, size_t i, std::string_view what, int64_t rank = 1) const;
  void branchShapes(Operation& op);
  std::optional<Shape> dynamicOpShape(const Operation& op) const;
  Shape dynamicPadShape(const Operation& op) const;
  Shape dynamicGatherShape(const Operation& op) const;
  Shape realDynamicSliceShape(const Operation& op) const;
  Shape dynamicConvShape(const Operation& op) const;
  std::vector<int64_t> sliceSizes(const Operation& op) const;
  bool checkShapeAssertion(const Operation& op) const;
  bool isMaterialized(const Operation& op) const;
  void materialize(Operation& op);
  void eraseOp(const Operation& op);
  void fold(const Operation& op);
  void toStaticForm(Operation& op);
  void replaceBy(Operation& op, OpCode code, std::vector<size_t> operands, NamedAttrs attrs);

  Module& module_;
  Function& entry_;
  std::unordered_map<const Value*, Tensor> known_;
  int inlinedCalls_ = 0;
};

void Refiner::refineBlock(Block& block) {
  for (size_t i = 0; i < block.ops().size(); ++i) {
    if (inlineDynamicCall(block, i)) {
      --i;  // the callee's first op is now at i
      continue;
    }
    const size_t ops = block.ops().size();
    refineOp(*block.ops()[i]);
    if (block.ops().size() < ops) --i;  // it was erased
  }
}

bool Refiner::inlineDynamicCall(Block& block, size_t index) {
  const Operation& call = *block.ops()[index];
  const Attribute* calleeName = call.attr("callee");
  if (call.code() != OpCode::kCall || !calleeName) return false;
  const Function* callee = module_.lookup(calleeName->getString());
  if (!callee || callee->isDeclaration() ||
      !(anyDynamic(callee->argTypes) || anyDynamic(callee->resultTypes)))
    return false;
  if (++inlinedCalls_ > kMaxInlinedCalls)
    failOpUnsupported(call, "more than {} calls to inline while refining shapes (a recursive callee?)",
                      kMaxInlinedCalls);
  const Block& body = callee->entry();
  if (body.numArguments() != call.numOperands() || !body.terminator() ||
      body.terminator()->numOperands() != call.numResults())
    failOp(call, "operands and results do not match @{}'s signature", callee->name);
  ValueMap map;
  for (size_t i = 0; i < call.numOperands(); ++i) map[body.argument(i)] = call.operand(i);
  for (const auto& op : body.ops())
    if (op.get() != body.terminator()) insertBefore(block, &call, cloneOp(*op, map));
  for (size_t i = 0; i < call.numResults(); ++i) {
    const Value* returned = body.terminator()->operand(i);
    replaceAllUses(entry_.body, call.result(i), map.count(returned) ? map[returned] : const_cast<Value*>(returned));
  }
  erase(block, &call);
  return true;
}

void Refiner::refineOp(Operation& op) {
  for (size_t i = 0; i < op.numOperands(); ++i)
    if (!op.operand(i) || hasDynamicDims(op.operandType(i)))
      failOp(op, "operand #{} is not refined: it is not defined before its use", i);
  refineRegions(op);
  prefillResults(op);
  if (op.code() == OpCode::kFuncReturn) refineFunctionResults(op);
  checkRefining(op);
  for (size_t i = 0; i < op.numResults(); ++i)
    if (hasDynamicDims(op.resultType(i)))
      failOpUnsupported(op, "cannot refine result #{} ({}): its shape does not follow from its operands'",
                        i, op.resultType(i).str());
  if (checkShapeAssertion(op)) return eraseOp(op);  // it holds for these sizes
  fold(op);
  if (isMaterialized(op)) return materialize(op);
  toStaticForm(op);
}

// The op's type rule, inferring its `?` dims; an op on quantized tensors
// through its expressed copy (semantics/quantized_ops.h), as the verifier
// checks it, whose result shapes it then takes.
void Refiner::checkRefining(Operation& op) {
  ResultShapeRefinement inferring;
  if (!computesDequantized(op)) return checkOp(op);
  const ExpressedOp expressed = expressedCopy(op);
  checkOp(*expressed.op);
  for (size_t i = 0; i < op.numResults(); ++i)
    if (op.resultType(i).isTensor() && expressed.op->resultType(i).isTensor())
      refineResult(op, i, expressed.op->resultType(i).tensor().shape);
}

// A folded single-result op other than a constant: its value holds for
// these sizes, whatever the data (get_dimension_size included).
bool Refiner::isMaterialized(const Operation& op) const {
  return op.code() != OpCode::kConstant && op.numResults() == 1 && op.numRegions() == 0 &&
         known_.count(op.result(0));
}

// A folded op replaced by a constant of its value, so partitioning sees no
// shape arithmetic (a get_dimension_size of a split dim would read a shard's).
void Refiner::materialize(Operation& op) {
  std::unique_ptr<Operation> constant = constantOp(known_.at(op.result(0)), op.loc());
  Value* result = constant->result(0);
  result->setName(op.result(0)->name());
  known_[result] = known_.at(op.result(0));
  Block& block = *op.parentBlock();
  insertBefore(block, &op, std::move(constant));
  replaceAllUses(entry_.body, op.result(0), result);
  eraseOp(op);
}

// Erases `op` (its results unused) and forgets their values: a later value
// may be allocated at a freed one's address.
void Refiner::eraseOp(const Operation& op) {
  for (size_t i = 0; i < op.numResults(); ++i) known_.erase(op.result(i));
  erase(*op.parentBlock(), &op);
}

// StableHLO's canonical static forms (stablehlo-refine-shapes): a dynamic op
// whose shape operands are known becomes the static op they describe, which
// has tile-mapping entries, so partitioning can split it.
void Refiner::toStaticForm(Operation& op) {
  auto knownAll = [&](std::initializer_list<size_t> operands) {
    return std::all_of(operands.begin(), operands.end(),
                       [&](size_t i) { return i < op.numOperands() && known_.count(op.operand(i)); });
  };
  NamedAttrs attrs;
  switch (op.code()) {
    case OpCode::kDynamicBroadcastInDim:  // spec "broadcast_in_dim"
      attrs.set("broadcast_dimensions", requireAttr(op, "broadcast_dimensions"));
      return replaceBy(op, OpCode::kBroadcastInDim, {0}, std::move(attrs));
    case OpCode::kDynamicReshape:  // spec "reshape"
      return replaceBy(op, OpCode::kReshape, {0}, std::move(attrs));
    case OpCode::kDynamicIota:  // spec "iota"
      attrs.set("iota_dimension", requireAttr(op, "iota_dimension"));
      return replaceBy(op, OpCode::kIota, {}, std::move(attrs));
    case OpCode::kDynamicPad:  // spec "pad"
      attrs.set("edge_padding_low", Attribute::denseArray(knownVector(op, 2, "edge_padding_low")));
      attrs.set("edge_padding_high", Attribute::denseArray(knownVector(op, 3, "edge_padding_high")));
      attrs.set("interior_padding", Attribute::denseArray(knownVector(op, 4, "interior_padding")));
      return replaceBy(op, OpCode::kPad, {0, 1}, std::move(attrs));
    case OpCode::kDynamicGather:  // spec "gather"
      attrs = op.attrs();
      attrs.set("slice_sizes", Attribute::denseArray(knownVector(op, 2, "slice_sizes")));
      return replaceBy(op, OpCode::kGather, {0, 1}, std::move(attrs));
    case OpCode::kRealDynamicSlice:  // spec "slice"
      if (!knownAll({1, 2, 3})) return;
      attrs.set("start_indices", Attribute::denseArray(knownVector(op, 1, "start_indices")));
      attrs.set("limit_indices", Attribute::denseArray(knownVector(op, 2, "limit_indices")));
      attrs.set("strides", Attribute::denseArray(knownVector(op, 3, "strides")));
      return replaceBy(op, OpCode::kSlice, {0}, std::move(attrs));
    case OpCode::kDynamicConv: {  // spec "convolution"
      attrs = op.attrs();
      const std::vector<int64_t> padding = knownVector(op, 2, "padding", 2);
      DenseElements dense;
      dense.type = TensorType{{static_cast<int64_t>(padding.size() / 2), 2}, ElementType::kI64};
      dense.bytes.resize(padding.size() * sizeof(int64_t));
      std::memcpy(dense.bytes.data(), padding.data(), dense.bytes.size());
      attrs.set("padding", Attribute::denseElements(std::move(dense)));
      return replaceBy(op, OpCode::kConvolution, {0, 1}, std::move(attrs));
    }
    default:
      return;
  }
}

// `op` replaced by `code` on its operands `operands`, with `attrs` and its
// result types, checked by that op's type rule.
void Refiner::replaceBy(Operation& op, OpCode code, std::vector<size_t> operands, NamedAttrs attrs) {
  auto replacement = std::make_unique<Operation>(code, std::string(opMnemonic(code)), op.loc());
  for (size_t i : operands) replacement->addOperand(op.operand(i));
  replacement->attrs() = std::move(attrs);
  for (size_t i = 0; i < op.numResults(); ++i) replacement->addResult(op.resultType(i), op.result(i)->name());
  checkOp(*replacement);
  Operation* inserted = insertBefore(*op.parentBlock(), &op, std::move(replacement));
  for (size_t i = 0; i < op.numResults(); ++i) {
    replaceAllUses(entry_.body, op.result(i), inserted->result(i));
    if (auto it = known_.find(op.result(i)); it != known_.end()) known_[inserted->result(i)] = it->second;
  }
  eraseOp(op);
}

// The shape computations nothing reads any more (their values were
// folded into types and static ops), last first.
void Refiner::eraseDeadShapeComputations(Block& block) {
  std::unordered_map<const Value*, int> uses;
  walk(entry_.body, [&](const Operation& op) {
    for (const Value* v : op.operands()) ++uses[v];
  });
  for (size_t i = block.ops().size(); i-- > 0;) {
    const Operation& op = *block.ops()[i];
    bool dead = mayFold(op) && op.numResults() > 0;
    for (size_t r = 0; dead && r < op.numResults(); ++r)
      dead = uses[op.result(r)] == 0 && known_.count(op.result(r));
    if (!dead) continue;
    for (const Value* v : op.operands()) --uses[v];
    eraseOp(op);
  }
}

// A while loop's regions take its operands' types; the other regions'
// arguments (reducer scalars, branch-less bodies) are static already.
void Refiner::refineRegions(Operation& op) {
  if (op.code() == OpCode::kWhile)
    for (size_t r = 0; r < op.numRegions(); ++r) {
      Region& region = op.region(r);
      if (region.empty() || region.front().numArguments() != op.numOperands()) continue;
      for (size_t i = 0; i < op.numOperands(); ++i) region.front().argument(i)->setType(op.operandType(i));
    }
  for (size_t r = 0; r < op.numRegions(); ++r)
    if (!op.region(r).empty()) refineBlock(op.region(r).front());
}

void Refiner::refineResult(Operation& op, size_t i, const Shape& shape) {
  const Type& declared = op.resultType(i);
  if (!declared.isTensor() || declared.tensor().isStatic()) return;  // the type rule checks it
  const Shape& dims = declared.tensor().shape;
  if (dims.size() != shape.size())
    failOp(op, "result #{} {} has rank {}, its operands make it rank {}", i, declared.str(), dims.size(),
           shape.size());
  for (size_t d = 0; d < dims.size(); ++d)
    if (shape[d] < 0 || (dims[d] != kDynamicSize && dims[d] != shape[d]))
      failOp(op, "result #{} {} dim {} is {} for these inputs", i, declared.str(), d, shape[d]);
  if (!elementCount(shape))
    failOpUnsupported(op, "result #{} refines to {}, more elements than int64 can count", i, shapeStr(shape));
  op.result(i)->setType(TensorType{shape, declared.tensor().element, declared.tensor().quant});
}

void Refiner::sameShapeAs(Operation& op, size_t result, size_t operand) {
  if (result < op.numResults() && operand < op.numOperands() && op.operandType(operand).isTensor())
    refineResult(op, result, op.operandType(operand).tensor().shape);
}

// StableHLO spec elementwise ops: the result has the shape of its operands
// (select's and clamp's rank-0 operands broadcast).
void Refiner::elementwiseShapes(Operation& op) {
  for (size_t r = 0; r < op.numResults(); ++r) {
    if (!op.resultType(r).isTensor()) continue;
    for (size_t i = 0; i < op.numOperands(); ++i) {
      const Type& t = op.operandType(i);
      if (t.isTensor() && t.tensor().rank() == op.resultType(r).tensor().rank() && t.tensor().isStatic()) {
        refineResult(op, r, t.tensor().shape);
        break;
      }
    }
  }
}

// The `?` dims the type rules cannot compute: those the shape operands of
// the dynamic ops give, and those of ops that keep an operand's shape.
void Refiner::prefillResults(Operation& op) {
  if (std::optional<Shape> shape = dynamicOpShape(op)) return refineResult(op, 0, *shape);
  switch (op.code()) {
    case OpCode::kCase: case OpCode::kIf:  // the branches' results (spec "case" (C3))
      return branchShapes(op);
    case OpCode::kWhile: case OpCode::kOptimizationBarrier: case OpCode::kSort: case OpCode::kScatter:
    case OpCode::kAllReduce:  // result i is operand i's shape
      for (size_t i = 0; i < op.numResults(); ++i) sameShapeAs(op, i, i);
      return;
    case OpCode::kReverse: case OpCode::kSelectAndScatter: case OpCode::kMap: case OpCode::kCholesky:
    case OpCode::kUniformQuantize: case OpCode::kUniformDequantize:
      return sameShapeAs(op, 0, 0);
    case OpCode::kTriangularSolve:  // the result is b's shape (C4)
      return sameShapeAs(op, 0, 1);
    default:
      if (opFamily(op.code()) == OpFamily::kElementwise) elementwiseShapes(op);
  }
}

void Refiner::branchShapes(Operation& op) {
  if (op.numRegions() == 0 || op.region(0).empty() || !op.region(0).front().terminator()) return;
  const Operation& ret = *op.region(0).front().terminator();
  for (size_t i = 0; i < op.numResults() && i < ret.numOperands(); ++i)
    if (ret.operandType(i).isTensor()) refineResult(op, i, ret.operandType(i).tensor().shape);
}

// The result shape of a dynamic op, from its shape operands; nullopt for
// any other op.
std::optional<Shape> Refiner::dynamicOpShape(const Operation& op) const {
  switch (op.code()) {
    case OpCode::kDynamicBroadcastInDim:  // StableHLO spec "dynamic_broadcast_in_dim"
      return knownVector(op, 1, "output_dimensions");
    case OpCode::kDynamicReshape:  // StableHLO spec "dynamic_reshape"
      return knownVector(op, 1, "output_shape");
    case OpCode::kDynamicIota:  // StableHLO spec "dynamic_iota"
      return knownVector(op, 0, "output_shape");
    case OpCode::kDynamicPad:  // StableHLO spec "dynamic_pad" = "pad" (C4)
      return dynamicPadShape(op);
    case OpCode::kDynamicGather:  // StableHLO spec "dynamic_gather" = "gather" (C22)
      return dynamicGatherShape(op);
    case OpCode::kRealDynamicSlice:  // StableHLO spec "real_dynamic_slice" = "slice" (C4)
      return realDynamicSliceShape(op);
    case OpCode::kDynamicConv:  // StableHLO spec "dynamic_conv" = "convolution" (C25)
      return dynamicConvShape(op);
    default:
      return std::nullopt;
  }
}

Shape Refiner::dynamicPadShape(const Operation& op) const {
  const std::vector<int64_t> low = knownVector(op, 2, "edge_padding_low");
  const std::vector<int64_t> high = knownVector(op, 3, "edge_padding_high");
  const std::vector<int64_t> interior = knownVector(op, 4, "interior_padding");
  const Shape& in = tensorOperand(op, 0).shape;
  if (low.size() != in.size() || high.size() != in.size() || interior.size() != in.size())
    failOp(op, "paddings must have one entry per operand dim (C2)");
  Shape out;
  for (size_t d = 0; d < in.size(); ++d)
    out.push_back(low[d] + high[d] + in[d] + std::max<int64_t>(in[d] - 1, 0) * interior[d]);
  return out;
}

Shape Refiner::dynamicGatherShape(const Operation& op) const {
  expectArity(op, 3, 1);
  const GatherDimensionNumbers g = decodeGatherDimensionNumbers(op);
  const std::vector<int64_t> sizes = knownVector(op, 2, "slice_sizes");
  const Shape& operand = tensorOperand(op, 0).shape;
  const Shape& indices = tensorOperand(op, 1).shape;
  return atOperation(op, [&] {
    checkGatherDimensionNumbers(g, operand, indices);
    checkGatherSliceSizes(g, operand, sizes);
    return gatherResultShape(g, indices, sizes, tensorResult(op, 0).rank());
  });
}

Shape Refiner::realDynamicSliceShape(const Operation& op) const {
  const std::vector<int64_t> sizes = sliceSizes(op);
  const std::vector<int64_t> strides = knownVector(op, 3, "strides");
  if (strides.size() != sizes.size()) failOp(op, "strides must have one entry per dim (C2)");
  Shape out;
  for (size_t d = 0; d < sizes.size(); ++d) {
    if (strides[d] <= 0) failOp(op, "strides must be positive (C5)");
    out.push_back(std::max<int64_t>(0, (sizes[d] + strides[d] - 1) / strides[d]));
  }
  return out;
}

// The padding operand in place of convolution's attribute.
Shape Refiner::dynamicConvShape(const Operation& op) const {
  ConvolutionConfig c = decodeConvolution(op);
  const std::vector<int64_t> padding = knownVector(op, 2, "padding", /*rank=*/2);
  const TensorType& lhs = tensorOperand(op, 0);
  const TensorType& rhs = tensorOperand(op, 1);
  const size_t spatial = c.inputSpatialDimensions.size();
  atOperation(op, [&] { checkConvolutionWindow(c, std::max<int64_t>(lhs.rank() - 2, 0)); });
  atOperation(op, [&] { checkConvolutionShapes(c, lhs.shape, rhs.shape); });
  if (padding.size() != 2 * spatial || c.outputSpatialDimensions.size() != spatial || c.batchGroupCount < 1)
    failOp(op, "padding must be a {}x2 tensor (C4)", spatial);
  Shape out(lhs.rank(), 0);
  out.at(c.outputBatchDimension) = lhs.shape[c.inputBatchDimension] / c.batchGroupCount;
  out.at(c.outputFeatureDimension) = rhs.shape[c.kernelOutputFeatureDimension];
  for (size_t s = 0; s < spatial; ++s)
    out.at(c.outputSpatialDimensions[s]) =
        numWindows(op, lhs.shape[c.inputSpatialDimensions[s]], c.lhsDilation[s], padding[2 * s],
                   padding[2 * s + 1], rhs.shape[c.kernelSpatialDimensions[s]], c.rhsDilation[s], c.windowStrides[s]);
  return out;
}

// func.return of the entry: the function returns what it refines to.
void Refiner::refineFunctionResults(Operation& ret) {
  if (ret.parentBlock() != &entry_.entry() || ret.numOperands() != entry_.resultTypes.size()) return;
  for (size_t i = 0; i < ret.numOperands(); ++i) {
    const Type& declared = entry_.resultTypes[i];
    const Type& refined = ret.operandType(i);
    if (!declared.isTensor() || declared.tensor().isStatic() || !refined.isTensor()) continue;
    const Shape& dims = declared.tensor().shape;
    const Shape& shape = refined.tensor().shape;
    if (dims.size() != shape.size()) continue;  // func.return's rule says so
    for (size_t d = 0; d < dims.size(); ++d)
      if (dims[d] != kDynamicSize && dims[d] != shape[d])
        failOp(ret, "result #{} {} dim {} is {} for these inputs", i, declared.str(), d, shape[d]);
    entry_.resultTypes[i] = refined;
  }
}

// limit_indices - start_indices of a real_dynamic_slice: known, or, for
// JAX's dynamic slices, `limit = start + sizes` with a data-dependent start
// computed twice the same way (the sizes are what the shape needs).
std::vector<int64_t> Refiner::sliceSizes(const Operation& op) const {
  if (op.numOperands() != 4) failOp(op, "expects 4 operands");
  const Value* start = op.operand(1);
  const Operation* add = op.operand(2)->definingOp();
  if (!known_.count(start) && add && add->code() == OpCode::kAdd && add->numOperands() == 2)
    for (size_t i = 0; i < 2; ++i)
      if (sameComputation(add->operand(i), start, 0) && known_.count(add->operand(1 - i)))
        return knownVector(*add, 1 - i, "limit_indices - start_indices");
  const std::vector<int64_t> begin = knownVector(op, 1, "start_indices");
  std::vector<int64_t> sizes = knownVector(op, 2, "limit_indices");
  if (sizes.size() != begin.size()) failOp(op, "start_indices and limit_indices must have one entry per dim (C2)");
  for (size_t d = 0; d < sizes.size(); ++d) sizes[d] -= begin[d];
  return sizes;
}

std::vector<int64_t> Refiner::knownVector(const Operation& op, size_t i, std::string_view what,
                                          int64_t rank) const {
  if (i >= op.numOperands()) failOp(op, "expects an operand #{} ({})", i, what);
  auto it = known_.find(op.operand(i));
  if (it == known_.end())
    failOpUnsupported(op, "{} is not known from the dimension variables: a shape that depends on data "
                          "cannot be refined",
                      what);
  const std::optional<std::vector<int64_t>> values = readIndices(it->second);
  if (!values || it->second.rank() != rank)
    failOp(op, "{} must be a rank-{} integer tensor, got {}", what, rank, it->second.type().str());
  return *values;
}

// jax.export's shape_assertion(%ok, %dims...) {error_message = "... {0} ..."}:
// the inputs must satisfy the exported shape constraints. True when it is
// known to hold; fails when known not to; false when it depends on data
// (its kernel checks it when it runs).
bool Refiner::checkShapeAssertion(const Operation& op) const {
  const Attribute* target = op.attr("call_target_name");
  if (op.code() != OpCode::kCustomCall || !target || target->getString() != "shape_assertion") return false;
  auto ok = op.numOperands() > 0 ? known_.find(op.operand(0)) : known_.end();
  if (ok == known_.end()) return false;
  if (ok->second.get<bool>(0)) return true;
  std::vector<std::string> values;
  for (size_t i = 1; i < op.numOperands(); ++i) {
    auto v = known_.find(op.operand(i));
    values.push_back(v == known_.end() ? "?" : v->second.elementString(0));
  }
  failOp(op, "{}", shapeAssertionMessage(op, values));
}

void Refiner::fold(const Operation& op) {
  if (op.code() == OpCode::kGetDimensionSize) {
    const Attribute* dim = op.attr("dimension");
    const TensorType& operand = op.operandType(0).tensor();
    known_[op.result(0)] = Tensor::scalar(op.resultType(0).tensor().element, operand.shape[dim->getInt()]);
    return;
  }
  if (!mayFold(op)) return;
  for (size_t i = 0; i < op.numResults(); ++i)
    if (!op.resultType(i).isTensor() || op.resultType(i).tensor().numElements() > kMaxFoldedElements) return;
  Values args;
  for (const Value* v : op.operands()) {
    auto it = known_.find(v);
    if (it == known_.end()) return;
    args.push_back(it->second);
  }
  std::optional<Values> results = evaluateAlone(op, std::move(args));
  if (!results) return;
  for (size_t i = 0; i < op.numResults(); ++i) known_[op.result(i)] = (*results)[i].tensor();
}

// A dimension argument's uses read a constant of its value instead: the
// refined program holds for that value only, whatever is passed for it.
void bindArgument(Function& entry, size_t i, const Tensor& value, Refiner& refiner) {
  Block& body = entry.entry();
  Value* argument = body.argument(i);
  if (!(argument->type() == Type(value.type()))) return;
  std::unique_ptr<Operation> constant = constantOp(value, entry.loc);
  Value* result = constant->result(0);
  replaceAllUses(entry.body, argument, result);
  insertBefore(body, body.ops().empty() ? nullptr : body.ops().front().get(), std::move(constant));
  refiner.setKnown(result, value);
}

}  // namespace

bool hasDynamicShapes(const Module& module) {
  for (const auto& f : module.functions) {
    if (anyDynamic(f->argTypes) || anyDynamic(f->resultTypes)) return true;
    bool dynamic = false;
    walk(f->body, [&](const Operation& op) {
      for (size_t i = 0; i < op.numResults(); ++i) dynamic = dynamic || hasDynamicDims(op.resultType(i));
    });
    if (dynamic) return true;
  }
  return false;
}

Status refineShapes(Module& module, Function& entry, const std::vector<Type>& argTypes,
                    const std::map<size_t, Tensor>& knownArguments) {
  if (entry.isDeclaration() || argTypes.size() != entry.argTypes.size())
    return invalid(entry.loc, "@{} takes {} arguments, refined with {}", entry.name, entry.argTypes.size(),
                   argTypes.size());
  ModuleScope scope(module);
  Refiner refiner(module, entry);
  for (size_t i = 0; i < argTypes.size(); ++i) {
    entry.argTypes[i] = argTypes[i];
    entry.entry().argument(i)->setType(argTypes[i]);
  }
  for (const auto& [i, value] : knownArguments)
    if (i < argTypes.size()) bindArgument(entry, i, value, refiner);
  try {
    refiner.refineBlock(entry.entry());
    refiner.eraseDeadShapeComputations(entry.entry());
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
  // Every call of a function with `?` dims was inlined: the refined program
  // does not need it.
  std::erase_if(module.functions, [&](const std::unique_ptr<Function>& f) {
    return f.get() != &entry && (anyDynamic(f->argTypes) || anyDynamic(f->resultTypes));
  });
  return Status::success();
}

}  // namespace partir
