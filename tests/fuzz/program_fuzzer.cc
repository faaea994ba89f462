// Structure-aware libFuzzer harness: StableHLO programs through the whole
// pipeline, parse -> verify -> interpret every function -> partition @main
// (its first argument, or else its first top-level value, tiled on dim 0
// over a mesh axis of size 2) -> lower -> run the lowered program on the
// simulated mesh. Every stage may return an error; a crash, a hang, a
// sanitizer report, an internal error (ErrorKind::kInternal, "a bug in this
// project") or a partitioned module that does not verify is a bug. All runs
// of one input share a 1 s deadline and a 1 MiB tensor limit.
//
// The custom mutator parses the input and, when it parses, applies one
// structural mutation to the printed module, aiming at well-typed but
// unusual programs: a duplicated op, one dim size replaced in every type
// (literals made splats so they still fit: zero-size dims among others), a
// (mutually) recursive function called from @main or @main calling itself
// (which the verifier must refuse: the call graph is acyclic), deeply
// nested stablehlo.while / stablehlo.case, or a function on rank-0,
// zero-size or high-rank tensors (sometimes alone, as @main). A quarter of
// the time, and when the input does not parse, it mutates bytes instead
// (LLVMFuzzerMutate). PROGRAM_FUZZER_DUMP=1 prints every structural mutation.
//
//   CXX=clang++ CC=clang cmake -S . -B build-fuzz -G Ninja -DPARTIR_FUZZ=ON -DBUILD_TESTING=OFF
//   ninja -C build-fuzz program_fuzzer
//   build-fuzz/program_fuzzer -max_total_time=120 -timeout=10 -rss_limit_mb=4096 -max_len=65536 seeds/
// (seeds: examples/*.mlir and small files of the StableHLO testdata corpus)
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "interp/interpreter.h"
#include "interp/mesh_interpreter.h"
#include "interp/random_inputs.h"
#include "interp/tensor.h"
#include "rewrite/lower.h"
#include "rewrite/tactics.h"
#include "semantics/parser.h"
#include "semantics/printer.h"
#include "semantics/verifier.h"

extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t maxSize);

