// The time a whole-model run spends outside ops (issue 21 item 5), as rates:
//  - random inputs (`partir run --random-inputs`): GB/s of randomRealInputs
//    filling a 1 GiB f32 tensor with 1 and 2 threads, next to writing the
//    same fresh bytes with memset (the memory's speed, page faults included);
//  - parsing and verifying large constants: MB of text per second for an f32
//    hex blob (`dense<"0x...">`) and a decimal list (`dense<[0.5, ...]>`),
//    each at two sizes, so that time growing faster than the text shows as
//    a falling rate.
//
//   build/tests/overhead_benchmark [--hex-elements N] [--decimal-elements N]
//                                  [--input-elements N]
//
// Defaults: 16M hex elements (128 MiB of text), 1M decimal ones, 256M input
// elements (1 GiB). Results go in docs/performance.md.
#include <bit>
#include <chrono>
#include <cstring>
#include <cstdint>
#include <algorithm>
#include <cstdlib>
#include <string>

#include <fmt/format.h>

#include "interp/random_inputs.h"
#include "interp/tensor.h"
#include "interp/thread_pool.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

// `@main` returning a constant of `count` f32 elements written by `literal`.
std::string constantModule(int64_t count, const std::string& literal) {
  return fmt::format(
      "func.func @main() -> tensor<{0}xf32> {{\n"
      "  %c = stablehlo.constant dense<{1}> : tensor<{0}xf32>\n"
      "  return %c : tensor<{0}xf32>\n}}\n",
      count, literal);
}

// Element i is (i % 1000) * 0.25 - 100, so the literal is no splat.
float element(int64_t i) { return static_cast<float>(i % 1000) * 0.25f - 100.0f; }

std::string hexLiteral(int64_t count) {
  static const char kDigits[] = "0123456789ABCDEF";
  std::string text = "\"0x";
  text.reserve(static_cast<size_t>(count) * 8 + 4);
  for (int64_t i = 0; i < count; ++i) {
    const uint32_t bits = std::bit_cast<uint32_t>(element(i));
    for (int byte = 0; byte < 4; ++byte) {  // little-endian bytes
      const uint32_t b = (bits >> (8 * byte)) & 0xFF;
      text += kDigits[b >> 4];
      text += kDigits[b & 15];
    }
  }
  return text + "\"";
}

std::string decimalLiteral(int64_t count) {
  std::string text = "[";
  for (int64_t i = 0; i < count; ++i) text += fmt::format("{}{}", i ? ", " : "", element(i));
  return text + "]";
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Best of three: fresh f32 tensors of `count` elements written by memset,
// then by randomRealInputs with 1 and 2 threads; prints GB/s.
void measureRandomInputs(int64_t count) {
  const TensorType type{{count}, ElementType::kF32};
  const double gb = static_cast<double>(count) * 4 / 1e9;
  auto best = [](auto&& run) {
    double seconds = 1e30;
    for (int r = 0; r < 3; ++r) {
      const auto start = std::chrono::steady_clock::now();
      run();
      seconds = std::min(seconds, secondsSince(start));
    }
    return seconds;
  };
  const double memset = best([&] {
    Tensor t = Tensor::uninitialized(type);
    std::memset(t.data<float>(), 0, static_cast<size_t>(count) * 4);
  });
  fmt::print("{:<28}{:>8.2f} GB{:>10.3f} s{:>8.1f} GB/s\n", "memset, 1 thread", gb, memset, gb / memset);
  for (int threads : {1, 2}) {
    setKernelThreads(threads);
    const double s = best([&] { randomRealInputs({type}, 0); });
    fmt::print("{:<28}{:>8.2f} GB{:>10.3f} s{:>8.1f} GB/s\n",
               fmt::format("random inputs, {} thread{}", threads, threads > 1 ? "s" : ""), gb, s, gb / s);
  }
}

// Parses and verifies `text`; prints the sizes, times and rates.
void measure(const std::string& what, int64_t count, const std::string& text) {
  const auto start = std::chrono::steady_clock::now();
  Result<SourceFile> file = parseSource(text, what);
  const double parse = secondsSince(start);
  if (!file.ok()) {
    fmt::print(stderr, "{}\n", file.error().str());
    std::exit(2);
  }
  const auto verifyStart = std::chrono::steady_clock::now();
  if (Status s = verifyModule(*file->modules.front()); !s.ok()) {
    fmt::print(stderr, "{}\n", s.error().str());
    std::exit(2);
  }
  const double verify = secondsSince(verifyStart);
  const double mb = static_cast<double>(text.size()) / 1e6;
  fmt::print("{:<10}{:>12}{:>10.1f}{:>10.3f}{:>10.3f}{:>10.0f}\n", what, count, mb, parse, verify,
             mb / (parse + verify));
}

}  // namespace
}  // namespace partir

int main(int argc, char** argv) {
  int64_t hex = int64_t{1} << 24, decimal = int64_t{1} << 20, inputs = int64_t{1} << 28;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--hex-elements") hex = std::atoll(argv[i + 1]);
    else if (flag == "--decimal-elements") decimal = std::atoll(argv[i + 1]);
    else if (flag == "--input-elements") inputs = std::atoll(argv[i + 1]);
  }
  partir::measureRandomInputs(inputs);
  fmt::print("\n");
  fmt::print("{:<10}{:>12}{:>10}{:>10}{:>10}{:>10}\n", "literal", "elements", "MB", "parse s",
             "verify s", "MB/s");
  for (int64_t n : {hex / 4, hex})
    partir::measure("hex", n, partir::constantModule(n, partir::hexLiteral(n)));
  for (int64_t n : {decimal / 4, decimal})
    partir::measure("decimal", n, partir::constantModule(n, partir::decimalLiteral(n)));
  return 0;
}
