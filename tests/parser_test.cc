// The MLIR text parser: each construct of the corpus, attribute
// normalisation of pretty forms, dense literal storage, and malformed input
// reported at its exact line and column.
#include <bit>
#include <cmath>
#include <cstring>

#include <gtest/gtest.h>

#include "semantics/float16.h"
#include "semantics/parser.h"

namespace partir {
namespace {

std::unique_ptr<Module> parseOk(std::string_view text) {
  std::vector<ParsedChunk> chunks = parseChunks(text, "t.mlir");
  EXPECT_EQ(chunks.size(), 1u);
  if (chunks.empty()) return nullptr;
  if (!chunks[0].module.ok()) {
    ADD_FAILURE() << chunks[0].module.error().str();
    return nullptr;
  }
  return std::move(chunks[0].module).value();
}

Diagnostic parseError(std::string_view text) {
  std::vector<ParsedChunk> chunks = parseChunks(text, "t.mlir");
  for (ParsedChunk& c : chunks)
    if (!c.module.ok()) return c.module.error();
  ADD_FAILURE() << "expected a parse error";
  return Diagnostic{};
}

// The ops of function `fn`'s entry block.
const std::vector<std::unique_ptr<Operation>>& opsOf(const Module& m, size_t fn = 0) {
  return m.functions.at(fn)->entry().ops();
}

// Parses `body` as the ops of `func.func @f(args) { body }` and returns op #i.
struct OneFunc {
  std::unique_ptr<Module> module;
  const Operation& op(size_t i) const { return *opsOf(*module).at(i); }
};

OneFunc inFunc(const std::string& args, const std::string& body) {
  return OneFunc{parseOk("func.func @f(" + args + ") {\n" + body + "\n}\n")};
}

std::vector<int64_t> ints(const Operation& op, const char* name) {
  const Attribute* a = op.attr(name);
  EXPECT_NE(a, nullptr) << name;
  return a ? a->asInt64s().value_or(std::vector<int64_t>{-999}) : std::vector<int64_t>{};
}

std::vector<int64_t> field(const Attribute& s, const char* name) {
  const Attribute* f = s.getDictionary().find(name);
  return f ? f->asInt64s().value_or(std::vector<int64_t>{-999}) : std::vector<int64_t>{};
}

Type tensorOf(Shape shape, ElementType e) { return Type::tensor(std::move(shape), e); }

// ---- structure ---------------------------------------------------------------

TEST(Parser, SplitsChunksAndKeepsFileLines) {
  const char* text =
      "// RUN: header\n"
      "func.func @a() {\n  func.return\n}\n"
      "// -----\n"
      "func.func @b() {\n  %0 = stablehlo.constant dense<1> : tensor<i32>\n  func.return %9 : tensor<i32>\n}\n";
  std::vector<ParsedChunk> chunks = parseChunks(text, "t.mlir");
  ASSERT_EQ(chunks.size(), 2u);
  EXPECT_EQ(chunks[0].firstLine, 1);
  EXPECT_EQ(chunks[1].firstLine, 6);
  ASSERT_TRUE(chunks[0].module.ok());
  EXPECT_EQ(chunks[0].module.value()->functions[0]->name, "a");
  ASSERT_FALSE(chunks[1].module.ok());
  EXPECT_EQ(chunks[1].module.error().str(), "t.mlir:8:15: error: use of undefined value '%9'");
}

TEST(Parser, NamedModuleWithAttributes) {
  auto m = parseOk(
      "module @jit_main attributes {mhlo.num_partitions = 1 : i32, mhlo.is_dynamic = false} {\n"
      "  func.func public @main() {\n    return\n  }\n}\n");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->name, "jit_main");
  EXPECT_EQ(*m->attrs.find("mhlo.num_partitions"), Attribute::integer(1, ElementType::kI32));
  EXPECT_EQ(*m->attrs.find("mhlo.is_dynamic"), Attribute::boolean(false));
  EXPECT_EQ(m->functions[0]->visibility, "public");
  EXPECT_EQ(opsOf(*m)[0]->code(), OpCode::kFuncReturn);
}

TEST(Parser, ImplicitModuleHoldsTopLevelFunctions) {
  auto m = parseOk("func.func private @g(tensor<f32>) -> tensor<f32>\nfunc.func @f() {\n  func.return\n}\n");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->name, "");
  ASSERT_EQ(m->functions.size(), 2u);
  EXPECT_TRUE(m->functions[0]->isDeclaration());
  EXPECT_EQ(m->functions[0]->visibility, "private");
  EXPECT_EQ(m->functions[0]->argTypes, std::vector<Type>{tensorOf({}, ElementType::kF32)});
  EXPECT_FALSE(m->functions[1]->isDeclaration());
}

TEST(Parser, FunctionArgumentsResultsAndLocations) {
  auto m = parseOk(
      "#loc1 = loc(\"W0\")\n"
      "module @m {\n"
      "  func.func public @main(%arg0: tensor<2xf32> {jax.arg_info = \"x\", mhlo.sharding = \"{replicated}\"} loc(#loc1),\n"
      "      %arg1: tensor<i32> loc(\"b0\"), %arg2: tensor<i1> loc(\"pjit\"(#loc2)))\n"
      "      -> (tensor<2xf32> {jax.result_info = \"\"}, tensor<i32>) attributes {my.flag} {\n"
      "    return %arg0, %arg1 : tensor<2xf32>, tensor<i32> loc(#loc2)\n"
      "  } loc(#loc2)\n"
      "} loc(#loc2)\n"
      "#loc2 = loc(callsite(#loc1 at fused[\"a\":1:2 to 3:4, unknown]))\n");
  ASSERT_TRUE(m);
  const Function& f = *m->functions[0];
  EXPECT_EQ(f.argTypes.size(), 3u);
  EXPECT_EQ(f.argAttrs[0].find("jax.arg_info")->getString(), "x");
  EXPECT_EQ(f.argAttrs[0].find("mhlo.sharding")->getString(), "{replicated}");
  EXPECT_TRUE(f.argAttrs[1].empty());
  EXPECT_EQ(f.argLocNames, (std::vector<std::string>{"W0", "b0", "pjit"}));
  EXPECT_EQ(f.resultTypes, (std::vector<Type>{tensorOf({2}, ElementType::kF32), tensorOf({}, ElementType::kI32)}));
  EXPECT_EQ(f.resultAttrs[0].find("jax.result_info")->getString(), "");
  EXPECT_EQ(f.attrs.find("my.flag")->kind(), Attribute::Kind::kUnit);
  EXPECT_EQ(f.entry().argument(1)->name(), "arg1");
  const Operation& ret = *f.entry().ops()[0];
  EXPECT_EQ(ret.operand(1), f.entry().argument(1));
  EXPECT_EQ(ret.loc().str(), "t.mlir:6:5");
}

