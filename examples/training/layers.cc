#include "examples/training/layers.h"

#include <numeric>

namespace partir::training {

namespace {

std::vector<int64_t> range(int64_t begin, int64_t end) {
  std::vector<int64_t> dims(static_cast<size_t>(end - begin));
  std::iota(dims.begin(), dims.end(), begin);
  return dims;
}

int64_t lastDim(const SsaValue& x) { return x.type.rank() - 1; }

}  // namespace

SsaValue mulConst(StableHloBuilder& b, const SsaValue& x, double k) {
  return b.multiply(x, b.constant(k, x.type));
}

SsaValue addConst(StableHloBuilder& b, const SsaValue& x, double k) {
  return b.add(x, b.constant(k, x.type));
}

SsaValue broadcastTrailing(StableHloBuilder& b, const SsaValue& v, const Shape& shape) {
  const int64_t rank = static_cast<int64_t>(shape.size());
  return b.broadcastInDim(v, shape, range(rank - v.type.rank(), rank));
}

SsaValue broadcastLeading(StableHloBuilder& b, const SsaValue& v, const Shape& shape) {
  return b.broadcastInDim(v, shape, range(0, v.type.rank()));
}

SsaValue oneHot(StableHloBuilder& b, const SsaValue& indices, int64_t depth, Element element) {
  Shape shape = indices.type.shape;
  shape.push_back(depth);
  const SsaValue classes = b.iota({shape, indices.type.element}, indices.type.rank());
  const SsaValue hits = b.compare(Direction::kEq, classes, broadcastLeading(b, indices, shape));
  return b.convert(hits, element);
}

SsaValue subtractMax(StableHloBuilder& b, const SsaValue& x) {
  const SsaValue max = b.reduce(x, Reducer::kMax, {lastDim(x)});
  return b.subtract(x, broadcastLeading(b, max, x.type.shape));
}

CrossEntropy softmaxCrossEntropy(StableHloBuilder& b, const SsaValue& logits, const SsaValue& labels,
                                 bool withGradient) {
  const Shape& shape = logits.type.shape;
  const SsaValue shifted = subtractMax(b, logits);
  const SsaValue logSumExp = b.log(b.reduce(b.exponential(shifted), Reducer::kAdd, {lastDim(logits)}));
  const SsaValue logProbs = b.subtract(shifted, broadcastLeading(b, logSumExp, shape));
  const SsaValue targets = oneHot(b, labels, shape.back(), logits.type.element);
  const double positions = static_cast<double>(labels.type.numElements());
  const SsaValue everyDim = b.multiply(targets, logProbs);
  const SsaValue logLikelihood = b.reduce(everyDim, Reducer::kAdd, range(0, logits.type.rank()));
  CrossEntropy out{mulConst(b, logLikelihood, -1.0 / positions), {}};
  // d(loss)/d(logits) = (softmax - onehot) / N
  if (withGradient) out.dLogits = mulConst(b, b.subtract(b.exponential(logProbs), targets), 1.0 / positions);
  return out;
}

}  // namespace partir::training
