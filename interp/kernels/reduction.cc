// SCAFFOLD: replaced by the real kernels of this family.
#include "interp/kernels.h"

namespace partir {

Values evalMap(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalReduce(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalReduceWindow(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalSelectAndScatter(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalSort(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }

}  // namespace partir
