// The `partir` command line. Subcommands are documented in docs/cli.md.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <system_error>

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "interp/thread_pool.h"
#include "semantics/load.h"
#include "semantics/printer.h"
#include "tools/args_command.h"
#include "tools/check_command.h"
#include "tools/cli_checks.h"
#include "tools/corpus_command.h"
#include "tools/generate_command.h"
#include "tools/json_text.h"
#include "tools/partition_command.h"
#include "tools/run_command.h"
#include "tools/run_profile.h"
#include "tools/time_limit.h"
#include "tools/tmr_command.h"
#include "tools/verify_command.h"

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

// With --profile, the profile follows the run's own output: on stderr, or as
// the `profile` field of the JSON object (tools/run_profile.h).
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
    if (file.profile) fmt::print(stderr, "{}", profileText(*file.profile));
  }
  return exitCodeFor(file.verdict());
}

// `partir print FILE`: parse, verify and print back (the printer's output
// parses to the same module).
int printFile(const std::string& path) {
  Result<SourceFile> file = loadVerifiedFile(path);
  if (!file.ok()) {
    fmt::print(stderr, "{}\n", file.error().str());
    return 2;
  }
  fmt::print("{}", printSourceFile(*file));
  return 0;
}

// An option given "" (`--mesh ""`): every option's value means something.
std::string emptyValue(const CLI::App& app) {
  for (const CLI::App* command : app.get_subcommands())
    for (const CLI::Option* option : command->get_options())
      for (const std::string& value : option->results())
        if (value.empty() && option->get_expected_min() > 0) return option->get_name() + ": must not be empty";
  return "";
}

// An option of the other model given to `generate`: it would be ignored.
std::string unusedOption(const std::vector<const CLI::Option*>& options, const std::string& model) {
  for (const CLI::Option* option : options)
    if (option->count()) return fmt::format("{} does not apply to the {} model", option->get_name(), model);
  return "";
}

int usageError(std::string_view message) {
  fmt::print(stderr, "error: {}\n", message);
  return 2;
}

// Runs a command; whatever escapes it still ends in one line on stderr and
// exit 2 (docs/cli.md): library code reports failures as Diagnostics, so an
// exception here is a path the system refused, output that cannot be
// written, an allocation the machine refused, or a bug.
template <class Command>
int guarded(Command&& command) {
  try {
    const int code = command();
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
      return usageError(fmt::format("cannot write the output: {}", std::strerror(errno)));
    return code;
  } catch (const std::filesystem::filesystem_error& e) {
    return usageError(e.what());
  } catch (const std::system_error& e) {  // fmt::print to a stdout that cannot be written
    return usageError(fmt::format("cannot write the output: {}", e.code().message()));
  } catch (const DiagnosticError& e) {
    fmt::print(stderr, "{}\n", e.diag.str());
    return 2;
  } catch (const std::bad_alloc&) {
    return usageError("out of memory: the machine refused an allocation");
  } catch (const std::exception& e) {
    return usageError(fmt::format("internal error (a bug in partir; please report it): {}", e.what()));
  }
}

}  // namespace
}  // namespace partir

