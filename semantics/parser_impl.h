// Internal to the parser (semantics/parser.h): the recursive-descent Parser
// whose methods are spread over parser.cc (structure: modules, functions,
// regions, SSA names, generic ops), parse_types.cc, parse_attributes.cc,
// parse_dense.cc (dense literals) and parse_ops.cc / parse_region_ops.cc
// (pretty op forms), parse_core_ops.cc (PartIR:Core ops and attributes).
//
// Every error throws DiagnosticError at a source location; parseChunks
// catches it. Recursion is bounded by kMaxNesting (regions, attributes,
// types, dense lists), so hostile input cannot overflow the stack.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "semantics/ir.h"
#include "semantics/lexer.h"

namespace partir::detail {

inline constexpr int kMaxNesting = 256;
// Dense literals whose tensor occupies more bytes than this are refused
// before anything is allocated (DESIGN.md "Conventions").
inline constexpr uint64_t kMaxLiteralBytes = uint64_t{4} << 30;

// One element of a dense literal, kept as its token until the element type
// (which follows the literal) is known.
struct DenseScalar {
  Token tok;
  bool negative = false;
  // A complex literal `(re, im)`: `tok`/`negative` are the real part.
  bool complex = false;
  Token imagTok;
  bool imagNegative = false;
};

// A `dense<...>` body before its type is known.
struct DenseLiteral {
  Token start;             // the `dense` keyword, for messages
  bool hex = false;        // dense<"0x...">: raw little-endian element bytes
  Token hexTok;
  bool scalar = false;     // dense<1.0>: a splat
  bool empty = false;      // dense<>: no elements
  Shape shape;             // inferred from the nesting of lists
  std::vector<DenseScalar> elements;
};

// The trailing `: ...` of a custom op form: a function type or a type list.
struct TypeSig {
  Token at;
  bool functional = false;
  std::vector<Type> inputs, results;  // functional
  std::vector<Type> list;             // plain
};

// How a plain type list after ':' assigns operand and result types
// (StableHLO AssemblyFormat.cpp custom type directives).
enum class TypeStyle : uint8_t {
  kSameType,      // `: T`  every operand and the one result are T
  kResultOnly,    // `: T1, T2` result types; operand types from the values
  kOperandsOnly,  // `: T1, T2` operand types (one T for all); no results
  kPairwise,      // `: T1, T2` operand types = result types
  kSelect,        // `: Tpred, T` predicate type, then operands and result
  kTuple,         // `: tuple<...>` the result; operands are its elements
  kComplexParts,  // `: tensor<..xcomplex<E>>` the result; operands are its E parts
};

// One `%name` or `%name:N` before '='.
struct ResultName {
  Token tok;
  std::string name;
  int count = 1;
};

// `loc(...)`: kept only for a plain name `loc("W0")` or an alias `#loc3`.
struct LocRef {
  std::string name;
  std::string alias;
};

// Makes a literal whose elements are all equal a splat of one element and an
// empty one hold no bytes, so equal tensors compare equal.
void normalizeSplat(DenseElements& d, int64_t count);

// Opaque attribute text as one line: `//` comments dropped, newlines and
// tabs made spaces, string literals untouched; printing it verbatim is safe.
// Given "#sdy.x<[1, // c\n 2]>" returns "#sdy.x<[1,   2]>".
std::string flattenOpaque(std::string_view text);

// `@name` or `@"quoted"` without the '@'.
std::string decodeSymbol(const Token& symbol);

class Parser {
 public:
  Parser(std::string_view text, const std::string& path, int firstLine);
  std::unique_ptr<Module> parseChunk();

  // ---- tokens (parser.cc) ----
  const Token& tok() const { return tok_; }
  Token consume();
  bool consumeIf(TokKind kind);
  bool consumeKeyword(std::string_view keyword);
  Token expect(TokKind kind, std::string_view context);
  void expectKeyword(std::string_view keyword, std::string_view context);
  Location locOf(const Token& t) const { return lex_.location(t); }
  template <class... Args>
  [[noreturn]] void errorAt(const Token& t, fmt::format_string<Args...> f, Args&&... args) {
    fail(ErrorKind::kInvalidInput, locOf(t), f, std::forward<Args>(args)...);
  }
  template <class... Args>
  [[noreturn]] void unsupportedAt(const Token& t, fmt::format_string<Args...> f, Args&&... args) {
    fail(ErrorKind::kUnsupported, locOf(t), f, std::forward<Args>(args)...);
  }
  // Counts one level of nesting for the lifetime of the guard.
  class Nest {
   public:
    Nest(Parser& p, const Token& at);
    ~Nest() { --p_.depth_; }
    Nest(const Nest&) = delete;
    Nest& operator=(const Nest&) = delete;

