// The rewrite rules partitioning and lowering use (rewrite/proved_rules.h)
// against the rules verify/rules.cc proves: every rule used has a proof, and
// every proof is of a rule that is used.
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "rewrite/proved_rules.h"
#include "verify/rules.h"

namespace partir {
namespace {

std::set<std::string> provedFamilies() {
  std::set<std::string> families;
  for (const verify::Rule& rule : verify::rewriteRules()) families.insert(rule.family);
  return families;
}

TEST(RewriteRules, EveryRuleUsedIsProved) {
  const std::set<std::string> proved = provedFamilies();
  for (const RuleUse& use : provedRuleUses())
    EXPECT_TRUE(proved.count(std::string(use.family)))
        << use.where << " applies '" << use.family << "', which verify/rules.cc does not prove";
}

TEST(RewriteRules, EveryProvedRuleIsUsed) {
  std::set<std::string> used;
  for (const RuleUse& use : provedRuleUses()) used.insert(std::string(use.family));
  for (const std::string& family : provedFamilies())
    EXPECT_TRUE(used.count(family)) << "verify/rules.cc proves '" << family
                                    << "', which no step of rewrite/ uses (rewrite/proved_rules.h)";
}

}  // namespace
}  // namespace partir
