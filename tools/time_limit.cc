#include "tools/time_limit.h"

#include <cstdio>
#include <cstdlib>

#include <fmt/format.h>

namespace partir {

namespace {

// How long after the deadline the watchdog waits for the interpreter to stop
// on its own (it checks between ops).
constexpr auto kGrace = std::chrono::seconds(3);
// A suspended watchdog's hard stop: later than any run of a command.
constexpr auto kSuspended = std::chrono::hours(24 * 365);

}  // namespace

TimeLimit::TimeLimit(double seconds, std::string what, std::function<void()> beforeGivingUp)
    : what_(std::move(what)), beforeGivingUp_(std::move(beforeGivingUp)), seconds_(seconds) {
  if (seconds <= 0) return;
  restart();
  watchdog_ = Thread([this] { watch(); });
}

std::optional<TimeLimit::Clock::time_point> TimeLimit::restart() {
  if (seconds_ <= 0) return std::nullopt;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    deadline_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds_));
    hardStop_ = *deadline_ + kGrace;
  }
  finished_.notify_one();
  return deadline_;
}

void TimeLimit::setSeconds(double seconds) {
  if (seconds_ <= 0 || seconds <= 0) return;
  std::lock_guard<std::mutex> lock(mutex_);
  seconds_ = seconds;
}

void TimeLimit::suspend() {
  if (seconds_ <= 0) return;
  deadline_.reset();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    hardStop_ = Clock::now() + kSuspended;
  }
  finished_.notify_one();
}

TimeLimit::~TimeLimit() {
  if (!watchdog_.joinable()) return;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    done_ = true;
  }
  finished_.notify_one();
  watchdog_.join();
}

void TimeLimit::watch() {
  std::unique_lock<std::mutex> lock(mutex_);
  // Waits for the end, or for a hard stop that no restart moved.
  while (!done_) {
    const Clock::time_point stop = hardStop_;
    if (!finished_.wait_until(lock, stop, [&] { return done_ || hardStop_ != stop; })) break;
  }
  if (done_) return;
  if (beforeGivingUp_) beforeGivingUp_();
  std::fflush(stdout);
  fmt::print(stderr, "error: {}: gave up after {} s (--timeout SECONDS; 0 for no limit)\n", what_, seconds_);
  std::fflush(stderr);
  std::_Exit(2);
}

std::string timeoutText(double seconds, std::string_view per) {
  return fmt::format("{} s{}{} (--timeout SECONDS; 0 for none)", seconds, per.empty() ? "" : " ", per);
}

}  // namespace partir
