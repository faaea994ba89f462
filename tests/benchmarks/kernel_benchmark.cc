// Prints dot_general 512x512x512 f32 GFLOP/s and elementwise add of 16M f32
// GB/s for the reference interpreter, next to numpy's figures measured in the
// same run with the same number of BLAS threads (Debian python3-numpy).
//
//   kernel_benchmark [--threads N] [--repeats R] [--python /usr/bin/python3]
//
// Figures are best-of-R wall times; results go in docs/performance.md.
#include <cblas.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <fmt/format.h>

#include "interp/interpreter.h"
#include "semantics/parser.h"

namespace partir {
namespace {

constexpr int64_t kDotSize = 512;
constexpr int64_t kAddElements = int64_t{1} << 24;

const char* kProgram = R"mlir(
func.func @dot(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  return %0 : tensor<512x512xf32>
}
func.func @add(%a: tensor<16777216xf32>, %b: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %0 = stablehlo.add %a, %b : tensor<16777216xf32>
  return %0 : tensor<16777216xf32>
}
)mlir";

Tensor filled(Shape shape, float seed) {
  Tensor t = Tensor::uninitialized(TensorType{std::move(shape), ElementType::kF32});
  float* p = t.data<float>();
  for (int64_t i = 0; i < t.numElements(); ++i) p[i] = seed + static_cast<float>(i % 17);
  return t;
}

// Best wall time of `repeats` runs of `function`, in seconds.
double bestSeconds(Interpreter& interp, const char* function, const Values& args, int repeats) {
  double best = 1e30;
  for (int r = 0; r < repeats; ++r) {
    auto start = std::chrono::steady_clock::now();
    Result<Values> out = interp.run(function, args);
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!out.ok()) {
      fmt::print(stderr, "{}\n", out.error().str());
      std::exit(2);
    }
    best = std::min(best, s);
  }
  return best;
}

struct Figures {
  double dotGflops = 0;
  double addGbps = 0;
};

Figures numpyFigures(const std::string& python, int threads, int repeats) {
  std::string script = fmt::format(
      "import time, numpy as np\n"
      "a=np.ones(({0},{0}),np.float32); b=np.ones(({0},{0}),np.float32)\n"
      "x=np.ones({1},np.float32); y=np.ones({1},np.float32)\n"
      "def best(f):\n"
      "  t=1e30\n"
      "  for _ in range({2}):\n"
      "    s=time.perf_counter(); f(); t=min(t,time.perf_counter()-s)\n"
      "  return t\n"
      "print(2*{0}**3/best(lambda: a@b)/1e9, 3*4*{1}/best(lambda: x+y)/1e9)\n",
      kDotSize, kAddElements, repeats);
  std::string command = fmt::format("OPENBLAS_NUM_THREADS={} {} -c '{}'", threads, python, script);
  Figures f;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe || std::fscanf(pipe, "%lf %lf", &f.dotGflops, &f.addGbps) != 2) {
    fmt::print(stderr, "could not run numpy through {}\n", python);
  }
  if (pipe) pclose(pipe);
  return f;
}

Figures ourFigures(Interpreter& interp, int repeats) {
  Values dotArgs{filled({kDotSize, kDotSize}, 1), filled({kDotSize, kDotSize}, 2)};
  Values addArgs{filled({kAddElements}, 1), filled({kAddElements}, 2)};
  Figures f;
  f.dotGflops = 2.0 * kDotSize * kDotSize * kDotSize / bestSeconds(interp, "dot", dotArgs, repeats) / 1e9;
  f.addGbps = 3.0 * 4 * kAddElements / bestSeconds(interp, "add", addArgs, repeats) / 1e9;
  return f;
}

int run(int threads, int repeats, const std::string& python) {
  Result<SourceFile> file = parseSource(kProgram, "kernel_benchmark");
  if (!file.ok()) {
    fmt::print(stderr, "{}\n", file.error().str());
    return 2;
  }
  openblas_set_num_threads(threads);
  Interpreter interp(*file->modules.front());
  Figures ours = ourFigures(interp, repeats);
  Figures numpy = numpyFigures(python, threads, repeats);
  fmt::print("threads: {}  (best of {} runs)\n", threads, repeats);
  fmt::print("{:<24}{:>14}{:>14}{:>10}\n", "kernel", "partir", "numpy", "ratio");
  fmt::print("{:<24}{:>9.1f} GF/s{:>9.1f} GF/s{:>9.0f}%\n", "dot_general 512^3 f32",
             ours.dotGflops, numpy.dotGflops, 100 * ours.dotGflops / numpy.dotGflops);
  fmt::print("{:<24}{:>9.2f} GB/s{:>9.2f} GB/s{:>9.0f}%\n", "add 16M f32", ours.addGbps,
             numpy.addGbps, 100 * ours.addGbps / numpy.addGbps);
  return 0;
}

}  // namespace
}  // namespace partir

int main(int argc, char** argv) {
  int threads = 1, repeats = 10;
  std::string python = "/usr/bin/python3";
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string flag = argv[i];
    if (flag == "--threads") threads = std::atoi(argv[i + 1]);
    else if (flag == "--repeats") repeats = std::atoi(argv[i + 1]);
    else if (flag == "--python") python = argv[i + 1];
  }
  return partir::run(std::max(threads, 1), std::max(repeats, 1), python);
}
