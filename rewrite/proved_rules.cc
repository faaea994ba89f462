#include "rewrite/proved_rules.h"

#include "rewrite/lower.h"

namespace partir {

std::vector<RuleUse> provedRuleUses() {
  std::vector<RuleUse> uses = {
      {"tile_action", "rewrite/partitioner.cc Partitioner::tile (seed 000 §5.1)"},
      {"atomic", "rewrite/partitioner.cc Partitioner::atomic (seed 000 §8)"},
      {"slice_of_tile_fusion", "rewrite/materialize.cc, slicing a tile loop's result (seed 000 §5.2.2)"},
      {"deep_tiling", "rewrite/materialize.cc, loops nested on one dim (seed 000 App. B.1.2)"},
      {"lower_tile_to_all_gather", "rewrite/lower.cc lowerToHlo (seed 000 §6.1)"},
      {"lower_slice_to_all_slice", "rewrite/lower.cc lowerToHlo (seed 000 §6.1)"},
      {"lower_sum_to_all_reduce", "rewrite/lower.cc lowerToHlo (seed 000 §6.1)"},
      {"device_local_arguments", "rewrite/lower.cc localizeSignature"},
      {"device_numbering", "rewrite/export.cc, replica groups and device ids"},
  };
  for (std::string_view family : fusionRuleProofs()) uses.push_back({family, "rewrite/lower.cc kFusionRules"});
  return uses;
}

}  // namespace partir
