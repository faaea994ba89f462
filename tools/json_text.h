// JSON output of the commands: one line, with bytes that are not UTF-8 (a
// file name or a garbage program's text quoted in a message) replaced by
// U+FFFD rather than thrown on.
#pragma once

#include <string>

#include <nlohmann/json_fwd.hpp>

namespace partir {

// Keys sorted (nlohmann::json) or in insertion order (nlohmann::ordered_json).
std::string jsonText(const nlohmann::json& j);
std::string jsonText(const nlohmann::ordered_json& j);

}  // namespace partir
