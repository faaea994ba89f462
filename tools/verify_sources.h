// The ops `partir verify` works on (tools/verify_command.h): the given
// StableHLO files, parsed and verified, or the bundled catalogue
// (verify/catalogue.h) when none is given; and a walk over their ops.
#pragma once

#include <string>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"
#include "semantics/parser.h"

namespace partir {

struct VerifySource {
  std::string name;  // the file's stem, for --emit-smt
  SourceFile file;
};

// The files, or the catalogue for none; the first parse or type error otherwise.
Result<std::vector<VerifySource>> loadVerifySources(const std::vector<std::string>& paths);

// "stablehlo.transpose" or "transpose" matches stablehlo.transpose; "" matches every op.
bool opMatches(const Operation& op, const std::string& filter);

// Calls `fn(source, function, op)` for every op of a function body matching `filter`.
template <class Fn>
void forEachVerifiedOp(const std::vector<VerifySource>& sources, const std::string& filter, Fn&& fn) {
  for (const VerifySource& source : sources)
    for (const auto& module : source.file.modules)
      for (const auto& f : module->functions) {
        if (f->isDeclaration()) continue;
        walk(f->body, [&](const Operation& op) {
          if (opMatches(op, filter)) fn(source, *f, op);
        });
      }
}

}  // namespace partir
