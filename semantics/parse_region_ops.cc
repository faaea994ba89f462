// Pretty forms with regions (reduce, while) and with structured attributes
// (convolution's dim_numbers and window, dot_general's dimension lists),
// following StableHLO's AssemblyFormat.cpp / StablehloOps.cpp.
#include <cstring>
#include <map>

#include "semantics/parser_impl.h"

namespace partir::detail {

namespace {

Attribute intArray(const std::vector<int64_t>& values) {
  std::vector<Attribute> elements;
  for (int64_t v : values) elements.push_back(Attribute::integer(v));
  return Attribute::array(std::move(elements));
}

}  // namespace

// `stablehlo.reduce(%x init: %c), ... applies stablehlo.add across
// dimensions = [1] : (...) -> ...` or, without `applies`, followed by
// `reducer(%a: T, %b: T) (%c: T, %d: T) { ... }`. Operands are the inputs then
// the inits.
std::vector<Type> Parser::parseReduce(Operation& op) {
  std::vector<Value*> inputs, inits;
  do {
    expect(TokKind::kLParen, "before a reduce input");
    inputs.push_back(parseOperand());
    expectKeyword("init", "in a reduce input");
    expect(TokKind::kColon, "after 'init'");
    inits.push_back(parseOperand());
    expect(TokKind::kRParen, "after a reduce init value");
  } while (consumeIf(TokKind::kComma));
  for (Value* v : inputs) op.addOperand(v);
  for (Value* v : inits) op.addOperand(v);
  std::optional<Token> inner;
  if (consumeKeyword("applies")) {
    if (!tok_.is(TokKind::kBareId) && !tok_.is(TokKind::kString)) {
      errorAt(tok_, "expected the reducer op name, found '{}'", tok_.text);
    }
    inner = consume();
  }
  expectKeyword("across", "in 'stablehlo.reduce'");
  expectKeyword("dimensions", "in 'stablehlo.reduce'");
  expect(TokKind::kEqual, "after 'dimensions'");
  op.attrs().set("dimensions", Attribute::denseArray(parseIntList("in the reduce dimensions")));
  parseOptionalAttrDict(op.attrs());
  expect(TokKind::kColon, "before the type of 'stablehlo.reduce'");
  TypeSig sig = parseTypeSig();
  if (!sig.functional) errorAt(sig.at, "expected a function type for 'stablehlo.reduce'");
  std::vector<Type> results = applyTypeSig(op, sig, TypeStyle::kSameType);
  if (inner) {
    buildCompactReducer(op, *inner);
    return results;
  }
  parseReducerRegion(op);
  return results;
}

// `reducer(%a: T, %b: T) (%c: T, %d: T) { ... }`: pair i gives block
// arguments i and i + N (StableHLO parseReduceOp).
void Parser::parseReducerRegion(Operation& op) {
  expectKeyword("reducer", "before the reduce body");
  ArgList firsts, seconds;
  while (consumeIf(TokKind::kLParen)) {
    for (ArgList* side : {&firsts, &seconds}) {
      const Token name = expect(TokKind::kValueId, "as a reducer argument");
      expect(TokKind::kColon, "after the reducer argument");
      side->emplace_back(name, parseType());
      parseOptionalLoc();
      if (side == &firsts) expect(TokKind::kComma, "between reducer arguments");
    }
    expect(TokKind::kRParen, "after the reducer arguments");
  }
  firsts.insert(firsts.end(), seconds.begin(), seconds.end());
  parseRegion(op.addRegion(), firsts);
}

// The body `applies <op>` stands for: two rank-0 arguments of the first
// input's element type, the op on them, and a stablehlo.return of its result.
void Parser::buildCompactReducer(Operation& op, const Token& innerName) {
  const std::string name = innerName.is(TokKind::kString) ? decodeString(innerName.text)
                                                          : std::string(innerName.text);
  const OpCode code = lookupOpCode(name);
  if (code == OpCode::kUnknown) errorAt(innerName, "unknown reducer operation '{}'", name);
  if (op.numOperands() == 0 || !op.operandType(0).isTensor()) {
    errorAt(innerName, "'applies' needs a tensor input");
  }
  const Type scalar = Type::tensor({}, op.operandType(0).tensor().element);
  Block& block = op.addRegion().addBlock();
  Value* lhs = block.addArgument(scalar, "lhs");
  Value* rhs = block.addArgument(scalar, "rhs");
  auto inner = std::make_unique<Operation>(code, name, op.loc());
  inner->addOperand(lhs);
  inner->addOperand(rhs);
  Value* sum = inner->addResult(scalar);
  block.append(std::move(inner));
  auto ret = std::make_unique<Operation>(OpCode::kReturn, "stablehlo.return", op.loc());
  ret->addOperand(sum);
  block.append(std::move(ret));
}

// `stablehlo.while(%it = %init, ...) : T, ... attributes {...}? cond { ... }
// do { ... }`: region 0 is the condition, region 1 the body, both with the
// iteration values as arguments.
std::vector<Type> Parser::parseWhile(Operation& op) {
  expect(TokKind::kLParen, "to start the while operands");
  std::vector<Token> names;
  if (!tok_.is(TokKind::kRParen)) {
    do {
      names.push_back(expect(TokKind::kValueId, "as a while iteration value"));
      expect(TokKind::kEqual, "after the iteration value");
      op.addOperand(parseOperand());
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRParen, "to end the while operands");
  std::vector<Type> types;
  if (!names.empty()) {
    expect(TokKind::kColon, "before the while types");
    TypeSig sig;
    sig.at = tok_;
    sig.list = parseTypeList();
    types = applyTypeSig(op, sig, TypeStyle::kPairwise);
  }
  if (consumeKeyword("attributes")) parseOptionalAttrDict(op.attrs());
  ArgList args;
  for (size_t i = 0; i < names.size(); ++i) args.emplace_back(names[i], types[i]);
  expectKeyword("cond", "before the while condition");
  parseRegion(op.addRegion(), args);
  expectKeyword("do", "before the while body");
  parseRegion(op.addRegion(), args);
  return types;
}

// `stablehlo.convolution(%lhs, %rhs) dim_numbers = ..., window = {...}
// {attrs} : (T, U) -> V`.
std::vector<Type> Parser::parseConvolution(Operation& op) {
  expect(TokKind::kLParen, "to start the convolution operands");
  op.addOperand(parseOperand());
  expect(TokKind::kComma, "between the convolution operands");
  op.addOperand(parseOperand());
  expect(TokKind::kRParen, "to end the convolution operands");
  expectKeyword("dim_numbers", "in 'stablehlo.convolution'");
  expect(TokKind::kEqual, "after 'dim_numbers'");
  op.attrs().set("dimension_numbers", parseConvDimensionNumbers());
  if (consumeIf(TokKind::kComma)) {
    expectKeyword("window", "in 'stablehlo.convolution'");
    expect(TokKind::kEqual, "after 'window'");
    parseConvWindow(op);
  }
  parseOptionalAttrDict(op.attrs());
  expect(TokKind::kColon, "before the type of 'stablehlo.convolution'");
  return applyTypeSig(op, parseTypeSig(), TypeStyle::kSameType);
}

// One bracket of `[b, 0, 1, f]`: the position of each letter of `letters`
// and of each spatial dimension number, which must be 0..n-1.
Parser::ConvLayout Parser::parseConvLayout(std::string_view letters) {
  const Token open = expect(TokKind::kLSquare, "to start a convolution layout");
  ConvLayout layout;
  std::map<int64_t, int64_t> spatial;
  int64_t pos = 0;
  if (!tok_.is(TokKind::kRSquare)) {
    do {
      const Token t = tok_;
      if (t.is(TokKind::kInteger)) {
        if (!spatial.emplace(parseInt64("as a spatial dimension"), pos).second) {
          errorAt(t, "spatial dimension {} appears twice", t.text);
        }
      } else if (t.is(TokKind::kBareId) && t.text.size() == 1 && letters.find(t.text[0]) != std::string_view::npos) {
        consume();
        if (!layout.letters.emplace(t.text[0], pos).second) errorAt(t, "'{}' appears twice", t.text);
      } else {
        errorAt(t, "expected a spatial dimension or one of '{}' in the layout, found '{}'", letters, t.text);
      }
      ++pos;
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRSquare, "to end a convolution layout");
  if (layout.letters.size() != letters.size()) errorAt(open, "layout needs each of '{}' once", letters);
  for (const auto& [index, position] : spatial) {
    if (index != static_cast<int64_t>(layout.spatial.size())) {
      errorAt(open, "spatial dimensions must be numbered 0..{}", spatial.size() - 1);
    }
    layout.spatial.push_back(position);
  }
  return layout;
}

// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` as a #stablehlo.conv struct
// (StableHLO spec "convolution": dimension_numbers).
Attribute Parser::parseConvDimensionNumbers() {
  const Token at = tok_;
  ConvLayout input = parseConvLayout("bf");
  expectKeyword("x", "between the input and kernel layouts");
  ConvLayout kernel = parseConvLayout("io");
  expect(TokKind::kArrow, "before the output layout");
  ConvLayout output = parseConvLayout("bf");
  if (kernel.spatial.size() != input.spatial.size() || output.spatial.size() != input.spatial.size()) {
    errorAt(at, "input, kernel and output layouts have different numbers of spatial dimensions");
  }
  NamedAttrs fields;
  auto set = [&](const char* name, int64_t v) { fields.set(name, Attribute::integer(v)); };
  auto setList = [&](const char* name, const std::vector<int64_t>& v) {
    if (!v.empty()) fields.set(name, intArray(v));
  };
  set("input_batch_dimension", input.letters['b']);
  set("input_feature_dimension", input.letters['f']);
  setList("input_spatial_dimensions", input.spatial);
  set("kernel_input_feature_dimension", kernel.letters['i']);
  set("kernel_output_feature_dimension", kernel.letters['o']);
  setList("kernel_spatial_dimensions", kernel.spatial);
  set("output_batch_dimension", output.letters['b']);
  set("output_feature_dimension", output.letters['f']);
  setList("output_spatial_dimensions", output.spatial);
  return Attribute::structure("stablehlo.conv", std::move(fields));
}

// `{stride = [..], pad = [[l, h], ..], lhs_dilate = [..], rhs_dilate = [..],
// reverse = [..]}` as window_strides, padding (Nx2 i64), lhs_dilation,
// rhs_dilation, window_reversal.
void Parser::parseConvWindow(Operation& op) {
  expect(TokKind::kLBrace, "to start the convolution window");
  if (!tok_.is(TokKind::kRBrace)) {
    do {
      const Token key = expect(TokKind::kBareId, "as a window field");
      expect(TokKind::kEqual, "after the window field");
      if (key.text == "stride") {
        op.attrs().set("window_strides", Attribute::denseArray(parseIntList("in the strides")));
      } else if (key.text == "pad") {
        op.attrs().set("padding", parsePaddingPairs());
      } else if (key.text == "lhs_dilate") {
        op.attrs().set("lhs_dilation", Attribute::denseArray(parseIntList("in the dilations")));
      } else if (key.text == "rhs_dilate") {
        op.attrs().set("rhs_dilation", Attribute::denseArray(parseIntList("in the dilations")));
      } else if (key.text == "reverse") {
        op.attrs().set("window_reversal", parseBoolList());
      } else {
        errorAt(key, "unknown window field '{}'", key.text);
      }
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRBrace, "to end the convolution window");
}

// `[[1, 1], [0, 2]]` as dense<...> : tensor<Nx2xi64>.
Attribute Parser::parsePaddingPairs() {
  expect(TokKind::kLSquare, "to start the padding");
  std::vector<int64_t> values;
  if (!tok_.is(TokKind::kRSquare)) {
    do {
      const Token at = tok_;
      std::vector<int64_t> pair = parseIntList("in a padding pair");
      if (pair.size() != 2) errorAt(at, "padding entries are [low, high] pairs");
      values.insert(values.end(), pair.begin(), pair.end());
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRSquare, "to end the padding");
  const int64_t rows = static_cast<int64_t>(values.size() / 2);
  DenseElements d{TensorType{{rows, 2}, ElementType::kI64}, false, {}, ""};
  d.bytes.resize(values.size() * sizeof(int64_t));
  std::memcpy(d.bytes.data(), values.data(), d.bytes.size());
  normalizeSplat(d, rows * 2);
  return Attribute::denseElements(std::move(d));
}

// `[false, true]` or `[0, 1]` as array<i1: ...>.
Attribute Parser::parseBoolList() {
  expect(TokKind::kLSquare, "to start a boolean list");
  std::vector<int64_t> values;
  if (!tok_.is(TokKind::kRSquare)) {
    do {
      DenseScalar scalar = parseDenseScalar();
      uint8_t b = 0;
      storeScalar(scalar, ElementType::kI1, &b);
      values.push_back(b);
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRSquare, "to end a boolean list");
  return Attribute::denseArray(std::move(values), ElementType::kI1);
}

// `batching_dims = [0] x [0]` / `contracting_dims = [1] x [0]` into the
// #stablehlo.dot struct (StableHLO spec "dot_general").
void Parser::parseDotDims(Operation& op, const std::string& which) {
  std::vector<int64_t> lhs = parseIntList("in the lhs dimensions");
  expectKeyword("x", "between the lhs and rhs dimensions");
  std::vector<int64_t> rhs = parseIntList("in the rhs dimensions");
  const Attribute* current = op.attr("dot_dimension_numbers");
  NamedAttrs fields = current ? current->getDictionary() : NamedAttrs{};
  if (!lhs.empty()) fields.set("lhs_" + which + "_dimensions", intArray(lhs));
  if (!rhs.empty()) fields.set("rhs_" + which + "_dimensions", intArray(rhs));
  op.attrs().set("dot_dimension_numbers", Attribute::structure("stablehlo.dot", std::move(fields)));
}

// `[DEFAULT, HIGHEST]` as an array of #stablehlo<precision ...>.
Attribute Parser::parsePrecisionList() {
  expect(TokKind::kLSquare, "to start the precision list");
  std::vector<Attribute> values;
  if (!tok_.is(TokKind::kRSquare)) {
    do {
      values.push_back(parseEnumKeyword("precision"));
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRSquare, "to end the precision list");
  return Attribute::array(std::move(values));
}

}  // namespace partir::detail