namespace partir {
namespace {

using Clock = std::chrono::steady_clock;
using Rng = std::mt19937_64;

// ---- The target ------------------------------------------------------------

// An internal error is a bug by definition (semantics/diagnostics.h).
void trapOnInternal(const Diagnostic& d) {
  if (d.kind != ErrorKind::kInternal) return;
  std::fprintf(stderr, "internal error: %s\n", d.str().c_str());
  __builtin_trap();
}

// Random integer-valued inputs for `types`, or an error (a non-tensor type, or
// a tensor over the byte limit).
Result<Values> inputsFor(const std::vector<Type>& types) {
  std::vector<TensorType> tensors;
  for (const Type& t : types) {
    if (!t.isTensor()) return invalid(Location{}, "a non-tensor argument");
    tensors.push_back(t.tensor());
  }
  try {
    return randomIntegerInputs(tensors, 0);
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

InterpreterOptions optionsUntil(Clock::time_point deadline, std::vector<Diagnostic>& checksFailed) {
  InterpreterOptions options;
  options.deadline = deadline;
  options.checksFailed = &checksFailed;  // failed checks are recorded, the run goes on
  return options;
}

// Runs every function with a body on random inputs.
void interpret(const Module& module, Clock::time_point deadline) {
  for (const auto& f : module.functions) {
    if (f->isDeclaration() || Clock::now() > deadline) continue;
    Result<Values> args = inputsFor(f->argTypes);
    if (!args.ok()) continue;
    std::vector<Diagnostic> checksFailed;
    Result<Values> out = Interpreter(module, optionsUntil(deadline, checksFailed)).run(f->name, *args);
    if (!out.ok()) trapOnInternal(out.error());
  }
}

// What the tiny schedule tiles: the first argument, else the first value of
// the top-level block, with a rank >= 1 and an even dim 0 ("" when none).
std::string tileTarget(const Function& main) {
  auto even = [](const Type& t) { return t.isTensor() && t.tensor().rank() > 0 && t.tensor().shape[0] % 2 == 0; };
  if (!main.argTypes.empty()) return even(main.argTypes[0]) ? "%arg0" : "";
  for (const auto& op : main.entry().ops()) {
    if (op->numResults() == 0) continue;
    if (!even(op->resultType(0)) || op->result(0)->name().empty()) return "";
    return "%" + op->result(0)->name() + (op->numResults() > 1 ? "#0" : "");
  }
  return "";
}

// mesh a=2; tactic t axis=a; TARGET = 0
Schedule tinySchedule(const std::string& target) {
  Tactic tactic;
  tactic.name = "t";
  tactic.axes = {"a"};
  tactic.assignments.push_back({target, DimChoice{DimChoice::Kind::kDim, 0}, Location{}});
  return Schedule{Mesh({{"a", 2}}), {tactic}};
}

// Runs the lowered module's @main on the simulated mesh.
void runOnMesh(const Module& hlo, Clock::time_point deadline) {
  const Function* main = hlo.lookup("main");
  if (!main || main->isDeclaration()) return;
  std::vector<Diagnostic> checksFailed;
  MeshInterpreter mesh(hlo, optionsUntil(deadline, checksFailed));
  Result<Values> args = inputsFor(mesh.globalArgumentTypes(*main));
  if (!args.ok()) return;
  Result<Values> out = mesh.run("main", *args);
  if (!out.ok()) trapOnInternal(out.error());
}

// partitionModule -> verifyRewritten -> lowerModule -> the mesh.
void partitionLowerRun(const Module& module, Clock::time_point deadline) {
  const Function* main = module.lookup("main");
  if (!main || main->isDeclaration()) return;
  const std::string target = tileTarget(*main);
  if (target.empty()) return;
  Result<PartitionResult> core = partitionModule(module, tinySchedule(target), PartitionOptions{});
  if (!core.ok()) return trapOnInternal(core.error());
  if (Status s = verifyRewritten(*core->core, "partitioned"); !s.ok()) return trapOnInternal(s.error());
  Result<std::unique_ptr<Module>> hlo = lowerModule(*core->core);
  if (!hlo.ok()) return trapOnInternal(hlo.error());
  if (Clock::now() < deadline) runOnMesh(*hlo.value(), deadline);
}

// ---- Text helpers for the mutator ------------------------------------------

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::string joinLines(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

size_t indentOf(const std::string& line) { return line.find_first_not_of(' '); }

std::string trimmed(const std::string& line) {
  const size_t i = indentOf(line);
  return i == std::string::npos ? "" : line.substr(i);
}

uint64_t pick(Rng& rng, uint64_t n) { return rng() % n; }

// A fresh name suffix for added values and functions.
std::string fresh(Rng& rng) { return fmt::format("fz{:x}", rng() & 0xffffff); }

// Adds `functions` before the module's closing brace.
std::string appendFunctions(const std::string& text, const std::string& functions) {
  const size_t close = text.rfind('}');
  if (close == std::string::npos) return "";
  return text.substr(0, close) + functions + text.substr(close);
}

// The index of @main's header line (printed as `  func.func [public ]@main(`), or -1.
int mainHeader(const std::vector<std::string>& lines) {
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string t = trimmed(lines[i]);
    if ((t.starts_with("func.func @main(") || t.starts_with("func.func public @main(")) && t.ends_with("{"))
      return static_cast<int>(i);
  }
  return -1;
}

// Inserts `body` (lines at @main's top-level indentation) at the start of @main.
std::string prependToMain(const std::string& text, const std::vector<std::string>& body) {
  std::vector<std::string> lines = splitLines(text);
  const int header = mainHeader(lines);
  if (header < 0) return "";
  const std::string indent(indentOf(lines[header]) + 2, ' ');
  std::vector<std::string> added;
  for (const std::string& l : body) added.push_back(indent + l);
  lines.insert(lines.begin() + header + 1, added.begin(), added.end());
  return joinLines(lines);
}

// The element type at the end of the last `tensor<...>` of `line` ("" if none).
std::string lastElementType(const std::string& line) {
  const size_t at = line.rfind("tensor<");
  if (at == std::string::npos) return "";
  size_t i = at + 7;
  while (i < line.size() && (std::isdigit(static_cast<unsigned char>(line[i])) || line[i] == 'x')) {
    const size_t x = line.find_first_not_of("0123456789", i);
    if (x == std::string::npos || line[x] != 'x') break;
    i = x + 1;
  }
  const size_t close = line.find('>', i);
  return close == std::string::npos ? "" : line.substr(i, close - i);
}

// A splat literal of `element`, or "" for types left alone (complex, ...).
std::string splatOf(const std::string& element) {
  if (element == "i1") return "true";
  if (element.starts_with("f") || element == "bf16") return "1.000000e+00";
  if (element.starts_with("i") || element.starts_with("ui")) return "1";
  return "";
}

// `dense<"0x...">` and `dense<[...]>` become splats, so literals fit any shape.
std::string splatLiterals(const std::string& line) {
  const std::string splat = splatOf(lastElementType(line));
  if (splat.empty()) return line;
  std::string out = line;
  for (size_t at = out.find("dense<"); at != std::string::npos; at = out.find("dense<", at + 6)) {
    const size_t end = out.find('>', at + 6);
    if (end == std::string::npos) break;
    const char first = out[at + 6];
    if (first == '"' || first == '[') out.replace(at + 6, end - at - 6, splat);
  }
  return out;
}

// Each dim token of every `tensor<AxBx...>` in `text`: its offset and length.
std::vector<std::pair<size_t, size_t>> dimTokens(const std::string& text) {
  std::vector<std::pair<size_t, size_t>> tokens;
  for (size_t at = text.find("tensor<"); at != std::string::npos; at = text.find("tensor<", at + 7)) {
    size_t i = at + 7;
    while (true) {
      const size_t end = text.find_first_not_of("0123456789", i);
      if (end == i || end == std::string::npos || text[end] != 'x') break;
      tokens.push_back({i, end - i});
      i = end + 1;
    }
  }
  return tokens;
}

// ---- Mutations (each returns the mutated text, or "" when it does not apply)

// A single-line op with one result, copied right after itself under a new name.
std::string duplicateOp(const std::string& text, Rng& rng) {
  std::vector<std::string> lines = splitLines(text);
  std::vector<size_t> candidates;
  for (size_t i = 0; i + 1 < lines.size(); ++i) {
    const std::string t = trimmed(lines[i]), next = trimmed(lines[i + 1]);
    const size_t eq = t.find(" = ");
    if (!t.starts_with("%") || eq == std::string::npos || t.substr(0, eq).find(':') != std::string::npos) continue;
    if (t.ends_with("{") || t.ends_with("(") || indentOf(lines[i + 1]) > indentOf(lines[i])) continue;
    if (next.starts_with("cond") || next.starts_with("do") ||
        (indentOf(lines[i + 1]) == indentOf(lines[i]) && next.starts_with("}")))
      continue;
    candidates.push_back(i);
  }
  if (candidates.empty()) return "";
  const size_t i = candidates[pick(rng, candidates.size())];
  const std::string t = trimmed(lines[i]);
  const std::string copy = std::string(indentOf(lines[i]), ' ') + "%" + fresh(rng) + t.substr(t.find(" = "));
  lines.insert(lines.begin() + i + 1, copy);
  return joinLines(lines);
}

// One dim size D replaced by R in every tensor type (0, 1, 2D, D+1 or 3),
// literals made splats.
std::string replaceDim(const std::string& text, Rng& rng) {
  std::vector<std::string> lines = splitLines(text);
  for (std::string& l : lines) l = splatLiterals(l);
  std::string out = joinLines(lines);
  const std::vector<std::pair<size_t, size_t>> tokens = dimTokens(out);
  if (tokens.empty()) return "";
  const auto [at, len] = tokens[pick(rng, tokens.size())];
  const std::string dim = out.substr(at, len);
  const int64_t d = std::min<int64_t>(std::stoll(dim), int64_t{1} << 20);
  const int64_t choices[] = {0, 1, 2 * d, d + 1, 3};
  const std::string to = std::to_string(choices[pick(rng, 5)]);
  for (size_t k = tokens.size(); k-- > 0;)
    if (out.compare(tokens[k].first, tokens[k].second, dim) == 0) out.replace(tokens[k].first, tokens[k].second, to);
  return out;
}

// @name(%arg0: tensor<i32>) -> tensor<i32>: `callee(%arg0 + 1)` while %arg0 < limit
// (with no guard when limit is 0: unbounded recursion).
std::string recursiveFunction(const std::string& name, const std::string& callee, int64_t limit) {
  const std::string call = fmt::format("func.call @{}(%1) : (tensor<i32>) -> tensor<i32>", callee);
  if (limit == 0)
    return fmt::format(R"(  func.func private @{0}(%arg0: tensor<i32>) -> tensor<i32> {{
    %1 = stablehlo.add %arg0, %arg0 : tensor<i32>
    %2 = {1}
    func.return %2 : tensor<i32>
  }}
)", name, call);
  return fmt::format(R"(  func.func private @{0}(%arg0: tensor<i32>) -> tensor<i32> {{
    %0 = stablehlo.constant dense<{2}> : tensor<i32>
    %c = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %r = "stablehlo.if"(%c) ({{
      %one = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %arg0, %one : tensor<i32>
      %2 = {1}
      stablehlo.return %2 : tensor<i32>
    }}, {{
      stablehlo.return %arg0 : tensor<i32>
    }}) : (tensor<i1>) -> tensor<i32>
    func.return %r : tensor<i32>
  }}
)", name, call, limit);
}

