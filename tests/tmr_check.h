// A soundness harness for tile-mapping registry entries (semantics/tmr.h),
// shared by the tests/tmr_*_test.cc files.
//
// An entry (t1⊥, …, tn⊥) ↪ (σ1, …, σm) is sound for a chunk count k when
// slicing operand i into k equal chunks along t_i (⊥: the whole operand in
// every iteration), running the op on chunk r with its result types localized
// (tile<d> divides result dim d by k; sum and any keep the type) and then the
// entry's `localize` hook, and recombining the k results (tile<d>: concatenate
// along d; sum: fold with stablehlo.add or the action's reducer body; any:
// every chunk equal) gives exactly the op's result.
//
// The module's @main must have the op under test as the first op of its entry
// block, with function arguments as operands. The arguments are filled with
// small integer values (`tmrTestData`) unless the caller passes its own.
//
// Given
//   func.func @main(%a: tensor<4x6xf32>) -> tensor<6x4xf32> {
//     %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
//     return %0 : tensor<6x4xf32>
//   }
// `expectEntriesSound(text, 2)` checks (tile 1) ↪ tile 0 and (tile 0) ↪ tile 1
// on 2 chunks each; `checkEntries(text, 2, {{{0}, {ResultAction::tile(0)}}})`
// reports the wrong entry (tile 0) ↪ tile 0 in its `failures`.
#pragma once

#include <cmath>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/kernels/data_movement.h"
#include "interp/kernels/elementwise.h"
#include "interp/numerics.h"
#include "semantics/op_codes.h"
#include "semantics/ops/type_rules.h"
#include "semantics/parser.h"
#include "semantics/tmr.h"
#include "semantics/verifier.h"

namespace partir::testing {

// What `checkEntries` found: how many entries ran, how many were skipped
// (a sliced dim not divisible by k), one message per unsound entry, and a
// setup error (parse, verify, or the whole op failing) if any.
struct TmrCheckReport {
  int64_t checked = 0;
  int64_t skipped = 0;
  std::vector<std::string> failures;
  std::string setupError;
};

// Deterministic small integers for argument `salt`: floats and signed
// integers cycle through -3..3 without 0, unsigned through 1..6, i1 through
// true, false, true, ... shifted by `salt`. Given tensor<4xi32> and salt 0,
// returns [-2, 2, -1, 3].
inline Tensor tmrTestData(const TensorType& type, int64_t salt) {
  Tensor t = Tensor::uninitialized(type);
  dispatchElementType(type.element, [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* data = t.data<T>();
    for (int64_t i = 0; i < t.numElements(); ++i) {
      const int64_t v = (i * 5 + salt * 3 + 1) % 6;  // 0..5
      double x = v < 3 ? v - 3 : v - 2;              // -3..-1, 1..3
      if (isUnsignedInteger(type.element)) x = v + 1;
      if (isBoolean(type.element)) x = (i + salt) % 3 != 1;
      data[i] = convertElement<T>(x);
    }
  });
  return t;
}

// Chunk r of k of `t` along dim d (dim(t, d) divisible by k).
// Given [[1, 2], [3, 4], [5, 6], [7, 8]], d 0, k 2, r 1 returns [[5, 6], [7, 8]].
inline Tensor tmrChunk(const Tensor& t, int64_t d, int64_t k, int64_t r) {
  TensorType type = t.type();
  const int64_t size = type.shape[d] / k;
  type.shape[d] = size;
  Tensor out = Tensor::uninitialized(type);
  const int width = byteWidth(type.element);
  std::vector<int64_t> source;
  for (IndexIterator it(type.shape); !it.done(); it.next()) {
    source = it.index();
    source[d] += r * size;
    std::memcpy(out.rawData() + it.linear() * width, t.rawData() + t.linearIndex(source) * width,
                width);
  }
  return out;
}

// Same type and equal elements (NaN equals NaN; -0 equals +0).
// Same shape and element values (a quantized tensor by its storage values:
// the recombining concatenation forgets the quantization, which the chunks'
// local types carry and are checked for; a complex one by both parts).
inline bool tmrSameTensor(const Tensor& a, const Tensor& b) {
  if (a.shape() != b.shape() || a.elementType() != b.elementType()) return false;
  auto sameNumber = [](double x, double y) { return x == y || (std::isnan(x) && std::isnan(y)); };
  bool same = true;
  dispatchElementType(a.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    for (int64_t i = 0; i < a.numElements() && same; ++i) {
      if constexpr (kIsComplexElement<T>)
        same = sameNumber(a.get<T>(i).real(), b.get<T>(i).real()) && sameNumber(a.get<T>(i).imag(), b.get<T>(i).imag());
      else
        same = sameNumber(convertElement<double>(a.get<T>(i)), convertElement<double>(b.get<T>(i)));
    }
  });
  return same;
}

