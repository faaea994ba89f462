// Refinement of a shape-polymorphic program (StableHLO's
// stablehlo-refine-shapes; semantics/shape_polymorphism.h for how JAX writes
// one): given static types for the entry's arguments and the values of its
// dimension arguments, every `?` dim of the program becomes the size it has
// for these inputs, so the result is an ordinary static program that the
// verifier, the interpreter, `partition` and `check` take as they are.
//
// Op by op in program order:
//  - a func.call whose callee has `?` dims is inlined (each call site may
//    refine it differently);
//  - shape computations are evaluated: get_dimension_size of a refined value
//    is a constant, and an op whose operands are all known and whose results
//    are small is run by the interpreter;
//  - the shape operand of a dynamic op (dynamic_broadcast_in_dim,
//    dynamic_reshape, dynamic_iota, dynamic_pad, dynamic_gather,
//    real_dynamic_slice) gives its result shape; it must be known here
//    (shapes that depend on data are refused);
//  - ops that keep their operands' shapes (elementwise, sort, while, ...)
//    take them; every other op's `?` dims come from its own type rule, run in
//    a ResultShapeRefinement (semantics/ops/type_rule_helpers.h);
//  - each op's type rule then checks it, so a refinement that contradicts a
//    declared static dim fails at that op; the shape_assertion custom_calls
//    of jax.export are checked where their operands are known.
//
// Given
//   func.func @main(%n: tensor<i64>, %x: tensor<?x4xf32>) -> tensor<?x4xf32> {
//     %0 = stablehlo.add %x, %x : tensor<?x4xf32>  ...
// refined to (tensor<i64>, tensor<3x4xf32>) with %n = 3, %0 is tensor<3x4xf32>
// and @main returns tensor<3x4xf32>.
#pragma once

#include <map>

#include "interp/tensor.h"
#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

// Whether any type of `module` has a `?` dim.
bool hasDynamicShapes(const Module& module);

// Refines `entry` of `module` in place: its arguments take `argTypes`
// (static), and `knownArguments` (argument index -> value) are the
// dimension arguments' values, which the refined program reads from
// constants (it holds for those values only). Errors name the op.
Status refineShapes(Module& module, Function& entry, const std::vector<Type>& argTypes,
                    const std::map<size_t, Tensor>& knownArguments);

}  // namespace partir
