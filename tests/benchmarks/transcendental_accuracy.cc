// Measures the f32 transcendentals of interp/kernels/elementary_functions.h
// against glibc's long double functions, over every f32 input (all 2^32 bit
// patterns; pow, a function of two, on samples), and prints per function:
//   - the largest error in ulps of the exact value (0.5 = correctly rounded
//     but for ties) and the input where it occurs;
//   - how many results are not the correctly rounded f32;
//   - how many differ from glibc's double function rounded to f32 (the
//     interpreter's results before these functions);
//   - how many differ between the vectorized array function (the kernel's
//     path, the clone the CPU selects) and the scalar function compiled here
//     (must be 0: every clone gives the same bits).
// The long double function (50 to 500 ns a call) runs where it can matter:
// glibc's double functions are within a few double ulps of the exact value
// (glibc manual, "Errors in Math Functions"), some 2^-26 f32 ulp, so a
// result within kScreen = 0.49 ulp of the double one is within 0.4901 ulp of
// the exact value: correctly rounded, and below the largest error, which is
// at least 0.5 (how many inputs the double one settles is printed). A
// program, not a test: the whole range takes about 15 CPU minutes.
//
//   transcendental_accuracy [--only NAME] [--threads N] [--stride K]
//
// --stride K tests every K-th bit pattern (and K times fewer pow samples).
// Results go in docs/performance.md.
#include <atomic>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "interp/kernels/elementary_functions.h"
#include "tests/elementary_reference.h"

namespace partir {
namespace {

bool sameBits(float a, float b) {
  return std::bit_cast<uint32_t>(a) == std::bit_cast<uint32_t>(b);
}

// Results closer than this to glibc's double function skip the long double one.
constexpr long double kScreen = 0.49;

struct Tally {
  long double maxError = 0;
  float worstX = 0, worstY = 0;
  uint64_t inputs = 0, screened = 0, notCorrectlyRounded = 0, changed = 0, cloneMismatches = 0;

