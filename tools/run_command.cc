#include "tools/run_command.h"

#include <fstream>
#include <regex>

#include "interp/interpreter.h"
#include "semantics/parser.h"
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
    case ErrorKind::kUnsupported: return Verdict::kUnsupported;
    default: return Verdict::kError;
  }
}

// Diagnostics about an op start with its quoted name: "'stablehlo.add': ...".
std::string opNamedIn(const std::string& message) {
  static const std::regex kOpPrefix(R"(^'([A-Za-z_][\w.]*)')");
  std::smatch m;
  return std::regex_search(message, m, kOpPrefix) ? m[1].str() : "";
}

void setFailure(ModuleRun& run, const Diagnostic& d) {
  run.verdict = verdictOf(d);
  run.message = d.str();
  run.op = opNamedIn(d.message);
}

// @main, else the only function of the module.
const Function* entryFunction(const Module& m, const std::string& requested) {
  if (!requested.empty()) return m.lookup(requested);
  if (const Function* main = m.lookup("main")) return main;
  return m.functions.size() == 1 ? m.functions.front().get() : nullptr;
}

void runModule(const Module& module, const RunOptions& options,
               std::chrono::steady_clock::time_point deadline, ModuleRun& run) {
  if (Status s = verifyModule(module); !s.ok()) return setFailure(run, s.error());
  const Function* f = entryFunction(module, options.entry);
  if (!f) {
    return setFailure(run, invalid(module.loc, "no entry function: pass --entry (looked for @{})",
                                   options.entry.empty() ? "main" : options.entry));
  }
  run.function = f->name;
  if (!f->argTypes.empty()) {
    return setFailure(run, unsupported(f->loc, "@{} takes {} arguments; running with inputs is "
                                               "not supported yet",
                                       f->name, f->argTypes.size()));
  }
  InterpreterOptions iopts;
  iopts.checksPassed = &run.checksPassed;
  if (options.timeoutSeconds > 0) iopts.deadline = deadline;
  Interpreter interpreter(module, iopts);
  Result<Values> results = interpreter.run(f->name, {});
  if (!results.ok()) return setFailure(run, results.error());
  run.results = std::move(results).value();
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
  FileRun file{path, {}, 0};
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ModuleRun run;
    setFailure(run, invalid(Location{path, 0, 0}, "cannot read the file"));
    file.modules.push_back(std::move(run));
    return file;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // Chunk by chunk, so one bad chunk does not hide the others.
  std::vector<ParsedChunk> chunks = parseChunks(text, path);
  for (ParsedChunk& chunk : chunks) {
    ModuleRun run;
    run.firstLine = chunk.firstLine;
    if (!chunk.module.ok()) {
      setFailure(run, chunk.module.error());
    } else {
      runModule(*chunk.module.value(), options, deadline, run);
    }
    file.modules.push_back(std::move(run));
  }
  file.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return file;
}

}  // namespace partir
