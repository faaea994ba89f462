// SCAFFOLD: replaced by the real kernels of this family.
#include "interp/kernels.h"

namespace partir {

Values evalCheckExpectAlmostEq(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCheckExpectAlmostEqConst(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCheckExpectClose(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCheckExpectEq(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCheckExpectEqConst(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCheckExpectSerializedEq(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalInterpreterPrint(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalInterpreterProbe(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalInterpreterRunParallel(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }

}  // namespace partir
