#include "interp/rounding_perturbation.h"

#include <cmath>

#include "semantics/attributes.h"

namespace partir {

namespace {

// splitmix64 (Steele, Lea, Flood 2014): a well-mixed 64-bit hash.
uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

bool regionRounds(const Region& region) {
  for (size_t b = 0; b < region.numBlocks(); ++b)
    for (const auto& op : region.block(b).ops())
      if (roundsItsResult(*op)) return true;
  return false;
}

}  // namespace

bool roundsItsResult(const Operation& op) {
  switch (op.code()) {
    // Elementwise arithmetic and transcendentals (StableHLO spec: each is
    // the exact result rounded, or an approximation of it).
    case OpCode::kAdd: case OpCode::kSubtract: case OpCode::kMultiply: case OpCode::kDivide:
    case OpCode::kPower: case OpCode::kSqrt: case OpCode::kRsqrt: case OpCode::kCbrt:
    case OpCode::kExponential: case OpCode::kExponentialMinusOne: case OpCode::kLog:
    case OpCode::kLogPlusOne: case OpCode::kLogistic: case OpCode::kTanh: case OpCode::kSine:
    case OpCode::kCosine: case OpCode::kTan: case OpCode::kAtan2: case OpCode::kAcosh:
    case OpCode::kAsin: case OpCode::kAsinh: case OpCode::kAtan: case OpCode::kAtanh:
    case OpCode::kCosh: case OpCode::kSinh: case OpCode::kErf: case OpCode::kErfc:
    case OpCode::kLgamma: case OpCode::kErfInv: case OpCode::kDigamma: case OpCode::kBesselI1e:
    case OpCode::kChloTan:
    // Products, normalizations and factorizations.
    case OpCode::kDot: case OpCode::kDotGeneral: case OpCode::kRaggedDot: case OpCode::kConvolution:
    case OpCode::kDynamicConv:
    case OpCode::kBatchNormGrad: case OpCode::kBatchNormInference: case OpCode::kBatchNormTraining:
    case OpCode::kCholesky: case OpCode::kTriangularSolve: case OpCode::kFft:
      return true;
    // An argument's widening (rewrite/widen_floats.h): the f64 run's input.
    case OpCode::kConvert:
      return op.attr(kWidenedArgument) != nullptr;
    // Reductions and scatters round when their body does (add, not maximum).
    case OpCode::kReduce: case OpCode::kReduceWindow: case OpCode::kScatter: case OpCode::kSelectAndScatter:
    case OpCode::kAllReduce: case OpCode::kReduceScatter: case OpCode::kMap:
      for (size_t r = 0; r < op.numRegions(); ++r)
        if (regionRounds(op.region(r))) return true;
      return false;
    default:
      return false;
  }
}

void perturbRounding(Tensor& t, const RoundingPerturbation& p, uint64_t stream) {
  if (t.elementType() != ElementType::kF64 || t.numElements() == 0) return;
  double* x = t.data<double>();
  const uint64_t base = mix(p.seed ^ mix(stream));
  for (int64_t i = 0; i < t.numElements(); ++i) {
    // 21 bits per element: a sign and a 20-bit fraction m, so that two equal
    // values perturbed apart almost never move alike.
    const uint64_t bits = mix(base + static_cast<uint64_t>(i)) >> 43;
    const double m = static_cast<double>(bits >> 1) * 0x1p-20;
    const double step = ((bits & 1) ? 1 : -1) * p.sign * 0x1p-40 * (1 + m);
    x[i] *= 1 + step;
  }
}

}  // namespace partir
