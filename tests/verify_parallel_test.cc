// verify/parallel.h: jobs run on every core, results come back in index
// order, and a job that throws reaches the caller as its exception, after
// every thread has joined (a thread left running would terminate the process).
#include <stdexcept>

#include <gtest/gtest.h>

#include "verify/parallel.h"

namespace partir::verify {
namespace {

TEST(InParallel, ResultsInIndexOrder) {
  const std::vector<size_t> squares = inParallel<size_t>(100, [](size_t i) { return i * i; });
  ASSERT_EQ(squares.size(), 100u);
  for (size_t i = 0; i < squares.size(); ++i) EXPECT_EQ(squares[i], i * i);
}

TEST(InParallel, AThrowingJobReachesTheCaller) {
  auto job = [](size_t i) -> int {
    if (i % 3 == 1) throw std::runtime_error("job " + std::to_string(i));
    return static_cast<int>(i);
  };
  try {
    inParallel<int>(10, job);
    FAIL() << "no exception";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()).rfind("job ", 0), 0u) << e.what();
  }
}

}  // namespace
}  // namespace partir::verify
