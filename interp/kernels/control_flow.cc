// SCAFFOLD: replaced by the real kernels of this family.
#include "interp/kernels.h"

namespace partir {

Values evalAfterAll(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCall(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCase(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalComposite(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCustomCall(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalFuncReturn(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalGetTupleElement(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalIf(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalInfeed(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalOptimizationBarrier(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalOutfeed(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalReturn(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalTuple(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalWhile(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }

}  // namespace partir