// A self- or mutually recursive function pair, called from @main when it has one.
std::string addRecursion(const std::string& text, Rng& rng) {
  const int64_t limits[] = {0, 1, 100, 100000, 1000000000};
  const int64_t limit = limits[pick(rng, 5)];
  const std::string a = fresh(rng), b = pick(rng, 2) ? fresh(rng) : a;
  std::string functions = recursiveFunction(a, b, limit);
  if (b != a) functions += recursiveFunction(b, a, limit);
  std::string out = appendFunctions(text, functions);
  const std::string start = fresh(rng);
  std::string called = prependToMain(out, {fmt::format("%{} = stablehlo.constant dense<0> : tensor<i32>", start),
                                           fmt::format("%{} = func.call @{}(%{}) : (tensor<i32>) -> tensor<i32>",
                                                       fresh(rng), a, start)});
  return called.empty() || pick(rng, 4) == 0 ? out : called;
}

// @main calls itself first thing (unbounded recursion).
std::string mainCallsItself(const Module& module, const std::string& text, Rng& rng) {
  const Function* main = module.lookup("main");
  if (!main || main->isDeclaration()) return "";
  std::vector<std::string> args, argTypes, resultTypes;
  for (size_t i = 0; i < main->argTypes.size(); ++i) {
    args.push_back(fmt::format("%arg{}", i));
    argTypes.push_back(main->argTypes[i].str());
  }
  for (const Type& t : main->resultTypes) resultTypes.push_back(t.str());
  const size_t n = resultTypes.size();
  const std::string results = n == 0 ? "" : n == 1 ? "%" + fresh(rng) + " = " : fmt::format("%{}:{} = ", fresh(rng), n);
  return prependToMain(text, {fmt::format("{}func.call @main({}) : ({}) -> ({})", results, fmt::join(args, ", "),
                                          fmt::join(argTypes, ", "), fmt::join(resultTypes, ", "))});
}

