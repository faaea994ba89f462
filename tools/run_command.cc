#include "tools/run_command.h"

#include "interp/random_inputs.h"

#include <optional>
#include <set>

#include <fmt/format.h>

#include "interp/collective_fit.h"
#include "interp/interpreter.h"
#include "interp/mesh_interpreter.h"
#include "interp/shape_refinement.h"
#include "interp/spmd.h"
#include "semantics/call_graph.h"
#include "semantics/core_ops.h"
#include "semantics/mesh.h"
#include "semantics/parser.h"
#include "semantics/file_io.h"
#include "semantics/verifier.h"

namespace partir {

std::string_view verdictName(Verdict v) {
  switch (v) {
    case Verdict::kPass: return "pass";
    case Verdict::kCheckFailed: return "fail";
    case Verdict::kUnsupported: return "unsupported";
    case Verdict::kError: return "error";
  }
  return "?";
}

int exitCodeFor(Verdict v) {
  switch (v) {
    case Verdict::kPass: return 0;
    case Verdict::kCheckFailed: return 1;
    default: return 2;
  }
}

namespace {

// Severity order for combining: error and unsupported outrank a failed check.
int severity(Verdict v) {
  switch (v) {
    case Verdict::kPass: return 0;
    case Verdict::kCheckFailed: return 1;
    case Verdict::kUnsupported: return 2;
    case Verdict::kError: return 3;
  }
  return 3;
}

Verdict verdictOf(const Diagnostic& d) {
  switch (d.kind) {
    case ErrorKind::kCheckFailed: return Verdict::kCheckFailed;
    case ErrorKind::kUnsupported:
    case ErrorKind::kOutOfResources: return Verdict::kUnsupported;
    default: return Verdict::kError;
  }
}

// Diagnostics about an op start with its quoted name: "'stablehlo.add': ...".
std::string opNamedIn(const std::string& message) {
  if (message.size() < 3 || message[0] != '\'') return "";
  const size_t close = message.find('\'', 1);
  if (close == std::string::npos) return "";
  std::string name = message.substr(1, close - 1);
  const bool looksLikeOp = name.find('.') != std::string::npos &&
      name.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.") ==
          std::string::npos;
  return looksLikeOp ? name : "";
}

void setFailure(ModuleRun& run, const Diagnostic& d) {
  run.verdict = verdictOf(d);
  run.failure = d;
  run.op = opNamedIn(d.message);
}

// The failure as one line that says where: the file when the diagnostic has
// no location, and the function when it does not name one.
std::string failureLine(const std::string& path, const ModuleRun& run) {
  Diagnostic d = run.failure;
  if (d.loc.file.empty()) d.loc.file = path;
  if (!run.function.empty() && d.message.find("@" + run.function) == std::string::npos)
    d.message = fmt::format("@{}: {}", run.function, d.message);
  return d.str();
}

// `--entry`, else @main, else every function nobody calls (the StableHLO
// interpreter tests put several test functions in one module).
std::vector<const Function*> entryFunctions(const Module& m, const std::string& requested) {
  if (!requested.empty()) {
    const Function* f = m.lookup(requested);
    return {f};
  }
  if (const Function* main = m.lookup("main")) return {main};
  std::set<std::string> called = calledFunctions(m);
  std::vector<const Function*> entries;
  for (const auto& f : m.functions)
    if (!called.count(f->name) && !f->isDeclaration()) entries.push_back(f.get());
  return entries;
}

// Adds the seconds from its construction to its destruction to *total, if
// `total` is not null (a phase of RunProfile).
class PhaseTimer {
 public:
  explicit PhaseTimer(double* total) : total_(total), start_(std::chrono::steady_clock::now()) {}
  ~PhaseTimer() {
    if (total_) *total_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  double* total_;
  std::chrono::steady_clock::time_point start_;
};

// The address of a phase's total in `profile`, or null without a profile.
double* phase(RunProfile* profile, double RunProfile::*seconds) {
  return profile ? &(profile->*seconds) : nullptr;
}

void writeResults(const Function& f, const std::string& dir, ModuleRun& run) {
  Result<std::vector<std::string>> paths = writeOutputs(f, run.results, dir);
  if (!paths.ok()) return setFailure(run, paths.error());
  run.outputFiles = std::move(paths).value();
}

// A mesh program across ranks with --output-dir: each rank writes its own
// devices' chunks of the results (writeShards), none gathers them.
void runWritingShards(const Module& module, const Function& f, std::vector<Values> perDevice,
                      const InterpreterOptions& iopts, const RunOptions& options, RunProfile* profile,
                      ModuleRun& run) {
  MeshInterpreter mesh(module, iopts);
  Result<std::vector<Values>> results = [&] {
    PhaseTimer timer(phase(profile, &RunProfile::opsSeconds));
    return mesh.runKeepingShards(f.name, std::move(perDevice));
  }();
  if (!results.ok()) return setFailure(run, results.error());
  PhaseTimer timer(phase(profile, &RunProfile::outputsSeconds));
  Result<std::vector<std::string>> paths =
      writeShards(mesh.resultLayouts(f).value(), *results, options.outputDir,
                  [&](int64_t d) { return mesh.runsHere(d); }, options.ranks->rank() == 0);
  const std::optional<Diagnostic> unwritten =
      options.ranks->agreeOnFailure(paths.ok() ? std::nullopt : std::optional<Diagnostic>(paths.error()));
  if (unwritten) return setFailure(run, *unwritten);
  run.outputFiles = std::move(paths).value();
}

// The inputs of one run: global values, or (a mesh program across ranks)
// each device's shard.
struct RunInputs {
  Values global;
  std::optional<std::vector<Values>> perDevice;
};

// Interprets `f` of `module` (verified, static) on `inputs`.
void interpret(const Module& module, const Function& f, RunInputs inputs, const RunOptions& options,
               std::chrono::steady_clock::time_point deadline, RunProfile* profile, ModuleRun& run) {
  InterpreterOptions iopts;
  iopts.checksPassed = &run.checksPassed;
  if (options.timeoutSeconds > 0) {
    iopts.deadline = deadline;
    iopts.limit = timeoutText(options.timeoutSeconds);
  }
  if (profile) iopts.profile = &profile->ops;
  iopts.ranks = options.ranks;
  if (inputs.perDevice && options.ranks && !options.outputDir.empty())
    return runWritingShards(module, f, std::move(*inputs.perDevice), iopts, options, profile, run);
  Result<Values> results = [&] {
    PhaseTimer timer(phase(profile, &RunProfile::opsSeconds));
    if (inputs.perDevice) return MeshInterpreter(module, iopts).runSharded(f.name, std::move(*inputs.perDevice));
    return runAsDeclared(module, f.name, std::move(inputs.global), iopts);
  }();
  if (!results.ok()) return setFailure(run, results.error());
  run.results = std::move(results).value();
  if (options.ranks && options.ranks->rank() != 0) return;  // rank 0 holds the results
  PhaseTimer timer(phase(profile, &RunProfile::outputsSeconds));
  if (!options.outputDir.empty()) writeResults(f, options.outputDir, run);
}

// A shape-polymorphic `f`, refined to its inputs' shapes (tools/run_inputs.h)
// and run in the reference interpreter.
void runRefined(const Module& module, const Function& f, const RunOptions& options,
                std::chrono::steady_clock::time_point deadline, RunProfile* profile, ModuleRun& run) {
  Result<RefinedRun> refined = [&] {
    PhaseTimer timer(phase(profile, &RunProfile::inputsSeconds));
    return refineForInputs(module, f, options.inputs);
  }();
  if (!refined.ok()) return setFailure(run, refined.error());
  interpret(*refined->module, *refined->module->lookup(f.name), RunInputs{std::move(refined->args), {}}, options,
            deadline, profile, run);
}

void runFunction(const Module& module, const Function& f, const RunOptions& options,
                 std::chrono::steady_clock::time_point deadline, RunProfile* profile, ModuleRun& run) {
  run.function = f.name;
  if (hasDynamicShapes(module)) return runRefined(module, f, options, deadline, profile, run);
  if (runsOnMesh(module))
    if (Status s = MeshInterpreter(module).checkRunnable(); !s.ok()) return setFailure(run, s.error());
  const std::string runner = fmt::format("partir run runs @{} as", f.name);
  if (Status s = checkCollectivesFit(module, f, declaredGrid(module), runner); !s.ok()) return setFailure(run, s.error());
  Result<RunInputs> inputs = [&]() -> Result<RunInputs> {
    PhaseTimer timer(phase(profile, &RunProfile::inputsSeconds));
    try {
      if (runsOnMesh(module) && options.ranks) {  // each rank draws or cuts its devices' shards only
        InterpreterOptions placement;
        placement.ranks = options.ranks;
        Result<std::vector<Values>> perDevice = deviceInputs(f, MeshInterpreter(module, placement), options.inputs);
        if (!perDevice.ok()) return perDevice.error();
        return RunInputs{{}, std::move(perDevice).value()};
      }
      const std::vector<Type> types = runsOnMesh(module) ? MeshInterpreter(module).globalArgumentTypes(f) : f.argTypes;
      Result<Values> args = assembleInputs(f, types, options.inputs);
      if (!args.ok()) return args.error();
      return RunInputs{std::move(args).value(), {}};
    } catch (const DiagnosticError& e) {  // a tensor over the memory the machine gives
      return e.diag;
    }
  }();
  // Under mpirun each rank reads or draws its own inputs: a rank that could
  // not (a file it cannot read, memory) stops every rank, which would
  // otherwise wait for it in the run.
  if (options.ranks)
    if (std::optional<Diagnostic> first =
            options.ranks->agreeOnFailure(inputs.ok() ? std::nullopt : std::optional<Diagnostic>(inputs.error())))
      return setFailure(run, *first);
  if (!inputs.ok()) return setFailure(run, inputs.error());
  interpret(module, f, std::move(inputs).value(), options, deadline, profile, run);
}

// One ModuleRun per entry function; one (passing, with nothing run) for a
// module without functions.
std::vector<ModuleRun> runModule(const Module& module, int firstLine, const RunOptions& options,
                                 std::chrono::steady_clock::time_point deadline, RunProfile* profile) {
  ModuleRun base;
  base.firstLine = firstLine;
  const Status verified = [&] {
    PhaseTimer timer(phase(profile, &RunProfile::verifySeconds));
    return hasDynamicShapes(module) ? Status::success()  // verified once refined (runRefined)
                                    : verifyModule(module);
  }();
  if (!verified.ok()) {
    setFailure(base, verified.error());
    return {base};
  }
  std::vector<const Function*> entries = entryFunctions(module, options.entry);
  if (entries.empty() && module.functions.empty()) return {base};
  if (!options.outputDir.empty() && entries.size() > 1) {
    setFailure(base, invalid(module.loc, "--output-dir needs one entry function; choose it with --entry"));
    return {base};
  }
  std::vector<ModuleRun> runs;
  for (const Function* f : entries) {
    ModuleRun run = base;
    if (!f) {
      setFailure(run, invalid(module.loc, "no function @{} in the module", options.entry));
    } else {
      runFunction(module, *f, options, deadline, profile, run);
    }
    runs.push_back(std::move(run));
  }
  if (runs.empty()) {
    setFailure(base, invalid(module.loc, "no entry function: every function is called by another"));
    runs.push_back(std::move(base));
  }
  return runs;
}

// The file's text, once the output folder is known to be writable: it is
// checked before anything runs, not after.
Result<std::string> programText(const std::string& path, const RunOptions& options) {
  if (!options.outputDir.empty())
    PARTIR_RETURN_IF_ERROR(makeOutputDirectory(options.outputDir, "the output directory"));
  return readInputFile(path, "the program");
}

// Each failure's one-line message, once the whole file has run.
FileRun finished(FileRun file) {
  for (ModuleRun& run : file.modules)
    if (run.verdict != Verdict::kPass) run.message = failureLine(file.path, run);
  return file;
}

}  // namespace

Verdict FileRun::verdict() const {
  Verdict worst = Verdict::kPass;
  for (const ModuleRun& m : modules)
    if (severity(m.verdict) > severity(worst)) worst = m.verdict;
  return worst;
}

FileRun runFile(const std::string& path, const RunOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  const auto deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                    std::chrono::duration<double>(options.timeoutSeconds));
  FileRun file{path, {}, 0, options.profile ? std::make_unique<RunProfile>() : nullptr};
  RunProfile* profile = file.profile.get();
  std::optional<PhaseTimer> parsing(phase(profile, &RunProfile::parseSeconds));
  Result<std::string> text = programText(path, options);
  if (!text.ok()) {
    ModuleRun run;
    setFailure(run, text.error());
    file.modules.push_back(std::move(run));
    return finished(std::move(file));
  }
  // Chunk by chunk, so one bad chunk does not hide the others.
  std::vector<ParsedChunk> chunks = parseChunks(*text, path);
  parsing.reset();
  if (!options.outputDir.empty() && chunks.size() > 1) {
    ModuleRun run;
    setFailure(run, invalid(Location{path, 0, 0}, "--output-dir needs a file of one module; this one has {}",
                            chunks.size()));
    file.modules.push_back(std::move(run));
    return finished(std::move(file));
  }
  // A StableHLO interpreter test passes its arguments on its RUN line.
  RunOptions withArgs = options;
  if (options.argsFromRunLine && options.inputs.files.empty() && !options.inputs.random && options.inputs.args.empty())
    withArgs.inputs.args = argsOfRunLine(*text);
  for (ParsedChunk& chunk : chunks) {
    if (!chunk.module.ok()) {
      ModuleRun run;
      run.firstLine = chunk.firstLine;
      setFailure(run, chunk.module.error());
      file.modules.push_back(std::move(run));
      continue;
    }
    if (options.fillElided)
      if (Result<int64_t> filled = fillElidedConstants(*chunk.module.value(), options.inputs.seed); !filled.ok()) {
        ModuleRun run;
        run.firstLine = chunk.firstLine;
        setFailure(run, filled.error());
        file.modules.push_back(std::move(run));
        continue;
      }
    for (ModuleRun& run : runModule(*chunk.module.value(), chunk.firstLine, withArgs, deadline, profile))
      file.modules.push_back(std::move(run));
  }
  file.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return finished(std::move(file));
}

}  // namespace partir
