#include "semantics/labelled_checks.h"

#include <algorithm>
#include <set>

#include <fmt/ranges.h>

namespace partir {

std::string shapeStr(const std::vector<int64_t>& dims) {
  return fmt::format("[{}]", fmt::join(dims, ", "));
}

void requireInRange(std::string_view what, int64_t v, int64_t lo, int64_t hi,
                    std::string_view label) {
  if (v < lo || v >= hi) failInvalidArgument("{} {} is out of range [{}, {}) ({})", what, v, lo, hi, label);
}

void requireAllInRange(std::string_view what, const std::vector<int64_t>& v, int64_t lo,
                       int64_t hi, std::string_view label) {
  for (int64_t x : v)
    if (x < lo || x >= hi)
      failInvalidArgument("{} {} has {} out of range [{}, {}) ({})", what, shapeStr(v), x, lo, hi, label);
}

void requireUnique(std::string_view what, const std::vector<int64_t>& v, std::string_view label) {
  std::set<int64_t> seen;
  for (int64_t x : v)
    if (!seen.insert(x).second)
      failInvalidArgument("{} {} has duplicate {} ({})", what, shapeStr(v), x, label);
}

void requireSorted(std::string_view what, const std::vector<int64_t>& v, std::string_view label) {
  if (!std::is_sorted(v.begin(), v.end()))
    failInvalidArgument("{} {} is not sorted ({})", what, shapeStr(v), label);
}

void requireSize(std::string_view what, size_t got, size_t want, std::string_view label) {
  if (got != want) failInvalidArgument("{} has {} elements, expected {} ({})", what, got, want, label);
}

void requireAllPositive(std::string_view what, const std::vector<int64_t>& v,
                        std::string_view label) {
  for (int64_t x : v)
    if (x <= 0) failInvalidArgument("{} must be positive, got {} ({})", what, shapeStr(v), label);
}

}  // namespace partir
