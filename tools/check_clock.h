// The clock of `partir check` (verify/differential/options.h RunClock): the
// time limit of each run of a path, and the progress of the runs on stderr
// (docs/cli.md, "Time, progress and memory").
//
// The limit. With `--timeout S`, every run of a path gets S seconds (0:
// none), as `partir run` does. Without it, a module's first reference run
// gets kReferenceTimeoutSeconds, and every later run of its paths (the
// compared paths, the other trials, the f64 re-runs, the mutants) gets
// kScaledTimeoutMultiple times the time that run took, and at least
// kDefaultTimeoutSeconds: a real training step whose reference runs 60 s
// is checked with 600 s per run, a small program still gets 50 s.
// Given a reference run of 12.3 s, the other runs get 123 s ("123 s per run
// of a path, 10 × the reference run's 12.3 s (--timeout SECONDS; 0 for
// none)" in the message of a run past it).
//
// The progress. One report as each run starts: "partir check: 42% of 12
// planned runs: trial 1, mesh path (f64)" (the percent of the planned runs
// done: each trial's reference and compared paths, each mutant's trials;
// f64 re-runs are not planned). On a terminal it is one line rewritten in
// place and cleared at the end (finish()), so a failing check still leaves
// its one error line; with --progress, one plain line per run.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

#include "tools/time_limit.h"
#include "verify/differential/options.h"

namespace partir {

// The limit of a module's first reference run without --timeout: its time
// is not known yet, and a real training step's takes a minute on 2 cores.
inline constexpr double kReferenceTimeoutSeconds = 600;
// The limit of the other runs without --timeout, as a multiple of the first
// reference run's time: the compared paths run the same ops, split (the
// temporal path one chunk at a time, the mesh paths a thread per device
// sharing the cores), and an f64 re-run moves twice the bytes. On the
// corpus's ResNet-34 step the runs took at most 2.8 times the first
// reference run's 13 s (the f64 re-runs; docs/cli.md, "Time, progress and
// memory"); 10 leaves room for a machine loaded by other work.
inline constexpr double kScaledTimeoutMultiple = 10;

// What sets the limit of the runs after the reference's first.
struct CheckTimeLimit {
  enum class SetBy { kOption, kReference, kFloor };
  double seconds = 0;  // 0: none
  SetBy setBy = SetBy::kOption;
  std::optional<double> referenceSeconds;  // the first reference run's time, once it ran

  // "123 s (10 × the reference run's 12.3 s)", "50 s (the floor: 10 × the
  // reference run's 0.002 s is less)", "20 s (--timeout)", "none (--timeout 0)".
  std::string str() const;
  // "reference", "floor" or "option".
  const char* setByName() const;
};

// The limit of the runs after a first reference run of `referenceSeconds`
// (see the file comment); with --timeout (`option`), that.
CheckTimeLimit limitAfterReference(double referenceSeconds, const std::optional<double>& option);

class CheckClock : public RunClock {
 public:
  enum class Progress { kNone, kLines, kTerminal };

  // `timeoutSeconds`: --timeout, or nullopt for the limit scaled from the
  // reference run.
  CheckClock(std::optional<double> timeoutSeconds, Progress progress);
  ~CheckClock() override { finish(); }

  std::optional<Clock::time_point> restart(const Run& run) override;
  void stop() override;
  std::optional<Clock::time_point> deadline() const override { return deadline_; }
  std::string limit() const override;
  int64_t plan(int64_t runs) override;
  void reached(int64_t runs) override;

  // Clears the progress line of a terminal: before anything else is printed.
  void finish();
  // The largest limit the runs after a reference run had (one per module).
  const CheckTimeLimit& summary() const { return summary_; }

 private:
  void report(const Run& run);

  std::optional<double> option_;
  Progress progress_;
  TimeLimit limit_;
  std::optional<Clock::time_point> deadline_;
  Clock::time_point start_;
  bool measuring_ = false, counted_ = false;
  double seconds_;  // the limit of the run under way
  CheckTimeLimit module_, summary_;  // this module's limit, the largest so far
  int64_t planned_ = 0, done_ = 0;
  std::atomic<bool> lineShown_ = false;  // read by the watchdog's thread too
};

}  // namespace partir
