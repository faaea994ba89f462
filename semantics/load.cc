#include "semantics/load.h"

#include "semantics/verifier.h"

namespace partir {

Result<SourceFile> loadVerifiedFile(const std::string& path) {
  Result<SourceFile> file = parseFile(path);
  if (!file.ok()) return file;
  for (const auto& module : file->modules)
    if (Status s = verifyModule(*module); !s.ok()) return s.error();
  return file;
}

}  // namespace partir
