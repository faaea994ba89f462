// Kernels of the PartIR:HLO collectives (semantics/hlo_ops.h). They exchange
// data between the devices of a mesh, so they run only under an SPMD
// interpreter that gives each device its coordinates and a rendezvous; the
// reference and Temporal interpreters run one program and refuse them.
#include "interp/kernels.h"

namespace partir {

namespace {

[[noreturn]] void needsMesh(OpContext& ctx) {
  ctx.failUnsupported("PartIR:HLO collectives run on a simulated mesh (the SPMD interpreter), "
                      "not in a single program");
}

}  // namespace

Values evalPartirAllGather(OpContext& ctx) { needsMesh(ctx); }
Values evalPartirAllReduce(OpContext& ctx) { needsMesh(ctx); }
Values evalPartirAllSlice(OpContext& ctx) { needsMesh(ctx); }
Values evalPartirAllToAll(OpContext& ctx) { needsMesh(ctx); }
Values evalPartirReduceScatter(OpContext& ctx) { needsMesh(ctx); }

}  // namespace partir
