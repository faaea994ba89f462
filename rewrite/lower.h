// Lowering PartIR:Core to PartIR:HLO (seed 000 §6.1; DESIGN.md "Lowering"):
// the device-local program every device of the mesh runs.
//
// 1. `lowerToHlo` (type preserving): a loop over axis a is inlined, each
//    device running its body with the range value = its coordinate along a;
//    `partir.slice d %x[%r]` becomes `partir.all_slice` with a on dim d; a
//    loop result becomes, by its action, `partir.all_gather` (tile<d>: a on
//    dim d), `partir.all_reduce <a>` (sum, sum<@f>) or the yielded value
//    (any); `partir.tag` is dropped (the identity).
// 2. `fuseCollectives`, to a fixed point (seed 000 §6), by the rules of
//    kFusionRules in lower.cc, each named by its proof in verify/rules.cc:
//      all_slice A (all_gather A x)                 -> x
//      all_slice A (all_gather (A then B) x)        -> all_gather B x
//      all_slice (A then B) (all_gather A x)        -> all_slice B x
//      all_slice [d': A] (all_gather [d: A] x)      -> all_to_all {d -> d'} <A> x
//      all_slice [...] (all_reduce<@f> <A> x)       -> reduce_scatter<@f> [...] x
//                                                      (the slice's axes are exactly A)
//      all_slice B (all_reduce<@f> <A> x)           -> all_reduce<@f> <A> (all_slice B x)
//                                                      (B and A share no axis)
//      all_slice B (all_gather A x)                 -> all_gather A (all_slice B x)
//                                                      (other dims, other axes)
//      all_slice B (all_slice A x)                  -> all_slice (A then B, per dim) x
//      all_gather B (all_gather A x)                -> all_gather (A and B) x
//                                                      (on different dims)
//    then drops collectives nobody uses.
// 3. `localizeSignature`: an argument used only through all_slices becomes
//    the chunk they all slice first (the device receives it; each slice
//    keeps the rest of its axes); a result produced by
//    an all_gather becomes the gathered value (the device returns its
//    chunk). Each recorded as `partir.sharding = [["B"], []]` on the
//    argument or result (per dim, the mesh axes it is split along). A result
//    an argument aliases (`tf.aliasing_output`, JAX's donate_argnums: a
//    training step's new parameters feed the next step) keeps that
//    argument's sharding: it is returned whole when the argument is whole
//    (its all_gather stays), and sliced like the argument otherwise.
// 4. `gatherArgumentsPerUse`: an all_gather of an argument is issued again
//    just before each op that reads it, so the whole value lives only around
//    its use (ZeRO-3 / FSDP, seed 000 §2.2: "AllGather whenever the
//    parameters are needed, once in forward and once in backward pass").
//
// Given seed 000 §6.1's program (x: 256x8 tiled on "B", w1/w2 split on "M")
// `lowerModule` gives
//   func @main(%xs: 64x8 {partir.sharding = [["B"], []]}, %w1s: 8x8 {[[], ["M"]]},
//              %w2s: 8x8 {[["M"], []]}) -> (64x8 {[["B"], []]}) {
//     %x1 = dot_general %xs, %w1s; %x2 = dot_general %x1, %w2s
//     %x3 = partir.all_reduce <"M"> %x2; ... }
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

struct LowerOptions {
  bool fuse = true;      // run fuseCollectives
  bool localize = true;  // run localizeSignature on the entry function
  bool gatherPerUse = true;  // run gatherArgumentsPerUse on the entry function
  std::string entry = "main";
};

// The whole pipeline on a verified PartIR:Core module (with a partir.mesh).
Result<std::unique_ptr<Module>> lowerModule(const Module& core, const LowerOptions& options = {});
// The same, rewriting `core` itself instead of a copy.
Result<std::unique_ptr<Module>> lowerModule(std::unique_ptr<Module> core, const LowerOptions& options = {});

// The family (verify/rules.cc Rule::family) of each fusion rule of step 2,
// in the order they are tried (rewrite/proved_rules.h).
std::vector<std::string_view> fusionRuleProofs();

// The steps, for tests: each rewrites `f` of `module` in place.
void lowerToHlo(Module& module, Function& f);
void fuseCollectives(Module& module, Function& f);
void localizeSignature(Module& module, Function& f);
void gatherArgumentsPerUse(Function& f);

}  // namespace partir
