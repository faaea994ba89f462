// tools/check_clock.h: without --timeout, `partir check` gives a module's
// first reference run a fixed limit and the runs after it a multiple of its
// time, at least the floor; --timeout S keeps S for every run. Progress
// lines count the planned runs.
#include <gtest/gtest.h>

#include <thread>

#include "tools/check_clock.h"

namespace partir {
namespace {

using namespace std::chrono_literals;

TEST(CheckClock, TheLimitScalesWithTheReferenceRun) {
  const CheckTimeLimit slow = limitAfterReference(12.3, std::nullopt);
  EXPECT_EQ(slow.seconds, 123);
  EXPECT_EQ(slow.setBy, CheckTimeLimit::SetBy::kReference);
  EXPECT_EQ(slow.str(), "123 s (10 × the reference run's 12.3 s)");
  const CheckTimeLimit fast = limitAfterReference(0.002, std::nullopt);
  EXPECT_EQ(fast.seconds, kDefaultTimeoutSeconds);
  EXPECT_EQ(fast.str(), "50 s (the floor: 10 × the reference run's 2 ms is less)");
  EXPECT_EQ(limitAfterReference(12.3, 20.0).str(), "20 s (--timeout)");
  EXPECT_EQ(limitAfterReference(12.3, 0.0).str(), "none (--timeout 0)");
}

TEST(CheckClock, TheFirstReferenceRunHasItsOwnLimitThenTheOthersTheScaledOne) {
  CheckClock clock(std::nullopt, CheckClock::Progress::kNone);
  const auto deadline = clock.restart({"reference", 0, false, -1, 0, /*measured=*/true});
  ASSERT_TRUE(deadline.has_value());
  EXPECT_GT(*deadline, RunClock::Clock::now() + std::chrono::seconds(590));
  EXPECT_EQ(clock.limit(), "600 s for the first reference run (--timeout SECONDS; 0 for none)");
  std::this_thread::sleep_for(20ms);
  clock.stop();
  ASSERT_TRUE(clock.summary().referenceSeconds.has_value());
  EXPECT_GE(*clock.summary().referenceSeconds, 0.02);
  EXPECT_EQ(clock.summary().setBy, CheckTimeLimit::SetBy::kFloor);
  const auto next = clock.restart({"mesh", 0, true});
  ASSERT_TRUE(next.has_value());
  EXPECT_LT(*next, RunClock::Clock::now() + std::chrono::seconds(51));
  EXPECT_EQ(clock.limit(), "50 s per run of a path (--timeout SECONDS; 0 for none)");
  clock.stop();
}

TEST(CheckClock, AnExplicitTimeoutBoundsEveryRun) {
  CheckClock clock(20.0, CheckClock::Progress::kNone);
  const auto first = clock.restart({"reference", 0, false, -1, 0, true});
  ASSERT_TRUE(first.has_value());
  EXPECT_LT(*first, RunClock::Clock::now() + std::chrono::seconds(21));
  EXPECT_EQ(clock.limit(), "20 s per run of a path (--timeout SECONDS; 0 for none)");
  clock.stop();
  EXPECT_EQ(clock.summary().str(), "20 s (--timeout)");
  CheckClock none(0.0, CheckClock::Progress::kNone);
  EXPECT_FALSE(none.restart({"reference", 0, false, -1, 0, true}).has_value());
  none.stop();
}

TEST(CheckClock, ProgressCountsThePlannedRuns) {
  CheckClock clock(0.0, CheckClock::Progress::kLines);
  EXPECT_EQ(clock.plan(4), 0);
  ::testing::internal::CaptureStderr();
  for (const char* path : {"reference", "temporal"}) {
    clock.restart({path, 0});
    clock.stop();
  }
  clock.restart({"temporal", 0, /*wide=*/true});  // not planned: the count stays
  clock.stop();
  clock.restart({"mesh", 0});
  clock.stop();
  EXPECT_EQ(clock.plan(2), 4);
  clock.reached(5);  // a mutant caught early: its other run will not happen
  clock.restart({"stablehlo", 1, false, 2, 7});
  clock.stop();
  EXPECT_EQ(::testing::internal::GetCapturedStderr(),
            "partir check: 0% of 4 planned runs: trial 0, reference path\n"
            "partir check: 25% of 4 planned runs: trial 0, temporal path\n"
            "partir check: 50% of 4 planned runs: trial 0, temporal path (f64)\n"
            "partir check: 50% of 4 planned runs: trial 0, mesh path\n"
            "partir check: 83% of 6 planned runs: mutant 3 of 7, trial 1, stablehlo path\n");
}

}  // namespace
}  // namespace partir
