// The printer: MLIR text that `parseSource` reads back to a structurally
// equal module (ops in generic form where that is the only unambiguous
// spelling; dense literals exact, floats round-tripping bit for bit).
//
// Constants, attribute-free elementwise ops, returns and calls use their
// custom form; everything else prints generically. Values are renumbered per
// function (%0, %1:2 / %1#0, %arg0). Dense literals of up to 64 elements (and
// all i1 literals) print as lists, with shortest round-trip decimals and hex
// bit patterns for non-finite floats; larger ones as little-endian hex blobs.
// Given the module parsed from
//   func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
//     %y = stablehlo.transpose %x, dims = [0] : (tensor<2xf32>) -> tensor<2xf32>
//     return %y : tensor<2xf32> }
// printModule returns
//   module {
//     func.func @f(%arg0: tensor<2xf32>) -> tensor<2xf32> {
//       %0 = "stablehlo.transpose"(%arg0) {permutation = array<i64: 0>} : (tensor<2xf32>) -> (tensor<2xf32>)
//       func.return %0 : tensor<2xf32>
//     }
//   }
#pragma once

#include <string>

#include "semantics/ir.h"

namespace partir {

std::string printModule(const Module& module);
// Modules joined by `// -----` lines.
std::string printSourceFile(const SourceFile& file);

// Structural equality of two modules, ignoring source locations and value
// names. On a difference returns false and, if `why` is given, describes the
// first one.
bool structurallyEqual(const Module& a, const Module& b, std::string* why = nullptr);

}  // namespace partir
