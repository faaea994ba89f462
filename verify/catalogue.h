// The bundled op catalogue `partir verify` proves by default: StableHLO
// files under verify/catalogue/ (one per op family), compiled into the
// binary so the command works from any directory, and `same_type.mlir`,
// written from the PARTIR_UNARY / PARTIR_BINARY rows of
// semantics/op_table.def (one function per row). Every op with TMR entries
// appears there in its structural variants (tests/verify_catalogue_test.cc
// checks the coverage); each op instance is proved on symbolic shapes, so
// its concrete sizes only pick the variant.
#pragma once

#include <string>
#include <vector>

namespace partir::verify {

struct CatalogueFile {
  std::string name;  // "data_movement.mlir"
  std::string text;
};

const std::vector<CatalogueFile>& catalogue();

// The files of verify/catalogue/ (compiled in by cmake/embed_text_files.cmake).
std::vector<CatalogueFile> embeddedCatalogueFiles();

}  // namespace partir::verify
