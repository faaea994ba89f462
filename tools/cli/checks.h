// Command-line option checks with plain messages: "--trials: must be an
// integer >= 1, got '0'" rather than CLI11's numeric range dumps, and no
// silent wrap-around of "-1" into an unsigned seed.
#pragma once

#include <charconv>
#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "tools/report.h"

namespace partir {

// True when `text` is a whole number within int64, stored in `v`.
inline bool parseInteger(const std::string& text, int64_t& v) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  return ec == std::errc{} && end == text.data() + text.size();
}

// A whole number >= min (and within int64).
inline CLI::Validator integerAtLeast(int64_t min) {
  return CLI::Validator(
      [min](std::string& text) -> std::string {
        int64_t v = 0;
        if (!parseInteger(text, v) || v < min) return fmt::format("must be an integer >= {}, got '{}'", min, text);
        return "";
      },
      fmt::format("INT>={}", min));
}

// A whole number in [min, max].
inline CLI::Validator integerBetween(int64_t min, int64_t max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        int64_t v = 0;
        if (!parseInteger(text, v) || v < min || v > max)
          return fmt::format("must be an integer from {} to {}, got '{}'", min, max, text);
        return "";
      },
      fmt::format("INT in [{}, {}]", min, max));
}

// A number in [0, max].
inline CLI::Validator realBetween0And(double max) {
  return CLI::Validator(
      [max](std::string& text) -> std::string {
        double v = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec != std::errc{} || end != text.data() + text.size() || !(v >= 0) || v > max)
          return fmt::format("must be a number from 0 to {}, got '{}'", max, text);
        return "";
      },
      fmt::format("REAL in [0, {}]", max));
}

// Tolerances: any finite number >= 0.
inline CLI::Validator nonNegativeReal() { return realBetween0And(1e300); }

// Seconds: at most 11 days, so a deadline never overflows the clock.
inline CLI::Validator timeoutSeconds() { return realBetween0And(1e6); }

// CLI11's errors as one line, "error: --trials: ...", on stderr (help still
// goes to stdout).
inline std::string oneLineFailure(const CLI::App*, const CLI::Error& e) {
  return fmt::format("error: {}\n", e.what());
}

}  // namespace partir
