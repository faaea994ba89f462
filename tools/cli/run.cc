// `partir run`: options and output (tools/run_command.h, tools/corpus_command.h):
// a summary line per function run and its results, or one JSON object.
#include <cstdio>
#include <memory>
#include <string>

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "interp/thread_pool.h"
#include "tools/cli/checks.h"
#include "tools/cli/subcommand.h"
#include "tools/corpus_command.h"
#include "tools/json_text.h"
#include "tools/mpi_ranks.h"
#include "tools/run_command.h"
#include "tools/run_profile.h"
#include "tools/time_limit.h"

namespace partir {

namespace {

nlohmann::json moduleJson(const ModuleRun& m, int64_t printLimit) {
  nlohmann::json results = nlohmann::json::array();
  for (const InterpreterValue& v : m.results) results.push_back(v.str(printLimit));
  nlohmann::json j = {{"line", m.firstLine}, {"function", m.function},
                      {"verdict", verdictName(m.verdict)}, {"checks_passed", m.checksPassed},
                      {"results", std::move(results)}, {"output_files", m.outputFiles}};
  if (m.verdict != Verdict::kPass) j["message"] = m.message;
  return j;
}

// A summary line per function run on stdout, the diagnostic on stderr; a
// module that did not get as far as a function (it did not parse or verify)
// has only its diagnostic.
void printModuleRun(const FileRun& file, const ModuleRun& m, int64_t printLimit) {
  if (!m.function.empty())
    fmt::print("{}:{}: @{}: {} ({} checks passed)\n", file.path, m.firstLine, m.function,
               verdictName(m.verdict), m.checksPassed);
  else if (m.verdict == Verdict::kPass)
    fmt::print("{}:{}: no functions to run: pass\n", file.path, m.firstLine);
  if (m.verdict != Verdict::kPass) {
    std::fflush(stdout);
    fmt::print(stderr, "{}\n", m.message);
  }
  for (size_t i = 0; i < m.results.size(); ++i)
    fmt::print("  result {}: {}\n", i, m.results[i].str(printLimit));
  for (const std::string& path : m.outputFiles) fmt::print("  wrote {}\n", path);
}

// With --profile, the profile follows the run's own output: on stderr once
// the run has ended (exit 0 or 1; tools/report.h), or as the `profile` field
// of the JSON object (tools/run_profile.h).
int runOneFile(const std::string& path, const RunOptions& options, bool json, int64_t printLimit) {
  FileRun file = runFile(path, options);
  if (json) {
    nlohmann::json modules = nlohmann::json::array();
    for (const ModuleRun& m : file.modules) modules.push_back(moduleJson(m, printLimit));
    nlohmann::json j = {{"file", path}, {"verdict", verdictName(file.verdict())}, {"modules", std::move(modules)}};
    if (file.profile) j["profile"] = profileJson(*file.profile);
    fmt::print("{}\n", jsonText(j));
    std::fflush(stdout);
    for (const ModuleRun& m : file.modules)
      if (m.verdict != Verdict::kPass) fmt::print(stderr, "{}\n", m.message);
  } else {
    for (const ModuleRun& m : file.modules) printModuleRun(file, m, printLimit);
    std::fflush(stdout);
    if (file.profile) deferToStderr(profileText(*file.profile));
  }
  return exitCodeFor(file.verdict());
}

struct RunCommandOptions {
  std::string file, corpus;
  RunOptions run;
  CorpusOptions corpusOptions;
  bool json = false;
  int64_t printLimit = 64;
  int threads = 0;  // 0: the machine's cores
  bool timeoutGiven = false;
};

int runCorpusCommand(RunCommandOptions& o) {
  if (!o.run.inputs.files.empty() || !o.run.outputDir.empty())
    return usageError("--input and --output-dir name one program's arguments and results; "
                      "they do not apply to --corpus");
  if (o.run.profile) return usageError("--profile times one program; it does not apply to --corpus");
  o.corpusOptions.run = o.run;
  o.corpusOptions.run.argsFromRunLine = true;
  if (!o.timeoutGiven) o.corpusOptions.run.timeoutSeconds = 10;
  o.corpusOptions.json = o.json;
  return runCorpus(o.corpus, o.corpusOptions);
}

int runRunCommand(RunCommandOptions& o) {
  if (o.corpus.empty() == o.file.empty()) return usageError("partir run takes a FILE or --corpus DIR");
  setKernelThreads(o.threads);
  if (!o.corpus.empty()) return runCorpusCommand(o);
  const TimeLimit limit(o.run.timeoutSeconds, "partir run");
  o.run.ranks = mpiRanks();
  silenceOtherRanks(o.run.ranks);
  return runOneFile(o.file, o.run, o.json, o.printLimit);
}

}  // namespace

Subcommand addRunCommand(CLI::App& partir) {
  auto o = std::make_shared<RunCommandOptions>();
  CLI::App* run = partir.add_subcommand("run", "Interpret each module of a file (or a corpus)");
  run->add_option("file", o->file, "StableHLO / PartIR .mlir file");
  run->add_option("--corpus", o->corpus, "Run every .mlir file under this directory");
  run->add_option("--entry", o->run.entry, "Function to run (default: @main or the only one)");
  CLI::Option* timeout =
      run->add_option("--timeout", o->run.timeoutSeconds,
                      "Seconds before giving up (default 50, 0 for none; 10 per file with --corpus)")
          ->check(timeoutSeconds());
  run->add_option("--jobs", o->corpusOptions.jobs, "Parallel files with --corpus (default: cores)")
      ->check(integerAtLeast(0));
  run->add_option("--print-limit", o->printLimit, "Elements printed per result (default 64)")
      ->check(integerAtLeast(0));
  run->add_flag("--json", o->json, "Machine-readable output");
  run->add_flag("--verbose", o->corpusOptions.verbose, "With --corpus: list every non-passing file");
  run->add_option("--input", o->run.inputs.files,
                  "NAME=PATH.npy: an argument of the entry (jax.arg_info name or %argN); repeat");
  run->add_flag("--random-inputs", o->run.inputs.random,
                "Random values for the arguments without --input (docs/cli.md says how drawn)");
  run->add_option("--seed", o->run.inputs.seed, "Seed of --random-inputs and --fill-elided (default 0)")
      ->check(integerAtLeast(0));
  run->add_option("--args", o->run.inputs.args,
                  "The arguments as stablehlo-translate --interpret --args: \"[dense<1> : tensor<2xi32>, ...]\"");
  run->add_option("--dim", o->run.inputs.dims,
                  "NAME=SIZE: a dimension variable of a shape-polymorphic program ('*' for every one); repeat");
  run->add_flag("--fill-elided", o->run.fillElided,
                "Give dense_resource<__elided__> constants seeded random values (as --random-inputs draws)");
  run->add_option("--output-dir", o->run.outputDir, "Write each result as DIR/result_<i>.npy");
  run->add_flag("--profile", o->run.profile,
                "Print the time per phase, per op kind and of the slowest ops (stderr, or --json's profile)");
  run->add_option("--threads", o->threads,
                  "Threads per kernel, BLAS included (default: cores, at most 1024); results do not depend on it")
      ->check(integerBetween(1, kMaxKernelThreads));
  return {run, [o, timeout] {
            o->timeoutGiven = timeout->count() > 0;
            return runRunCommand(*o);
          }};
}

}  // namespace partir
