// What a differential check of DESIGN.md's theorem (A = B = C = D) is given
// besides the program and the schedule (verify/differential/differential.h):
// its trials and inputs, how floats compare, and what bounds each run.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace partir {

class Ranks;

struct DifferentialOptions {
  std::string entry;       // "" = @main, or the only (public) function (rewrite/targets.h)
  int64_t trials = 3;      // random inputs per module (a function without arguments runs once)
  uint64_t seed = 0;       // trial t draws its inputs from seed + t
  bool realInputs = false;  // randomRealInputs instead of randomIntegerInputs (interp/random_inputs.h)
  double rtol = 0;         // 0 and 0: bit for bit, or rounding (verify/differential/float_verdict.h)
  double atol = 0;
  bool mutants = false;    // also measure what the trials catch (verify/differential/check_mutants.h)
  // The memory an f64 re-run may count on (0: the machine's). With
  // --mutants its arguments are f64 copies (check_paths.h): one whose
  // copies alone take more than half of it is refused.
  double memoryBytes = 0;
  // With `partir check --mpi` on rank 0: the mesh and stablehlo paths run
  // across these ranks (check_paths.h serveMeshRuns).
  Ranks* ranks = nullptr;
};

// Bounds, times and reports each run of a path (`partir check`,
// tools/check_clock.h): restarted before every run and stopped after it,
// so preparing the paths is not timed. None given: the runs are unbounded
// and silent.
class RunClock {
 public:
  using Clock = std::chrono::steady_clock;
  // One run of a path: which path, on which trial (numbered as in
  // Mismatch), on the f64 program or not, for which mutant (-1: none, else
  // its index among `mutants`). `measured` marks a module's first run of
  // the reference: its time may set the limit of the runs after it.
  // `perturbed`: an f64 reference run under rounding perturbations
  // (interp/rounding_perturbation.h).
  struct Run {
    std::string_view path;
    int64_t trial = 0;
    bool wide = false;
    int64_t mutant = -1, mutants = 0;
    bool measured = false;
    bool perturbed = false;
  };
  virtual ~RunClock() = default;
  // Starts counting `run` from now; its deadline, or nullopt for none.
  virtual std::optional<Clock::time_point> restart(const Run& run) = 0;
  // The run under way ended: stops counting until the next restart().
  virtual void stop() = 0;
  // The deadline of the run under way, or of the last one.
  virtual std::optional<Clock::time_point> deadline() const = 0;
  // The limit of the run under way, for the message of a run past it: "50
  // s per run of a path (--timeout SECONDS; 0 for none)".
  virtual std::string limit() const = 0;
  // Plans `runs` more runs (each trial's reference and compared paths, each
  // mutant's trials; the f64 re-runs are not planned); returns how many were
  // planned before them.
  virtual int64_t plan(int64_t runs) = 0;
  // The first `runs` planned runs are done or will not happen (a mutant
  // caught on its first trial skips its other trials).
  virtual void reached(int64_t runs) = 0;
};

}  // namespace partir