   private:
    Parser& p_;
  };

  // ---- integers (parse_attributes.cc) ----
  // The value of an integer token (decimal or 0x hex) as int64; a hex
  // pattern up to 64 bits wraps (0xFFFFFFFFFFFFFFFF is -1).
  int64_t parseIntegerToken(const Token& t);
  uint64_t parseMagnitude(const Token& t);  // any 64-bit pattern
  int64_t parseInt64(std::string_view context);        // [-] integer
  std::vector<int64_t> parseIntList(std::string_view context);  // [1, -2]

  // ---- types (parse_types.cc) ----
  bool atType() const;
  Type parseType();
  std::shared_ptr<const QuantizedType> parseQuantizedType(const Token& at, std::string_view spelled,
                                                          const Shape& shape);
  Type parseTensorType();             // at 'tensor'
  ElementType parseElementTypeName(); // f32, i8, ... (others refused)
  std::vector<Type> parseTypeList();  // T (, T)*
  TypeSig parseTypeSig();             // after ':'
  // `(T, ...) -> T` or `(T, ...) -> (T, ...)`; fills inputs and results.
  void parseFunctionType(std::vector<Type>& inputs, std::vector<Type>& results);
  // `-> T` or `-> (T, ...)`: the results of a function type.
  std::vector<Type> parseFunctionResults();
  // Skips the text of one type without interpreting it; returns it.
  std::string_view skipTypeText();

  // ---- attributes (parse_attributes.cc) ----
  Attribute parseAttribute();
  Attribute parseArrayAttribute();
  Attribute parseSymbolAttribute();
  Attribute parseKeywordAttribute();  // true, unit, dense, array, types
  Attribute parseTypeAttribute();
  Attribute parseNumberAttribute();
  Attribute parseDenseArrayAttribute();
  Attribute parseHashAttribute();
  NamedAttrs parseAttrDict();  // '{' (name (= attr)?)* '}'
  void parseOptionalAttrDict(NamedAttrs& into);
  Attribute parseEnumKeyword(std::string_view enumName);  // GT, DEFAULT, ...
  void checkEnum(const Token& at, std::string_view enumName, std::string_view value);

  // ---- dense literals (parse_dense.cc) ----
  DenseLiteral parseDenseLiteral(const Token& denseKeyword);  // '<' ... '>'
  void parseDenseList(DenseLiteral& lit, size_t depth, std::vector<int64_t>& sizes,
                      int& leafDepth);
  DenseScalar parseDenseScalar();  // [-] integer | float | true | false | inf | nan
  // Writes `s` converted to `type` at `dst` (the storage layout of
  // element_type.h); refuses values outside the type's range.
  void storeScalar(const DenseScalar& s, ElementType type, uint8_t* dst);
  void storeFloat(const DenseScalar& s, ElementType type, uint8_t* dst);
  void decodeHex(const DenseLiteral& lit, const TensorType& type, uint64_t count,
                 DenseElements& out);
  DenseElements buildDense(const DenseLiteral& lit, const Type& type, const Token& typeTok);
  // `dense<...> : type` with its type; `opaqueOnUnsupported` keeps an
  // unsupported type (tensor<2xindex>) as kOpaque text instead of failing.
  Attribute parseDenseAttribute(bool opaqueOnUnsupported);
  DenseElements parseDenseWithType();  // at 'dense'
  DenseElements parseDenseResource();  // at 'dense_resource'

  // ---- structure (parser.cc) ----
  void parseTopLevelItem(std::unique_ptr<Module>& implicitModule, std::unique_ptr<Module>& explicitModule);
  std::unique_ptr<Module> parseModule();
  std::unique_ptr<Function> parseFunction();
  void parseFunctionArgs(Function& fn, std::vector<std::pair<Token, Type>>& named);
  void parseFunctionResults(Function& fn);
  void parseAliasDefinition();
  std::optional<LocRef> parseOptionalLoc();
  void skipLocBody(const Token& open);
  void resolveArgLocAliases();

  // Regions and blocks. `args` are the entry block's arguments given by
  // the op's custom syntax (names and types); empty for `^bb0(...)` forms.
  using ArgList = std::vector<std::pair<Token, Type>>;
  void parseRegion(Region& region, const ArgList& args);
  void parseBlockLabelArgs(Block& block);
  std::unique_ptr<Operation> parseOperation();
  std::vector<ResultName> parseResultNames();
  void bindResults(Operation& op, const std::vector<ResultName>& names);

