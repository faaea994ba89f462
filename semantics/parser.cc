// The parser's structure: chunks, modules, functions, regions, blocks, SSA
// names, locations and the generic op form. Types, attributes, dense
// literals and pretty op forms live in parse_*.cc.
#include "semantics/parser.h"


#include "semantics/parser_impl.h"
#include "semantics/file_io.h"

namespace partir {

namespace detail {

Parser::Parser(std::string_view text, const std::string& path, int firstLine)
    : lex_(text, path, firstLine) {
  tok_ = lex_.next();
  pushScope();  // module level: ops there may name results too
}

Parser::Nest::Nest(Parser& p, const Token& at) : p_(p) {
  if (++p_.depth_ > kMaxNesting) {
    --p_.depth_;
    p_.errorAt(at, "nesting deeper than {} levels", kMaxNesting);
  }
}

Token Parser::consume() {
  Token t = tok_;
  tok_ = lex_.next();
  return t;
}

bool Parser::consumeIf(TokKind kind) {
  if (!tok_.is(kind)) return false;
  consume();
  return true;
}

bool Parser::consumeKeyword(std::string_view keyword) {
  if (!tok_.isKeyword(keyword)) return false;
  consume();
  return true;
}

Token Parser::expect(TokKind kind, std::string_view context) {
  if (!tok_.is(kind)) {
    errorAt(tok_, "expected {} {}, found '{}'", tokKindName(kind), context, tok_.text);
  }
  return consume();
}

void Parser::expectKeyword(std::string_view keyword, std::string_view context) {
  if (!consumeKeyword(keyword)) {
    errorAt(tok_, "expected '{}' {}, found '{}'", keyword, context, tok_.text);
  }
}

// ---- chunks and modules ---------------------------------------------------

std::unique_ptr<Module> Parser::parseChunk() {
  std::unique_ptr<Module> implicitModule, explicitModule;
  while (!tok_.is(TokKind::kEof)) parseTopLevelItem(implicitModule, explicitModule);
  if (implicitModule && explicitModule) {
    errorAt(tok_, "a chunk holds either one 'module' or top-level functions, not both");
  }
  std::unique_ptr<Module> module = explicitModule ? std::move(explicitModule)
                                                  : std::move(implicitModule);
  if (!module) {
    module = std::make_unique<Module>();
    module->loc = locOf(tok_);
  }
  resolveArgLocAliases();
  return module;
}

void Parser::parseTopLevelItem(std::unique_ptr<Module>& implicitModule,
                               std::unique_ptr<Module>& explicitModule) {
  if (tok_.is(TokKind::kHashId)) return parseAliasDefinition();
  if (tok_.isKeyword("module")) {
    if (explicitModule) errorAt(tok_, "only one 'module' is allowed per '// -----' chunk");
    explicitModule = parseModule();
    return;
  }
  if (!implicitModule) {
    implicitModule = std::make_unique<Module>();
    implicitModule->loc = locOf(tok_);
  }
  if (tok_.isKeyword("func.func")) {
    implicitModule->functions.push_back(parseFunction());
  } else if (tok_.is(TokKind::kString) || tok_.is(TokKind::kBareId)) {
    implicitModule->otherOps.push_back(parseOperation());
  } else {
    errorAt(tok_, "expected 'module', 'func.func' or an operation, found '{}'", tok_.text);
  }
}

std::unique_ptr<Module> Parser::parseModule() {
  auto module = std::make_unique<Module>();
  module->loc = locOf(consume());
  if (tok_.is(TokKind::kSymbol)) module->name = decodeSymbol(consume());
  if (consumeKeyword("attributes")) module->attrs = parseAttrDict();
  expect(TokKind::kLBrace, "to start the module body");
  while (!tok_.is(TokKind::kRBrace)) {
    if (tok_.is(TokKind::kEof)) errorAt(tok_, "expected '}}' to end the module");
    if (tok_.is(TokKind::kHashId)) {
      parseAliasDefinition();
    } else if (tok_.isKeyword("func.func")) {
      module->functions.push_back(parseFunction());
    } else {
      module->otherOps.push_back(parseOperation());
    }
  }
  consume();
  parseOptionalLoc();
  return module;
}

// ---- functions --------------------------------------------------------------

std::unique_ptr<Function> Parser::parseFunction() {
  auto fn = std::make_unique<Function>();
  fn->loc = locOf(consume());
  if (tok_.isKeyword("public") || tok_.isKeyword("private") || tok_.isKeyword("nested")) {
    fn->visibility = std::string(consume().text);
  }
  if (!tok_.is(TokKind::kSymbol)) errorAt(tok_, "expected function name, found '{}'", tok_.text);
  fn->name = decodeSymbol(consume());
  ArgList named;
  parseFunctionArgs(*fn, named);
  if (consumeIf(TokKind::kArrow)) parseFunctionResults(*fn);
  if (consumeKeyword("attributes")) fn->attrs = parseAttrDict();
  if (tok_.is(TokKind::kLBrace)) {
    if (named.size() != fn->argTypes.size()) {
      errorAt(tok_, "function '@{}' has a body, so its arguments need names", fn->name);
    }
    auto saved = std::move(scopes_);
    scopes_.clear();
    parseRegion(fn->body, named);
    scopes_ = std::move(saved);
    if (fn->body.empty()) fn->body.addBlock();
  }
  parseOptionalLoc();
  return fn;
}

// `(%a: T {attrs} loc(...), ...)` or, for declarations, `(T {attrs}, ...)`.
void Parser::parseFunctionArgs(Function& fn, ArgList& named) {
  expect(TokKind::kLParen, "to start the function arguments");
  if (consumeIf(TokKind::kRParen)) return;
  do {
    std::optional<Token> name;
    if (tok_.is(TokKind::kValueId)) {
      name = consume();
      expect(TokKind::kColon, "after the argument name");
    }
    Type type = parseType();
    fn.argTypes.push_back(type);
    if (name) named.emplace_back(*name, type);
    NamedAttrs attrs;
    parseOptionalAttrDict(attrs);
    fn.argAttrs.push_back(std::move(attrs));
    const Token locTok = tok_;
    std::optional<LocRef> loc = parseOptionalLoc();
    fn.argLocNames.push_back(loc ? loc->name : "");
    if (loc && !loc->alias.empty()) {
      pendingArgLocs_.push_back({&fn, fn.argLocNames.size() - 1, locTok, loc->alias});
    }
  } while (consumeIf(TokKind::kComma));
  expect(TokKind::kRParen, "to end the function arguments");
}

// `-> T` or `-> (T {attrs}, ...)`.
void Parser::parseFunctionResults(Function& fn) {
  if (!consumeIf(TokKind::kLParen)) {
    fn.resultTypes.push_back(parseType());
    fn.resultAttrs.emplace_back();
    return;
  }
  if (consumeIf(TokKind::kRParen)) return;
  do {
    fn.resultTypes.push_back(parseType());
    NamedAttrs attrs;
    parseOptionalAttrDict(attrs);
    fn.resultAttrs.push_back(std::move(attrs));
  } while (consumeIf(TokKind::kComma));
  expect(TokKind::kRParen, "to end the function results");
}

// ---- locations --------------------------------------------------------------

// `#name = loc(...)`: only location aliases occur in the corpus.
void Parser::parseAliasDefinition() {
  const Token name = consume();
  expect(TokKind::kEqual, "in an alias definition");
  if (!tok_.isKeyword("loc")) {
    unsupportedAt(name, "unsupported alias definition '{}' (only location aliases)", name.text);
  }
  std::optional<LocRef> loc = parseOptionalLoc();
  locAliases_[std::string(name.text)] = loc.value_or(LocRef{});
}

// MLIR LangRef "Locations": loc(unknown), loc("file":1:2), loc("name"),
// loc("name"(inner)), loc(callsite(a at b)), loc(fused[...]), loc(#alias).
// Only the plain name or the alias is kept; the rest is checked for balance
// and dropped.
std::optional<LocRef> Parser::parseOptionalLoc() {
  if (!tok_.isKeyword("loc")) return std::nullopt;
  consume();
  const Token open = expect(TokKind::kLParen, "after 'loc'");
  LocRef ref;
  if (tok_.is(TokKind::kString)) {
    Token s = consume();
    if (tok_.is(TokKind::kRParen) || tok_.is(TokKind::kLParen)) ref.name = decodeString(s.text);
  } else if (tok_.is(TokKind::kHashId)) {
    Token a = consume();
    if (tok_.is(TokKind::kRParen)) ref.alias = std::string(a.text);
  }
  skipLocBody(open);
  return ref;
}

// Skips tokens up to the ')' closing `open`, keeping brackets balanced.
void Parser::skipLocBody(const Token& open) {
  int depth = 1;
  while (depth > 0) {
    if (tok_.is(TokKind::kEof)) errorAt(open, "unterminated 'loc('");
    if (tok_.is(TokKind::kLParen) || tok_.is(TokKind::kLSquare)) ++depth;
    if (tok_.is(TokKind::kRParen) || tok_.is(TokKind::kRSquare)) --depth;
    consume();
  }
}

void Parser::resolveArgLocAliases() {
  for (const PendingArgLoc& p : pendingArgLocs_) {
    auto it = locAliases_.find(p.alias);
    if (it == locAliases_.end()) errorAt(p.at, "undefined location alias '{}'", p.alias);
    p.fn->argLocNames[p.index] = it->second.name;
  }
  pendingArgLocs_.clear();
}

// ---- regions, blocks, operations -------------------------------------------

void Parser::parseRegion(Region& region, const ArgList& args) {
  const Token open = expect(TokKind::kLBrace, "to start a region");
  Nest nest(*this, open);
  pushScope();
  if (!args.empty() || (!tok_.is(TokKind::kRBrace) && !tok_.is(TokKind::kCaretId))) {
    Block& entry = region.addBlock();
    for (const auto& [name, type] : args) {
      std::string n(name.text.substr(1));
      defineValue(name, n, {entry.addArgument(type, n)});
    }
  }
  if (!args.empty() && tok_.is(TokKind::kCaretId)) {
    errorAt(tok_, "this region's arguments are given by the op; it cannot start with a block label");
  }
  while (!tok_.is(TokKind::kRBrace)) {
    if (tok_.is(TokKind::kEof)) errorAt(open, "expected '}}' to close this region");
    if (tok_.is(TokKind::kCaretId)) {
      consume();
      Block& block = region.addBlock();
      if (tok_.is(TokKind::kLParen)) parseBlockLabelArgs(block);
      expect(TokKind::kColon, "after the block label");
      continue;
    }
    region.block(region.numBlocks() - 1).append(parseOperation());
  }
  consume();
  popScope();
}

// `(%a: T loc(...), ...)` after a block label.
void Parser::parseBlockLabelArgs(Block& block) {
  consume();
  if (consumeIf(TokKind::kRParen)) return;
  do {
    const Token name = expect(TokKind::kValueId, "for a block argument");
    expect(TokKind::kColon, "after the block argument name");
    Type type = parseType();
    parseOptionalLoc();
    std::string n(name.text.substr(1));
    defineValue(name, n, {block.addArgument(type, n)});
  } while (consumeIf(TokKind::kComma));
  expect(TokKind::kRParen, "to end the block arguments");
}

std::unique_ptr<Operation> Parser::parseOperation() {
  const Token first = tok_;
  std::vector<ResultName> names = parseResultNames();
  std::unique_ptr<Operation> op;
  if (tok_.is(TokKind::kString)) {
    op = parseGenericOp(first);
  } else if (tok_.is(TokKind::kBareId)) {
    op = parsePrettyOp(first);
  } else {
    errorAt(tok_, "expected an operation name, found '{}'", tok_.text);
  }
  parseOptionalLoc();
  bindResults(*op, names);
  return op;
}

// `%a, %b:2 =` (or nothing).
std::vector<ResultName> Parser::parseResultNames() {
  std::vector<ResultName> names;
  if (!tok_.is(TokKind::kValueId)) return names;
  do {
    ResultName r;
    r.tok = expect(TokKind::kValueId, "as a result name");
    r.name = std::string(r.tok.text.substr(1));
    if (r.name.find('#') != std::string::npos) errorAt(r.tok, "a result name cannot have a '#' number");
    if (consumeIf(TokKind::kColon)) {
      const Token n = expect(TokKind::kInteger, "as the result count");
      int64_t count = parseIntegerToken(n);
      if (count < 1 || count > 1 << 20) errorAt(n, "invalid result count {}", n.text);
      r.count = static_cast<int>(count);
    }
    names.push_back(std::move(r));
  } while (consumeIf(TokKind::kComma));
  expect(TokKind::kEqual, "after the result names");
  return names;
}

void Parser::bindResults(Operation& op, const std::vector<ResultName>& names) {
  if (names.empty()) return;
  size_t total = 0;
  for (const ResultName& r : names) total += r.count;
  if (total != op.numResults()) {
    errorAt(names.front().tok, "operation defines {} results but {} names were bound",
            op.numResults(), total);
  }
  size_t next = 0;
  for (const ResultName& r : names) {
    std::vector<Value*> values;
    for (int i = 0; i < r.count; ++i) {
      Value* v = op.result(next++);
      v->setName(r.count == 1 ? r.name : fmt::format("{}#{}", r.name, i));
      values.push_back(v);
    }
    defineValue(r.tok, r.name, std::move(values));
  }
}

// ---- SSA names --------------------------------------------------------------

void Parser::defineValue(const Token& at, const std::string& name, std::vector<Value*> values) {
  for (const auto& scope : scopes_) {
    if (scope.count(name)) errorAt(at, "redefinition of SSA value '%{}'", name);
  }
  scopes_.back().emplace(name, std::move(values));
}

Value* Parser::resolveValue(const Token& use) {
  std::string_view text = use.text.substr(1);
  size_t index = 0;
  if (size_t hash = text.find('#'); hash != std::string_view::npos) {
    Token number{TokKind::kInteger, text.substr(hash + 1), use.offset, use.line, use.col};
    index = static_cast<size_t>(parseIntegerToken(number));
    text = text.substr(0, hash);
  }
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
    auto found = it->find(std::string(text));
    if (found == it->end()) continue;
    if (index >= found->second.size()) {
      errorAt(use, "'%{}' has only {} results", text, found->second.size());
    }
    return found->second[index];
  }
  errorAt(use, "use of undefined value '%{}'", text);
}

Value* Parser::parseOperand() {
  return resolveValue(expect(TokKind::kValueId, "as an operand"));
}

std::vector<Value*> Parser::parseOperandList() {
  std::vector<Value*> values;
  if (!tok_.is(TokKind::kValueId)) return values;
  do {
    values.push_back(parseOperand());
  } while (consumeIf(TokKind::kComma));
  return values;
}

// ---- the generic op form ------------------------------------------------

std::unique_ptr<Operation> Parser::parseGenericOp(const Token& first) {
  const Token nameTok = consume();
  std::string name = decodeString(nameTok.text);
  auto op = std::make_unique<Operation>(lookupOpCode(name), name, locOf(first));
  expect(TokKind::kLParen, "to start the operands");
  if (!tok_.is(TokKind::kRParen)) {
    for (Value* v : parseOperandList()) op->addOperand(v);
  }
  expect(TokKind::kRParen, "to end the operands");
  if (tok_.is(TokKind::kLSquare)) unsupportedAt(tok_, "unsupported successor list on '{}'", name);
  if (consumeIf(TokKind::kLess)) {
    parseOptionalAttrDict(op->attrs());
    expect(TokKind::kGreater, "to end the properties");
  }
  if (tok_.is(TokKind::kLParen)) parseGenericRegions(*op);
  parseOptionalAttrDict(op->attrs());
  const Token colon = expect(TokKind::kColon, "before the generic op's type");
  std::vector<Type> inputs, results;
  parseFunctionType(inputs, results);
  if (inputs.size() != op->numOperands()) {
    errorAt(colon, "'{}' has {} operands but its type lists {}", name, op->numOperands(), inputs.size());
  }
  for (size_t i = 0; i < inputs.size(); ++i) checkOperandType(*op, i, inputs[i], colon);
  for (Type& t : results) op->addResult(std::move(t));
  return op;
}

void Parser::parseGenericRegions(Operation& op) {
  consume();
  do {
    parseRegion(op.addRegion(), {});
  } while (consumeIf(TokKind::kComma));
  expect(TokKind::kRParen, "to end the regions");
}

}  // namespace detail