TEST(Parser, ModuleLevelShardyMeshIsKeptAsAnOtherOp) {
  auto m = parseOk("module @m {\n  sdy.mesh @mesh = <[\"_axis_0\"=2]> loc(#loc)\n}\n#loc = loc(unknown)\n");
  ASSERT_TRUE(m);
  ASSERT_EQ(m->otherOps.size(), 1u);
  const Operation& mesh = *m->otherOps[0];
  EXPECT_EQ(mesh.code(), OpCode::kUnknown);
  EXPECT_EQ(mesh.name(), "sdy.mesh");
  EXPECT_EQ(mesh.attr("sym_name")->getString(), "mesh");
  EXPECT_EQ(mesh.attr("mesh")->getString(), "#sdy.mesh<[\"_axis_0\"=2]>");
}

TEST(Parser, MultipleResultsAndResultNumbers) {
  auto m = parseOk(
      "func.func private @two() -> (tensor<2xf32>, tensor<2xf32>)\n"
      "func.func @f() {\n"
      "  %0:2 = call @two() : () -> (tensor<2xf32>, tensor<2xf32>)\n"
      "  %a, %b = stablehlo.optimization_barrier %0#1, %0 : tensor<2xf32>, tensor<2xf32>\n"
      "  %1 = stablehlo.add %a, %b : tensor<2xf32>\n"
      "  func.return\n"
      "}\n");
  ASSERT_TRUE(m);
  const auto& ops = opsOf(*m, 1);
  EXPECT_EQ(ops[0]->code(), OpCode::kCall);
  EXPECT_EQ(ops[0]->attr("callee")->getString(), "two");
  EXPECT_EQ(ops[0]->numResults(), 2u);
  EXPECT_EQ(ops[1]->operand(0), ops[0]->result(1));
  EXPECT_EQ(ops[1]->operand(1), ops[0]->result(0));
  EXPECT_EQ(ops[2]->operand(0), ops[1]->result(0));
  EXPECT_EQ(ops[2]->operand(1), ops[1]->result(1));
  EXPECT_EQ(ops[2]->loc().str(), "t.mlir:5:3");
}

TEST(Parser, FunctionsMayBeCalledBeforeTheirDefinition) {
  auto m = parseOk(
      "func.func @main() -> tensor<i32> {\n"
      "  %0 = func.call @later() : () -> tensor<i32>\n  return %0 : tensor<i32>\n}\n"
      "func.func @later() -> tensor<i32> {\n"
      "  %c = stablehlo.constant dense<7> : tensor<i32>\n  return %c : tensor<i32>\n}\n");
  ASSERT_TRUE(m);
  EXPECT_EQ(opsOf(*m)[0]->attr("callee")->getString(), "later");
}

TEST(Parser, GenericOpWithRegionsBlockArgsAndProperties) {
  auto f = inFunc("%x: tensor<5xi64>",
                  "  %r = \"stablehlo.sort\"(%x) <{dimension = 0 : i64}> ({\n"
                  "  ^bb0(%a: tensor<i64>, %b: tensor<i64>):\n"
                  "    %1 = stablehlo.compare  LT, %a, %b,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
                  "    stablehlo.return %1 : tensor<i1>\n"
                  "  }) {is_stable = true} : (tensor<5xi64>) -> tensor<5xi64>\n"
                  "  func.return");
  ASSERT_TRUE(f.module);
  const Operation& sort = f.op(0);
  EXPECT_EQ(sort.code(), OpCode::kSort);
  EXPECT_EQ(*sort.attr("dimension"), Attribute::integer(0));
  EXPECT_EQ(*sort.attr("is_stable"), Attribute::boolean(true));
  ASSERT_EQ(sort.numRegions(), 1u);
  const Block& body = sort.region(0).front();
  ASSERT_EQ(body.numArguments(), 2u);
  const Operation& cmp = *body.ops()[0];
  EXPECT_EQ(cmp.operand(0), body.argument(0));
  EXPECT_EQ(*cmp.attr("comparison_direction"), Attribute::enumValue("stablehlo", "comparison_direction", "LT"));
  EXPECT_EQ(*cmp.attr("compare_type"), Attribute::enumValue("stablehlo", "comparison_type", "SIGNED"));
  EXPECT_EQ(cmp.resultType(0), tensorOf({}, ElementType::kI1));
}

TEST(Parser, RegionsSeeEnclosingValues) {
  auto f = inFunc("%p: tensor<i1>, %x: tensor<2xi64>",
                  "  %r = \"stablehlo.if\"(%p) ({\n    stablehlo.return %x : tensor<2xi64>\n  }, {\n"
                  "    %0 = stablehlo.negate %x : tensor<2xi64>\n    stablehlo.return %0 : tensor<2xi64>\n"
                  "  }) : (tensor<i1>) -> tensor<2xi64>\n  func.return");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(f.op(0).numRegions(), 2u);
  EXPECT_EQ(f.op(0).region(0).front().ops()[0]->operand(0), f.module->functions[0]->entry().argument(1));
}

TEST(Parser, UnknownGenericOpParsesAsUnknown) {
  auto f = inFunc("%x: tensor<2xi32>",
                  "  %0 = \"chlo.frobnicate\"(%x, %x) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>\n  func.return");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(f.op(0).code(), OpCode::kUnknown);
  EXPECT_EQ(f.op(0).name(), "chlo.frobnicate");
}

// ---- types -------------------------------------------------------------------

TEST(Parser, TypesOfEverySupportedElementType) {
  auto f = inFunc(
      "%a: tensor<2x3xf32>, %b: tensor<bf16>, %c: tensor<0x7xui64>, %d: !stablehlo.token, "
      "%e: tuple<tensor<i1>, tuple<tensor<f16>>>, %g: tensor<4xi8>, %h: tensor<f64>, %i: tensor<ui8>",
      "  func.return");
  ASSERT_TRUE(f.module);
  const auto& types = f.module->functions[0]->argTypes;
  EXPECT_EQ(types[0], tensorOf({2, 3}, ElementType::kF32));
  EXPECT_EQ(types[1], tensorOf({}, ElementType::kBF16));
  EXPECT_EQ(types[2], tensorOf({0, 7}, ElementType::kUI64));
  EXPECT_TRUE(types[3].isToken());
  EXPECT_EQ(types[4], Type::tuple({tensorOf({}, ElementType::kI1), Type::tuple({tensorOf({}, ElementType::kF16)})}));
  EXPECT_EQ(types[5], tensorOf({4}, ElementType::kI8));
}