// `depth` stablehlo.while loops, each inside the body of the previous one.
std::string nestedWhiles(int depth, std::string& lines, const std::string& init, int level) {
  if (level == depth) return init;
  const std::string pad(4 + 2 * std::min(level, 4), ' ');  // capped: depth must not cost quadratic bytes
  const std::string i = fmt::format("%i{}", level), w = fmt::format("%w{}", level);
  lines += fmt::format("{0}{1} = stablehlo.while({2} = {3}) : tensor<i32>\n{0} cond {{\n", pad, w, i, init);
  lines += fmt::format("{0}  %lim{1} = stablehlo.constant dense<2> : tensor<i32>\n", pad, level);
  lines += fmt::format("{0}  %lt{1} = stablehlo.compare LT, {2}, %lim{1}, SIGNED"
                       " : (tensor<i32>, tensor<i32>) -> tensor<i1>\n",
                       pad, level, i);
  lines += fmt::format("{0}  stablehlo.return %lt{1} : tensor<i1>\n{0}}} do {{\n", pad, level);
  const std::string inner = nestedWhiles(depth, lines, i, level + 1);
  lines += fmt::format("{0}  %one{1} = stablehlo.constant dense<1> : tensor<i32>\n", pad, level);
  lines += fmt::format("{0}  %n{1} = stablehlo.add {2}, %one{1} : tensor<i32>\n", pad, level, inner);
  lines += fmt::format("{0}  stablehlo.return %n{1} : tensor<i32>\n{0}}}\n", pad, level);
  return w;
}

// `depth` stablehlo.case ops, each inside the first branch of the previous one.
std::string nestedCases(int depth, std::string& lines, int level) {
  const std::string pad(4 + 2 * std::min(level, 4), ' ');
  const std::string c = fmt::format("%c{}", level);
  if (level == depth) {
    lines += fmt::format("{}{} = stablehlo.add %arg0, %arg0 : tensor<i32>\n", pad, c);
    return c;
  }
  lines += fmt::format("{}{} = \"stablehlo.case\"(%idx) ({{\n", pad, c);
  const std::string inner = nestedCases(depth, lines, level + 1);
  lines += fmt::format("{0}  stablehlo.return {1} : tensor<i32>\n{0}}}, {{\n", pad, inner);
  lines += fmt::format("{0}  stablehlo.return %arg0 : tensor<i32>\n{0}}}) : (tensor<i32>) -> tensor<i32>\n", pad);
  return c;
}