namespace tmr_check_detail {

// Element `i` of `t` as a rank-0 tensor.
inline Tensor elementAt(const Tensor& t, int64_t i) {
  Tensor out = Tensor::uninitialized(TensorType{{}, t.elementType()});
  const int width = byteWidth(t.elementType());
  std::memcpy(out.rawData(), t.rawData() + i * width, width);
  return out;
}

// a ⊕ b elementwise: the elementwise op the action names (stablehlo.add by
// default), or the action's reducer body per element.
inline Tensor reduce(Interpreter& interp, const ResultAction& action, const Tensor& a,
                     const Tensor& b) {
  if (!action.reducer)
    return elementwiseBinaryKernel(lookupOpCode("stablehlo." + action.reducerName))(a, b);
  Tensor out = Tensor::uninitialized(a.type());
  const int width = byteWidth(a.elementType());
  for (int64_t i = 0; i < a.numElements(); ++i) {
    Values r = interp.runRegion(*action.reducer, {elementAt(a, i), elementAt(b, i)});
    std::memcpy(out.rawData() + i * width, r.at(0).tensor().rawData(), width);
  }
  return out;
}

// The recombination of result `j` over the chunks' results, or an error.
inline std::string combine(Interpreter& interp, const ResultAction& action,
                           const std::vector<Values>& chunks, size_t j, Tensor& out) {
  std::vector<Tensor> parts;
  for (const Values& c : chunks) parts.push_back(c.at(j).tensor());
  switch (action.kind) {
    case ResultAction::Kind::kTile: out = concatenate(parts, action.dim); break;
    case ResultAction::Kind::kSum:
      out = parts[0];
      for (size_t r = 1; r < parts.size(); ++r) out = reduce(interp, action, out, parts[r]);
      break;
    case ResultAction::Kind::kAny:
      for (size_t r = 1; r < parts.size(); ++r)
        if (!tmrSameTensor(parts[r], parts[0]))
          return fmt::format("result #{}: 'any' but chunk {} is {} and chunk 0 is {}", j, r,
                             parts[r].str(), parts[0].str());
      out = parts[0];
      break;
  }
  return "";
}

// Whether every sliced operand dim, tiled result dim and divided attribute
// divides by k; sets
// `error` for an entry that does not fit the op at all.
inline bool divisible(const Operation& op, const TmrEntry& e, int64_t k, std::string& error) {
  if (e.operands.size() != op.numOperands() || e.results.size() != op.numResults()) {
    error = "entry arity differs from the op's";
    return false;
  }
  bool ok = true;
  const auto fits = [&](const Type& t, int64_t d, std::string_view what) {
    if (!t.isTensor() || d < 0 || d >= t.tensor().rank()) {
      error = fmt::format("{} dim {} is not a dim of {}", what, d, t.str());
      return;
    }
    ok = ok && t.tensor().shape[d] % k == 0;
  };
  for (size_t i = 0; i < e.operands.size(); ++i)
    if (e.operands[i]) fits(op.operandType(i), *e.operands[i], "operand");
  for (size_t j = 0; j < e.results.size(); ++j)
    if (e.results[j].kind == ResultAction::Kind::kTile)
      fits(op.resultType(j), e.results[j].dim, "result");
  for (const AttrDivision& a : e.localize)
    if (!a.retypeSplat) ok = ok && sizeAttrValues(op, a.attr).at(a.index) % k == 0;
  return ok && error.empty();
}

// `t` with dim d divided by k.
inline Type divided(const Type& t, int64_t d, int64_t k) {
  TensorType tt = t.tensor();
  tt.shape[d] /= k;
  return Type(tt);
}

// The op's clone inside `scratch`, with local operand and result types and
// `localize` applied.
inline Operation& localOp(const Operation& op, const TmrEntry& e, int64_t k, Block& scratch) {
  ValueMap map;
  for (size_t i = 0; i < op.numOperands(); ++i)
    map[op.operand(i)] = scratch.addArgument(
        e.operands[i] ? divided(op.operandType(i), *e.operands[i], k) : op.operandType(i));
  Operation& local = *scratch.append(cloneOp(op, map));
  for (size_t j = 0; j < op.numResults(); ++j)
    if (e.results[j].kind == ResultAction::Kind::kTile)
      local.result(j)->setType(divided(op.resultType(j), e.results[j].dim, k));
  localizeAttributes(e, local, k);
  return local;
}

// Runs the local op on chunk r of every sliced operand.
inline Values runChunk(Interpreter& interp, const Operation& local, const TmrEntry& e,
                       const Values& args, int64_t k, int64_t r) {
  Values chunk;
  for (size_t i = 0; i < args.size(); ++i)
    chunk.push_back(e.operands[i] ? InterpreterValue(tmrChunk(args[i].tensor(), *e.operands[i], k, r))
                                  : args[i]);
  OpContext ctx(local, std::move(chunk), interp);
  return evalOp(ctx);
}

// Why `e` is unsound on these arguments (whose result is `whole`), or "".
inline std::string entryError(Interpreter& interp, const Operation& op, const TmrEntry& e,
                              const Values& args, const Values& whole, int64_t k) {
  Block scratch;
  try {
    Operation& local = localOp(op, e, k, scratch);
    checkOp(local);
    std::vector<Values> chunks;
    for (int64_t r = 0; r < k; ++r) {
      chunks.push_back(runChunk(interp, local, e, args, k, r));
      for (size_t j = 0; j < op.numResults(); ++j)
        if (chunks.back().at(j).type() != local.resultType(j))
          return fmt::format("chunk {} result #{} has type {}, the local type is {}", r, j,
                             chunks.back().at(j).type().str(), local.resultType(j).str());
    }
    for (size_t j = 0; j < op.numResults(); ++j) {
      Tensor combined;
      if (std::string error = combine(interp, e.results[j], chunks, j, combined); !error.empty())
        return error;
      if (!tmrSameTensor(combined, whole[j].tensor()))
        return fmt::format("result #{}: recombined {} but the op gives {}", j, combined.str(),
                           whole[j].tensor().str());
    }
  } catch (const DiagnosticError& error) {
    return "the local op fails: " + error.diag.str();
  }
  return "";
}

}  // namespace tmr_check_detail

