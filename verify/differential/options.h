// What a differential check of DESIGN.md's theorem (A = B = C = D) is given
// besides the program and the schedule (verify/differential/differential.h):
// its trials and inputs, how floats compare, and what bounds each run.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace partir {

struct DifferentialOptions {
  std::string entry;       // "" = @main, or the only (public) function (rewrite/targets.h)
  int64_t trials = 3;      // random inputs per module (a function without arguments runs once)
  uint64_t seed = 0;       // trial t draws its inputs from seed + t
  bool realInputs = false;  // randomRealInputs instead of randomIntegerInputs (interp/random_inputs.h)
  double rtol = 0;         // 0 and 0: bit for bit, or rounding (verify/differential/float_verdict.h)
  double atol = 0;
  bool mutants = false;    // also measure what the trials catch (verify/differential/check_mutants.h)
};

// Bounds each run of a path (`partir check --timeout`, tools/time_limit.h):
// restarted before every run, suspended while the paths are prepared. None
// given: the runs are unbounded.
class RunClock {
 public:
  using Clock = std::chrono::steady_clock;
  virtual ~RunClock() = default;
  // Starts counting a run from now; its deadline, or nullopt for none.
  virtual std::optional<Clock::time_point> restart() = 0;
  // The deadline of the run under way.
  virtual std::optional<Clock::time_point> deadline() const = 0;
  // Stops counting until the next restart().
  virtual void suspend() = 0;
  // The limit, for the message of a run past it: "50 s per run of a path
  // (--timeout SECONDS; 0 for none)".
  virtual std::string limit() const = 0;
};

}  // namespace partir
