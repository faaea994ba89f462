// tools/time_limit.h: `partir check` restarts its --timeout for each run of a
// path, so the limit bounds one execution, never the number of runs.
#include <gtest/gtest.h>

#include <thread>

#include "tools/time_limit.h"

namespace partir {
namespace {

TEST(TimeLimit, RestartMovesTheDeadlineAndTheWatchdog) {
  using namespace std::chrono_literals;
  TimeLimit limit(0.5, "time_limit_test");
  // 3.6 s in all: past 0.5 s plus the watchdog's 3 s grace, which would end
  // this process with exit 2 if a restart did not move its hard stop too.
  for (int run = 0; run < 12; ++run) {
    const auto deadline = limit.restart();
    ASSERT_TRUE(deadline.has_value());
    EXPECT_GT(*deadline, TimeLimit::Clock::now() + 400ms);
    std::this_thread::sleep_for(300ms);
    EXPECT_LT(TimeLimit::Clock::now(), *deadline);
  }
}

TEST(TimeLimit, SuspendStopsTheWatchdogUntilARestart) {
  using namespace std::chrono_literals;
  TimeLimit limit(0.2, "time_limit_test");
  limit.suspend();
  EXPECT_FALSE(limit.deadline().has_value());
  // Past 0.2 s plus the 3 s grace: the watchdog would end this process.
  std::this_thread::sleep_for(3500ms);
  const auto deadline = limit.restart();
  ASSERT_TRUE(deadline.has_value());
  EXPECT_GT(*deadline, TimeLimit::Clock::now() + 100ms);
}

TEST(TimeLimit, NoLimitHasNoDeadline) {
  TimeLimit none(0, "time_limit_test");
  EXPECT_FALSE(none.deadline().has_value());
  EXPECT_FALSE(none.restart().has_value());
}

}  // namespace
}  // namespace partir
