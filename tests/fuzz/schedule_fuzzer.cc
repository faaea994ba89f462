// libFuzzer harness: arbitrary bytes as a schedule file (rewrite/schedule.h)
// through parse -> format -> re-parse, then partition and lower a fixed
// program (examples/chain.mlir) with it. A crash, a sanitizer report, an
// internal error, or a formatted schedule that does not parse back to the
// same text is a bug; any other error is fine.
//
//   CXX=clang++ CC=clang cmake -S . -B build-fuzz -G Ninja -DPARTIR_FUZZ=ON -DBUILD_TESTING=OFF
//   ninja -C build-fuzz schedule_fuzzer
//   build-fuzz/schedule_fuzzer -max_total_time=120 -timeout=10 -rss_limit_mb=4096 seeds/
// (seeds: examples/*.schedule, examples/schedules/*.schedule)
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string_view>

#include "rewrite/lower.h"
#include "rewrite/schedule.h"
#include "rewrite/tactics.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

// examples/chain.mlir: x2 = (x @ w1) @ w2, targets x, w1, w2.
constexpr std::string_view kChain = R"(
func.func @main(%x: tensor<256x8xf32> loc("x"), %w1: tensor<8x16xf32> loc("w1"),
                %w2: tensor<16x8xf32> loc("w2")) -> tensor<256x8xf32> {
  %x1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<256x8xf32>, tensor<8x16xf32>) -> tensor<256x16xf32>
  %x2 = stablehlo.dot_general %x1, %w2, contracting_dims = [1] x [0] : (tensor<256x16xf32>, tensor<16x8xf32>) -> tensor<256x8xf32>
  return %x2 : tensor<256x8xf32>
}
)";

// The fixed program, parsed and verified once.
const Module& chain() {
  static const std::unique_ptr<Module> module = [] {
    Result<SourceFile> file = parseSource(kChain, "chain.mlir");
    if (!file.ok() || !verifyModule(*file->modules.at(0)).ok()) __builtin_trap();
    return std::move(file->modules.at(0));
  }();
  return *module;
}

// An internal error is a bug by definition (semantics/diagnostics.h).
void trapOnInternal(const Diagnostic& d) {
  if (d.kind != ErrorKind::kInternal) return;
  std::fprintf(stderr, "internal error: %s\n", d.str().c_str());
  __builtin_trap();
}

// formatSchedule's text must parse back and format to itself.
void roundTrip(const Schedule& schedule) {
  const std::string text = formatSchedule(schedule);
  Result<Schedule> again = parseSchedule(text, "formatted");
  if (!again.ok() || formatSchedule(*again) != text) {
    std::fprintf(stderr, "formatted schedule does not read back:\n%s\n", text.c_str());
    __builtin_trap();
  }
}

// Partition and lower the fixed program; errors are fine.
void partitionAndLower(const Schedule& schedule) {
  Result<PartitionResult> partitioned = partitionModule(chain(), schedule, PartitionOptions{});
  if (!partitioned.ok()) return trapOnInternal(partitioned.error());
  if (Status s = verifyRewritten(*partitioned->core, "partitioned"); !s.ok()) return trapOnInternal(s.error());
  Result<std::unique_ptr<Module>> lowered = lowerModule(*partitioned->core);
  if (!lowered.ok()) trapOnInternal(lowered.error());
}

}  // namespace
}  // namespace partir

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace partir;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Result<Schedule> schedule = parseSchedule(text, "fuzz");
  if (!schedule.ok()) return 0;
  roundTrip(*schedule);
  partitionAndLower(*schedule);
  return 0;
}