int main(int argc, char** argv) {
  using namespace partir;
  CLI::App app{"partir: reference semantics of PartIR and StableHLO"};
  app.require_subcommand(1);
  app.failure_message(oneLineFailure);

  CLI::App* run = app.add_subcommand("run", "Interpret each module of a file (or a corpus)");
  std::string file, corpus;
  RunOptions runOptions;
  CorpusOptions corpusOptions;
  bool json = false;
  int64_t printLimit = 64;
  run->add_option("file", file, "StableHLO / PartIR .mlir file");
  run->add_option("--corpus", corpus, "Run every .mlir file under this directory");
  run->add_option("--entry", runOptions.entry, "Function to run (default: @main or the only one)");
  CLI::Option* runTimeout = run->add_option("--timeout", runOptions.timeoutSeconds,
                  "Seconds before giving up (default 50, 0 for none; 10 per file with --corpus)")
      ->check(timeoutSeconds());
  run->add_option("--jobs", corpusOptions.jobs, "Parallel files with --corpus (default: cores)")
      ->check(integerAtLeast(0));
  run->add_option("--print-limit", printLimit, "Elements printed per result (default 64)")
      ->check(integerAtLeast(0));
  run->add_flag("--json", json, "Machine-readable output");
  run->add_flag("--verbose", corpusOptions.verbose, "With --corpus: list every non-passing file");
  run->add_option("--input", runOptions.inputs.files,
                  "NAME=PATH.npy: an argument of the entry (jax.arg_info name or %argN); repeat");
  run->add_flag("--random-inputs", runOptions.inputs.random,
                "Random values for the arguments without --input (docs/cli.md says how drawn)");
  run->add_option("--seed", runOptions.inputs.seed, "Seed of --random-inputs (default 0)")
      ->check(integerAtLeast(0));
  run->add_option("--output-dir", runOptions.outputDir, "Write each result as DIR/result_<i>.npy");
  run->add_flag("--profile", runOptions.profile,
                "Print the time per phase, per op kind and of the slowest ops (stderr, or --json's profile)");
  int threads = 0;
  run->add_option("--threads", threads,
                  "Threads per kernel, BLAS included (default: cores); results do not depend on it")
      ->check(integerAtLeast(1));

  CLI::App* print = app.add_subcommand("print", "Parse, verify and print a file back");
  std::string printPath;
  print->add_option("file", printPath, "StableHLO .mlir file")->required();

  CLI::App* tmr = app.add_subcommand("tmr", "Print the tile-mapping entries of every op");
  std::string tmrPath;
  bool tmrJson = false;
  tmr->add_option("file", tmrPath, "StableHLO .mlir file")->required();
  tmr->add_flag("--json", tmrJson, "One JSON object per op");

  CLI::App* args = app.add_subcommand("args", "List the entry function's arguments, to write a schedule from");
  ArgsCommandOptions argsOptions;
  args->add_option("file", argsOptions.file, "StableHLO .mlir file")->required();
  args->add_flag("--json", argsOptions.json, "One JSON object per module");
  args->add_option("--mesh", argsOptions.mesh, "Mesh, e.g. \"batch=2,model=4\": list the dims each axis can tile");
  args->add_option("--function", argsOptions.function, "Entry function (default: @main or the only one)");

  CLI::App* partition = app.add_subcommand("partition", "Run a schedule, print PartIR:Core");
  PartitionCommandOptions partitionOptions;
  partition->add_option("file", partitionOptions.file, "StableHLO .mlir file")->required();
  partition->add_option("--schedule", partitionOptions.schedule, "Schedule file (docs/schedules.md)");
  partition->add_flag("--from-annotations", partitionOptions.fromAnnotations,
                      "Schedule from the program's mhlo.sharding / sdy.sharding annotations");
  partition->add_option("--write-schedule", partitionOptions.writeSchedule,
                        "With --from-annotations: write the imported schedule here")
      ->needs("--from-annotations");
  partition->add_option("--mesh", partitionOptions.mesh, "Mesh, e.g. \"batch=4,model=2\"");
  partition->add_option("--entry", partitionOptions.entry, "Function to partition (default: @main or the only one)");
  partition->add_option("--emit", partitionOptions.emit,
                        "What to print: core (default), hlo (device-local PartIR:HLO) or stablehlo (SPMD)");
  partition->add_option("-o,--output", partitionOptions.output, "Write the module here");
  partition->add_option("--dump-after-each-tactic", partitionOptions.dumpDir,
                        "Write the module after each tactic into this directory");
  CLI::Option* stats = partition->add_flag(
      "--stats", partitionOptions.stats, "Print collectives, flops, memory and time after each tactic (not the module)");
  partition->add_flag("--json", partitionOptions.json, "With --stats: one JSON object per module")->needs(stats);
  partition->add_option("--device", partitionOptions.device,
                        "Device the estimates and automatic tactics are for: tpuv3, a100 (default), h100");
  partition->add_option("--device-memory", partitionOptions.deviceMemory,
                        "Bytes a program must fit in, for automatic tactics (default: the device's memory)")
      ->check(integerAtLeast(1));
  partition->add_option("--emit-schedule", partitionOptions.emitSchedule,
                        "Write the schedule with each automatic tactic replaced by what it found");

  CLI::App* check = app.add_subcommand("check", "Run every path of a partitioned program and compare");
  CheckCommandOptions checkOptions;
  check->add_option("file", checkOptions.file, "StableHLO .mlir file")->required();
  check->add_option("--schedule", checkOptions.schedule, "Schedule file (docs/schedules.md)");
  check->add_flag("--from-annotations", checkOptions.fromAnnotations,
                  "Schedule from the program's mhlo.sharding / sdy.sharding annotations");
  check->add_flag("--real-inputs", checkOptions.realInputs,
                  "Real-valued random inputs (as run --random-inputs) instead of small integers");
  check->add_option("--mesh", checkOptions.mesh, "Mesh, e.g. \"batch=4,model=2\"");
  check->add_option("--entry", checkOptions.entry, "Function to check (default: @main or the only one)");
  check->add_option("--trials", checkOptions.trials, "Random input sets (default 3)")->check(integerAtLeast(1));
  check->add_option("--seed", checkOptions.seed, "Seed of the random inputs (default 0)")->check(integerAtLeast(0));
  check->add_option("--rtol", checkOptions.rtol, "Relative tolerance for float results (default 0: bit for bit)")
      ->check(nonNegativeReal());
  check->add_option("--atol", checkOptions.atol, "Absolute tolerance for float results (default 0)")
      ->check(nonNegativeReal());
  check->add_option("--timeout", checkOptions.timeoutSeconds, "Seconds before giving up (default 50, 0 for none)")
      ->check(timeoutSeconds());
  check->add_flag("--json", checkOptions.json, "One JSON object");
  check->add_option("--device", checkOptions.device,
                    "Device automatic tactics search for: tpuv3, a100 (default), h100");
  check->add_option("--device-memory", checkOptions.deviceMemory,
                    "Bytes a program must fit in, for automatic tactics (default: the device's memory)")
      ->check(integerAtLeast(1));
  check->add_flag("--mutants", checkOptions.mutants,
                  "Also inject faults into partitioning, lowering and export, one at a time, and report how many "
                  "the trials catch");

  CLI::App* verifyCmd = app.add_subcommand("verify", "Prove every tile-mapping entry with Z3");
  VerifyCommandOptions verifyOptions;
  verifyCmd->add_option("files", verifyOptions.files,
                        "StableHLO .mlir files (default: the bundled catalogue)");
  verifyCmd->add_option("--op", verifyOptions.op, "Only this op, e.g. transpose");
  CLI::Option* emitSmt = verifyCmd->add_option(
      "--emit-smt", verifyOptions.smtDir, "Write every obligation as SMT-LIB 2 into this directory");
  verifyCmd->add_option("--rlimit", verifyOptions.resourceLimit,
                        "Z3 resource limit per obligation (deterministic; default 5000000)")
      ->check(integerAtLeast(1));
  verifyCmd->add_flag("--json", verifyOptions.json, "One JSON object");
  verifyCmd->add_option("--spec", verifyOptions.spec,
                        "Check the composite entries a spec file claims (docs/registering-an-op.md)");
  verifyCmd->add_option("--timeout", verifyOptions.timeoutSeconds,
                        "With --spec: seconds before giving up (default 50, 0 for none)")
      ->check(timeoutSeconds());
  verifyCmd
      ->add_flag("--mutants", verifyOptions.mutants,
                 "Mutation test: corrupt every entry, expect >= 95% refuted (docs/verification.md)")
      ->excludes(emitSmt);

  CLI::App* generate = app.add_subcommand("generate", "Print a StableHLO training step (docs/training-steps.md)");
  GenerateCommandOptions generateOptions;
  training::TransformerConfig& transformer = generateOptions.transformer;
  generate->add_option("model", generateOptions.model, "mlp or transformer")->required();
  const std::vector<const CLI::Option*> transformerOnly = {
      generate->add_option("--layers", transformer.layers, "Transformer layers"),
      generate->add_option("--d-model", transformer.dModel, "Transformer model width"),
      generate->add_option("--heads", transformer.heads, "Attention heads (d_head = d_model / heads)"),
      generate->add_option("--d-ff", transformer.dFf, "Transformer MLP width (default 4 * d_model)"),
      generate->add_option("--vocab", transformer.vocab, "Transformer vocabulary size"),
      generate->add_option("--seq", transformer.seqLen, "Transformer sequence length")};
  const std::vector<const CLI::Option*> mlpOnly = {
      generate->add_option("--widths", generateOptions.mlp.widths, "MLP widths: input,hidden...,classes")
          ->delimiter(',')};
  generate->add_option("--batch", generateOptions.batch, "Batch size");
  generate->add_option("--dtype", generateOptions.dtype, "f32 (default) or f64");
  generate->add_option("--mode", generateOptions.mode, "train (Adam step, default), grads or loss");
  generate->add_option("--lr", generateOptions.learningRate, "Adam learning rate (default 1e-3)")
      ->check(nonNegativeReal());
  generate->add_option("-o,--output", generateOptions.output, "Write the module here");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  if (const std::string problem = emptyValue(app); !problem.empty()) return usageError(problem);
  if (*generate) {
    const auto& other = generateOptions.model == "mlp" ? transformerOnly : mlpOnly;
    if (const std::string problem = unusedOption(other, generateOptions.model); !problem.empty())
      return usageError(problem);
  }
  return guarded([&] {
    if (*print) return printFile(printPath);
    if (*tmr) return runTmrCommand(tmrPath, tmrJson);
    if (*args) return runArgsCommand(argsOptions);
    if (*partition) return runPartitionCommand(partitionOptions);
    if (*check) return runCheckCommand(checkOptions);
    if (*verifyCmd) return runVerifyCommand(verifyOptions);
    if (*generate) return runGenerateCommand(generateOptions);
    if (corpus.empty() == file.empty()) return usageError("partir run takes a FILE or --corpus DIR");
    setKernelThreads(threads);
    if (!corpus.empty()) {
      if (!runOptions.inputs.files.empty() || !runOptions.outputDir.empty())
        return usageError("--input and --output-dir name one program's arguments and results; "
                          "they do not apply to --corpus");
      if (runOptions.profile) return usageError("--profile times one program; it does not apply to --corpus");
      corpusOptions.run = runOptions;
      if (!runTimeout->count()) corpusOptions.run.timeoutSeconds = 10;
      corpusOptions.json = json;
      return runCorpus(corpus, corpusOptions);
    }
    const TimeLimit limit(runOptions.timeoutSeconds, "partir run");
    return runOneFile(file, runOptions, json, printLimit);
  });
}
