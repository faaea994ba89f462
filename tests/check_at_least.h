// rapidcheck's gtest adapter with at least `minSuccesses` cases (RC_PARAMS
// may ask for more); a failure reports rapidcheck's shrunk counterexample.
#pragma once

#include <algorithm>
#include <sstream>

#include <gtest/gtest.h>
#include <rapidcheck.h>

namespace partir::testing {

template <class Testable>
void checkAtLeast(Testable&& testable, int minSuccesses) {
  rc::detail::TestParams params = rc::detail::configuration().testParams;
  params.maxSuccess = std::max(params.maxSuccess, minSuccesses);
  rc::detail::TestMetadata metadata;
  metadata.id = ::testing::UnitTest::GetInstance()->current_test_info()->name();
  const auto result =
      rc::detail::checkProperty(rc::detail::toProperty(std::forward<Testable>(testable)), metadata, params);
  if (!result.template is<rc::detail::SuccessResult>()) {
    std::ostringstream message;
    rc::detail::printResultMessage(result, message);
    FAIL() << message.str();
  }
}

}  // namespace partir::testing
