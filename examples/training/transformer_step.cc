#include "examples/training/transformer_step.h"

#include <cmath>
#include <numbers>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "examples/training/layers.h"

namespace partir::training {

namespace {

constexpr double kRmsEps = 1e-5;
constexpr double kMaskedScore = -1e9;  // exp(kMaskedScore - max) is exactly 0
constexpr double kGeluCubic = 0.044715;
constexpr double kGeluScale = std::numbers::sqrt2 * std::numbers::inv_sqrtpi;  // √(2/π)

// The contractions used more than once. Activations are [B, S, ·]; q, k, v
// and do are [B, S, H, K]; scores and probabilities [B, H, S, S].
// x·W: an activation's last dim with a weight's first.
const DotDims kProject{.lhsContracting = {2}, .rhsContracting = {0}};
// dY·Wᵀ: an output gradient's last dim with a matrix weight's last.
const DotDims kProjectBack{.lhsContracting = {2}, .rhsContracting = {1}};
// xᵀ·dY over batch and seq: the gradient of a weight.
const DotDims kOverTokens{.lhsContracting = {0, 1}, .rhsContracting = {0, 1}};
// Per (batch, head), over K: q·kᵀ and do·vᵀ -> [B, H, S, S].
const DotDims kHeadScores{
    .lhsBatching = {0, 2}, .rhsBatching = {0, 2}, .lhsContracting = {3}, .rhsContracting = {3}};
// Per (batch, head), over keys: p·v and ds·k -> [B, H, S, K].
const DotDims kOverKeys{
    .lhsBatching = {0, 1}, .rhsBatching = {0, 2}, .lhsContracting = {3}, .rhsContracting = {1}};
// Per (batch, head), over queries: pᵀ·do and dsᵀ·q -> [B, H, S, K].
const DotDims kOverQueries{
    .lhsBatching = {0, 1}, .rhsBatching = {0, 2}, .lhsContracting = {2}, .rhsContracting = {1}};

// The tensors of one layer, in argument order: its parameters, or their gradients.
struct LayerTensors {
  SsaValue ln1Scale, wqkv, wo, ln2Scale, w1, b1, w2, b2;
};

// All parameters (or gradients) of the model.
struct ModelTensors {
  SsaValue embed, posEmbed;
  std::vector<LayerTensors> layers;
  SsaValue finalScale, unembed;
};

// Every tensor of `t` with its pytree path, in argument order.
std::vector<std::pair<std::string, SsaValue*>> fields(ModelTensors& t) {
  std::vector<std::pair<std::string, SsaValue*>> out = {{"['embed']", &t.embed},
                                                         {"['pos_embed']", &t.posEmbed}};
  for (size_t i = 0; i < t.layers.size(); ++i) {
    LayerTensors& l = t.layers[i];
    const std::string layer = fmt::format("['layer_{}']", i);
    for (auto [path, tensor] : {std::pair{"['ln1']['scale']", &l.ln1Scale}, {"['attn']['wqkv']", &l.wqkv},
                                {"['attn']['wo']", &l.wo}, {"['ln2']['scale']", &l.ln2Scale},
                                {"['mlp']['w1']", &l.w1}, {"['mlp']['b1']", &l.b1},
                                {"['mlp']['w2']", &l.w2}, {"['mlp']['b2']", &l.b2}})
      out.emplace_back(layer + path, tensor);
  }
  out.emplace_back("['final_norm']['scale']", &t.finalScale);
  out.emplace_back("['unembed']", &t.unembed);
  return out;
}

// The parameters as values with a type and no name yet.
ModelTensors parameterTypes(const TransformerConfig& c) {
  const int64_t d = c.dModel, h = c.heads, k = c.headDim(), f = c.ffDim();
  auto typed = [&](Shape shape) { return SsaValue{"", {std::move(shape), c.element}}; };
  const LayerTensors layer{typed({d}), typed({d, 3, h, k}), typed({h, k, d}), typed({d}),
                           typed({d, f}), typed({f}), typed({f, d}), typed({d})};
  return {typed({c.vocab, d}), typed({c.seqLen, d}), std::vector<LayerTensors>(c.layers, layer),
          typed({d}), typed({d, c.vocab})};
}

std::vector<TensorSpec> parameterSpecs(const TransformerConfig& c) {
  ModelTensors types = parameterTypes(c);
  std::vector<TensorSpec> specs;
  for (const auto& [path, tensor] : fields(types)) specs.push_back({path, tensor->type});
  return specs;
}

// What each backward rule reads of its forward op.
struct RmsNormTape {
  SsaValue normalized, inverseRms, scale;  // n = x·r, r and s, all broadcast to [B, S, D]
};
struct AttentionTape {
  SsaValue input;                 // [B, S, D]
  SsaValue q, k, v;               // [B, S, H, K]
  SsaValue causal, probs, mixed;  // [B, H, S, S], [B, H, S, S], [B, H, S, K]
};
struct MlpTape {
  SsaValue input;                                                      // [B, S, D]
  SsaValue preActivation, preActivationSquared, tanhOfU, activation;  // a, a², tanh(u), gelu(a): [B, S, F]
};
struct LayerTape {
  RmsNormTape ln1;
  AttentionTape attention;
  RmsNormTape ln2;
  MlpTape mlp;
};

// Emits the forward pass and, when asked, the backward pass of one model.
class TransformerEmitter {
 public:
  TransformerEmitter(StableHloBuilder& b, const TransformerConfig& c) : b_(b), c_(c) {}
  LossAndGradients emit(const std::vector<SsaValue>& params, const std::vector<SsaValue>& batch,
                        bool withGradients);

