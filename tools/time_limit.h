// The time limit of a command (`--timeout SECONDS`, docs/cli.md): the
// interpreter stops at the first op past the deadline with a located error;
// a single op can run long (a 32768-cube dot_general), so a watchdog thread
// ends the process a moment later with exit 2 and one line on stderr, whatever
// it is doing. A limit of 0 means none. `partir check` restarts it for each
// run of a path, so the limit bounds one execution of the program, not the
// number of paths and trials, suspends it between the runs, and sets each
// run's limit (tools/check_clock.h).
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "semantics/threads.h"

namespace partir {

// The time limit of `run` and `verify --spec` unless --timeout says
// otherwise; in `check`, the least limit of a run of a path
// (tools/check_clock.h).
inline constexpr double kDefaultTimeoutSeconds = 50;

// A limit and the option that sets it, for the message of a run past it:
// "50 s per run of a path (--timeout SECONDS; 0 for none)"; `per` names
// what one deadline bounds, or is empty.
std::string timeoutText(double seconds, std::string_view per = "");

class TimeLimit {
 public:
  using Clock = std::chrono::steady_clock;

  // Starts counting now; `what` names the command in the message. The
  // watchdog calls `beforeGivingUp` (if any) before it prints its message:
  // `partir check` clears its progress line there.
  TimeLimit(double seconds, std::string what, std::function<void()> beforeGivingUp = {});
  ~TimeLimit();
  TimeLimit(const TimeLimit&) = delete;
  TimeLimit& operator=(const TimeLimit&) = delete;

  // The interpreter's deadline, or nullopt without a limit (or suspended).
  std::optional<Clock::time_point> deadline() const { return deadline_; }

  // Starts counting again from now (the watchdog too); the new deadline.
  std::optional<Clock::time_point> restart();

  // Stops counting until the next restart(), for work the limit does not
  // bound: `partir check` prepares its paths and compares their results
  // between the runs its limit times.
  void suspend();

  // The limit of the next restart(), > 0; a TimeLimit made without one
  // (0) keeps none.
  void setSeconds(double seconds);

 private:
  void watch();

  std::optional<Clock::time_point> deadline_;
  Clock::time_point hardStop_;  // guarded by mutex_
  std::string what_;
  std::function<void()> beforeGivingUp_;
  double seconds_;  // guarded by mutex_
  std::mutex mutex_;
  std::condition_variable finished_;
  bool done_ = false;
  Thread watchdog_;
};

}  // namespace partir
