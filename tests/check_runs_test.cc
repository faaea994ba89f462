// verify/differential/differential.h with a RunClock: the paths run one
// after another, each run started and stopped by the clock, the module's
// first reference run marked as the measured one, the planned runs counted
// before they run.
#include <gtest/gtest.h>

#include "tests/parse_helpers.h"
#include "verify/differential/differential.h"

namespace partir {
namespace {

using testing::kChain;
using testing::parseVerified;

// Records the runs, bounds none.
class SpyClock : public RunClock {
 public:
  struct Seen {
    std::string path;
    int64_t trial;
    bool wide, measured;
  };
  std::optional<Clock::time_point> restart(const Run& run) override {
    EXPECT_FALSE(running_) << "a run started before the last one stopped";
    running_ = true;
    runs.push_back({std::string(run.path), run.trial, run.wide, run.measured});
    return std::nullopt;
  }
  void stop() override { running_ = false; }
  std::optional<Clock::time_point> deadline() const override { return std::nullopt; }
  std::string limit() const override { return "none"; }
  int64_t plan(int64_t n) override {
    planned += n;
    return planned - n;
  }
  void reached(int64_t) override {}

  std::vector<Seen> runs;
  int64_t planned = 0;

 private:
  bool running_ = false;
};

TEST(CheckRuns, EachRunIsStartedAndStoppedAndTheFirstReferenceIsMeasured) {
  auto module = parseVerified(kChain);
  ASSERT_TRUE(module);
  Result<Schedule> schedule = parseSchedule("mesh a=2\ntactic T axis=a\n  x = 0\n", "s");
  ASSERT_TRUE(schedule.ok()) << schedule.error().str();
  DifferentialOptions options;
  options.trials = 2;
  SpyClock clock;
  DifferentialFindings findings;
  ASSERT_TRUE(checkModule(*module, *schedule, std::nullopt, options, &clock, findings).ok());
  EXPECT_TRUE(findings.agree());
  EXPECT_EQ(clock.planned, 8);
  const std::vector<std::string> order = {"reference", "temporal", "mesh", "stablehlo"};
  ASSERT_EQ(clock.runs.size(), 8u);  // integer inputs: bit for bit, no f64 re-run
  for (size_t i = 0; i < clock.runs.size(); ++i) {
    EXPECT_EQ(clock.runs[i].path, order[i % 4]);
    EXPECT_EQ(clock.runs[i].trial, static_cast<int64_t>(i / 4));
    EXPECT_FALSE(clock.runs[i].wide);
    EXPECT_EQ(clock.runs[i].measured, i == 0);
  }
}

}  // namespace
}  // namespace partir
