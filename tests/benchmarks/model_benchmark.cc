// Times whole models as `partir run FILE --random-inputs --profile` runs
// them, beside numpy's sgemm rate measured in the same run with the same
// threads (issue 35's goals; figures go in docs/performance.md).
//
//   model_benchmark [--threads N] [--python /usr/bin/python3] [FILE...]
//
// Without files, every model of $PARTIR_CORPUS/models (default
// ../shared/corpus/models). For each: wall time, the ops' time, the rest
// (parsing, verifying, drawing inputs) as a share of the whole, the
// dot_general and convolution flops (products of inserted zeros not
// counted) and their rate, and that rate as a share of numpy's 2048^3 sgemm.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "interp/thread_pool.h"
#include "tools/run_command.h"

namespace partir {
namespace {

// numpy's best of 5 float32 2048^3 products, in GFLOP/s (0 when numpy could not run).
double numpySgemmRate(const std::string& python, int threads) {
  const std::string command = fmt::format(
      "OPENBLAS_NUM_THREADS={} {} -c \"import time, numpy as np\n"
      "a = np.random.rand(2048, 2048).astype(np.float32); b = a.copy(); a @ b\n"
      "t = min((lambda s: (a @ b, time.perf_counter() - s)[1])(time.perf_counter()) for _ in range(5))\n"
      "print(2 * 2048**3 / t / 1e9)\"",
      threads, python);
  double rate = 0;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe || std::fscanf(pipe, "%lf", &rate) != 1) fmt::print(stderr, "could not run numpy through {}\n", python);
  if (pipe) pclose(pipe);
  return rate;
}

std::vector<std::string> corpusModels() {
  const char* env = std::getenv("PARTIR_CORPUS");
  const std::filesystem::path dir = std::filesystem::path(env && *env ? env : "../shared/corpus") / "models";
  std::vector<std::string> files;
  if (std::filesystem::is_directory(dir))
    for (const auto& e : std::filesystem::directory_iterator(dir))
      if (e.path().extension() == ".mlir") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

// The flops and seconds of the dot_general and convolution ops of a run.
std::pair<double, double> productWork(const RunProfile& p) {
  double flops = 0, seconds = 0;
  for (const OpProfile::Entry& e : p.ops.byKind())
    if (e.flops > 0) flops += e.flops, seconds += e.seconds;
  return {flops, seconds};
}

int run(const std::vector<std::string>& files, int threads, const std::string& python) {
  setKernelThreads(threads);
  const double sgemm = numpySgemmRate(python, threads);
  fmt::print("threads: {}; numpy sgemm 2048^3: {:.1f} GFLOP/s\n", threads, sgemm);
  fmt::print("{:<46}{:>9}{:>9}{:>9}{:>10}{:>9}{:>9}\n", "model", "wall s", "ops s", "non-op", "GFLOP", "GFLOP/s",
             "of sgemm");
  int status = 0;
  for (const std::string& file : files) {
    RunOptions options;
    options.inputs.random = true;
    options.timeoutSeconds = 0;
    options.profile = true;
    const auto start = std::chrono::steady_clock::now();
    const FileRun r = runFile(file, options);
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const std::string name = std::filesystem::path(file).filename().string();
    if (r.verdict() != Verdict::kPass || !r.profile) {
      fmt::print("{:<46}  {}\n", name, r.modules.empty() ? "did not run" : r.modules.front().message);
      status = 1;
      continue;
    }
    const auto [flops, seconds] = productWork(*r.profile);
    const double rate = seconds > 0 ? flops / seconds / 1e9 : 0;
    fmt::print("{:<46}{:>9.2f}{:>9.2f}{:>8.0f}%{:>10.1f}{:>9.1f}{:>8.0f}%\n", name, wall, r.profile->opsSeconds,
               100 * (wall - r.profile->opsSeconds) / wall, flops / 1e9, rate, sgemm > 0 ? 100 * rate / sgemm : 0);
  }
  return status;
}

}  // namespace
}  // namespace partir

int main(int argc, char** argv) {
  int threads = 0;
  std::string python = "/usr/bin/python3";
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--threads" && i + 1 < argc) threads = std::atoi(argv[++i]);
    else if (arg == "--python" && i + 1 < argc) python = argv[++i];
    else files.push_back(arg);
  }
  if (files.empty()) files = partir::corpusModels();
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  return partir::run(files, threads, python);
}
