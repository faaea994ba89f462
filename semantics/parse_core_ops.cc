// PartIR:Core syntax (semantics/core_ops.h, semantics/mesh.h): the pretty
// forms of partir.loop / partir.slice / partir.tag (partir.yield is a
// return-like op, parse_ops.cc), loop actions and the mesh attribute. The
// generic forms ("partir.loop"() ({...}) {...} : ...) need nothing here.
#include "semantics/core_ops.h"
#include "semantics/mesh.h"
#include "semantics/parser_impl.h"

namespace partir::detail {

Attribute Parser::parsePartirAttribute(const Token& hash, const std::string& name) {
  const bool known = name == "partir.tile" || name == "partir.sum" || name == "partir.any" ||
                     name == "partir.mesh";
  if (!known) errorAt(hash, "unknown PartIR attribute '{}'", hash.text);
  const bool open = tok_.is(TokKind::kLess) && tok_.offset == hash.offset + hash.text.size();
  if (!open) {
    if (name == "partir.sum" || name == "partir.any") return Attribute::structure(name, {});
    errorAt(hash, "expected '<' after '{}'", hash.text);
  }
  const Token less = consume();
  // The generic spelling names the fields: #partir.tile<dim = 0>,
  // #partir.sum<reducer = @f>, #partir.mesh<names = [...], sizes = ...>.
  const bool generic = tok_.is(TokKind::kBareId) &&
                       (name == "partir.mesh" || tok_.text == "dim" || tok_.text == "reducer");
  if (generic || (name != "partir.tile" && tok_.is(TokKind::kGreater))) return parseStructBody(name);
  if (name == "partir.mesh") return parseMeshBody(less);
  NamedAttrs fields;
  if (name == "partir.tile") {
    fields.set("dim", Attribute::integer(parseInt64("as the tiled dimension")));
  } else if (name == "partir.sum") {
    fields.set("reducer", Attribute::symbolRef(decodeSymbol(expect(TokKind::kSymbol, "as the reducer"))));
  } else {
    errorAt(tok_, "'#partir.any' takes no parameters");
  }
  expect(TokKind::kGreater, fmt::format("to end '{}'", hash.text));
  return Attribute::structure(name, std::move(fields));
}

// `["B"=4, "M"=2]>` (semantics/mesh.h).
Attribute Parser::parseMeshBody(const Token& open) {
  expect(TokKind::kLSquare, "to start the mesh axes");
  std::vector<MeshAxis> axes;
  if (!tok_.is(TokKind::kRSquare)) {
    do {
      const Token name = expect(TokKind::kString, "as a mesh axis name");
      expect(TokKind::kEqual, "after the mesh axis name");
      axes.push_back({decodeString(name.text), parseInt64("as the mesh axis size")});
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRSquare, "to end the mesh axes");
  expect(TokKind::kGreater, "to end '#partir.mesh'");
  if (std::string problem = meshProblem(axes); !problem.empty())
    errorAt(open, "invalid mesh: {}", problem);
  return meshAttr(Mesh(std::move(axes)));
}

// `partir.loop "B" [#partir.tile<0>, #partir.sum] (%r: !partir.range<4>)
// { ... } : T1, T2`; no `: ...` when the loop has no results.
std::vector<Type> Parser::parsePartirLoop(Operation& op) {
  op.attrs().set("axis", Attribute::string(decodeString(expect(TokKind::kString, "as the loop axis").text)));
  expect(TokKind::kLSquare, "to start the loop actions");
  std::vector<Attribute> actions;
  if (!tok_.is(TokKind::kRSquare)) {
    do {
      actions.push_back(parseAttribute());
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRSquare, "to end the loop actions");
  op.attrs().set("actions", Attribute::array(std::move(actions)));
  expect(TokKind::kLParen, "before the loop's range argument");
  const Token name = expect(TokKind::kValueId, "as the loop's range argument");
  expect(TokKind::kColon, "after the loop's range argument");
  const Type range = parseType();
  expect(TokKind::kRParen, "after the loop's range argument");
  parseRegion(op.addRegion(), {{name, range}});
  if (!consumeIf(TokKind::kColon)) return {};
  return parseTypeList();
}

// `partir.slice 0 %x[%r] : tensor<256x8xf32> -> tensor<64x8xf32>`.
std::vector<Type> Parser::parsePartirSlice(Operation& op) {
  op.attrs().set("dim", Attribute::integer(parseInt64("as the sliced dimension")));
  op.addOperand(parseOperand());
  expect(TokKind::kLSquare, "before the slice's range operand");
  op.addOperand(parseOperand());
  expect(TokKind::kRSquare, "after the slice's range operand");
  parseOptionalAttrDict(op.attrs());
  const Token at = expect(TokKind::kColon, "before the type of 'partir.slice'");
  checkOperandType(op, 0, parseType(), at);
  expect(TokKind::kArrow, "between the operand and result types of 'partir.slice'");
  return {parseType()};
}

// `partir.tag "name" %x : T`.
std::vector<Type> Parser::parsePartirTag(Operation& op) {
  op.attrs().set("name", Attribute::string(decodeString(expect(TokKind::kString, "as the tag name").text)));
  op.addOperand(parseOperand());
  parseOptionalAttrDict(op.attrs());
  expect(TokKind::kColon, "before the type of 'partir.tag'");
  return applyTypeSig(op, parseTypeSig(), TypeStyle::kSameType);
}

}  // namespace partir::detail
