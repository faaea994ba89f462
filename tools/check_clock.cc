#include "tools/check_clock.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "tools/tactic_stats.h"

namespace partir {

CheckTimeLimit limitAfterReference(double referenceSeconds, const std::optional<double>& option) {
  if (option) return {*option, CheckTimeLimit::SetBy::kOption, referenceSeconds};
  const double scaled = kScaledTimeoutMultiple * referenceSeconds;
  if (scaled < kDefaultTimeoutSeconds)
    return {kDefaultTimeoutSeconds, CheckTimeLimit::SetBy::kFloor, referenceSeconds};
  return {std::ceil(scaled), CheckTimeLimit::SetBy::kReference, referenceSeconds};
}

std::string CheckTimeLimit::str() const {
  if (setBy == SetBy::kOption) return seconds == 0 ? "none (--timeout 0)" : fmt::format("{} s (--timeout)", seconds);
  if (!referenceSeconds) return fmt::format("{} s (the first reference run's; no run followed it)", seconds);
  const std::string scaled = fmt::format("{} × the reference run's {}", kScaledTimeoutMultiple, secondsText(*referenceSeconds));
  if (setBy == SetBy::kFloor) return fmt::format("{} s (the floor: {} is less)", seconds, scaled);
  return fmt::format("{} s ({})", seconds, scaled);
}

const char* CheckTimeLimit::setByName() const {
  switch (setBy) {
    case SetBy::kOption: return "option";
    case SetBy::kReference: return "reference";
    case SetBy::kFloor: return "floor";
  }
  return "";
}

CheckClock::CheckClock(std::optional<double> timeoutSeconds, Progress progress)
    : option_(timeoutSeconds),
      progress_(progress),
      limit_(timeoutSeconds.value_or(kReferenceTimeoutSeconds), "partir check", [this] { finish(); }),
      seconds_(timeoutSeconds.value_or(kReferenceTimeoutSeconds)) {
  limit_.suspend();  // nothing is timed until the first run
  summary_ = option_ ? CheckTimeLimit{*option_, CheckTimeLimit::SetBy::kOption, std::nullopt}
                     : CheckTimeLimit{kReferenceTimeoutSeconds, CheckTimeLimit::SetBy::kReference, std::nullopt};
}

std::optional<RunClock::Clock::time_point> CheckClock::restart(const Run& run) {
  measuring_ = run.measured;
  counted_ = !run.wide;
  const bool scaled = !option_ && !measuring_ && module_.referenceSeconds;
  seconds_ = option_ ? *option_ : scaled ? module_.seconds : kReferenceTimeoutSeconds;
  limit_.setSeconds(seconds_);
  report(run);
  start_ = Clock::now();
  deadline_ = limit_.restart();
  return deadline_;
}

void CheckClock::stop() {
  limit_.suspend();
  if (counted_) ++done_;
  if (measuring_) {
    module_ = limitAfterReference(std::chrono::duration<double>(Clock::now() - start_).count(), option_);
    if (!summary_.referenceSeconds || module_.seconds > summary_.seconds) summary_ = module_;
  }
  measuring_ = counted_ = false;
}

std::string CheckClock::limit() const {
  if (option_) return timeoutText(*option_, "per run of a path");
  if (measuring_ || !module_.referenceSeconds) return timeoutText(seconds_, "for the first reference run");
  if (module_.setBy == CheckTimeLimit::SetBy::kFloor) return timeoutText(seconds_, "per run of a path");
  return timeoutText(seconds_, fmt::format("per run of a path, {} × the reference run's {}", kScaledTimeoutMultiple,
                                           secondsText(*module_.referenceSeconds)));
}

int64_t CheckClock::plan(int64_t runs) {
  const int64_t before = planned_;
  planned_ += runs;
  return before;
}

void CheckClock::reached(int64_t runs) { done_ = std::max(done_, runs); }

void CheckClock::report(const Run& run) {
  if (progress_ == Progress::kNone) return;
  const int64_t percent = planned_ == 0 ? 0 : std::min<int64_t>(100, done_ * 100 / planned_);
  const std::string mutant = run.mutant < 0 ? "" : fmt::format("mutant {} of {}, ", run.mutant + 1, run.mutants);
  const std::string text = fmt::format("partir check: {}% of {} planned runs: {}trial {}, {} path{}", percent,
                                       planned_, mutant, run.trial, run.path,
                                       run.perturbed ? " (f64, perturbed)" : run.wide ? " (f64)" : "");
  if (progress_ == Progress::kLines) {
    fmt::print(stderr, "{}\n", text);
  } else {
    fmt::print(stderr, "\r\x1b[K{}", text);
    lineShown_ = true;
  }
  std::fflush(stderr);
}

void CheckClock::finish() {
  if (!lineShown_.exchange(false)) return;
  fmt::print(stderr, "\r\x1b[K");
  std::fflush(stderr);
}

}  // namespace partir
