// From the partitioner's nodes and nests to the PartIR:Core module
// (seed 000 §5; DESIGN.md "PartIR:Core").
//
// Nodes with the same nest (the same axes in the same order) whose values
// flow from one to the next exactly as the loops tile and slice them are put
// in one loop nest: that is the fusion `slice d (loop [tile<d>] body)[r] →
// body{r}` of seed 000 §5.2.2 applied to every such producer/consumer pair,
// which turns the three loops of the propagation example into Listing 8.
// Operands from outside a nest are sliced inside its innermost body, one
// `partir.slice` per level (a slice chain, App. B.1.2); values needed outside
// are yielded with the node's action at each level. A `sum<body>` action
// outlines the reduce's body as a private function `@partir_sum_<op>_<type>`
// for `#partir.sum<@f>`.
//
// Clusters are grown in program order; a cluster stops growing once a node
// outside it reads one of its values, so the clusters form a DAG and are
// emitted in dependency order (ties: program order).
#pragma once

#include <memory>

#include "rewrite/partitioner.h"

namespace partir {

// A copy of the partitioner's module in which its function is replaced by the
// partitioned program and `partir.mesh` is set.
std::unique_ptr<Module> materializeCore(const Partitioner& partitioner);

}  // namespace partir