 private:
  SsaValue rmsNorm(const SsaValue& x, const SsaValue& scale, RmsNormTape& tape);
  SsaValue attention(const SsaValue& y, const LayerTensors& p, AttentionTape& tape);
  SsaValue causalSoftmax(const SsaValue& scores, AttentionTape& tape);
  SsaValue mlp(const SsaValue& y, const LayerTensors& p, MlpTape& tape);
  SsaValue block(const SsaValue& x, const LayerTensors& p, LayerTape& tape);

  SsaValue rmsNormBackward(const RmsNormTape& tape, const SsaValue& dY, SsaValue& dScale);
  SsaValue attentionBackward(const AttentionTape& tape, const LayerTensors& p, const SsaValue& dOut,
                             LayerTensors& grads);
  SsaValue causalSoftmaxBackward(const AttentionTape& tape, const SsaValue& dProbs);
  SsaValue mlpBackward(const MlpTape& tape, const LayerTensors& p, const SsaValue& dOut, LayerTensors& grads);
  SsaValue blockBackward(const LayerTape& tape, const LayerTensors& p, const SsaValue& dOut,
                         LayerTensors& grads);

  // q, k or v ([B, S, H, K]) out of the fused projection [B, S, 3, H, K].
  SsaValue headsPart(const SsaValue& qkv, int64_t part);
  // [B, H, S, K] -> [B, S, H, K], the layout of q, k and v.
  SsaValue seqMajor(const SsaValue& x) { return b_.transpose(x, {0, 2, 1, 3}); }
  double scoreScale() const { return 1.0 / std::sqrt(static_cast<double>(c_.headDim())); }

