// `partir verify --mutants` (tools/verify_command.h): the mutation test of
// the entry verifier (verify/mutation.h) on the ops of the given files or
// of the catalogue; its output and exit codes are documented there.
#pragma once

#include <vector>

#include "tools/verify_command.h"
#include "tools/verify_sources.h"

namespace partir {

int runMutants(const std::vector<VerifySource>& sources, const VerifyCommandOptions& options,
               const verify::CheckOptions& check);

}  // namespace partir
