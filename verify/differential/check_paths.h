// The four paths of `partir check` (tools/check_command.h) and one trial of
// them: the programs each path runs, built from one module and schedule,
// and the comparison of each path's results with the reference's, with the
// float verdict of verify/differential/float_verdict.h. `partir check --mutants`
// (verify/differential/check_mutants.h) runs the same trials on mutated programs.
#pragma once

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "interp/interpreter.h"
#include "rewrite/schedule.h"
#include "semantics/ir.h"
#include "semantics/mesh.h"
#include "verify/differential/options.h"
#include "verify/differential/float_verdict.h"

namespace partir {

// The compared paths, after the reference.
inline const std::vector<std::string> kComparedPaths = {"temporal", "mesh", "stablehlo"};

// The programs of one module, one per path. A mutant's paths share the
// programs of the stages before the mutated one with the original's.
struct Paths {
  const Module* reference = nullptr;
  std::shared_ptr<const Module> ownedReference;  // the widened program, which `reference` points to
  std::shared_ptr<const Module> core, hlo, spmd;
  InterpreterOptions options;
  RunClock* limit = nullptr;  // bounds each run of a path (--timeout); none: unbounded
  // The widened paths of a plain check take the trial's inputs as they are
  // (rewrite/widen_floats.h, keepArgumentsOf); with --mutants they take
  // them widened, so that their programs have the narrow ones' ops, one
  // for one, and each mutant applies to both (check_mutants.h).
  bool narrowArguments = false;
  int64_t mutant = -1, mutants = 0;  // a mutant's paths: its index among `mutants` (RunClock::Run)
  // With `partir check --mpi`, on rank 0: the mesh and stablehlo paths run
  // across these ranks, each run announced to the others (serveMeshRuns).
  Ranks* ranks = nullptr;
};

// The other ranks' side of `partir check --mpi`: joins each mesh run rank 0
// announces (the module's text, the entry, the inputs, the perturbation)
// until rank 0 says the check is over; returns the exit code it sends.
int serveMeshRuns(Ranks& ranks);
// Rank 0: the check is over, with `exitCode`.
void endMeshRuns(Ranks& ranks, int exitCode);

// Partitions `module` by `schedule`, lowers and exports it.
Result<Paths> buildPaths(const Module& module, const Schedule& schedule, const DifferentialOptions& o,
                         const std::optional<Mesh>& mesh);
// The paths of `module` widened to f64 (rewrite/widen_floats.h), or why not.
Result<Paths> widenedPaths(const Module& module, const Schedule& schedule, const DifferentialOptions& o,
                           const std::optional<Mesh>& mesh);

// How many of each PartIR:HLO collective the lowered module holds.
std::map<std::string, int64_t> countCollectives(const Module& hlo);

// One trial's random inputs; a type over the tensor size limit, or more than
// the machine can allocate, is refused.
Result<Values> trialInputs(const std::vector<TensorType>& types, const DifferentialOptions& o, int64_t t);

// What a compared path did over all trials, folded into its weakest
// comparison (bit for bit, then rounding, then a tolerance, then a
// mismatch) with its largest difference.
using PathVerdict = ResultComparison;

struct Mismatch {
  int64_t trial = 0;
  std::string path;
  int64_t result = -1;  // -1: the path failed as a whole
  std::string message;
};

// The reference path's results of one trial, narrow and widened, run once
// however many programs the trial compares with them. `measured`: the
// module's first trial, whose reference run the clock times (RunClock::Run).
// `perturbed`: the f64 reference under the two antithetic rounding
// perturbations (float_verdict.h's test 2), run only once a float
// difference is left unexplained by precision.
struct ReferenceRuns {
  std::optional<Values> narrow, wide;
  std::optional<std::array<Values, 2>> perturbed;
  bool measured = false;
};

// One trial's run of `paths` (default: every compared path), and of every
// path's widened counterpart when a result's bits differ
// (verify/differential/float_verdict.h), unless the path's results have the
// bits of the path compared just before it: then it shares that path's
// comparisons (the same elements differ by the same amounts). A path that
// fails (a failed check.* op aside) is an error, not a disagreement: it is
// returned, and the caller stops. The paths run one after another, and a
// path's f64 results are dropped once compared, its narrow ones once the
// next path is: besides the run under way, the trial holds its inputs, the
// reference's results, the compared path's and the one before's.
class Trial {
 public:
  Trial(const Paths& p, const Paths* wide, const DifferentialOptions& o, int64_t index, const Values& args,
        ReferenceRuns& reference, std::vector<std::string> paths = kComparedPaths)
      : p_(p), wide_(wide), o_(o), index_(index), args_(args), reference_(reference), paths_(std::move(paths)) {}

  // The path that failed, when run returns an error.
  const std::string& failedPath() const { return failedPath_; }

  Status run(std::map<std::string, PathVerdict>& verdicts, std::vector<Mismatch>& out);

 private:
  // The run of `path` (on the f64 program when `wide`), for the clock.
  RunClock::Run describe(std::string_view path, bool wide) const;
  Diagnostic failed(const std::string& path, const std::string& label, const Diagnostic& d);
  Result<ResultComparison> compare(const std::string& path, const Tensor& got, const Tensor& ref, size_t i);
  Result<const Values*> widenedRun(const std::string& path);
  Result<const std::array<Values, 2>*> perturbedReferenceRuns();

  const Paths& p_;
  const Paths* wide_;
  const DifferentialOptions& o_;
  int64_t index_;
  const Values& args_;
  ReferenceRuns& reference_;
  std::vector<std::string> paths_;
  std::map<std::string, Values> widened_;
  std::string failedPath_;
};

}  // namespace partir
