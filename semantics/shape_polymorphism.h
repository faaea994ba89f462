// The dimension variables of a shape-polymorphic JAX export (JAX "Shape
// polymorphism"): a program exported once for every size of some dims, with
// `?` where those sizes go. Before it runs it is refined to one size per
// variable (interp/shape_refinement.h); this file says which variables there
// are and which `?` dims of the entry's arguments each one sizes.
//
// JAX has written them two ways:
//  - dimension arguments (jax2tf's native serialization; the corpus's
//    *_dynamic.mlir files): the entry's leading rank-0 integer arguments carry
//    the variables' values, and the array arguments follow:
//      func.func @main(%arg0: tensor<i64>, %arg1: tensor<?x4xf32>)
//    A variable is named by its argument's spelling ("arg0"). The program does
//    not say which `?` each one sizes: with one variable it sizes them all;
//    with as many variables as `?` dims, the k-th sizes the k-th (JAX orders
//    both by first appearance in the shape specs); otherwise none is known.
//  - jax.export: the entry takes the arrays only and passes each variable,
//    read with get_dimension_size, to a function argument that carries
//    `jax.global_constant = "b"`; that name is the variable's, and the dim it
//    was read from is the one it sizes, with every dim a shape_assertion
//    checks equal to that one (another argument's dim of the same variable).
// Either way a guess that is wrong for the exporter is still checked: a
// refinement that breaks a type rule or a shape_assertion is an error.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "semantics/ir.h"

namespace partir {

struct ArgumentDim {
  size_t argument = 0;
  int64_t dim = 0;
  bool operator==(const ArgumentDim&) const = default;
};

struct DimensionVariable {
  std::string name;                     // "b", or "arg0" for a dimension argument
  std::optional<size_t> valueArgument;  // the dimension argument holding its value
  std::vector<ArgumentDim> sizes;       // the `?` dims of the entry's arguments it sizes
};

// The dimension variables of `entry`, none when its arguments are static.
std::vector<DimensionVariable> dimensionVariables(const Module& module, const Function& entry);

// The `?` dims of the entry's arguments, in argument order.
std::vector<ArgumentDim> dynamicArgumentDims(const Function& entry);

}  // namespace partir
