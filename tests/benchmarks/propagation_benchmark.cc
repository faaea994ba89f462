// Propagation time on generated chains of 10k, 50k and 100k ops under a
// batch-parallel schedule (tile the input on dim 0 along "batch", propagate).
// Prints, per size: parse, propagate and materialize seconds and µs per op;
// the propagation should grow linearly (issue 3 target: 100k ops under 5 s;
// issue 7: parse, verify and propagate 10k ops under 2 s).
//
// Real programs too: a FILE.mlir argument is parsed, verified and
// partitioned by the schedule file that follows it, or by its own sharding
// annotations (rewrite/annotations.h) when none follows.
//
//   build/tests/propagation_benchmark [sizes...] [FILE.mlir [SCHEDULE]]...
#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "rewrite/annotations.h"
#include "rewrite/materialize.h"
#include "rewrite/partitioner.h"
#include "rewrite/tactics.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

// A chain mixing elementwise ops and matmuls with a weight: each op reads the
// previous one (and, for binary ops, the one before), as in an MLP's layers.
std::string chainProgram(int64_t ops) {
  const std::string t = "tensor<64x32xf32>";
  std::string text = fmt::format(
      "func.func @main(%x: {0}, %w: tensor<32x32xf32>) -> {0} {{\n"
      "  %v0 = stablehlo.negate %x : {0}\n  %v1 = stablehlo.abs %x : {0}\n",
      t);
  for (int64_t i = 2; i < ops; ++i) {
    switch (i % 5) {
      case 0:
        text += fmt::format(
            "  %v{} = stablehlo.dot_general %v{}, %w, contracting_dims = [1] x [0] : ({}, "
            "tensor<32x32xf32>) -> {}\n",
            i, i - 1, t, t);
        break;
      case 1: text += fmt::format("  %v{} = stablehlo.tanh %v{} : {}\n", i, i - 1, t); break;
      case 2: text += fmt::format("  %v{} = stablehlo.add %v{}, %v{} : {}\n", i, i - 1, i - 2, t); break;
      case 3: text += fmt::format("  %v{} = stablehlo.multiply %v{}, %v{} : {}\n", i, i - 1, i - 3, t); break;
      default: text += fmt::format("  %v{} = stablehlo.maximum %v{}, %v{} : {}\n", i, i - 1, i - 2, t);
    }
  }
  return text + fmt::format("  return %v{} : {}\n}}\n", ops - 1, t);
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int measure(int64_t ops) {
  const std::string text = chainProgram(ops);
  auto start = std::chrono::steady_clock::now();
  Result<SourceFile> file = parseSource(text, "chain.mlir");
  if (!file.ok() || !verifyModule(*file->modules[0]).ok()) {
    fmt::print(stderr, "generated program does not parse or verify\n");
    return 1;
  }
  const double parse = secondsSince(start);
  Module& module = *file->modules[0];
  const Function& main = *module.lookup("main");
  start = std::chrono::steady_clock::now();
  Partitioner p(module, main, Mesh({{"batch", 4}}));
  if (!p.tile(main.entry().argument(0), 0, "batch").ok()) return 1;
  const int64_t levels = p.propagate();
  const double propagate = secondsSince(start);
  start = std::chrono::steady_clock::now();
  std::unique_ptr<Module> core = materializeCore(p);
  const double materialize = secondsSince(start);
  fmt::print("{:>7} ops  parse {:6.3f} s  propagate {:6.3f} s ({:5.2f} us/op, {} levels, {} conflicts)"
             "  materialize {:6.3f} s\n",
             ops, parse, propagate, 1e6 * propagate / ops, levels, p.conflicts().size(),
             materialize);
  return levels == ops ? 0 : 1;
}

int64_t countOps(const Module& m) {
  int64_t n = 0;
  for (const auto& f : m.functions) walk(f->body, [&](const Operation&) { ++n; });
  return n;
}

int fail(const Diagnostic& d) {
  fmt::print(stderr, "{}\n", d.str());
  return 1;
}

int measureFile(const std::string& path, const std::string& schedulePath) {
  auto start = std::chrono::steady_clock::now();
  Result<SourceFile> file = parseFile(path);
  if (!file.ok()) return fail(file.error());
  const Module& module = *file->modules[0];
  if (Status s = verifyModule(module); !s.ok()) return fail(s.error());
  const double parse = secondsSince(start);
  Result<Schedule> schedule = schedulePath.empty() ? Result<Schedule>(Schedule{}) : loadScheduleFile(schedulePath);
  if (schedulePath.empty()) {
    Result<ImportedAnnotations> imported = importAnnotations(module, *module.lookup("main"));
    if (!imported.ok()) return fail(imported.error());
    schedule = imported->schedule;
  }
  if (!schedule.ok()) return fail(schedule.error());
  start = std::chrono::steady_clock::now();
  Result<PartitionResult> result = partitionModule(module, schedule.value(), PartitionOptions{});
  if (!result.ok()) return fail(result.error());
  fmt::print("{}: {} ops  parse+verify {:6.3f} s  partition {:6.3f} s ({} tactics)\n", path,
             countOps(module), parse, secondsSince(start), schedule->tactics.size());
  return 0;
}

}  // namespace
}  // namespace partir

int main(int argc, char** argv) {
  std::vector<int64_t> sizes = {10000, 50000, 100000};
  std::vector<std::pair<std::string, std::string>> files;  // program, schedule ("" = annotations)
  if (argc > 1) sizes.clear();
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.ends_with(".mlir")) {
      const bool scheduled = i + 1 < argc && std::string(argv[i + 1]).ends_with(".schedule");
      files.emplace_back(arg, scheduled ? argv[++i] : "");
    } else {
      sizes.push_back(std::atoll(argv[i]));
    }
  }
  int status = 0;
  for (int64_t n : sizes) status |= partir::measure(n);
  for (const auto& [path, schedule] : files) status |= partir::measureFile(path, schedule);
  return status;
}
