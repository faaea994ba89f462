// SCAFFOLD: replaced by the real kernels of this family.
#include "interp/kernels.h"

namespace partir {

Values evalAbs(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalAdd(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalAnd(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalAtan2(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalBitcastConvert(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCbrt(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCeil(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalClamp(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCompare(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalComplex(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalConvert(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCosine(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCountLeadingZeros(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalDivide(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalExponential(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalExponentialMinusOne(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalFloor(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalImag(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalIsFinite(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalLog(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalLogPlusOne(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalLogistic(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalMaximum(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalMinimum(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalMultiply(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalNegate(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalNot(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalOr(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalPopcnt(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalPower(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalReal(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalReducePrecision(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalRemainder(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalRoundNearestAfz(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalRoundNearestEven(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalRsqrt(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalSelect(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalShiftLeft(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalShiftRightArithmetic(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalShiftRightLogical(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalSign(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalSine(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalSqrt(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalSubtract(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalTan(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalTanh(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalXor(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }

}  // namespace partir