// A function with deeply nested whiles or cases (up to past the parser's limit).
std::string addNesting(const std::string& text, Rng& rng) {
  const int depths[] = {2, 8, 40, 127, 300};
  const int depth = depths[pick(rng, 5)];
  std::string body = "    %idx = stablehlo.constant dense<0> : tensor<i32>\n";
  const std::string result = pick(rng, 2) ? nestedWhiles(depth, body, "%arg0", 0) : nestedCases(depth, body, 0);
  return appendFunctions(text, fmt::format("  func.func private @{}(%arg0: tensor<i32>) -> tensor<i32> {{\n{}"
                                           "    func.return {} : tensor<i32>\n  }}\n",
                                           fresh(rng), body, result));
}

// A tensor type of rank 0, with a zero-size dim, or of a high rank.
std::string unusualType(Rng& rng) {
  const int ranks[] = {0, 1, 2, 3, 8, 16, 64, 200};
  const int rank = ranks[pick(rng, 8)];
  std::vector<int64_t> dims;
  for (int i = 0; i < rank; ++i) dims.push_back(pick(rng, 4) ? 1 : pick(rng, 4));
  if (rank > 0 && pick(rng, 2)) dims[0] = 2 * pick(rng, 3);
  return fmt::format("tensor<{}{}f32>", fmt::join(dims, "x"), rank ? "x" : "");
}

// @name(T, T) -> (T, tensor<f32>): elementwise ops, a full reduce, a broadcast.
std::string shapeFunction(const std::string& name, const std::string& t, int rank) {
  std::vector<int> all;
  for (int i = 0; i < rank; ++i) all.push_back(i);
  return fmt::format(R"(  func.func @{0}(%arg0: {1}, %arg1: {1}) -> ({1}, tensor<f32>) {{
    %0 = stablehlo.add %arg0, %arg1 : {1}
    %1 = stablehlo.multiply %0, %arg0 : {1}
    %2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [{2}] : ({1}, tensor<f32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> {1}
    %5 = stablehlo.maximum %1, %4 : {1}
    func.return %5, %3 : {1}, tensor<f32>
  }}
)", name, t, fmt::join(all, ", "));
}

// A function on an unusual type: added, or alone as @main.
std::string addShapeFunction(const std::string& text, Rng& rng) {
  const std::string t = unusualType(rng);
  const int rank = t == "tensor<f32>" ? 0 : static_cast<int>(std::count(t.begin(), t.end(), 'x'));
  if (pick(rng, 3) == 0) return "module {\n" + shapeFunction("main", t, rank) + "}\n";
  return appendFunctions(text, shapeFunction(fresh(rng), t, rank));
}

// One structural mutation of the printed `module`; recursion is rarer, as
// the verifier refuses it (an XLA call graph is acyclic).
std::string mutate(const Module& module, const std::string& text, Rng& rng) {
  switch (pick(rng, 12)) {
    case 0: case 1: case 2: return duplicateOp(text, rng);
    case 3: case 4: case 5: return replaceDim(text, rng);
    case 6: return addRecursion(text, rng);
    case 7: return mainCallsItself(module, text, rng);
    case 8: case 9: return addNesting(text, rng);
    default: return addShapeFunction(text, rng);
  }
}

}  // namespace
}  // namespace partir

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t maxSize, unsigned int seed) {
  using namespace partir;
  Rng rng(seed);
  if (pick(rng, 4) == 0) return LLVMFuzzerMutate(data, size, maxSize);
  std::vector<ParsedChunk> chunks = parseChunks(std::string_view(reinterpret_cast<char*>(data), size), "mutate");
  if (chunks.empty() || !chunks[0].module.ok()) return LLVMFuzzerMutate(data, size, maxSize);
  const std::string mutated = mutate(*chunks[0].module.value(), printModule(*chunks[0].module.value()), rng);
  if (mutated.empty() || mutated.size() > maxSize) return LLVMFuzzerMutate(data, size, maxSize);
  if (std::getenv("PROGRAM_FUZZER_DUMP")) std::fprintf(stderr, "---- mutated\n%s", mutated.c_str());
  std::memcpy(data, mutated.data(), mutated.size());
  return mutated.size();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace partir;
  setTensorByteLimit(1 << 20);
  const auto deadline = Clock::now() + std::chrono::seconds(1);
  std::string_view text(reinterpret_cast<const char*>(data), size);
  for (ParsedChunk& chunk : parseChunks(text, "fuzz")) {
    if (!chunk.module.ok() || !verifyModule(*chunk.module.value()).ok()) continue;
    interpret(*chunk.module.value(), deadline);
    partitionLowerRun(*chunk.module.value(), deadline);
  }
  return 0;
}