// Checks `entries` of `op` (an op of the module `interp` runs) on k chunks,
// with `opArgs` its operand values.
inline TmrCheckReport checkOpEntries(Interpreter& interp, const Operation& op, const Values& opArgs,
                                     int64_t k, const std::vector<TmrEntry>& entries) {
  TmrCheckReport report;
  Values whole;
  try {
    OpContext ctx(op, opArgs, interp);
    whole = evalOp(ctx);
  } catch (const DiagnosticError& error) {
    return {0, 0, {}, "the whole op fails: " + error.diag.str()};
  }
  for (const TmrEntry& e : entries) {
    std::string error;
    if (!tmr_check_detail::divisible(op, e, k, error)) {
      if (!error.empty()) report.failures.push_back(entryStr(e) + ": " + error);
      ++report.skipped;
      continue;
    }
    ++report.checked;
    error = tmr_check_detail::entryError(interp, op, e, opArgs, whole, k);
    if (!error.empty()) report.failures.push_back(fmt::format("{} (k = {}): {}", entryStr(e), k, error));
  }
  return report;
}

// Checks `entries` (default: tileMappings of the op under test) of the first
// op of @main in `moduleText` on k chunks, with `args` (default: tmrTestData
// per argument).
inline TmrCheckReport checkEntries(const std::string& moduleText, int64_t k,
                                   std::optional<std::vector<TmrEntry>> entries = std::nullopt,
                                   std::optional<Values> args = std::nullopt) {
  Result<SourceFile> file = parseSource(moduleText, "tmr_check.mlir");
  if (!file.ok()) return {0, 0, {}, file.error().str()};
  const Module& module = *file->modules.front();
  if (Status s = verifyModule(module); !s.ok()) return {0, 0, {}, s.error().str()};
  const Function* main = module.lookup("main");
  if (!main || main->isDeclaration() || main->entry().ops().empty())
    return {0, 0, {}, "no @main with a first op"};
  const Operation& op = *main->entry().ops().front();
  if (!args) {
    args.emplace();
    for (size_t i = 0; i < main->entry().numArguments(); ++i)
      args->push_back(tmrTestData(main->entry().argument(i)->type().tensor(), i));
  }
  Values opArgs;
  for (const Value* v : op.operands()) {
    if (v->ownerBlock() != &main->entry()) return {0, 0, {}, "an operand is not an argument"};
    opArgs.push_back(args->at(v->argIndex()));
  }
  Interpreter interp(module);
  return checkOpEntries(interp, op, opArgs, k, entries ? *entries : tileMappings(op).entries);
}

