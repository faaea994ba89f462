// PartIR:HLO syntax (semantics/hlo_ops.h, seed 000 Listing 9):
//   partir.all_slice [{"B"}, {}] %x : T -> T'        (all_gather alike)
//   partir.all_reduce <@f> <"M"> %x : T              (<@f> optional)
//   partir.reduce_scatter <@f> [{"M"}, {}] %x : T -> T'
//   partir.all_to_all {0 -> 1} <"B"> %x : T -> T'
// The generic forms need nothing here.
#include "semantics/parser_impl.h"

namespace partir::detail {

// `"a", "b"` then `close`; the names may be empty.
Attribute Parser::parseAxisNames(TokKind close) {
  std::vector<Attribute> names;
  if (!tok_.is(close)) {
    do {
      names.push_back(Attribute::string(decodeString(expect(TokKind::kString, "as a mesh axis name").text)));
    } while (consumeIf(TokKind::kComma));
  }
  expect(close, "to end the axis names");
  return Attribute::array(std::move(names));
}

// `[{"a"}, {}]`: one brace list of axis names per dim.
Attribute Parser::parseDimAxes() {
  expect(TokKind::kLSquare, "to start the axes per dim");
  std::vector<Attribute> dims;
  if (!tok_.is(TokKind::kRSquare)) {
    do {
      expect(TokKind::kLBrace, "to start a dim's axes");
      dims.push_back(parseAxisNames(TokKind::kRBrace));
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRSquare, "to end the axes per dim");
  return Attribute::array(std::move(dims));
}

// `%x : T -> T'`, or `%x : T` when the result has the operand's type.
std::vector<Type> Parser::parseOperandAndTypes(Operation& op, bool sameType) {
  op.addOperand(parseOperand());
  const Token at = expect(TokKind::kColon, fmt::format("before the type of '{}'", op.name()));
  const Type in = parseType();
  checkOperandType(op, 0, in, at);
  if (sameType) return {in};
  expect(TokKind::kArrow, fmt::format("between the operand and result types of '{}'", op.name()));
  return {parseType()};
}

std::vector<Type> Parser::parsePartirSliceLike(Operation& op) {
  op.attrs().set("axes", parseDimAxes());
  return parseOperandAndTypes(op, false);
}

// `<@f>` then `<"M">`, or just `<"M">`.
std::vector<Type> Parser::parsePartirAllReduce(Operation& op) {
  expect(TokKind::kLess, "to start the reducer or the axes");
  if (tok_.is(TokKind::kSymbol)) {
    op.attrs().set("reducer", Attribute::symbolRef(decodeSymbol(consume())));
    expect(TokKind::kGreater, "to end the reducer");
    expect(TokKind::kLess, "to start the axes");
  }
  op.attrs().set("axes", parseAxisNames(TokKind::kGreater));
  return parseOperandAndTypes(op, true);
}

std::vector<Type> Parser::parsePartirReduceScatter(Operation& op) {
  if (consumeIf(TokKind::kLess)) {
    op.attrs().set("reducer", Attribute::symbolRef(decodeSymbol(expect(TokKind::kSymbol, "as the reducer"))));
    expect(TokKind::kGreater, "to end the reducer");
  }
  op.attrs().set("axes", parseDimAxes());
  return parseOperandAndTypes(op, false);
}

std::vector<Type> Parser::parsePartirAllToAll(Operation& op) {
  expect(TokKind::kLBrace, "to start {src_dim -> dst_dim}");
  op.attrs().set("src_dim", Attribute::integer(parseInt64("as the source dim")));
  expect(TokKind::kArrow, "between the source and destination dims");
  op.attrs().set("dst_dim", Attribute::integer(parseInt64("as the destination dim")));
  expect(TokKind::kRBrace, "to end {src_dim -> dst_dim}");
  expect(TokKind::kLess, "to start the axes");
  op.attrs().set("axes", parseAxisNames(TokKind::kGreater));
  return parseOperandAndTypes(op, false);
}

}  // namespace partir::detail