  // SSA names.
  void pushScope() { scopes_.emplace_back(); }
  void popScope() { scopes_.pop_back(); }
  void defineValue(const Token& at, const std::string& name, std::vector<Value*> values);
  Value* resolveValue(const Token& use);
  Value* parseOperand();  // consumes a kValueId
  std::vector<Value*> parseOperandList();  // %a, %b (possibly none)

  // Generic form: "name"(operands) <{props}> ({regions}) {attrs} : fn-type
  std::unique_ptr<Operation> parseGenericOp(const Token& first);
  void parseGenericRegions(Operation& op);

  // ---- pretty forms (parse_ops.cc, parse_region_ops.cc) ----
  std::unique_ptr<Operation> parsePrettyOp(const Token& first);
  std::unique_ptr<Operation> parseSdyMesh(const Token& first);
  std::vector<Type> parseSimpleOp(Operation& op, TypeStyle style);
  void parseOperandsAndKeywords(Operation& op);
  void parseKeyword(Operation& op, const Token& keyword);
  std::vector<Type> applyTypeSig(Operation& op, const TypeSig& sig, TypeStyle style);
  void checkOperandType(const Operation& op, size_t i, const Type& t, const Token& at);
  std::vector<Type> parseCompare(Operation& op);
  std::vector<Type> parseSlice(Operation& op);
  std::vector<Type> parseGetTupleElement(Operation& op);
  std::vector<Type> parseConstant(Operation& op);
  std::vector<Type> parseCheckConst(Operation& op);
  std::vector<Type> parseCallLike(Operation& op);  // func.call, custom_call
  std::vector<Type> parseComposite(Operation& op);
  std::vector<Type> parseTopK(Operation& op);
  std::vector<Type> parseScan(Operation& op);
  std::vector<Type> parseReturn(Operation& op);
  std::vector<Type> parseSdyManualComputation(Operation& op);
  std::string parseSdyKeywordValue(std::string_view keyword, TokKind open);  // `keyword=[...]` or `={...}`
  std::vector<Type> parseReduce(Operation& op);
  void buildCompactReducer(Operation& op, const Token& innerName);
  void parseReducerRegion(Operation& op);
  std::vector<Type> parseWhile(Operation& op);
  std::vector<Type> parseConvolution(Operation& op);
  Attribute parseConvDimensionNumbers();  // [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
  struct ConvLayout {
    std::map<char, int64_t> letters;  // 'b', 'f' / 'i', 'o' -> position
    std::vector<int64_t> spatial;     // spatial dim k -> position
  };
  ConvLayout parseConvLayout(std::string_view letters);
  void parseConvWindow(Operation& op);
  Attribute parsePaddingPairs();
  Attribute parseBoolList();
  void parseDotDims(Operation& op, const std::string& which);
  Attribute parsePrecisionList();
  void parseExponentMantissa(Operation& op);
  Attribute parseStructBody(const std::string& name);  // after '<'

  // ---- PartIR:Core (parse_core_ops.cc) ----
  // After the hash token `#partir.<name>`: #partir.tile<d>, #partir.sum,
  // #partir.sum<@f>, #partir.any, #partir.mesh<["a"=2, ...]>, or any of them
  // with a generic struct body `<key = value, ...>`.
  Attribute parsePartirAttribute(const Token& hash, const std::string& name);
  Attribute parseMeshBody(const Token& open);  // after '<', up to and with '>'
  std::vector<Type> parsePartirLoop(Operation& op);
  std::vector<Type> parsePartirSlice(Operation& op);
  std::vector<Type> parsePartirTag(Operation& op);

  // ---- PartIR:HLO (parse_hlo_ops.cc) ----
  std::vector<Type> parsePartirSliceLike(Operation& op);  // all_slice, all_gather
  std::vector<Type> parsePartirAllReduce(Operation& op);
  std::vector<Type> parsePartirReduceScatter(Operation& op);
  std::vector<Type> parsePartirAllToAll(Operation& op);
  Attribute parseAxisNames(TokKind close);  // "a", "b" up to and with `close`
  Attribute parseDimAxes();                 // [{"a"}, {}]
  std::vector<Type> parseOperandAndTypes(Operation& op, bool sameType);

 private:
  Lexer lex_;
  Token tok_;
  int depth_ = 0;
  std::vector<std::unordered_map<std::string, std::vector<Value*>>> scopes_;
  std::unordered_map<std::string, LocRef> locAliases_;
  // Function arguments whose loc is an alias, resolved after the chunk.
  struct PendingArgLoc {
    Function* fn;
    size_t index;
    Token at;
    std::string alias;
  };
  std::vector<PendingArgLoc> pendingArgLocs_;
};

}  // namespace partir::detail
