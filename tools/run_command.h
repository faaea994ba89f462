// `partir run`: parse, verify and interpret every module of a file, or every
// file of a corpus directory, and classify the outcome.
//
// Where a module runs (DESIGN.md data flow):
//  - a lowered program (a `partir.mesh` of several devices and no
//    partir.loop: PartIR:HLO or its StableHLO export) on the simulated mesh,
//    global inputs split and results assembled by their partir.sharding
//    (interp/mesh_interpreter.h);
//  - any other program with mhlo.num_partitions = N > 1 (an SPMD program
//    from a frontend, global view) on N partitions, each given the global
//    inputs; its results must agree on every partition;
//  - everything else (StableHLO, PartIR:Core) in the reference interpreter.
//
// Exit codes (docs/cli.md): 0 every module ran and every check passed (or
// there were none); 1 a check failed; 2 malformed or unsupported input.
// When a run has both, 2 wins: an unsupported module proves nothing.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "interp/spmd.h"
#include "interp/value.h"
#include "semantics/diagnostics.h"
#include "tools/run_inputs.h"
#include "tools/report.h"
#include "tools/run_profile.h"
#include "tools/time_limit.h"

namespace partir {

enum class Verdict { kPass, kCheckFailed, kUnsupported, kError };
std::string_view verdictName(Verdict v);  // "pass", "fail", "unsupported", "error"

struct RunOptions {
  std::string entry;            // function to run; "" = @main, else every uncalled function
  double timeoutSeconds = kDefaultTimeoutSeconds;  // 0 = no limit
  InputOptions inputs;          // the entry's arguments (tools/run_inputs.h)
  std::string outputDir;        // "" = keep results in memory only
  bool profile = false;         // time the phases and every op (tools/run_profile.h)
  // Give elided constants (dense_resource<__elided__>) seeded random values
  // (interp/random_inputs.h fillElidedConstants; seed: inputs.seed).
  bool fillElided = false;
  // Take the arguments from the file's `// RUN: ... --interpret --args="..."`
  // line when no input is given (set by `run --corpus`).
  bool argsFromRunLine = false;
  // Spread a mesh's devices over these ranks (tools/mpi_ranks.h); null: threads.
  Ranks* ranks = nullptr;
};

// The outcome of one entry function of a module (one `// -----` chunk). The
// entry is `--entry`, else @main, else every function no other function calls.
struct ModuleRun {
  int firstLine = 1;
  std::string function;
  Verdict verdict = Verdict::kPass;
  Diagnostic failure;   // when not kPass
  std::string message;  // the failure as one line, with the file and function where known
  std::string op;       // the op the diagnostic names, if any
  int64_t checksPassed = 0;
  Values results;
  std::vector<std::string> outputFiles;  // with RunOptions::outputDir, one per result
};

struct FileRun {
  std::string path;
  std::vector<ModuleRun> modules;
  double seconds = 0;
  std::unique_ptr<RunProfile> profile;  // with RunOptions::profile
  Verdict verdict() const;  // the worst module verdict
};

FileRun runFile(const std::string& path, const RunOptions& options);

int exitCodeFor(Verdict v);

}  // namespace partir
