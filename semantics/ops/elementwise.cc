// SCAFFOLD: replaced by the real type rules of this family.
#include "semantics/ops/type_rules.h"

namespace partir {

void checkAbs(const Operation&) {}
void checkAdd(const Operation&) {}
void checkAnd(const Operation&) {}
void checkAtan2(const Operation&) {}
void checkBitcastConvert(const Operation&) {}
void checkCbrt(const Operation&) {}
void checkCeil(const Operation&) {}
void checkClamp(const Operation&) {}
void checkCompare(const Operation&) {}
void checkComplex(const Operation&) {}
void checkConvert(const Operation&) {}
void checkCosine(const Operation&) {}
void checkCountLeadingZeros(const Operation&) {}
void checkDivide(const Operation&) {}
void checkExponential(const Operation&) {}
void checkExponentialMinusOne(const Operation&) {}
void checkFloor(const Operation&) {}
void checkImag(const Operation&) {}
void checkIsFinite(const Operation&) {}
void checkLog(const Operation&) {}
void checkLogPlusOne(const Operation&) {}
void checkLogistic(const Operation&) {}
void checkMaximum(const Operation&) {}
void checkMinimum(const Operation&) {}
void checkMultiply(const Operation&) {}
void checkNegate(const Operation&) {}
void checkNot(const Operation&) {}
void checkOr(const Operation&) {}
void checkPopcnt(const Operation&) {}
void checkPower(const Operation&) {}
void checkReal(const Operation&) {}
void checkReducePrecision(const Operation&) {}
void checkRemainder(const Operation&) {}
void checkRoundNearestAfz(const Operation&) {}
void checkRoundNearestEven(const Operation&) {}
void checkRsqrt(const Operation&) {}
void checkSelect(const Operation&) {}
void checkShiftLeft(const Operation&) {}
void checkShiftRightArithmetic(const Operation&) {}
void checkShiftRightLogical(const Operation&) {}
void checkSign(const Operation&) {}
void checkSine(const Operation&) {}
void checkSqrt(const Operation&) {}
void checkSubtract(const Operation&) {}
void checkTan(const Operation&) {}
void checkTanh(const Operation&) {}
void checkXor(const Operation&) {}

}  // namespace partir