  void add(const Tally& o) {
    if (o.maxError > maxError) {
      maxError = o.maxError;
      worstX = o.worstX;
      worstY = o.worstY;
    }
    inputs += o.inputs;
    screened += o.screened;
    notCorrectlyRounded += o.notCorrectlyRounded;
    changed += o.changed;
    cloneMismatches += o.cloneMismatches;
  }
};

// Runs f on the pairs (x[i], y[i]) and tallies the results.
void measure(const ElementaryFunction& f, const std::vector<float>& x, const std::vector<float>& y,
             Tally& tally) {
  std::vector<float> out = x;
  f.inPlace(out.data(), y.data(), static_cast<int64_t>(out.size()));
  for (size_t i = 0; i < x.size(); ++i) {
    const double glibc = f.glibcDouble(x[i], y[i]);
    tally.changed += !sameBits(out[i], static_cast<float>(glibc));
    tally.cloneMismatches += !sameBits(out[i], static_cast<float>(f.scalar(x[i], y[i])));
    if (ulpError(out[i], glibc) < kScreen) {
      ++tally.screened;
      continue;
    }
    const long double exact = f.exact(x[i], y[i]);
    const long double error = ulpError(out[i], exact);
    if (error > tally.maxError) {
      tally.maxError = error;
      tally.worstX = x[i];
      tally.worstY = y[i];
    }
    const float rounded = static_cast<float>(exact);
    tally.notCorrectlyRounded += !(sameBits(out[i], rounded) || (std::isnan(rounded) && std::isnan(out[i])));
  }
  tally.inputs += x.size();
}

// Batch `b` of the inputs: for one argument, bit patterns b * 2^16 + k *
// stride; for pow, samples (see powSamples).
using Batch = std::function<void(uint64_t b, std::vector<float>& x, std::vector<float>& y)>;

constexpr uint64_t kBatch = uint64_t{1} << 16;

void allFloats(uint64_t b, uint64_t stride, std::vector<float>& x, std::vector<float>& y) {
  x.clear();
  for (uint64_t k = 0; k < kBatch; k += stride)
    x.push_back(std::bit_cast<float>(static_cast<uint32_t>(b * kBatch + k)));
  y.assign(x.size(), 0.0f);
}

// pow's samples, batch b of 2^16 batches: for y in {2, 3, 0.5, -1.5, 1/3},
// every x whose bit pattern is a multiple of 64 * stride; then pairs of a
// pseudo-random x in [2^-8, 2^8) (either sign) and y in [-24, 24).
void powSamples(uint64_t b, uint64_t stride, std::vector<float>& x, std::vector<float>& y) {
  static const float kExponents[] = {2.0f, 3.0f, 0.5f, -1.5f, 1.0f / 3.0f};
  x.clear();
  y.clear();
  for (float e : kExponents)
    for (uint64_t k = 0; k < kBatch; k += 64 * stride) {
      x.push_back(std::bit_cast<float>(static_cast<uint32_t>(b * kBatch + k)));
      y.push_back(e);
    }
  uint64_t state = b * 0x9E3779B97F4A7C15ull + 1;
  for (uint64_t k = 0; k < kBatch; k += 64 * stride) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    const double u = static_cast<double>(state >> 11) * 0x1p-53;
    const double v = static_cast<double>((state * 0xD1342543DE82EF95ull) >> 11) * 0x1p-53;
    x.push_back(static_cast<float>(std::ldexp(1.0 + u, static_cast<int>(state >> 60) - 8) *
                                   (state & 1 ? -1 : 1)));
    y.push_back(static_cast<float>(48 * v - 24));
  }
}

Tally run(const ElementaryFunction& f, int threads, uint64_t stride) {
  const Batch batch = [&](uint64_t b, std::vector<float>& x, std::vector<float>& y) {
    if (f.name == "pow")
      powSamples(b, stride, x, y);
    else
      allFloats(b, stride, x, y);
  };
  std::atomic<uint64_t> next{0};
  std::mutex mutex;
  Tally total;
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&] {
      Tally mine;
      std::vector<float> x, y;
      for (uint64_t b; (b = next++) < kBatch;) {
        batch(b, x, y);
        measure(f, x, y, mine);
      }
      std::lock_guard<std::mutex> lock(mutex);
      total.add(mine);
    });
  for (std::thread& t : pool) t.join();
  return total;
}

void print(const ElementaryFunction& f, const Tally& t, double seconds) {
  const std::string at = f.name == "pow" ? fmt::format("({:a}, {:a})", t.worstX, t.worstY)
                                         : fmt::format("{:a}", t.worstX);
  fmt::print("{:<9}{:>12}{:>12}{:>14.6f}  {:<30}{:>12} ({:.5f}%){:>12}{:>8}{:>8.0f} s\n", f.name,
             t.inputs, t.screened, static_cast<double>(t.maxError), at, t.notCorrectlyRounded,
             100.0 * t.notCorrectlyRounded / t.inputs, t.changed, t.cloneMismatches, seconds);
}

}  // namespace
}  // namespace partir

int main(int argc, char** argv) {
  std::string only;
  int threads = static_cast<int>(std::thread::hardware_concurrency());
  uint64_t stride = 1;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--only") only = argv[i + 1];
    else if (flag == "--threads") threads = std::max(1, std::atoi(argv[i + 1]));
    else if (flag == "--stride") stride = std::max(1L, std::atol(argv[i + 1]));
  }
  fmt::print("{:<9}{:>12}{:>12}{:>14}  {:<30}{:>22}{:>12}{:>8}{:>10}\n", "function", "inputs",
             "settled", "max ulp", "at", "not correctly rounded", "changed", "clones", "time");
  for (const partir::ElementaryFunction& f : partir::elementaryFunctions()) {
    if (!only.empty() && f.name != only) continue;
    const auto start = std::chrono::steady_clock::now();
    const partir::Tally t = partir::run(f, threads, stride);
    partir::print(f, t, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    std::fflush(stdout);
  }
  return 0;
}
