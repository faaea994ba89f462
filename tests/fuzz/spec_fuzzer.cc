// libFuzzer harness: arbitrary bytes as a composite spec file
// (verify/composite/spec_file.h) at <tmp>/fuzz.spec, next to one valid decomposition
// file <tmp>/decomposition.mlir (@gelu, @softmax, @mlp, @scalar, @empty), so
// inputs can name it: composite "ex.gelu" decomposition "decomposition.mlir" @gelu.
// When the spec parses, every entry's entryStr must read back (parseEntryText)
// to the same text, verify::chunkCounts runs on every claim, and the first claims
// are checked without Z3 (checkClaim: propagation and one execution trial).
// A crash, a sanitizer report or a failed read-back is a bug; errors are fine.
// Inputs naming a file outside the temp dir (an absolute path or "..") are
// skipped.
//
//   CXX=clang++ CC=clang cmake -S . -B build-fuzz -G Ninja -DPARTIR_FUZZ=ON -DBUILD_TESTING=OFF
//   ninja -C build-fuzz spec_fuzzer
//   build-fuzz/spec_fuzzer -max_total_time=120 -timeout=10 -rss_limit_mb=4096 seeds/
// (seeds: examples/composites/*.spec with the file name decomposition.mlir)
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "interp/tensor.h"
#include "verify/composite/spec_check.h"
#include "verify/composite/spec_file.h"

namespace partir {
namespace {

// How many claims one input may check (each takes a few milliseconds).
constexpr int kMaxClaimsChecked = 3;

// examples/composites' decompositions, plus a rank-0 and a zero-size one.
constexpr std::string_view kDecomposition = R"(
func.func @gelu(%x: tensor<6x8xf32>) -> tensor<6x8xf32> {
  %c_half = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %c_one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %half = stablehlo.broadcast_in_dim %c_half, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
  %one = stablehlo.broadcast_in_dim %c_one, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
  %t = stablehlo.tanh %x : tensor<6x8xf32>
  %t1 = stablehlo.add %one, %t : tensor<6x8xf32>
  %hx = stablehlo.multiply %half, %x : tensor<6x8xf32>
  %y = stablehlo.multiply %hx, %t1 : tensor<6x8xf32>
  return %y : tensor<6x8xf32>
}
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %d = stablehlo.subtract %x, %mb : tensor<4x8xf32>
  %e = stablehlo.exponential %d : tensor<4x8xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %y = stablehlo.divide %e, %sb : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
func.func @mlp(%x: tensor<8x4xf32>, %w1: tensor<4x6xf32>, %b1: tensor<6xf32>,
               %w2: tensor<6x4xf32>) -> tensor<8x4xf32> {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
  %b = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<6xf32>) -> tensor<8x6xf32>
  %hb = stablehlo.add %h, %b : tensor<8x6xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<8x6xf32>
  %a = stablehlo.maximum %hb, %zero : tensor<8x6xf32>
  %y = stablehlo.dot_general %a, %w2, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
func.func @scalar(%x: tensor<f32>) -> tensor<f32> {
  %y = stablehlo.multiply %x, %x : tensor<f32>
  return %y : tensor<f32>
}
func.func @empty(%x: tensor<0x4xf32>, %y: tensor<0x4xf32>) -> (tensor<0x4xf32>, tensor<4xf32>) {
  %s = stablehlo.add %x, %y : tensor<0x4xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %r = stablehlo.reduce(%s init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<0x4xf32>, tensor<f32>) -> tensor<4xf32>
  return %s, %r : tensor<0x4xf32>, tensor<4xf32>
}
)";

// A fresh temp dir holding decomposition.mlir (removed at exit); returns
// the spec's path in it.
const std::string& specPath() {
  static char dir[] = "/tmp/spec_fuzzer.XXXXXX";
  static const std::string path = [] {
    if (!mkdtemp(dir)) __builtin_trap();
    std::ofstream(std::string(dir) + "/decomposition.mlir") << kDecomposition;
    std::atexit([] {
      std::error_code ec;
      std::filesystem::remove_all(dir, ec);
    });
    return std::string(dir) + "/fuzz.spec";
  }();
  return path;
}

// True when the text may name a file outside the temp dir.
bool leavesTempDir(std::string_view text) {
  return text.find("..") != std::string_view::npos || text.find("\"/") != std::string_view::npos;
}

// entryStr's notation reads back as written (verify/composite/spec_file.h).
void checkReadBack(const ClaimedEntry& e) {
  const std::string text = entryStr(e.entry);
  Result<TmrEntry> again = parseEntryText(text, Location{"entry", 1, 1});
  if (!again.ok() || entryStr(*again) != text) {
    std::fprintf(stderr, "entry %s does not read back\n", text.c_str());
    __builtin_trap();
  }
}

// The cheap checks: read-back, mesh sizes, and a few claims with one trial.
void check(SpecFile& spec) {
  spec.trials = 1;
  int checked = 0;
  for (const CompositeSpec& c : spec.composites)
    for (const ClaimedEntry& e : c.entries) {
      checkReadBack(e);
      for (const Decomposition& d : c.decompositions) {
        (void)verify::chunkCounts(*d.function, e.entry);
        if (checked++ < kMaxClaimsChecked) (void)checkClaim(spec, c, d, e);
      }
    }
}

}  // namespace
}  // namespace partir

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace partir;
  setTensorByteLimit(1 << 20);
  std::string_view text(reinterpret_cast<const char*>(data), size);
  if (leavesTempDir(text)) return 0;
  Result<SpecFile> spec = parseSpec(text, specPath());
  if (spec.ok()) check(*spec);
  return 0;
}
