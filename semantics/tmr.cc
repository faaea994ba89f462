#include "semantics/tmr.h"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "semantics/binary_body.h"
#include "semantics/ops/type_rule_helpers.h"

namespace partir {

namespace {

OpTileMappings registeredMappings(const Operation& op) {
  switch (op.code()) {
#define PARTIR_OP(Enum, mnemonic, family) \
  case OpCode::k##Enum:                   \
    return tmr##Enum(op);
#include "semantics/op_table.def"
#undef PARTIR_OP
    case OpCode::kUnknown: break;
  }
  return replicateOnly("unknown op");
}

// The quantization dim of `t` when it is per-axis quantized.
std::optional<int64_t> quantizedAxis(const Type& t) {
  if (!t.isTensor() || !t.tensor().quant) return std::nullopt;
  return t.tensor().quant->axis;
}

// `m` without the entries `refused` names, with `why` as a note when it drops any.
template <class Refused>
OpTileMappings withoutEntries(OpTileMappings m, Refused refused, const char* why) {
  const auto dropped = std::remove_if(m.entries.begin(), m.entries.end(), refused);
  if (dropped == m.entries.end()) return m;
  m.entries.erase(dropped, m.entries.end());
  m.notes.push_back(why);
  return m;
}

// StableHLO spec "Quantized element types": a per-axis quantized dim has
// one scale per index, so its chunks would have different types; no entry
// splits it.
bool splitsAPerAxisQuantizedDim(const Operation& op, const TmrEntry& e) {
  for (size_t i = 0; i < e.operands.size() && i < op.numOperands(); ++i)
    if (e.operands[i] && quantizedAxis(op.operandType(i)) == *e.operands[i]) return true;
  for (size_t r = 0; r < e.results.size() && r < op.numResults(); ++r)
    if (e.results[r].kind == ResultAction::Kind::kTile && quantizedAxis(op.resultType(r)) == e.results[r].dim)
      return true;
  return false;
}

// StableHLO spec "Quantization": an op with a quantized result quantizes the
// exact result; quantizing each partial result rounds it, so the partials'
// total is not the quantized total. No entry sums into a quantized result.
bool sumsIntoAQuantizedResult(const Operation& op, const TmrEntry& e) {
  for (size_t r = 0; r < e.results.size() && r < op.numResults(); ++r)
    if (e.results[r].kind == ResultAction::Kind::kSum && isQuantized(op.resultType(r))) return true;
  return false;
}

}  // namespace

OpTileMappings tileMappings(const Operation& op) {
  OpTileMappings m = withoutEntries(registeredMappings(op),
                                    [&](const TmrEntry& e) { return splitsAPerAxisQuantizedDim(op, e); },
                                    "a per-axis quantized dim: its chunks would need scales of their own");
  return withoutEntries(std::move(m), [&](const TmrEntry& e) { return sumsIntoAQuantizedResult(op, e); },
                        "a sum into a quantized result: each partial result would be rounded to the quantization");
}

namespace {

std::string operandStr(const std::optional<int64_t>& t) {
  return t ? fmt::format("tile {}", *t) : std::string("⊥");
}

std::string resultStr(const ResultAction& a) {
  switch (a.kind) {
    case ResultAction::Kind::kTile: return fmt::format("tile {}", a.dim);
    case ResultAction::Kind::kSum: return a.reducerName == "add" ? "sum" : "sum<" + a.reducerName + ">";
    case ResultAction::Kind::kAny: return "any";
  }
  return "?";
}

template <class T, class F>
std::string joined(const std::vector<T>& items, F&& str) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + str(items[i]);
  return out;
}

bool sameEntry(const TmrEntry& a, const TmrEntry& b) {
  return a.operands == b.operands && a.results == b.results && a.localize == b.localize;
}

}  // namespace

std::string entryStr(const TmrEntry& entry) {
  return "(" + joined(entry.operands, operandStr) + ") ↪ " +
         (entry.results.size() == 1 ? resultStr(entry.results[0])
                                    : "(" + joined(entry.results, resultStr) + ")");
}

TmrBuilder& TmrBuilder::add(std::vector<std::optional<int64_t>> operands,
                            std::vector<ResultAction> results,
                            std::vector<AttrDivision> localize) {
  TmrEntry entry{std::move(operands), std::move(results), std::move(localize)};
  for (const TmrEntry& e : mappings_.entries)
    if (sameEntry(e, entry)) return *this;
  mappings_.entries.push_back(std::move(entry));
  return *this;
}

TmrBuilder& TmrBuilder::addPointwise(const std::vector<int64_t>& skip) {
  if (op_.numResults() == 0 || !op_.resultType(0).isTensor()) return *this;
  const int64_t rank = op_.resultType(0).tensor().rank();
  for (int64_t d = 0; d < rank; ++d) {
    if (std::find(skip.begin(), skip.end(), d) != skip.end()) continue;
    std::vector<std::optional<int64_t>> operands;
    for (const Value* v : op_.operands())
      operands.push_back(v->type().isTensor() && v->type().tensor().rank() == rank
                             ? std::optional<int64_t>(d)
                             : kWhole);
    add(std::move(operands),
        std::vector<ResultAction>(op_.numResults(), ResultAction::tile(d)));
  }
  return *this;
}

