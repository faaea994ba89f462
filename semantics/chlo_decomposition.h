// CHLO ops defined by their decompositions: the StableHLO functions that
// StableHLO's chlo legalization builds for them (ChloLegalizeToStablehlo.cpp,
// ChloDecompositionPatterns.td), written as data in semantics/chlo/<op>.mlir
// and compiled into the binary.
//
// A file `semantics/chlo/erf_inv.mlir` defines `chlo.erf_inv`. Each of its
// functions computes the op on scalars (rank-0 tensors) of one template type
// and names the element types it serves:
//
//   func.func @erf_inv_f32(%x: tensor<f32>) -> tensor<f32>
//       attributes {chlo.instances = ["f32"]} { ... }
//
// Instantiating it on a shape gives every tensor of the body that shape and
// replaces the template type by the instance's (a complex template's part
// type by the instance's part type too), rounding each constant to it, as the
// legalization's getConstantLike does. A float narrower than f32 that no
// function serves runs the f32 instance between converts (the legalization's
// materializeWithUpcast).
//
// Every op of a body is pointwise (elementwise ops, constants and other CHLO
// rows): the library check refuses anything else, so a decomposed op's
// pointwise tile-mapping entries are those of its decomposition.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

struct ChloLibraryFile {
  std::string name;  // "erf_inv.mlir"
  std::string text;
};

// The files of semantics/chlo/ (compiled in by cmake/embed_text_files.cmake).
std::vector<ChloLibraryFile> ChloLibraryFiles();

// The library parsed and checked (once, on first use): a diagnostic naming
// the file and the rule it breaks when a decomposition is malformed.
Status checkChloLibrary();
// The same check of other files (a decomposition being written).
Status checkChloLibrary(const std::vector<ChloLibraryFile>& files);

// Whether `op` ("chlo.erf_inv") on `element` tensors runs a decomposition.
bool hasChloDecomposition(std::string_view op, ElementType element);

// The ops with a decomposition and the element types each serves, sorted:
// "chlo.erf_inv: f32 f64 (narrower floats via f32)".
std::vector<std::string> chloDecompositionSummary();

// A verified module whose function @main computes `op` on operands of
// `operandTypes` (tensors of one shape, the first one's element type picking
// the instance).
Result<std::unique_ptr<Module>> instantiateChloDecomposition(std::string_view op,
                                                             std::span<const Type> operandTypes);

}  // namespace partir
