// Where partitioning and lowering rely on a rewrite rule that verify/rules.cc
// proves on symbolic shapes and mesh sizes, by the rule's family
// (verify::Rule::family). tests/rewrite_rules_test.cc checks the two sides
// against each other: every family used here is proved, and every proved
// family is used here.
//
// The lowering's fusions are a table (rewrite/lower.cc kFusionRules), so
// their uses come from the table itself; the other steps are listed by hand
// in proved_rules.cc, next to the name of the code that applies them.
#pragma once

#include <string_view>
#include <vector>

namespace partir {

struct RuleUse {
  std::string_view family;  // "slice_undoes_gather"
  std::string_view where;   // "rewrite/lower.cc kFusionRules"
};

std::vector<RuleUse> provedRuleUses();

}  // namespace partir