TmrBuilder& TmrBuilder::note(std::string why) {
  mappings_.notes.push_back(std::move(why));
  return *this;
}

void localizeAttributes(const TmrEntry& entry, Operation& local, int64_t k) {
  for (const AttrDivision& division : entry.localize) {
    if (division.retypeSplat) {
      DenseElements dense = local.attr(division.attr)->getDenseElements();
      dense.type = local.resultType(0).tensor();
      local.attrs().set(division.attr, Attribute::denseElements(std::move(dense)));
      continue;
    }
    std::vector<int64_t> values = sizeAttrValues(local, division.attr);
    values.at(division.index) /= k;
    setSizeAttrValues(local, division.attr, std::move(values));
  }
}

void setSizeAttrValues(Operation& op, const std::string& name, std::vector<int64_t> values) {
  const Attribute* old = op.attr(name);
  const Attribute::Kind kind = old ? old->kind() : Attribute::Kind::kDenseArray;
  if (kind == Attribute::Kind::kInteger) return op.attrs().set(name, Attribute::integer(values.at(0)));
  if (kind != Attribute::Kind::kDenseElements) return op.attrs().set(name, Attribute::denseArray(std::move(values)));
  // A dense integer tensor (a padding matrix) keeps its type; elements are
  // stored little-endian in their byte width (semantics/element_type.h).
  DenseElements dense = old->getDenseElements();
  const int width = byteWidth(dense.type.element);
  dense.splat = false;
  dense.bytes.assign(values.size() * static_cast<size_t>(width), 0);
  for (size_t i = 0; i < values.size(); ++i) std::memcpy(dense.bytes.data() + i * width, &values[i], width);
  op.attrs().set(name, Attribute::denseElements(std::move(dense)));
}

std::vector<int64_t> sizeAttrValues(const Operation& op, const std::string& name) {
  const Attribute* a = op.attr(name);
  if (a && a->kind() == Attribute::Kind::kInteger) return {a->getInt()};
  return intsAttr(op, name);
}

OpTileMappings replicateOnly(std::string why) { return {{}, {std::move(why)}}; }

namespace {

// The mnemonic without dialect of `op` when it is a binary associative op
// (add, multiply, maximum, minimum, and, or, xor) of arguments `a` and `b`
// of `block`, in either order.
std::optional<std::string> associativeOpOf(const Operation& op, const Block& block, int a, int b) {
  static constexpr OpCode kAssociative[] = {OpCode::kAdd,     OpCode::kMultiply, OpCode::kMaximum,
                                            OpCode::kMinimum, OpCode::kAnd,      OpCode::kOr,
                                            OpCode::kXor};
  if (std::find(std::begin(kAssociative), std::end(kAssociative), op.code()) ==
      std::end(kAssociative))
    return std::nullopt;
  const std::optional<BinaryBody> m = binaryOfArguments(op, block);
  const bool usesBoth = m && ((m->lhsArg == a && m->rhsArg == b) || (m->lhsArg == b && m->rhsArg == a));
  if (!usesBoth) return std::nullopt;
  const std::string_view name = opMnemonic(op.code());
  return std::string(name.substr(name.find('.') + 1));
}

}  // namespace

// Seed 000 §5.2.1 footnote 4: sum<@f> for any associative reduction @f; a
// body that reduces each input on its own folds result j with its own op.
std::optional<std::vector<std::string>> laneReducerNames(const Region& body) {
  if (body.numBlocks() != 1) return std::nullopt;
  const Block& block = body.front();
  const size_t n = block.numArguments() / 2;
  if (n == 0 || block.numArguments() != 2 * n || block.ops().size() != n + 1)
    return std::nullopt;
  const Operation& ret = *block.ops().back();
  if (ret.numOperands() != n) return std::nullopt;
  std::vector<std::string> names;
  for (size_t j = 0; j < n; ++j) {
    const Operation* op = ret.operand(j)->definingOp();
    if (!op || op->parentBlock() != &block) return std::nullopt;
    std::optional<std::string> name =
        associativeOpOf(*op, block, static_cast<int>(j), static_cast<int>(n + j));
    if (!name) return std::nullopt;
    names.push_back(std::move(*name));
  }
  return names;
}

std::optional<std::string> associativeReducerName(const Region& body) {
  std::optional<std::vector<std::string>> names = laneReducerNames(body);
  if (!names || names->size() != 1) return std::nullopt;
  return names->front();
}

std::vector<std::optional<int64_t>> slicedAt(size_t n, const std::vector<std::pair<size_t, int64_t>>& at) {
  std::vector<std::optional<int64_t>> operands(n, kWhole);
  for (const auto& [i, d] : at) operands[i] = d;
  return operands;
}

}  // namespace partir