// ---- entry points -----------------------------------------------------------

namespace {

bool isSplitLine(std::string_view line) {
  while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) {
    line.remove_suffix(1);
  }
  return line == "// -----";
}

ParsedChunk parseOneChunk(std::string_view text, const std::string& path, int firstLine) {
  ParsedChunk chunk;
  chunk.firstLine = firstLine;
  try {
    detail::Parser parser(text, path, firstLine);
    chunk.module = parser.parseChunk();
  } catch (const DiagnosticError& e) {
    chunk.module = e.diag;
  }
  return chunk;
}

}  // namespace

std::vector<ParsedChunk> parseChunks(std::string_view text, const std::string& path) {
  std::vector<ParsedChunk> chunks;
  size_t chunkStart = 0, pos = 0;
  int line = 1, chunkLine = 1;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    if (isSplitLine(text.substr(pos, end - pos))) {
      chunks.push_back(parseOneChunk(text.substr(chunkStart, pos - chunkStart), path, chunkLine));
      chunkStart = end + 1;
      chunkLine = line + 1;
    }
    pos = end + 1;
    ++line;
  }
  if (chunkStart > text.size()) chunkStart = text.size();
  chunks.push_back(parseOneChunk(text.substr(chunkStart), path, chunkLine));
  return chunks;
}

Result<SourceFile> parseSource(std::string_view text, const std::string& path) {
  SourceFile file;
  file.path = path;
  for (ParsedChunk& chunk : parseChunks(text, path)) {
    if (!chunk.module.ok()) return chunk.module.error();
    file.modules.push_back(std::move(chunk.module).value());
  }
  return file;
}

Result<SourceFile> parseFile(const std::string& path) {
  Result<std::string> text = readInputFile(path, "the program");
  if (!text.ok()) return text.error();
  return parseSource(*text, path);
}

}  // namespace partir
