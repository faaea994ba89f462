#include "tools/corpus_command.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <map>
#include <thread>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "semantics/threads.h"
#include "tools/json_text.h"

namespace partir {

std::vector<std::string> mlirFilesUnder(const std::string& dir) {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".mlir") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<FileRun> runFiles(const std::vector<std::string>& files, const RunOptions& options,
                              int jobs) {
  std::vector<FileRun> runs(files.size());
  std::atomic<size_t> next{0};
  if (jobs <= 0) jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::vector<Thread> workers;  // they parse and verify too: the large stack (semantics/threads.h)
  for (int j = 0; j < jobs; ++j) {
    workers.emplace_back([&] {
      for (size_t i = next++; i < files.size(); i = next++) runs[i] = runFile(files[i], options);
    }, kLargeStackBytes);
  }
  for (Thread& w : workers) w.join();
  return runs;
}

namespace {

// The first non-passing module of a file: what the file is reported by.
const ModuleRun* firstProblem(const FileRun& run) {
  for (const ModuleRun& m : run.modules)
    if (m.verdict == run.verdict() && m.verdict != Verdict::kPass) return &m;
  return nullptr;
}

struct Tally {
  std::map<std::string, int> byVerdict;
  std::map<std::string, std::map<std::string, int>> byOp;  // op -> verdict -> files
  double seconds = 0;
  double slowest = 0;
  std::string slowestFile;
};

Tally tally(const std::vector<FileRun>& runs) {
  Tally t;
  for (const char* v : {"pass", "fail", "unsupported", "error"}) t.byVerdict[v] = 0;
  for (const FileRun& r : runs) {
    const std::string verdict(verdictName(r.verdict()));
    ++t.byVerdict[verdict];
    if (const ModuleRun* m = firstProblem(r)) ++t.byOp[m->op.empty() ? "(none)" : m->op][verdict];
    t.seconds += r.seconds;
    if (r.seconds > t.slowest) {
      t.slowest = r.seconds;
      t.slowestFile = r.path;
    }
  }
  return t;
}

void printText(const std::vector<FileRun>& runs, const Tally& t, const CorpusOptions& options,
               double wallSeconds) {
  if (options.verbose) {
    for (const FileRun& r : runs)
      if (const ModuleRun* m = firstProblem(r))
        fmt::print("{}: {}: {}\n", verdictName(r.verdict()), r.path, m->message);
  }
  fmt::print("files: {}  pass: {}  fail: {}  unsupported: {}  error: {}\n", runs.size(),
             t.byVerdict.at("pass"), t.byVerdict.at("fail"), t.byVerdict.at("unsupported"),
             t.byVerdict.at("error"));
  fmt::print("wall time: {:.1f} s; slowest file: {:.2f} s ({})\n", wallSeconds, t.slowest, t.slowestFile);
  if (t.byOp.empty()) return;
  fmt::print("non-passing files by op:\n");
  for (const auto& [op, verdicts] : t.byOp) {
    std::string counts;
    for (const auto& [v, n] : verdicts) counts += fmt::format(" {}={}", v, n);
    fmt::print("  {:<40}{}\n", op, counts);
  }
}

nlohmann::json toJson(const std::vector<FileRun>& runs, const Tally& t, double wallSeconds) {
  nlohmann::json files = nlohmann::json::array();
  for (const FileRun& r : runs) {
    nlohmann::json f = {{"file", r.path}, {"verdict", verdictName(r.verdict())}, {"seconds", r.seconds}};
    if (const ModuleRun* m = firstProblem(r)) {
      f["message"] = m->message;
      f["op"] = m->op;
    }
    files.push_back(std::move(f));
  }
  return {{"files", runs.size()}, {"counts", t.byVerdict}, {"by_op", t.byOp},
          {"wall_seconds", wallSeconds}, {"slowest_seconds", t.slowest},
          {"slowest_file", t.slowestFile}, {"results", std::move(files)}};
}

}  // namespace

int runCorpus(const std::string& dir, const CorpusOptions& options) {
  if (!std::filesystem::is_directory(dir)) {
    fmt::print(stderr, "error: {} is not a directory\n", dir);
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  std::vector<FileRun> runs = runFiles(mlirFilesUnder(dir), options.run, options.jobs);
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  Tally t = tally(runs);
  if (options.json) {
    fmt::print("{}\n", jsonText(toJson(runs, t, wall)));
  } else {
    printText(runs, t, options, wall);
  }
  return t.byVerdict.at("pass") == static_cast<int>(runs.size()) ? 0 : 1;
}

}  // namespace partir
