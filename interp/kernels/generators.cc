// SCAFFOLD: replaced by the real kernels of this family.
#include "interp/kernels.h"

namespace partir {

Values evalConstant(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalDynamicIota(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalIota(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalRng(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalRngBitGenerator(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalUniformDequantize(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalUniformQuantize(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }

}  // namespace partir
