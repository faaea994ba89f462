#include "examples/training/stablehlo_builder.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace partir::training {

namespace {

bool isFloat(Element e) { return e == Element::kF32 || e == Element::kF64; }

// The shortest decimal that reads back as `value`, with the '.' MLIR needs
// to lex a float; non-finite values as their bit pattern (`0xFF800000`).
template <class T>
std::string floatLiteral(T value) {
  using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  if (!std::isfinite(value)) return fmt::format("0x{:X}", std::bit_cast<Bits>(value));
  char buffer[64];
  std::string text(buffer, std::to_chars(buffer, buffer + sizeof(buffer), value).ptr);
  if (text.find('.') != std::string::npos) return text;
  const size_t exponent = text.find('e');
  return exponent == std::string::npos ? text + ".0" : text.insert(exponent, ".0");
}

std::string literal(double value, Element e) {
  switch (e) {
    case Element::kF32: return floatLiteral(static_cast<float>(value));
    case Element::kF64: return floatLiteral(value);
    case Element::kI32: return std::to_string(static_cast<int32_t>(value));
    case Element::kI1: return value != 0 ? "true" : "false";
  }
  return "";
}

std::string_view directionName(Direction d) {
  static constexpr std::string_view kNames[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  return kNames[static_cast<int>(d)];
}

std::string list(const std::vector<int64_t>& v) { return fmt::format("[{}]", fmt::join(v, ", ")); }

// `(T0, T1) -> R`, the functional type every op form accepts.
std::string functionalType(const std::vector<SsaValue>& operands, const ValueType& result) {
  std::vector<std::string> types;
  for (const SsaValue& v : operands) types.push_back(v.type.str());
  return fmt::format("({}) -> {}", fmt::join(types, ", "), result.str());
}

std::string names(const std::vector<SsaValue>& values) {
  std::vector<std::string> out;
  for (const SsaValue& v : values) out.push_back(v.name);
  return fmt::format("{}", fmt::join(out, ", "));
}

}  // namespace

std::string_view elementName(Element e) {
  static constexpr std::string_view kNames[] = {"f32", "f64", "i32", "i1"};
  return kNames[static_cast<int>(e)];
}

int64_t ValueType::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

std::string ValueType::str() const {
  std::string dims;
  for (int64_t d : shape) dims += fmt::format("{}x", d);
  return fmt::format("tensor<{}{}>", dims, elementName(element));
}

SsaValue StableHloBuilder::argument(ValueType type, std::string attributes) {
  SsaValue v{fmt::format("%arg{}", arguments_.size()), std::move(type)};
  arguments_.push_back({v, std::move(attributes)});
  return v;
}

void StableHloBuilder::result(const SsaValue& value, std::string attributes) {
  results_.push_back({value, std::move(attributes)});
}

std::string StableHloBuilder::module(std::string_view name) const {
  auto port = [](const Port& p, const std::string& head) {
    return p.attributes.empty() ? head : fmt::format("{} {{{}}}", head, p.attributes);
  };
  std::vector<std::string> args, results, returned, returnedTypes;
  for (const Port& a : arguments_) args.push_back(port(a, a.value.name + ": " + a.value.type.str()));
  for (const Port& r : results_) {
    results.push_back(port(r, r.value.type.str()));
    returned.push_back(r.value.name);
    returnedTypes.push_back(r.value.type.str());
  }
  std::string text = fmt::format(
      "module @{} attributes {{mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}} {{\n"
      "  func.func public @main(\n      {}\n    ) -> (\n      {}\n    ) {{\n",
      name, fmt::join(args, ",\n      "), fmt::join(results, ",\n      "));
  for (const std::string& line : body_) text += "    " + line + "\n";
  return text + fmt::format("    return {} : {}\n  }}\n}}\n", fmt::join(returned, ", "),
                            fmt::join(returnedTypes, ", "));
}

SsaValue StableHloBuilder::emit(const std::string& text, const std::string& signature, ValueType type) {
  SsaValue v{fmt::format("%{}", nextValue_++), std::move(type)};
  body_.push_back(fmt::format("{} = {} : {}", v.name, text, signature));
  return v;
}

SsaValue StableHloBuilder::constant(double value, const ValueType& type) {
  return emit(fmt::format("stablehlo.constant dense<{}>", literal(value, type.element)), type.str(), type);
}

SsaValue StableHloBuilder::iota(const ValueType& type, int64_t dimension) {
  return emit(fmt::format("stablehlo.iota dim = {}", dimension), type.str(), type);
}

SsaValue StableHloBuilder::broadcastInDim(const SsaValue& x, const Shape& shape,
                                          const std::vector<int64_t>& dims) {
  const ValueType type{shape, x.type.element};
  return emit(fmt::format("stablehlo.broadcast_in_dim {}, dims = {}", x.name, list(dims)),
              functionalType({x}, type), type);
}

SsaValue StableHloBuilder::reshape(const SsaValue& x, const Shape& shape) {
  const ValueType type{shape, x.type.element};
  return emit(fmt::format("stablehlo.reshape {}", x.name), functionalType({x}, type), type);
}

SsaValue StableHloBuilder::transpose(const SsaValue& x, const std::vector<int64_t>& permutation) {
  ValueType type{{}, x.type.element};
  for (int64_t d : permutation) type.shape.push_back(x.type.shape.at(d));
  return emit(fmt::format("stablehlo.transpose {}, dims = {}", x.name, list(permutation)),
              functionalType({x}, type), type);
}

SsaValue StableHloBuilder::slice(const SsaValue& x, const std::vector<int64_t>& starts,
                                 const std::vector<int64_t>& limits) {
  ValueType type{{}, x.type.element};
  std::vector<std::string> ranges;
  for (size_t i = 0; i < starts.size(); ++i) {
    type.shape.push_back(limits.at(i) - starts[i]);
    ranges.push_back(fmt::format("{}:{}", starts[i], limits[i]));
  }
  return emit(fmt::format("stablehlo.slice {} [{}]", x.name, fmt::join(ranges, ", ")),
              functionalType({x}, type), type);
}

SsaValue StableHloBuilder::concatenate(const std::vector<SsaValue>& parts, int64_t dimension) {
  ValueType type = parts.at(0).type;
  type.shape.at(dimension) = 0;
  for (const SsaValue& p : parts) type.shape[dimension] += p.type.shape.at(dimension);
  return emit(fmt::format("stablehlo.concatenate {}, dim = {}", names(parts), dimension),
              functionalType(parts, type), type);
}

SsaValue StableHloBuilder::dotGeneral(const SsaValue& lhs, const SsaValue& rhs, const DotDims& dims) {
  ValueType type{{}, lhs.type.element};
  for (int64_t d : dims.lhsBatching) type.shape.push_back(lhs.type.shape.at(d));
  auto appendFree = [&](const SsaValue& side, const std::vector<int64_t>& batching,
                        const std::vector<int64_t>& contracting) {
    for (int64_t d = 0; d < side.type.rank(); ++d)
      if (std::ranges::count(batching, d) + std::ranges::count(contracting, d) == 0)
        type.shape.push_back(side.type.shape[d]);
  };
  appendFree(lhs, dims.lhsBatching, dims.lhsContracting);
  appendFree(rhs, dims.rhsBatching, dims.rhsContracting);
  std::string text = fmt::format("stablehlo.dot_general {}, {}", lhs.name, rhs.name);
  if (!dims.lhsBatching.empty())
    text += fmt::format(", batching_dims = {} x {}", list(dims.lhsBatching), list(dims.rhsBatching));
  text += fmt::format(", contracting_dims = {} x {}", list(dims.lhsContracting), list(dims.rhsContracting));
  return emit(text, functionalType({lhs, rhs}, type), type);
}

SsaValue StableHloBuilder::reduce(const SsaValue& x, Reducer reducer,
                                  const std::vector<int64_t>& dimensions) {
  const SsaValue init = constant(reducer == Reducer::kAdd ? 0.0 : -INFINITY, {{}, x.type.element});
  ValueType type{{}, x.type.element};
  for (int64_t d = 0; d < x.type.rank(); ++d)
    if (std::ranges::count(dimensions, d) == 0) type.shape.push_back(x.type.shape[d]);
  return emit(fmt::format("stablehlo.reduce({} init: {}) applies stablehlo.{} across dimensions = {}",
                          x.name, init.name, reducer == Reducer::kAdd ? "add" : "maximum", list(dimensions)),
              functionalType({x, init}, type), type);
}

SsaValue StableHloBuilder::binary(std::string_view op, const SsaValue& a, const SsaValue& b) {
  return emit(fmt::format("stablehlo.{} {}, {}", op, a.name, b.name), a.type.str(), a.type);
}

SsaValue StableHloBuilder::unary(std::string_view op, const SsaValue& x) {
  return emit(fmt::format("stablehlo.{} {}", op, x.name), x.type.str(), x.type);
}

SsaValue StableHloBuilder::compare(Direction direction, const SsaValue& a, const SsaValue& b) {
  const ValueType type{a.type.shape, Element::kI1};
  return emit(fmt::format("stablehlo.compare {}, {}, {}, {}", directionName(direction), a.name, b.name,
                          isFloat(a.type.element) ? "FLOAT" : "SIGNED"),
              functionalType({a, b}, type), type);
}

SsaValue StableHloBuilder::select(const SsaValue& predicate, const SsaValue& onTrue,
                                  const SsaValue& onFalse) {
  return emit(fmt::format("stablehlo.select {}, {}, {}", predicate.name, onTrue.name, onFalse.name),
              functionalType({predicate, onTrue, onFalse}, onTrue.type), onTrue.type);
}

SsaValue StableHloBuilder::convert(const SsaValue& x, Element element) {
  const ValueType type{x.type.shape, element};
  return emit(fmt::format("stablehlo.convert {}", x.name), functionalType({x}, type), type);
}

}  // namespace partir::training