  StableHloBuilder& b_;
  const TransformerConfig& c_;
};

SsaValue TransformerEmitter::rmsNorm(const SsaValue& x, const SsaValue& scale, RmsNormTape& tape) {
  const Shape& shape = x.type.shape;
  const SsaValue sumSquares = b_.reduce(b_.multiply(x, x), Reducer::kAdd, {2});
  const SsaValue meanSquare = mulConst(b_, sumSquares, 1.0 / c_.dModel);
  tape.inverseRms = broadcastLeading(b_, b_.rsqrt(addConst(b_, meanSquare, kRmsEps)), shape);
  tape.normalized = b_.multiply(x, tape.inverseRms);
  tape.scale = broadcastTrailing(b_, scale, shape);
  return b_.multiply(tape.normalized, tape.scale);
}

SsaValue TransformerEmitter::headsPart(const SsaValue& qkv, int64_t part) {
  const int64_t batch = c_.batch, seq = c_.seqLen, heads = c_.heads, dHead = c_.headDim();
  const SsaValue slice = b_.slice(qkv, {0, 0, part, 0, 0}, {batch, seq, part + 1, heads, dHead});
  return b_.reshape(slice, {batch, seq, heads, dHead});
}

SsaValue TransformerEmitter::attention(const SsaValue& y, const LayerTensors& p, AttentionTape& tape) {
  tape.input = y;
  const SsaValue qkv = b_.dotGeneral(y, p.wqkv, kProject);
  tape.q = headsPart(qkv, 0);
  tape.k = headsPart(qkv, 1);
  tape.v = headsPart(qkv, 2);
  const SsaValue scores = b_.dotGeneral(tape.q, tape.k, kHeadScores);
  tape.probs = causalSoftmax(mulConst(b_, scores, scoreScale()), tape);
  tape.mixed = b_.dotGeneral(tape.probs, tape.v, kOverKeys);
  return b_.dotGeneral(tape.mixed, p.wo, {.lhsContracting = {1, 3}, .rhsContracting = {0, 1}});
}

// softmax over keys of the scores, key j > query i masked out.
SsaValue TransformerEmitter::causalSoftmax(const SsaValue& scores, AttentionTape& tape) {
  const ValueType positions{scores.type.shape, Element::kI32};
  const SsaValue query = b_.iota(positions, 2);
  const SsaValue key = b_.iota(positions, 3);
  tape.causal = b_.compare(Direction::kGe, query, key);
  const SsaValue masked = b_.select(tape.causal, scores, b_.constant(kMaskedScore, scores.type));
  const SsaValue exps = b_.exponential(subtractMax(b_, masked));
  return b_.divide(exps, broadcastLeading(b_, b_.reduce(exps, Reducer::kAdd, {3}), scores.type.shape));
}

// gelu(a) = a/2 (1 + tanh(u)), u = √(2/π) (a + 0.044715 a³).
SsaValue TransformerEmitter::mlp(const SsaValue& y, const LayerTensors& p, MlpTape& tape) {
  tape.input = y;
  const SsaValue h = b_.dotGeneral(y, p.w1, kProject);
  const SsaValue a = b_.add(h, broadcastTrailing(b_, p.b1, h.type.shape));
  tape.preActivation = a;
  tape.preActivationSquared = b_.multiply(a, a);
  const SsaValue inner = b_.add(a, mulConst(b_, b_.multiply(tape.preActivationSquared, a), kGeluCubic));
  tape.tanhOfU = b_.tanh(mulConst(b_, inner, kGeluScale));
  tape.activation = mulConst(b_, b_.multiply(a, addConst(b_, tape.tanhOfU, 1.0)), 0.5);
  const SsaValue out = b_.dotGeneral(tape.activation, p.w2, kProject);
  return b_.add(out, broadcastTrailing(b_, p.b2, out.type.shape));
}

// x + attn(ln1(x)), then that + mlp(ln2(that)).
SsaValue TransformerEmitter::block(const SsaValue& x, const LayerTensors& p, LayerTape& tape) {
  const SsaValue mid = b_.add(x, attention(rmsNorm(x, p.ln1Scale, tape.ln1), p, tape.attention));
  return b_.add(mid, mlp(rmsNorm(mid, p.ln2Scale, tape.ln2), p, tape.mlp));
}

SsaValue TransformerEmitter::rmsNormBackward(const RmsNormTape& tape, const SsaValue& dY, SsaValue& dScale) {
  // y = n ⊙ s: ds = Σ_{batch, seq} dy ⊙ n
  dScale = b_.reduce(b_.multiply(dY, tape.normalized), Reducer::kAdd, {0, 1});
  // dn = dy ⊙ s
  const SsaValue dN = b_.multiply(dY, tape.scale);
  // n = x·r, r = (mean(x²) + ε)^(-1/2): dx = r (dn - n · mean_D(dn ⊙ n))
  const SsaValue dotNormalized = b_.reduce(b_.multiply(dN, tape.normalized), Reducer::kAdd, {2});
  const SsaValue meanDot = mulConst(b_, dotNormalized, 1.0 / c_.dModel);
  const SsaValue projected = b_.multiply(tape.normalized, broadcastLeading(b_, meanDot, dN.type.shape));
  return b_.multiply(tape.inverseRms, b_.subtract(dN, projected));
}

// Given dP [B,H,S,S], the gradient of the scaled scores.
SsaValue TransformerEmitter::causalSoftmaxBackward(const AttentionTape& tape, const SsaValue& dProbs) {
  // p = softmax(m): dm = p ⊙ (dp - Σ_keys dp ⊙ p)
  const SsaValue dotWithProbs = b_.reduce(b_.multiply(dProbs, tape.probs), Reducer::kAdd, {3});
  const SsaValue centered = b_.subtract(dProbs, broadcastLeading(b_, dotWithProbs, dProbs.type.shape));
  const SsaValue dMasked = b_.multiply(tape.probs, centered);
  // m = select(causal, s, -1e9): ds = select(causal, dm, 0)
  return b_.select(tape.causal, dMasked, b_.constant(0, dMasked.type));
}

SsaValue TransformerEmitter::attentionBackward(const AttentionTape& tape, const LayerTensors& p,
                                               const SsaValue& dOut, LayerTensors& grads) {
  // out = o·Wo over (h, k): dWo = oᵀ·dOut, contracting batch and seq
  grads.wo = b_.dotGeneral(tape.mixed, dOut, {.lhsContracting = {0, 2}, .rhsContracting = {0, 1}});
  // do = dOut·Woᵀ, as [B, S, H, K]
  const SsaValue dMixed = b_.dotGeneral(dOut, p.wo, {.lhsContracting = {2}, .rhsContracting = {2}});
  // o = P·V: dP = do·Vᵀ, dV = Pᵀ·do
  const SsaValue dProbs = b_.dotGeneral(dMixed, tape.v, kHeadScores);
  const SsaValue dV = seqMajor(b_.dotGeneral(tape.probs, dMixed, kOverQueries));
  // s = (Q·Kᵀ)/√K: dQ = (dS·K)/√K, dK = (dSᵀ·Q)/√K
  const SsaValue dScores = mulConst(b_, causalSoftmaxBackward(tape, dProbs), scoreScale());
  const SsaValue dQ = seqMajor(b_.dotGeneral(dScores, tape.k, kOverKeys));
  const SsaValue dK = seqMajor(b_.dotGeneral(dScores, tape.q, kOverQueries));
  // q, k, v are the three slices of qkv along dim 2: dQkv concatenates their gradients
  const Shape partShape = {c_.batch, c_.seqLen, 1, c_.heads, c_.headDim()};
  const SsaValue dQkv =
      b_.concatenate({b_.reshape(dQ, partShape), b_.reshape(dK, partShape), b_.reshape(dV, partShape)}, 2);
  // qkv = y·Wqkv: dWqkv = yᵀ·dQkv, contracting batch and seq; dy = dQkv·Wqkvᵀ
  grads.wqkv = b_.dotGeneral(tape.input, dQkv, kOverTokens);
  return b_.dotGeneral(dQkv, p.wqkv, {.lhsContracting = {2, 3, 4}, .rhsContracting = {1, 2, 3}});
}

SsaValue TransformerEmitter::mlpBackward(const MlpTape& tape, const LayerTensors& p, const SsaValue& dOut,
                                         LayerTensors& grads) {
  // out = g·W2 + b2: db2 = Σ_{batch, seq} dOut, dW2 = gᵀ·dOut over batch and seq, dg = dOut·W2ᵀ
  grads.b2 = b_.reduce(dOut, Reducer::kAdd, {0, 1});
  grads.w2 = b_.dotGeneral(tape.activation, dOut, kOverTokens);
  const SsaValue dG = b_.dotGeneral(dOut, p.w2, kProjectBack);
  // gelu'(a) = (1 + t)/2 + a/2 (1 - t²) √(2/π) (1 + 3·0.044715 a²)
  const SsaValue& a = tape.preActivation;
  const SsaValue& t = tape.tanhOfU;
  const SsaValue cubicSlope = addConst(b_, mulConst(b_, tape.preActivationSquared, 3 * kGeluCubic), 1.0);
  const SsaValue dU = mulConst(b_, cubicSlope, kGeluScale);
  const SsaValue sech2 = addConst(b_, b_.negate(b_.multiply(t, t)), 1.0);
  const SsaValue tanhTerm = addConst(b_, t, 1.0);
  const SsaValue slope = b_.add(tanhTerm, b_.multiply(a, b_.multiply(sech2, dU)));
  const SsaValue dA = b_.multiply(dG, mulConst(b_, slope, 0.5));
  // a = y·W1 + b1: db1 = Σ_{batch, seq} dA, dW1 = yᵀ·dA over batch and seq, dy = dA·W1ᵀ
  grads.b1 = b_.reduce(dA, Reducer::kAdd, {0, 1});
  grads.w1 = b_.dotGeneral(tape.input, dA, kOverTokens);
  return b_.dotGeneral(dA, p.w1, kProjectBack);
}

// Residual adds pass the gradient through unchanged to both of their operands.
SsaValue TransformerEmitter::blockBackward(const LayerTape& tape, const LayerTensors& p, const SsaValue& dOut,
                                           LayerTensors& grads) {
  const SsaValue dMlpIn = mlpBackward(tape.mlp, p, dOut, grads);
  const SsaValue dMid = b_.add(dOut, rmsNormBackward(tape.ln2, dMlpIn, grads.ln2Scale));
  const SsaValue dAttentionIn = attentionBackward(tape.attention, p, dMid, grads);
  return b_.add(dMid, rmsNormBackward(tape.ln1, dAttentionIn, grads.ln1Scale));
}

LossAndGradients TransformerEmitter::emit(const std::vector<SsaValue>& params,
                                          const std::vector<SsaValue>& batch, bool withGradients) {
  ModelTensors p = parameterTypes(c_);
  std::vector<std::pair<std::string, SsaValue*>> paramFields = fields(p);
  for (size_t i = 0; i < paramFields.size(); ++i) *paramFields[i].second = params.at(i);
  const Shape activation = {c_.batch, c_.seqLen, c_.dModel};
  // h_0 = onehot(tokens)·E + P (broadcast over the batch)
  const SsaValue tokens = oneHot(b_, batch.at(0), c_.vocab, c_.element);
  const SsaValue embedded = b_.dotGeneral(tokens, p.embed, kProject);
  SsaValue x = b_.add(embedded, b_.broadcastInDim(p.posEmbed, activation, {1, 2}));
  std::vector<LayerTape> tapes(c_.layers);
  for (int64_t i = 0; i < c_.layers; ++i) x = block(x, p.layers[i], tapes[i]);
  RmsNormTape finalTape;
  const SsaValue normalized = rmsNorm(x, p.finalScale, finalTape);
  const SsaValue logits = b_.dotGeneral(normalized, p.unembed, kProject);
  const CrossEntropy ce = softmaxCrossEntropy(b_, logits, batch.at(1), withGradients);
  if (!withGradients) return {ce.loss, {}};

  ModelTensors g{{}, {}, std::vector<LayerTensors>(c_.layers), {}, {}};
  // logits = y·U: dU = yᵀ·dLogits over batch and seq, dy = dLogits·Uᵀ
  g.unembed = b_.dotGeneral(normalized, ce.dLogits, kOverTokens);
  SsaValue dX = b_.dotGeneral(ce.dLogits, p.unembed, kProjectBack);
  dX = rmsNormBackward(finalTape, dX, g.finalScale);
  for (int64_t i = c_.layers; i-- > 0;) dX = blockBackward(tapes[i], p.layers[i], dX, g.layers[i]);
  // h_0 = onehot·E + P: dE = onehotᵀ·dh_0 over batch and seq, dP = Σ_batch dh_0
  g.embed = b_.dotGeneral(tokens, dX, kOverTokens);
  g.posEmbed = b_.reduce(dX, Reducer::kAdd, {0});
  LossAndGradients out{ce.loss, {}};
  for (const auto& [path, grad] : fields(g)) out.gradients.push_back(*grad);
  return out;
}

}  // namespace

std::string configError(const TransformerConfig& c) {
  for (auto [name, size] : {std::pair{"layers", c.layers}, {"d_model", c.dModel}, {"heads", c.heads},
                            {"vocab", c.vocab}, {"seq_len", c.seqLen}, {"batch", c.batch}})
    if (std::string error = sizeError(name, size); !error.empty()) return error;
  // The text grows with the layers (about 250 ops each), not with the sizes.
  constexpr int64_t kMaxLayers = 1024;
  if (c.layers > kMaxLayers) return fmt::format("layers must be at most {}, not {}", kMaxLayers, c.layers);
  // Only now, with d_model and heads in range, are the defaults computable.
  for (auto [name, size] : {std::pair{"d_head", c.headDim()}, {"d_ff", c.ffDim()}})
    if (std::string error = sizeError(name, size); !error.empty()) return error;
  if (!c.dHead && c.dModel % c.heads != 0)
    return fmt::format("d_model ({}) must be divisible by heads ({})", c.dModel, c.heads);
  if (c.element != Element::kF32 && c.element != Element::kF64) return "the element type must be f32 or f64";
  return configError(c.adam);
}

std::string transformerTrainStep(const TransformerConfig& c) {
  if (std::string error = configError(c); !error.empty()) throw std::invalid_argument(error);
  const ValueType tokens{{c.batch, c.seqLen}, Element::kI32};
  auto emit = [c](StableHloBuilder& b, const std::vector<SsaValue>& params,
                  const std::vector<SsaValue>& batch, bool withGradients) {
    return TransformerEmitter(b, c).emit(params, batch, withGradients);
  };
  const Model model{"transformer", parameterSpecs(c), {{"['tokens']", tokens}, {"['targets']", tokens}}, emit};
  return trainingModule(model, c.mode, c.adam);
}

}  // namespace partir::training
