// JSON output of the commands: one line, with bytes that are not UTF-8 (a
// file name or a garbage program's text quoted in a message) replaced by
// U+FFFD rather than thrown on.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace partir {

template <class Json>
std::string jsonText(const Json& j) {
  return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

}  // namespace partir
