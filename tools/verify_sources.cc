#include "tools/verify_sources.h"

#include <filesystem>

#include "semantics/load.h"
#include "semantics/verifier.h"
#include "verify/catalogue.h"

namespace partir {

Result<std::vector<VerifySource>> loadVerifySources(const std::vector<std::string>& paths) {
  std::vector<VerifySource> out;
  for (const std::string& path : paths) {
    Result<SourceFile> file = loadVerifiedFile(path);
    if (!file.ok()) return file.error();
    out.push_back({std::filesystem::path(path).stem().string(), std::move(*file)});
  }
  if (!paths.empty()) return out;
  for (const verify::CatalogueFile& c : verify::catalogue()) {
    Result<SourceFile> file = parseSource(c.text, "verify/catalogue/" + c.name);
    if (!file.ok()) return file.error();
    for (const auto& m : file->modules)
      if (Status s = verifyModule(*m); !s.ok()) return s.error();
    out.push_back({std::filesystem::path(c.name).stem().string(), std::move(*file)});
  }
  return out;
}

bool opMatches(const Operation& op, const std::string& filter) {
  if (filter.empty()) return true;
  const std::string& name = op.name();
  return name == filter || name.substr(name.find('.') + 1) == filter;
}

}  // namespace partir
