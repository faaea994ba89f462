// SCAFFOLD: replaced by the real kernels of this family.
#include "interp/kernels.h"

namespace partir {

Values evalBroadcastInDim(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalConcatenate(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalDynamicBroadcastInDim(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalDynamicGather(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalDynamicPad(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalDynamicReshape(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalDynamicSlice(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalDynamicUpdateSlice(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalGather(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalGetDimensionSize(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalPad(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalReshape(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalReverse(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalScatter(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalSlice(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalTranspose(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }

}  // namespace partir
