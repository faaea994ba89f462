// SCAFFOLD: replaced by the real kernels of this family.
#include "interp/kernels.h"

namespace partir {

Values evalBatchNormGrad(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalBatchNormInference(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalBatchNormTraining(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCholesky(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalConvolution(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalDotGeneral(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalDynamicConv(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalFft(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalTriangularSolve(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }

}  // namespace partir