// A module whose @main applies one op, in generic form, to its arguments and
// returns its results. `attrs` is the inside of the attribute dictionary,
// `region` the text of one region (with its braces) or "".
// Given ("stablehlo.add", {"tensor<2xf32>", "tensor<2xf32>"}, {"tensor<2xf32>"}) returns
//   func.func @main(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> (tensor<2xf32>) {
//     %0 = "stablehlo.add"(%a0, %a1) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>)
//     return %0 : tensor<2xf32>
//   }
inline std::string singleOpModule(const std::string& opName,
                                  const std::vector<std::string>& operandTypes,
                                  const std::vector<std::string>& resultTypes,
                                  const std::string& attrs = "", const std::string& region = "") {
  std::string args, operands, types, results, values;
  for (size_t i = 0; i < operandTypes.size(); ++i) {
    args += fmt::format("{}%a{}: {}", i ? ", " : "", i, operandTypes[i]);
    operands += fmt::format("{}%a{}", i ? ", " : "", i);
    types += (i ? ", " : "") + operandTypes[i];
  }
  for (size_t j = 0; j < resultTypes.size(); ++j) {
    results += (j ? ", " : "") + resultTypes[j];
    values += resultTypes.size() == 1 ? "%0" : fmt::format("{}%0#{}", j ? ", " : "", j);
  }
  const std::string lhs =
      resultTypes.size() == 1 ? "%0" : fmt::format("%0:{}", resultTypes.size());
  return fmt::format(
      "func.func @main({}) -> ({}) {{\n  {} = \"{}\"({}) {}{}: ({}) -> ({})\n  return {} : {}\n}}\n",
      args, results, lhs, opName, operands, region.empty() ? "" : "(" + region + ") ",
      attrs.empty() ? "" : "{" + attrs + "} ", types, results, values, results);
}

// The entries of one op in the compact notation and its notes; `raw` keeps
// the entries themselves (sum<body> entries point into the parsed module, so
// use them while the TmrProgram lives). Given the transpose above, entries is
// {"(tile 1) ↪ tile 0", "(tile 0) ↪ tile 1"}.
struct TmrListing {
  std::vector<std::string> entries, notes;
  std::vector<TmrEntry> raw;
  // The entries joined by " · ", as `partir tmr` prints them.
  std::string joined() const {
    std::string out;
    for (const std::string& e : entries) out += (out.empty() ? "" : " · ") + e;
    return out;
  }
};

// A parsed and verified module (failures are test failures) whose ops'
// tile mappings the tests read.
class TmrProgram {
 public:
  explicit TmrProgram(const std::string& moduleText) {
    Result<SourceFile> file = parseSource(moduleText, "tmr.mlir");
    if (!file.ok()) {
      ADD_FAILURE() << file.error().str();
      return;
    }
    file_ = std::move(*file);
    if (Status s = verifyModule(*file_.modules.front()); !s.ok()) ADD_FAILURE() << s.error().str();
  }
  // The first op of @main with `code` (default: the first op).
  const Operation* op(std::optional<OpCode> code = std::nullopt) const {
    if (file_.modules.empty()) return nullptr;
    for (const auto& op : file_.modules.front()->lookup("main")->entry().ops())
      if (!code || op->code() == *code) return op.get();
    ADD_FAILURE() << "no " << (code ? opMnemonic(*code) : "op") << " in @main";
    return nullptr;
  }
  OpTileMappings mappings(std::optional<OpCode> code = std::nullopt) const {
    const Operation* o = op(code);
    return o ? tileMappings(*o) : OpTileMappings{};
  }
  TmrListing listing(std::optional<OpCode> code = std::nullopt) const {
    OpTileMappings m = mappings(code);
    TmrListing out{{}, std::move(m.notes), std::move(m.entries)};
    for (const TmrEntry& e : out.raw) out.entries.push_back(entryStr(e));
    return out;
  }

 private:
  SourceFile file_;
};

// EXPECTs every entry of the op under test to be sound on k chunks (entries
// whose dims k does not divide are skipped). Returns how many entries ran.
inline int64_t expectEntriesSound(const std::string& moduleText, int64_t k,
                                  std::optional<Values> args = std::nullopt) {
  const TmrCheckReport report = checkEntries(moduleText, k, std::nullopt, std::move(args));
  EXPECT_EQ(report.setupError, "");
  for (const std::string& failure : report.failures) ADD_FAILURE() << failure;
  return report.checked;
}

}  // namespace partir::testing
