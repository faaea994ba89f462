#include "verify/program_reading.h"

#include <fmt/format.h>

#include "semantics/op_codes.h"
#include "semantics/ops/type_rule_helpers.h"
#include "semantics/tmr.h"

namespace partir::verify {

namespace {

// Composed terms larger than this are not proved (a value read many times by
// many ops duplicates its term at every use).
constexpr size_t kMaxComposedNodes = 200'000;

}  // namespace

std::string opWhere(const Operation& op) { return fmt::format("'{}' ({})", op.name(), op.loc().str()); }

std::vector<SymExpr> constants(const Shape& s) { return {s.begin(), s.end()}; }

Shape shapeOf(const Value* v) { return v->type().isTensor() ? v->type().tensor().shape : Shape{}; }

std::vector<const Value*> programValues(const Function& f) {
  std::vector<const Value*> values;
  for (size_t p = 0; p < f.entry().numArguments(); ++p) values.push_back(f.entry().argument(p));
  for (const auto& op : f.entry().ops())
    for (size_t n = 0; n < op->numResults(); ++n) values.push_back(op->result(n));
  for (const auto& top : f.entry().ops())
    for (size_t r = 0; r < top->numRegions(); ++r)
      for (size_t b = 0; b < top->region(r).numBlocks(); ++b) {
        const Block& block = top->region(r).block(b);
        for (size_t a = 0; a < block.numArguments(); ++a) values.push_back(block.argument(a));
        for (const auto& op : block.ops())
          walk(*op, [&](const Operation& nested) {
            for (size_t n = 0; n < nested.numResults(); ++n) values.push_back(nested.result(n));
            for (size_t q = 0; q < nested.numRegions(); ++q)
              for (size_t c = 0; c < nested.region(q).numBlocks(); ++c)
                for (size_t a = 0; a < nested.region(q).block(c).numArguments(); ++a)
                  values.push_back(nested.region(q).block(c).argument(a));
          });
      }
  return values;
}

std::vector<const Operation*> programOps(const Function& f) {
  std::vector<const Operation*> ops;
  for (const auto& op : f.entry().ops())
    if (op->code() != OpCode::kReturn) ops.push_back(op.get());
  for (const auto& top : f.entry().ops())
    for (size_t r = 0; r < top->numRegions(); ++r)
      walk(top->region(r), [&](const Operation& nested) {
        if (nested.code() != OpCode::kReturn) ops.push_back(&nested);
      });
  return ops;
}

// F's return values, by value number.
std::vector<size_t> returnedValues(const Function& f) {
  std::map<const Value*, size_t> number;
  const std::vector<const Value*> values = programValues(f);
  for (size_t v = 0; v < values.size(); ++v) number[values[v]] = v;
  std::vector<size_t> out;
  for (const Value* v : f.entry().ops().back()->operands()) out.push_back(number.at(v));
  return out;
}

ProgramReading::ProgramReading(const Function& f, const Shapes& shapes, bool symbolicAttrs, const AttrValues& attrs,
                               std::shared_ptr<int> counter)
    : numArgs_(f.argTypes.size()), shapes_(shapes), producer_(shapes.size(), SIZE_MAX) {
  std::map<const Value*, size_t> number;
  const std::vector<const Value*> values = programValues(f);
  for (size_t v = 0; v < values.size(); ++v) number[values[v]] = v;
  for (const auto& op : f.entry().ops()) {
    if (op->code() == OpCode::kReturn) continue;
    OpReading r{op.get(), {}, op->numResults() ? number.at(op->result(0)) : 0, {}, ""};
    Shapes operands, results;
    for (size_t j = 0; j < op->numOperands(); ++j) {
      r.operands.push_back(number.at(op->operand(j)));
      operands.push_back(shapes_.at(r.operands.back()));
    }
    for (size_t n = 0; n < op->numResults(); ++n) {
      producer_.at(r.firstResult + n) = ops_.size();
      results.push_back(shapes_.at(r.firstResult + n));
    }
    const size_t i = ops_.size();
    const std::optional<std::string> prefix = symbolicAttrs ? std::optional(attrPrefix(*op, i)) : std::nullopt;
    try {
      SymView view = SymView::inProgram(*op, operands, results, prefix, counter);
      for (auto it = attrs.lower_bound({i, ""}); it != attrs.end() && it->first.first == i; ++it)
        view = view.withAttr(it->first.second, it->second);
      r.denotation = denote(view);
      if (!r.denotation.defined()) r.failure = fmt::format("{} has no denotation", opWhere(*op));
    } catch (const std::exception& e) {
      r.failure = fmt::format("{} cannot be read symbolically: {}", opWhere(*op), e.what());
    }
    if (op->code() == OpCode::kConstant && op->attr("value")->getDenseElements().splat) {
      const DenseElements& value = op->attr("value")->getDenseElements();
      const Term t = r.denotation.defined() ? r.denotation.element(0, {}) : Term::index(0);
      if (t.kind() == Term::Kind::kApply && !value.bytes.empty())
        literals_[t.fn()] = isFloat(value.type.element) ? value.floatAt(0) : static_cast<double>(value.intAt(0));
      if (t.kind() == Term::Kind::kApply && !value.bytes.empty() && !isFloat(value.type.element))
        integerLiterals_[t.fn()] = value.intAt(0);
    }
    ops_.push_back(std::move(r));
  }
}

std::string ProgramReading::attrPrefix(const Operation& op, size_t i) {
  return fmt::format("{}#{}.", op.name().substr(op.name().find('.') + 1), i);
}

std::optional<double> ProgramReading::literal(const Term& t) const {
  if (t.kind() != Term::Kind::kApply || !t.args().empty()) return std::nullopt;
  auto it = literals_.find(t.fn());
  return it == literals_.end() ? std::nullopt : std::optional(it->second);
}

void ProgramReading::count() {
  if (++nodes_ > kMaxComposedNodes)
    throw Unreadable(fmt::format("the composed element terms exceed {} nodes", kMaxComposedNodes));
}

Term ProgramReading::element(size_t v, const std::vector<SymExpr>& index) {
  count();
  if (v < numArgs_) return Term::read(v, index);
  const OpReading& r = ops_.at(producer_.at(v));
  if (!r.failure.empty()) throw Unreadable(r.failure);
  return compose(r.denotation.element(v - r.firstResult, index), r);
}

namespace {

// A composed term as an integer: an argument's element, an index (an iota's,
// a size), a choice between such; nullopt for a value computed from data.
std::optional<SymExpr> asIndex(const Term& t) {
  switch (t.kind()) {
    case Term::Kind::kIndex: return t.index()[0];
    case Term::Kind::kRead: return SymExpr::element(t.operand(), t.index());
    case Term::Kind::kSelect: {
      std::optional<SymExpr> a = asIndex(t.args()[0]), b = asIndex(t.args()[1]);
      if (a && b) return ite(t.index()[0], *a, *b);
      return std::nullopt;
    }
    default: return std::nullopt;
  }
}

}  // namespace

// An index expression of op r: its reads of an index operand become reads of
// an argument, or the index an op computed (an iota's, a size).
SymExpr ProgramReading::composeExpr(const SymExpr& e, const OpReading& r) {
  if (e.args().empty()) return e;
  std::vector<SymExpr> args;
  for (const SymExpr& a : e.args()) args.push_back(composeExpr(a, r));
  if (e.kind() != SymExpr::Kind::kElement) return SymExpr::make(e.kind(), std::move(args));
  const size_t v = r.operands.at(e.operand());
  if (v < numArgs_) return SymExpr::element(v, std::move(args));
  if (std::optional<SymExpr> index = asIndex(element(v, args))) return *index;
  throw Unreadable(fmt::format("{} reads an index that {} computes from data", opWhere(*r.op),
                               opWhere(*ops_.at(producer_.at(v)).op)));
}

// The value of `t`, an element of integer type `type`, when it is known: an
// index (an iota's, a size, an integer op's result below) or an integer
// splat; nullopt for an element computed from data.
std::optional<SymExpr> ProgramReading::integerOf(const Term& t, ElementType type) const {
  if (t.kind() == Term::Kind::kIndex) return indexAsElementOf(type, t.index()[0]);
  if (t.kind() != Term::Kind::kApply || !t.args().empty()) return std::nullopt;
  auto it = integerLiterals_.find(t.fn());
  return it == integerLiterals_.end() ? std::nullopt : std::optional<SymExpr>(it->second);
}

// Op r's own scalar function on operands of known integer value, read
// exactly (semantics/denotation.h integerValue): `iota % 2` is an index
// expression, not an uninterpreted `remainder`. A select whose predicate is
// known picks its branch by it, whatever the branches hold.
std::optional<Term> ProgramReading::knownInteger(const std::string& fn, const std::vector<Term>& args,
                                                 const OpReading& r) const {
  const Operation& op = *r.op;
  if (opFamily(op.code()) != OpFamily::kElementwise || fn != scalarFunctionName(op) ||
      args.size() != op.numOperands())
    return std::nullopt;
  std::vector<SymExpr> values;
  for (size_t j = 0; j < args.size(); ++j) {
    if (!op.operandType(j).isTensor()) return std::nullopt;
    std::optional<SymExpr> v = integerOf(args[j], op.operandType(j).tensor().element);
    if (op.code() == OpCode::kSelect) return v ? std::optional(Term::select(*v != 0, args[1], args[2])) : std::nullopt;
    if (!v) return std::nullopt;
    values.push_back(*std::move(v));
  }
  std::optional<SymExpr> value = integerValue(op, values);
  return value ? std::optional(Term::index(*value)) : std::nullopt;
}

Term ProgramReading::compose(const Term& t, const OpReading& r) {
  count();
  auto terms = [&](const std::vector<Term>& v) {
    std::vector<Term> out;
    for (const Term& x : v) out.push_back(compose(x, r));
    return out;
  };
  switch (t.kind()) {
    case Term::Kind::kRead: {
      std::vector<SymExpr> index;
      for (const SymExpr& i : t.index()) index.push_back(composeExpr(i, r));
      return element(r.operands.at(t.operand()), index);
    }
    case Term::Kind::kApply: {
      // A literal's elements are its own function: two constants differ.
      const std::string fn =
          t.fn() == "constant.literal" ? fmt::format("constant.literal#{}", r.firstResult) : t.fn();
      std::vector<Term> args = terms(t.args());
      if (std::optional<Term> value = knownInteger(fn, args, r)) return *value;
      return Term::apply(fn, std::move(args));
    }
    case Term::Kind::kSelect:
      return Term::select(composeExpr(t.index()[0], r), compose(t.args()[0], r), compose(t.args()[1], r));
    case Term::Kind::kIndex: return Term::index(composeExpr(t.index()[0], r));
    case Term::Kind::kFold: {
      auto f = std::make_shared<Fold>(t.foldNode());
      for (FoldVar& v : f->vars) {
        v.extent = composeExpr(v.extent, r);
        if (v.walks) v.walks->first = r.operands.at(v.walks->first);
      }
      f->filter = composeExpr(f->filter, r);
      f->bodies = terms(f->bodies);
      f->inits = terms(f->inits);
      return Term::fold(std::move(f), t.component());
    }
  }
  return t;
}

}  // namespace partir::verify
