// The time limit of a command (`--timeout SECONDS`, docs/cli.md): the
// interpreter stops at the first op past the deadline with a located error;
// a single op can run long (a 32768-cube dot_general), so a watchdog thread
// ends the process a moment later with exit 2 and one line on stderr, whatever
// it is doing. A limit of 0 means none. `partir check` restarts it for each
// run of a path, so the limit bounds one execution of the program, not the
// number of paths and trials, and suspends it while it prepares the paths.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "semantics/threads.h"

#include "verify/differential/options.h"

namespace partir {

// The time limit of `run` and `check` unless --timeout says otherwise.
inline constexpr double kDefaultTimeoutSeconds = 50;

// A limit and the option that sets it, for the message of a run past it:
// "50 s per run of a path (--timeout SECONDS; 0 for none)"; `per` names
// what one deadline bounds, or is empty.
std::string timeoutText(double seconds, std::string_view per = "");

class TimeLimit : public RunClock {
 public:

  // Starts counting now; `what` names the command in the message.
  TimeLimit(double seconds, std::string what);
  ~TimeLimit() override;
  TimeLimit(const TimeLimit&) = delete;
  TimeLimit& operator=(const TimeLimit&) = delete;

  // The interpreter's deadline, or nullopt without a limit.
  std::optional<Clock::time_point> deadline() const override { return deadline_; }

  // Starts counting again from now (the watchdog too); the new deadline.
  std::optional<Clock::time_point> restart() override;

  // Stops counting until the next restart(), for work the limit does not
  // bound: `partir check` prepares its paths (an automatic tactic's search
  // has a budget of its own) between the runs its limit times.
  void suspend() override;
  // "50 s per run of a path (--timeout SECONDS; 0 for none)": the limit and
  // the option that sets it, `per` naming what it bounds (may be "").
  std::string limit() const override;
  void setBounds(std::string per) { per_ = std::move(per); }

 private:
  void watch();

  std::optional<Clock::time_point> deadline_;
  Clock::time_point hardStop_;  // guarded by mutex_
  std::string what_;
  std::string per_;  // what one deadline bounds, e.g. "per run of a path"
  double seconds_;
  std::mutex mutex_;
  std::condition_variable finished_;
  bool done_ = false;
  Thread watchdog_;
};

}  // namespace partir