TEST(Parser, UnsupportedTypesAreRefusedByName) {
  struct Case {
    const char* type;
    const char* message;
  };
  const Case cases[] = {
      {"tensor<2xi3>", "t.mlir:1:27: error: unsupported element type 'i3'"},
      {"tensor<2xcomplex<i32>>", "t.mlir:1:27: error: unsupported element type 'complex<i32>'"},
      {"tensor<f8E4M3FNX>", "t.mlir:1:25: error: unsupported element type 'f8E4M3FNX'"},
      {"tensor<*xf32>", "t.mlir:1:25: error: unsupported unranked tensor type"},
      {"tensor<2x!quant.any<i8:f32>>", "t.mlir:1:27: error: unsupported element type '!quant.any<i8:f32>'"},
      {"tensor<2xf32, #enc>", "t.mlir:1:30: error: unsupported tensor encoding"},
      {"tensor<4xindex>", "t.mlir:1:27: error: unsupported element type 'index'"},
      {"f32", "t.mlir:1:18: error: unsupported type 'f32' (values must be tensors, tuples or tokens)"},
  };
  for (const Case& c : cases) {
    Diagnostic d = parseError(std::string("func.func @f(%a: ") + c.type + ") {\n  func.return\n}\n");
    EXPECT_EQ(d.kind, ErrorKind::kUnsupported) << c.type;
    EXPECT_EQ(d.str(), c.message);
  }
}

// ---- pretty op forms ----------------------------------------------------------

TEST(Parser, ElementwiseSameTypeAndFunctionTypeForms) {
  auto f = inFunc("%a: tensor<2xf32>, %b: tensor<2xi32>, %c: tensor<2xi1>",
             "  %0 = stablehlo.add %a, %a : tensor<2xf32>\n"
             "  %1 = stablehlo.convert %b : (tensor<2xi32>) -> tensor<2xf32>\n"
             "  %2 = stablehlo.select %c, %a, %0 : tensor<2xi1>, tensor<2xf32>\n  func.return");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(f.op(0).code(), OpCode::kAdd);
  EXPECT_EQ(f.op(0).resultType(0), tensorOf({2}, ElementType::kF32));
  EXPECT_EQ(f.op(1).resultType(0), tensorOf({2}, ElementType::kF32));
  EXPECT_EQ(f.op(2).resultType(0), tensorOf({2}, ElementType::kF32));
  EXPECT_TRUE(f.op(2).attrs().empty());
}

