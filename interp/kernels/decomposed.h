// Kernels of the CHLO ops that semantics/chlo_decomposition.h defines by
// their decompositions: the decomposition, instantiated for the operands'
// element type and run by the interpreter.
#pragma once

#include <string_view>
#include <vector>

#include "interp/tensor.h"

namespace partir {

// `op` ("chlo.erf_inv") on `operands` (one shape; the first one's element
// type picks the instance), computed by running its decomposition. Throws
// DiagnosticError (kUnsupported) for an element type it has no
// decomposition for.
Tensor runChloDecomposition(std::string_view op, std::vector<Tensor> operands);

}  // namespace partir