TEST(Parser, ConstantAndSdyConstant) {
  auto f = inFunc("", "  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                      "  %1 = sdy.constant dense<0xFF800000> : tensor<f32>\n  func.return");
  ASSERT_TRUE(f.module);
  const DenseElements& d = f.op(0).attr("value")->getDenseElements();
  EXPECT_EQ(d.toInt64s(), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(f.op(1).code(), OpCode::kConstant);
  EXPECT_EQ(f.op(1).name(), "stablehlo.constant");
  EXPECT_EQ(f.op(1).attr("value")->getDenseElements().floatAt(0), -INFINITY);
}

TEST(Parser, DataMovementKeywordsBecomeGenericAttributes) {
  auto f = inFunc("%x: tensor<2x3xf32>, %v: tensor<f32>, %i: tensor<i64>",
                  "  %0 = stablehlo.broadcast_in_dim %v, dims = [] : (tensor<f32>) -> tensor<2x3xf32>\n"
                  "  %1 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>\n"
                  "  %2 = stablehlo.reverse %x, dims = [0] : tensor<2x3xf32>\n"
                  "  %3 = stablehlo.concatenate %x, %x, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>\n"
                  "  %4 = stablehlo.pad %x, %v, low = [1, -1], high = [2, 0], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<5x4xf32>\n"
                  "  %5 = stablehlo.slice %x [0:2, 1:3] : (tensor<2x3xf32>) -> tensor<2x2xf32>\n"
                  "  %6 = stablehlo.slice %x [0:2:2, 0:3:1] : (tensor<2x3xf32>) -> tensor<1x3xf32>\n"
                  "  %7 = stablehlo.iota dim = 1 : tensor<2x3xf32>\n"
                  "  %8 = stablehlo.dynamic_slice %x, %i, %i, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xf32>\n"
                  "  %9 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>\n"
                  "  func.return");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(*f.op(0).attr("broadcast_dimensions"), Attribute::denseArray({}));
  EXPECT_EQ(*f.op(1).attr("permutation"), Attribute::denseArray({1, 0}));
  EXPECT_EQ(ints(f.op(2), "dimensions"), std::vector<int64_t>{0});
  EXPECT_EQ(*f.op(3).attr("dimension"), Attribute::integer(0));
  EXPECT_EQ(ints(f.op(4), "edge_padding_low"), (std::vector<int64_t>{1, -1}));
  EXPECT_EQ(ints(f.op(4), "edge_padding_high"), (std::vector<int64_t>{2, 0}));
  EXPECT_EQ(ints(f.op(4), "interior_padding"), (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(ints(f.op(5), "start_indices"), (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(ints(f.op(5), "limit_indices"), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(ints(f.op(5), "strides"), (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(ints(f.op(6), "strides"), (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(*f.op(7).attr("iota_dimension"), Attribute::integer(1));
  EXPECT_EQ(f.op(7).resultType(0), tensorOf({2, 3}, ElementType::kF32));
  EXPECT_EQ(ints(f.op(8), "slice_sizes"), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(*f.op(9).attr("dimension"), Attribute::integer(1));
}

TEST(Parser, CompareReducePrecisionRngAndDynamicIota) {
  auto f = inFunc("%a: tensor<2xf32>, %s: tensor<2xui64>, %sh: tensor<2xi64>",
                  "  %0 = stablehlo.compare  GT, %a, %a,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>\n"
                  "  %1 = stablehlo.reduce_precision %a, format = e5m10 : tensor<2xf32>\n"
                  "  %st, %out = stablehlo.rng_bit_generator %s, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)\n"
                  "  %2 = stablehlo.dynamic_iota %sh, dim = 0 : (tensor<2xi64>) -> tensor<3x4xi64>\n"
                  "  func.return");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(f.op(0).attr("comparison_direction")->getString(), "GT");
  EXPECT_EQ(f.op(0).attr("comparison_direction")->enumName(), "comparison_direction");
  EXPECT_EQ(f.op(0).attr("compare_type")->getString(), "FLOAT");
  EXPECT_EQ(*f.op(1).attr("exponent_bits"), Attribute::integer(5, ElementType::kI32));
  EXPECT_EQ(*f.op(1).attr("mantissa_bits"), Attribute::integer(10, ElementType::kI32));
  EXPECT_EQ(*f.op(2).attr("rng_algorithm"), Attribute::enumValue("stablehlo", "rng_algorithm", "THREE_FRY"));
  EXPECT_EQ(f.op(2).numResults(), 2u);
  EXPECT_EQ(*f.op(3).attr("iota_dimension"), Attribute::integer(0));
}

TEST(Parser, DotGeneralKeywords) {
  auto f = inFunc("%l: tensor<2x2x2xi64>, %r: tensor<2x2x2xi64>",
                  "  %0 = stablehlo.dot_general %l, %r,\n    batching_dims = [0] x [0],\n"
                  "    contracting_dims = [2] x [1],\n    precision = [DEFAULT, HIGHEST]\n"
                  "    : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>\n"
                  "  %1 = stablehlo.dot_general %l, %r, batching_dims = [] x [], contracting_dims = [] x [],\n"
                  "    algorithm = <lhs_precision_type = tf32, allow_imprecise_accumulation = false>\n"
                  "    : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2x2x2x2xi64>\n  func.return");
  ASSERT_TRUE(f.module);
  const Attribute& dims = *f.op(0).attr("dot_dimension_numbers");
  EXPECT_EQ(dims.getString(), "stablehlo.dot");
  EXPECT_EQ(field(dims, "lhs_batching_dimensions"), std::vector<int64_t>{0});
  EXPECT_EQ(field(dims, "rhs_batching_dimensions"), std::vector<int64_t>{0});
  EXPECT_EQ(field(dims, "lhs_contracting_dimensions"), std::vector<int64_t>{2});
  EXPECT_EQ(field(dims, "rhs_contracting_dimensions"), std::vector<int64_t>{1});
  const auto& precision = f.op(0).attr("precision_config")->getArray();
  ASSERT_EQ(precision.size(), 2u);
  EXPECT_EQ(precision[1], Attribute::enumValue("stablehlo", "precision", "HIGHEST"));
  EXPECT_TRUE(f.op(1).attr("dot_dimension_numbers")->getDictionary().empty());
  const Attribute& algorithm = *f.op(1).attr("algorithm");
  EXPECT_EQ(algorithm.getString(), "stablehlo.dot_algorithm");
  EXPECT_EQ(algorithm.getDictionary().find("lhs_precision_type")->getString(), "tf32");
}

TEST(Parser, CompactReduceBuildsItsReducerRegion) {
  auto f = inFunc("%x: tensor<2x3xf32>, %c: tensor<f32>",
                  "  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : "
                  "(tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>\n  func.return");
  ASSERT_TRUE(f.module);
  const Operation& reduce = f.op(0);
  EXPECT_EQ(ints(reduce, "dimensions"), std::vector<int64_t>{1});
  const Block& body = reduce.region(0).front();
  ASSERT_EQ(body.numArguments(), 2u);
  EXPECT_EQ(body.argument(0)->type(), tensorOf({}, ElementType::kF32));
  ASSERT_EQ(body.ops().size(), 2u);
  EXPECT_EQ(body.ops()[0]->code(), OpCode::kAdd);
  EXPECT_EQ(body.ops()[0]->operand(1), body.argument(1));
  EXPECT_EQ(body.ops()[1]->code(), OpCode::kReturn);
  EXPECT_EQ(body.ops()[1]->operand(0), body.ops()[0]->result(0));
}

TEST(Parser, MultiInputReduceWithReducerPairs) {
  auto f = inFunc("%a: tensor<4xf32>, %b: tensor<4xi32>, %ia: tensor<f32>, %ib: tensor<i32>",
             "  %0:2 = stablehlo.reduce(%a init: %ia), (%b init: %ib) across dimensions = [0] :\n"
             "      (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)\n"
             "    reducer(%p: tensor<f32> loc(\"r\"), %q: tensor<f32>) (%r: tensor<i32>, %s: tensor<i32>) {\n"
             "      %1 = stablehlo.maximum %p, %q : tensor<f32>\n"
             "      %2 = stablehlo.add %r, %s : tensor<i32>\n"
             "      stablehlo.return %1, %2 : tensor<f32>, tensor<i32>\n    }\n  func.return");
  ASSERT_TRUE(f.module);
  const Operation& reduce = f.op(0);
  const Function& fn = *f.module->functions[0];
  EXPECT_EQ(reduce.operand(0), fn.entry().argument(0));
  EXPECT_EQ(reduce.operand(1), fn.entry().argument(1));
  EXPECT_EQ(reduce.operand(2), fn.entry().argument(2));
  const Block& body = reduce.region(0).front();
  // Pair i gives block arguments i and i + 2: (%p, %q) -> 0, 2 and (%r, %s) -> 1, 3.
  EXPECT_EQ(body.argument(0)->name(), "p");
  EXPECT_EQ(body.argument(1)->name(), "r");
  EXPECT_EQ(body.argument(2)->name(), "q");
  EXPECT_EQ(body.argument(3)->name(), "s");
  EXPECT_EQ(body.argument(1)->type(), tensorOf({}, ElementType::kI32));
}

TEST(Parser, WhileRegionsTakeTheIterationValues) {
  auto f = inFunc("%i: tensor<i64>, %n: tensor<i64>",
                  "  %r0, %r1 = stablehlo.while(%it = %i, %acc = %n) : tensor<i64>, tensor<i64>\n"
                  "  cond {\n    %c = stablehlo.compare LT, %it, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
                  "    stablehlo.return %c : tensor<i1>\n  } do {\n"
                  "    %s = stablehlo.add %acc, %it : tensor<i64>\n    stablehlo.return %it, %s : tensor<i64>, tensor<i64>\n  }\n"
                  "  func.return");
  ASSERT_TRUE(f.module);
  const Operation& loop = f.op(0);
  EXPECT_EQ(loop.code(), OpCode::kWhile);
  ASSERT_EQ(loop.numRegions(), 2u);
  EXPECT_EQ(loop.numResults(), 2u);
  const Block& cond = loop.region(0).front();
  const Block& body = loop.region(1).front();
  EXPECT_EQ(cond.numArguments(), 2u);
  EXPECT_EQ(cond.ops()[0]->operand(0), cond.argument(0));
  EXPECT_EQ(cond.ops()[0]->operand(1), f.module->functions[0]->entry().argument(1));
  EXPECT_EQ(body.ops()[0]->operand(0), body.argument(1));
}

TEST(Parser, ConvolutionDimNumbersAndWindow) {
  auto f = inFunc("%l: tensor<1x4x4x1xi64>, %r: tensor<3x3x1x1xi64>",
                  "  %0 = stablehlo.convolution(%l, %r)\n    dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],\n"
                  "    window = {stride = [4, 4], pad = [[0, 0], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, true]}\n"
                  "    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}\n"
                  "    : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>\n  func.return");
  ASSERT_TRUE(f.module);
  const Operation& conv = f.op(0);
  const Attribute& dn = *conv.attr("dimension_numbers");
  EXPECT_EQ(dn.getString(), "stablehlo.conv");
  EXPECT_EQ(*dn.getDictionary().find("input_batch_dimension"), Attribute::integer(0));
  EXPECT_EQ(*dn.getDictionary().find("input_feature_dimension"), Attribute::integer(3));
  EXPECT_EQ(field(dn, "input_spatial_dimensions"), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(*dn.getDictionary().find("kernel_input_feature_dimension"), Attribute::integer(2));
  EXPECT_EQ(*dn.getDictionary().find("kernel_output_feature_dimension"), Attribute::integer(3));
  EXPECT_EQ(field(dn, "kernel_spatial_dimensions"), (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(field(dn, "output_spatial_dimensions"), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(ints(conv, "window_strides"), (std::vector<int64_t>{4, 4}));
  EXPECT_EQ(ints(conv, "padding"), (std::vector<int64_t>{0, 0, 1, 2}));
  EXPECT_EQ(conv.attr("padding")->getDenseElements().type, (TensorType{{2, 2}, ElementType::kI64}));
  EXPECT_EQ(ints(conv, "lhs_dilation"), (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(*conv.attr("window_reversal"), Attribute::denseArray({0, 1}, ElementType::kI1));
  EXPECT_EQ(*conv.attr("feature_group_count"), Attribute::integer(1));
}

TEST(Parser, RawConvAttributeMatchesPrettyDimNumbers) {
  auto f = inFunc("%l: tensor<1x4x4x1xi64>, %r: tensor<3x3x1x1xi64>",
                  "  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"
                  " : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>\n"
                  "  %1 = \"stablehlo.convolution\"(%l, %r) {dimension_numbers = "
                  "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>} : "
                  "(tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>\n  func.return");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(*f.op(0).attr("dimension_numbers"), *f.op(1).attr("dimension_numbers"));
}

TEST(Parser, TuplesBarriersTokensAndIds) {
  auto f = inFunc("%a: tensor<2xf64>, %b: tensor<i64>",
                  "  %t = stablehlo.tuple %a, %b : tuple<tensor<2xf64>, tensor<i64>>\n"
                  "  %e = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xf64>, tensor<i64>>) -> tensor<i64>\n"
                  "  %x, %y = stablehlo.optimization_barrier %a, %b : tensor<2xf64>, tensor<i64>\n"
                  "  %k = stablehlo.after_all : !stablehlo.token\n"
                  "  %k2 = stablehlo.after_all %k, %k : !stablehlo.token\n"
                  "  %p = stablehlo.partition_id : tensor<ui32>\n  func.return");
  ASSERT_TRUE(f.module);
  EXPECT_TRUE(f.op(0).resultType(0).isTuple());
  EXPECT_EQ(*f.op(1).attr("index"), Attribute::integer(1, ElementType::kI32));
  EXPECT_EQ(f.op(2).resultType(1), tensorOf({}, ElementType::kI64));
  EXPECT_TRUE(f.op(3).resultType(0).isToken());
  EXPECT_EQ(f.op(4).numOperands(), 2u);
  EXPECT_EQ(f.op(5).resultType(0), tensorOf({}, ElementType::kUI32));
}

TEST(Parser, CustomCallCompositeAndCheckOps) {
  auto f = inFunc("%a: tensor<2xf32>, %b: tensor<2xf32>",
                  "  stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()\n"
                  "  %0 = stablehlo.composite \"my.add\" %a {composite_attributes = { n = 2 : i64 }, decomposition = @impl} : (tensor<2xf32>) -> tensor<2xf32>\n"
                  "  check.expect_eq_const %a, dense<[1.0, 2.0]> : tensor<2xf32>\n"
                  "  check.expect_almost_eq_const %a, dense<5.1> : tensor<2xf32> {tolerance = 0.1 : f64}\n"
                  "  check.expect_almost_eq %a, %b, tolerance = 0.5 : tensor<2xf32>\n"
                  "  check.expect_close %a, %b, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>\n"
                  "  check.expect_eq %a, %b : tensor<2xf32>\n  func.return");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(f.op(0).code(), OpCode::kCustomCall);
  EXPECT_EQ(*f.op(0).attr("call_target_name"), Attribute::string("check.expect_close"));
  EXPECT_EQ(*f.op(0).attr("has_side_effect"), Attribute::boolean(true));
  EXPECT_EQ(f.op(0).numResults(), 0u);
  EXPECT_EQ(*f.op(1).attr("name"), Attribute::string("my.add"));
  EXPECT_EQ(*f.op(1).attr("decomposition"), Attribute::symbolRef("impl"));
  EXPECT_EQ(f.op(1).attr("composite_attributes")->getDictionary().find("n")->getInt(), 2);
  EXPECT_EQ(f.op(2).code(), OpCode::kCheckExpectEqConst);
  EXPECT_EQ(f.op(2).attr("value")->getDenseElements().floatAt(1), 2.0);
  EXPECT_EQ(*f.op(3).attr("tolerance"), Attribute::floating(0.1, ElementType::kF64));
  EXPECT_TRUE(f.op(3).attr("value")->getDenseElements().splat);
  EXPECT_EQ(*f.op(4).attr("tolerance"), Attribute::floating(0.5, ElementType::kF64));
  EXPECT_EQ(*f.op(5).attr("max_ulp_difference"), Attribute::integer(3));
  EXPECT_EQ(f.op(6).numOperands(), 2u);
}

TEST(Parser, TopKCustomAndGenericFormsAgree) {
  // ChloOps.td TopKOp: `chlo.top_k(%x, k = 2) attr-dict : T -> (V, I)`.
  auto f = inFunc("%a: tensor<5x3xf32>",
                  "  %v, %i = chlo.top_k(%a, k = 2) {largest = true} : tensor<5x3xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)\n"
                  "  %0:2 = \"chlo.top_k\"(%a) {k = 2 : i64, largest = true} : (tensor<5x3xf32>) -> (tensor<5x2xf32>, tensor<5x2xi32>)\n"
                  "  func.return");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(f.op(0).code(), OpCode::kTopK);
  EXPECT_EQ(f.op(0).attrs(), f.op(1).attrs());
  EXPECT_EQ(*f.op(0).attr("k"), Attribute::integer(2));
  ASSERT_EQ(f.op(0).numResults(), 2u);
  EXPECT_EQ(f.op(0).resultType(1), f.op(1).resultType(1));
  EXPECT_EQ(parseError("func.func @f(%a: tensor<3xf32>) {\n"
                       "  %v, %i = chlo.top_k(%a, n = 2) : tensor<3xf32> -> (tensor<2xf32>, tensor<2xi32>)\n"
                       "}\n")
                .message,
            "expected 'k', found 'n'");
  EXPECT_EQ(parseError("func.func @f(%a: tensor<3xf32>) {\n"
                       "  %v, %i = chlo.top_k(%a, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)\n"
                       "}\n")
                .message,
            "operand #0 of 'chlo.top_k' has type tensor<3xf32> but the signature says tensor<4xf32>");
}

// ---- attributes ----------------------------------------------------------------

const Attribute& attrOf(const OneFunc& f, const char* name) { return *f.op(0).attr(name); }

OneFunc withAttrs(const std::string& dict) {
  return inFunc("", "  \"test.op\"() {" + dict + "} : () -> ()\n  func.return");
}

TEST(Parser, ScalarAttributes) {
  auto f = withAttrs(
      "a = 1 : i32, b = -7, c = 0.1 : f32, d = 2.5, e = true, f = \"q\\\"\\n\\41\", g = 255 : ui8, "
      "h = 0x7FC00000 : f32, i = @sym, j = @\"a b\", k, l = unit, m = 1 : i1, n = 18446744073709551615 : ui64");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(attrOf(f, "a"), Attribute::integer(1, ElementType::kI32));
  EXPECT_EQ(attrOf(f, "b"), Attribute::integer(-7));
  EXPECT_EQ(attrOf(f, "c").getFloat(), static_cast<double>(0.1f));
  EXPECT_EQ(attrOf(f, "c").elementType(), ElementType::kF32);
  EXPECT_EQ(attrOf(f, "d"), Attribute::floating(2.5, ElementType::kF64));
  EXPECT_EQ(attrOf(f, "e"), Attribute::boolean(true));
  EXPECT_EQ(attrOf(f, "f").getString(), "q\"\nA");
  EXPECT_EQ(attrOf(f, "g"), Attribute::integer(255, ElementType::kUI8));
  EXPECT_TRUE(std::isnan(attrOf(f, "h").getFloat()));
  EXPECT_EQ(attrOf(f, "i"), Attribute::symbolRef("sym"));
  EXPECT_EQ(attrOf(f, "j"), Attribute::symbolRef("a b"));
  EXPECT_EQ(attrOf(f, "k").kind(), Attribute::Kind::kUnit);
  EXPECT_EQ(attrOf(f, "l").kind(), Attribute::Kind::kUnit);
  EXPECT_EQ(attrOf(f, "m"), Attribute::boolean(true));
  EXPECT_EQ(attrOf(f, "n"), Attribute::integer(-1, ElementType::kUI64));
}

TEST(Parser, CompositeAttributes) {
  auto f = withAttrs(
      "a = [1, \"x\", [true]], b = array<i64: 1, -2>, c = array<i64>, d = array<i1: true, false>, "
      "e = {x = 1 : i8}, f = tensor<2xf32>, g = #stablehlo<comparison_direction GT>, "
      "h = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, "
      "i = #sdy.sharding<@mesh, [{}, {\"a\"}]>, j = #stablehlo.channel_handle<handle = 1, type = 0>, "
      "k = dense<[0, 1]> : tensor<2xindex>, l = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2}>,\n"
      "m = #sdy.x<[1, // a comment with > in it\n\t2, \"//s\"]>");
  ASSERT_TRUE(f.module);
  EXPECT_EQ(attrOf(f, "a").getArray().size(), 3u);
  EXPECT_EQ(attrOf(f, "b"), Attribute::denseArray({1, -2}));
  EXPECT_EQ(attrOf(f, "c"), Attribute::denseArray({}));
  EXPECT_EQ(attrOf(f, "d"), Attribute::denseArray({1, 0}, ElementType::kI1));
  EXPECT_EQ(*attrOf(f, "e").getDictionary().find("x"), Attribute::integer(1, ElementType::kI8));
  EXPECT_EQ(attrOf(f, "f"), Attribute::type(tensorOf({2}, ElementType::kF32)));
  EXPECT_EQ(attrOf(f, "g"), Attribute::enumValue("stablehlo", "comparison_direction", "GT"));
  const Attribute& g = attrOf(f, "h");
  EXPECT_EQ(g.getString(), "stablehlo.gather");
  EXPECT_EQ(field(g, "offset_dims"), std::vector<int64_t>{1});
  EXPECT_EQ(*g.getDictionary().find("index_vector_dim"), Attribute::integer(1));
  EXPECT_EQ(g.getDictionary().find("operand_batching_dims"), nullptr);
  EXPECT_EQ(attrOf(f, "i"), Attribute::opaque("#sdy.sharding<@mesh, [{}, {\"a\"}]>"));
  EXPECT_EQ(*attrOf(f, "j").getDictionary().find("handle"), Attribute::integer(1));
  EXPECT_EQ(attrOf(f, "k"), Attribute::opaque("dense<[0, 1]> : tensor<2xindex>"));
  EXPECT_EQ(attrOf(f, "l"), Attribute::opaque("#sdy.op_sharding_rule<([i, j])->([i, j]) {i=2}>"));
  EXPECT_EQ(attrOf(f, "m"), Attribute::opaque("#sdy.x<[1,   2, \"//s\"]>"));
}

DenseElements denseOf(const std::string& literal) {
  auto f = inFunc("", "  %0 = stablehlo.constant " + literal + "\n  func.return");
  if (!f.module) return DenseElements{};
  return f.op(0).attr("value")->getDenseElements();
}

template <class T>
T elementAs(const DenseElements& d, int64_t i) {
  T v;
  std::memcpy(&v, d.bytes.data() + (d.splat ? 0 : i * sizeof(T)), sizeof(T));
  return v;
}

TEST(Parser, DenseListsSplatsAndHexBlobs) {
  DenseElements nested = denseOf("dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>");
  EXPECT_EQ(nested.toInt64s(), (std::vector<int64_t>{1, 2, 3, 4, 5, 6}));
  EXPECT_FALSE(nested.splat);
  DenseElements splat = denseOf("dense<0.5> : tensor<1000x1000xf32>");
  EXPECT_TRUE(splat.splat);
  EXPECT_EQ(splat.bytes.size(), 4u);
  EXPECT_EQ(splat.floatAt(999999), 0.5);
  DenseElements hex = denseOf("dense<\"0x0000803F000000C0\"> : tensor<2xf32>");
  EXPECT_EQ(hex.floatAt(0), 1.0);
  EXPECT_EQ(hex.floatAt(1), -2.0);
  DenseElements hexSplat = denseOf("dense<\"0x0100\"> : tensor<3xi16>");
  EXPECT_TRUE(hexSplat.splat);
  EXPECT_EQ(hexSplat.intAt(2), 1);
  DenseElements bytes = denseOf("dense<\"0x000102\"> : tensor<3xi1>");
  EXPECT_EQ(bytes.toInt64s(), (std::vector<int64_t>{0, 1, 1}));
  DenseElements packed = denseOf("dense<\"0x0D01\"> : tensor<10xi1>");  // bits LSB first
  EXPECT_EQ(packed.toInt64s(), (std::vector<int64_t>{1, 0, 1, 1, 0, 0, 0, 0, 1, 0}));
  DenseElements equal = denseOf("dense<[7, 7]> : tensor<2xi32>");
  EXPECT_TRUE(equal.splat);  // all-equal lists are stored as splats
  // A sub-byte integer: signless literals and hex bytes read as its bits.
  EXPECT_EQ(denseOf("dense<[7, -8, 15]> : tensor<3xi4>").toInt64s(), (std::vector<int64_t>{7, -8, -1}));
  EXPECT_EQ(denseOf("dense<\"0x0F0301\"> : tensor<3xi2>").toInt64s(), (std::vector<int64_t>{-1, -1, 1}));
  EXPECT_EQ(denseOf("dense<\"0x0F03\"> : tensor<2xui2>").toInt64s(), (std::vector<int64_t>{3, 3}));
  DenseElements empty = denseOf("dense<> : tensor<0x3xf32>");
  EXPECT_TRUE(empty.bytes.empty());
}

TEST(Parser, DenseElementConversionsAreExact) {
  DenseElements f32 = denseOf("dense<[0.1, 16777217.0, 1.0e-45, 3.4028235e38]> : tensor<4xf32>");
  EXPECT_EQ(elementAs<float>(f32, 0), 0.1f);
  EXPECT_EQ(elementAs<float>(f32, 1), 16777216.0f);
  EXPECT_EQ(std::bit_cast<uint32_t>(elementAs<float>(f32, 2)), 1u);  // smallest subnormal
  EXPECT_EQ(elementAs<float>(f32, 3), std::numeric_limits<float>::max());
  // A decimal that rounds to infinity is out of range, as in MLIR.
  EXPECT_EQ(parseError("func.func @f() {\n  %0 = stablehlo.constant dense<3.4028236e38> : tensor<f32>\n"
                       "  func.return\n}\n").str(),
            "t.mlir:2:33: error: 3.4028236e38 is out of range for f32");
  EXPECT_EQ(parseError("func.func @f() {\n  %0 = stablehlo.constant dense<70000.0> : tensor<f16>\n"
                       "  func.return\n}\n").str(),
            "t.mlir:2:33: error: 70000.0 is out of range for f16");
  DenseElements f64 = denseOf("dense<[0.1, -0.0, 0x7FF8000000000001, nan, -inf]> : tensor<5xf64>");
  EXPECT_EQ(elementAs<double>(f64, 0), 0.1);
  EXPECT_TRUE(std::signbit(elementAs<double>(f64, 1)));
  EXPECT_EQ(std::bit_cast<uint64_t>(elementAs<double>(f64, 2)), 0x7FF8000000000001u);
  EXPECT_TRUE(std::isnan(elementAs<double>(f64, 3)));
  EXPECT_EQ(elementAs<double>(f64, 4), -INFINITY);
  DenseElements f16 = denseOf("dense<[1.0, 65519.0, 0x7E00]> : tensor<3xf16>");
  EXPECT_EQ(elementAs<uint16_t>(f16, 0), 0x3C00);
  EXPECT_EQ(elementAs<uint16_t>(f16, 1), 0x7BFF);  // rounds down to the largest finite
  EXPECT_EQ(elementAs<uint16_t>(f16, 2), 0x7E00);
  DenseElements bf16 = denseOf("dense<[1.0, -2.5]> : tensor<2xbf16>");
  EXPECT_EQ(elementAs<uint16_t>(bf16, 0), 0x3F80);
  EXPECT_EQ(elementAs<uint16_t>(bf16, 1), 0xC020);
  DenseElements i1 = denseOf("dense<[[true], [false], [1]]> : tensor<3x1xi1>");
  EXPECT_EQ(i1.toInt64s(), (std::vector<int64_t>{1, 0, 1}));
  DenseElements u64 = denseOf("dense<[18446744073709551615, 0]> : tensor<2xui64>");
  EXPECT_EQ(static_cast<uint64_t>(u64.intAt(0)), 18446744073709551615u);
  DenseElements i8 = denseOf("dense<[-128, 127, 255]> : tensor<3xi8>");
  EXPECT_EQ(i8.toInt64s(), (std::vector<int64_t>{-128, 127, -1}));
}

TEST(Parser, OversizedLiteralsAreRefusedBeforeAllocation) {
  Diagnostic full = parseError(
      "func.func @f() {\n  %0 = stablehlo.constant dense<[[0.0]]> : tensor<100000x100000xf32>\n  func.return\n}\n");
  EXPECT_EQ(full.str(),
            "t.mlir:2:27: error: dense literal of type tensor<100000x100000xf32> is larger than the 4 GiB limit");
  // A splat stores one element: it parses (the interpreter refuses to
  // allocate it, interp/tensor.h); an element count past int64 does not.
  EXPECT_TRUE(parseSource("func.func @f() {\n  %0 = stablehlo.constant dense<0.0> : tensor<100000x100000xf32>\n"
                          "  func.return\n}\n",
                          "t.mlir")
                  .ok());
  Diagnostic overflow = parseError(
      "func.func @f() {\n  %0 = stablehlo.constant dense<1> : tensor<4294967296x4294967296xi8>\n  func.return\n}\n");
  EXPECT_EQ(overflow.str(), "t.mlir:2:38: error: tensor type with more elements than int64 can count");
}

TEST(Parser, DeepNestingIsAnErrorNotACrash) {
  std::string deep(100000, '[');
  Diagnostic d = parseError("func.func @f() {\n  \"t.op\"() {a = " + deep + "} : () -> ()\n}\n");
  EXPECT_EQ(d.str(), "t.mlir:2:271: error: nesting deeper than 256 levels");
  std::string tuples;
  for (int i = 0; i < 5000; ++i) tuples += "tuple<";
  Diagnostic t = parseError("func.func @f(%a: " + tuples + ">) {\n}\n");
  EXPECT_EQ(t.kind, ErrorKind::kInvalidInput);
  EXPECT_NE(t.message.find("nesting deeper than 256 levels"), std::string::npos);
}

// ---- malformed input -------------------------------------------------------------

TEST(Parser, MalformedInputReportsExactPositions) {
  struct Case {
    std::string text;
    std::string error;
  };
  const std::string head = "func.func @f(%a: tensor<2xf32>) {\n";
  const Case cases[] = {
      {head + "  %0 = stablehlo.add %a, %b : tensor<2xf32>\n}\n",
       "t.mlir:2:26: error: use of undefined value '%b'"},
      {head + "  %0 = stablehlo.add %1, %a : tensor<2xf32>\n  %1 = stablehlo.abs %a : tensor<2xf32>\n}\n",
       "t.mlir:2:22: error: use of undefined value '%1'"},
      {head + "  %a = stablehlo.abs %a : tensor<2xf32>\n}\n",
       "t.mlir:2:3: error: redefinition of SSA value '%a'"},
      {head + "  %0 = stablehlo.add %a, %a : tensor<2xi32>\n}\n",
       "t.mlir:2:31: error: operand #0 of 'stablehlo.add' has type tensor<2xf32> but the signature says tensor<2xi32>"},
      {head + "  %0, %1 = stablehlo.abs %a : tensor<2xf32>\n}\n",
       "t.mlir:2:3: error: operation defines 1 results but 2 names were bound"},
      {head + "  %0 = stablehlo.constant dense<[1, 2, 3]> : tensor<2xi32>\n}\n",
       "t.mlir:2:27: error: dense literal has shape [3] but its type is tensor<2xi32>"},
      {head + "  %0 = stablehlo.constant dense<[[1, 2], [3]]> : tensor<2x2xi32>\n}\n",
       "t.mlir:2:42: error: dense literal lists have different lengths (2 and 1)"},
      {head + "  %0 = stablehlo.constant dense<300> : tensor<i8>\n}\n",
       "t.mlir:2:33: error: integer 300 is out of range for i8"},
      {head + "  %0 = stablehlo.constant dense<-1> : tensor<ui32>\n}\n",
       "t.mlir:2:34: error: integer -1 is out of range for ui32"},
      {head + "  %0 = stablehlo.constant dense<16> : tensor<i4>\n}\n",
       "t.mlir:2:33: error: integer 16 is out of range for i4"},
      {head + "  %0 = stablehlo.constant dense<-3> : tensor<i2>\n}\n",
       "t.mlir:2:34: error: integer -3 is out of range for i2"},
      {head + "  %0 = stablehlo.constant dense<\"0x0000\"> : tensor<3xf32>\n}\n",
       "t.mlir:2:33: error: hex dense literal has 2 bytes but tensor<3xf32> needs 12"},
      {head + "  %0 = stablehlo.constant dense<1.5> : tensor<i32>\n}\n",
       "t.mlir:2:33: error: expected an integer for i32, found '1.5'"},
      {head + "  \"t.op\"() {x = 1 : i3} : () -> ()\n}\n",
       "t.mlir:2:21: error: unsupported element type 'i3'"},
      {head + "  \"t.op\"() {x = 99999999999999999999} : () -> ()\n}\n",
       "t.mlir:2:17: error: integer literal 99999999999999999999 does not fit in 64 bits"},
      {head + "  %0 = stablehlo.compare XX, %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>\n}\n",
       "t.mlir:2:26: error: unknown comparison_direction 'XX'"},
      {head + "  %0 = stablehlo.transpose %a, perm = [0] : (tensor<2xf32>) -> tensor<2xf32>\n}\n",
       "t.mlir:2:32: error: unexpected 'perm' in 'stablehlo.transpose'"},
      {head + "  %0 = stablehlo.frobnicate %a : tensor<2xf32>\n}\n",
       "t.mlir:2:8: error: unsupported operation 'stablehlo.frobnicate' in custom form"},
      {head + "  \"t.op\"() {s = \"abc} : () -> ()\n}\n",
       "t.mlir:2:17: error: unterminated string literal"},
      {head + "  %0 = stablehlo.abs %a : tensor<2xf32>\n", "t.mlir:1:33: error: expected '}' to close this region"},
      {head + "  %0 = stablehlo.abs %a : tensor<2xf32> ~\n}\n", "t.mlir:2:41: error: unexpected character '~'"},
      {head + "  func.return\n} loc(#nowhere)\nfunc.func @g(%x: tensor<f32> loc(#nowhere)) {\n  func.return\n}\n",
       "t.mlir:4:30: error: undefined location alias '#nowhere'"},
      {head + "  %0 = stablehlo.convolution(%a, %a) dim_numbers = [b, 0, b]x[0, i, o]->[b, 0, f] : "
              "(tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n}\n",
       "t.mlir:2:59: error: 'b' appears twice"},
      {"module {\n  func.func @f() {\n    func.return\n  }\n}\nmodule {\n}\n",
       "t.mlir:6:1: error: only one 'module' is allowed per '// -----' chunk"},
  };
  for (const Case& c : cases) {
    Diagnostic d = parseError(c.text);
    EXPECT_EQ(d.str(), c.error) << c.text;
  }
}

TEST(Parser, ParseFileReportsMissingFiles) {
  Result<SourceFile> r = parseFile("/nonexistent/x.mlir");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().str(), "/nonexistent/x.mlir: error: cannot read the program: No such file or directory");
}

}  // namespace
}  // namespace partir

namespace partir {
namespace {

// CHLO's `type($operand) -> type($result)` form: operand types before the
// arrow, checked against the operands; a count that differs is an error.
TEST(Parser, ChloArrowTypeForm) {
  Result<SourceFile> ok = parseSource(
      "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
      "  %0 = chlo.sinh %x : tensor<4xf32> -> tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n",
      "t.mlir");
  ASSERT_TRUE(ok.ok()) << ok.error().str();
  Result<SourceFile> bad = parseSource(
      "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
      "  %0 = stablehlo.add %x, %x : tensor<4xf32> -> tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n",
      "t.mlir");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().str(), "t.mlir:2:31: error: 'stablehlo.add' has 2 operands but its type lists 1");
}

}  // namespace
}  // namespace partir
