// The readings of the collectives the rewrite-rule proofs reason about
// (verify/mesh_value.h) against the collectives the mesh interpreter runs
// (interp/kernels/hlo.cc): on the mesh {a:2, b:3}, every device's result of
// each partir collective equals, element by element, the reading evaluated
// through the Z3 encoding (verify/evaluate.h) with the sizes, the device's
// coordinates and the index substituted. This is what ties the rules'
// proofs (proofs/lowering.md, L7 and L9) to the implementation.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include "interp/mesh_interpreter.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "tests/tensor_builders.h"
#include "verify/evaluate.h"
#include "verify/mesh_value.h"

namespace partir::verify {
namespace {

constexpr int64_t kA = 2, kB = 3;  // the mesh {a:2, b:3}; device d = 3·ra + rb

// Device d's operand: the local shape's elements, 1000·d + their position.
std::vector<Values> deviceInputs(const Shape& local) {
  std::vector<Values> inputs;
  for (int64_t d = 0; d < kA * kB; ++d) {
    std::vector<double> values;
    for (int64_t i = 0; i < local[0] * local[1]; ++i) values.push_back(1000.0 * d + i);
    inputs.push_back({testing::makeTensor(ElementType::kI64, local, values)});
  }
  return inputs;
}

std::string tensorType(const Shape& s) { return fmt::format("tensor<{}x{}xi64>", s[0], s[1]); }

// Each device's result of `op` (e.g. `partir.all_gather [{"a"}, {}]`) on its input.
std::vector<Values> runOnMesh(const std::string& op, const Shape& local, const Shape& result,
                              const std::vector<Values>& inputs) {
  const std::string text = fmt::format(
      "module attributes {{partir.mesh = #partir.mesh<[\"a\"={}, \"b\"={}]>}} {{\n"
      "func.func @main(%x: {}) -> {} {{\n"
      "  %0 = {} %x : {}\n"
      "  return %0 : {}\n}}\n}}\n",
      kA, kB, tensorType(local), tensorType(result), op,
      op.find("all_reduce") != std::string::npos ? tensorType(local)
                                                 : tensorType(local) + " -> " + tensorType(result),
      tensorType(result));
  Result<SourceFile> file = parseSource(text, "mesh.mlir");
  EXPECT_TRUE(file.ok()) << (file.ok() ? "" : file.error().str());
  if (!file.ok()) return {};
  const Status verified = verifyModule(*file->modules[0]);
  EXPECT_TRUE(verified.ok()) << text << (verified.ok() ? "" : verified.error().str());
  MeshInterpreter mesh(*file->modules[0]);
  Result<std::vector<Values>> out = mesh.runDevices("main", inputs);
  EXPECT_TRUE(out.ok()) << (out.ok() ? "" : out.error().str());
  return out.ok() ? std::move(*out) : std::vector<Values>{};
}

// The reading's element on device (ra, rb) at `index`: its operand reads
// (ra', rb', j0, j1) taken from device 3·ra' + rb''s input, folds added up.
class Reading {
 public:
  Reading(const std::vector<Values>& inputs, const Shape& local)
      : inputs_(inputs), local_(local), evaluator_([](size_t, const std::vector<int64_t>&) {
          return Result<int64_t>(invalid({}, "the readings have no index operands"));
        }) {}

  int64_t shape(const SymExpr& size) { return value(size, sizes()); }

  int64_t at(const MeshValue& v, int64_t ra, int64_t rb, const std::vector<int64_t>& index) {
    VariableValues vars = sizes();
    vars["ra"] = ra;
    vars["rb"] = rb;
    Index symbolic;
    for (size_t d = 0; d < index.size(); ++d) {
      vars[fmt::format("i{}", d)] = index[d];
      symbolic.push_back(SymExpr::var(fmt::format("i{}", d)));
    }
    return term(v.at({{"a", coordinate("a")}, {"b", coordinate("b")}}, symbolic), vars);
  }

 private:
  VariableValues sizes() const {
    return {{"|a|", kA}, {"|b|", kB}, {"w0", local_[0]}, {"w1", local_[1]}};
  }

  int64_t value(const SymExpr& e, const VariableValues& vars) {
    Result<int64_t> v = evaluator_.integer(e, vars);
    EXPECT_TRUE(v.ok()) << e.str() << ": " << (v.ok() ? "" : v.error().str());
    return v.ok() ? *v : 0;
  }

  int64_t term(const Term& t, const VariableValues& vars) {
    if (t.kind() == Term::Kind::kFold) return fold(t.foldNode(), vars, 0);
    EXPECT_EQ(t.kind(), Term::Kind::kRead) << t.str();
    const std::vector<SymExpr>& at = t.index();
    const int64_t device = value(at[0], vars) * kB + value(at[1], vars);
    const int64_t position = value(at[2], vars) * local_[1] + value(at[3], vars);
    return static_cast<int64_t>(testing::tensorValues(inputs_.at(device)[0].tensor()).at(position));
  }

  // The sum over the fold's variables from `v` on (every reducer here is add).
  int64_t fold(const Fold& f, VariableValues vars, size_t v) {
    if (v == f.vars.size()) return term(f.bodies.at(0), vars);
    int64_t sum = 0;
    for (int64_t x = 0; x < value(f.vars[v].extent, vars); ++x) {
      vars[f.vars[v].name] = x;
      sum += fold(f, vars, v + 1);
    }
    return sum;
  }

  const std::vector<Values>& inputs_;
  Shape local_;
  ConcreteEvaluator evaluator_;
};

// Every device's result of `op` equals `reading` of perDevice(local).
void expectSameAsReading(const std::string& op, const Shape& local, const MeshValue& reading) {
  const std::vector<Values> inputs = deviceInputs(local);
  Reading r(inputs, local);
  const Shape result = {r.shape(reading.shape[0]), r.shape(reading.shape[1])};
  const std::vector<Values> devices = runOnMesh(op, local, result, inputs);
  ASSERT_EQ(devices.size(), static_cast<size_t>(kA * kB)) << op;
  for (int64_t d = 0; d < kA * kB; ++d) {
    const std::vector<double> got = testing::tensorValues(devices[d][0].tensor());
    ASSERT_EQ(static_cast<int64_t>(got.size()), result[0] * result[1]) << op;
    for (int64_t i0 = 0; i0 < result[0]; ++i0)
      for (int64_t i1 = 0; i1 < result[1]; ++i1)
        ASSERT_EQ(static_cast<int64_t>(got[i0 * result[1] + i1]), r.at(reading, d / kB, d % kB, {i0, i1}))
            << op << " on device " << d << " at [" << i0 << ", " << i1 << "]";
  }
}

MeshValue x() { return perDevice({SymExpr::var("w0"), SymExpr::var("w1")}); }

TEST(VerifyMeshValue, AllGatherMatchesTheMeshInterpreter) {
  expectSameAsReading(R"(partir.all_gather [{"a"}, {}])", {2, 3}, allGather(x(), {{"a"}, {}}));
  expectSameAsReading(R"(partir.all_gather [{"a", "b"}, {}])", {2, 3}, allGather(x(), {{"a", "b"}, {}}));
  expectSameAsReading(R"(partir.all_gather [{"b", "a"}, {}])", {2, 3}, allGather(x(), {{"b", "a"}, {}}));
  expectSameAsReading(R"(partir.all_gather [{"a"}, {"b"}])", {2, 3}, allGather(x(), {{"a"}, {"b"}}));
}

TEST(VerifyMeshValue, AllSliceMatchesTheMeshInterpreter) {
  expectSameAsReading(R"(partir.all_slice [{"a"}, {}])", {4, 3}, allSlice(x(), {{"a"}, {}}));
  expectSameAsReading(R"(partir.all_slice [{"a", "b"}, {}])", {12, 1}, allSlice(x(), {{"a", "b"}, {}}));
  expectSameAsReading(R"(partir.all_slice [{"b", "a"}, {}])", {6, 2}, allSlice(x(), {{"b", "a"}, {}}));
  expectSameAsReading(R"(partir.all_slice [{"a"}, {"b"}])", {2, 6}, allSlice(x(), {{"a"}, {"b"}}));
}

TEST(VerifyMeshValue, AllReduceMatchesTheMeshInterpreter) {
  expectSameAsReading(R"(partir.all_reduce <"a">)", {2, 3}, allReduce(x(), {"a"}));
  expectSameAsReading(R"(partir.all_reduce <"a", "b">)", {2, 3}, allReduce(x(), {"a", "b"}));
}

TEST(VerifyMeshValue, ReduceScatterMatchesTheMeshInterpreter) {
  expectSameAsReading(R"(partir.reduce_scatter [{"a"}, {}])", {4, 3}, reduceScatter(x(), {{"a"}, {}}));
  expectSameAsReading(R"(partir.reduce_scatter [{"a"}, {"b"}])", {2, 6},
                      reduceScatter(x(), {{"a"}, {"b"}}));
}

TEST(VerifyMeshValue, AllToAllMatchesTheMeshInterpreter) {
  expectSameAsReading(R"(partir.all_to_all {0 -> 1} <"a">)", {2, 4}, allToAll(x(), {"a"}, 0, 1));
  expectSameAsReading(R"(partir.all_to_all {1 -> 0} <"a", "b">)", {6, 2},
                      allToAll(x(), {"a", "b"}, 1, 0));
}

TEST(VerifyMeshValue, AWrongReadingDiffers) {
  // The gather's reading with the axes in the other order is not the kernel's.
  const std::vector<Values> inputs = deviceInputs({2, 3});
  Reading r(inputs, {2, 3});
  const std::vector<Values> devices =
      runOnMesh(R"(partir.all_gather [{"a", "b"}, {}])", {2, 3}, {12, 3}, inputs);
  ASSERT_FALSE(devices.empty());
  const std::vector<double> got = testing::tensorValues(devices[0][0].tensor());
  const MeshValue swapped = allGather(x(), {{"b", "a"}, {}});
  bool differs = false;
  for (int64_t i0 = 0; i0 < 12; ++i0) differs |= static_cast<int64_t>(got[i0 * 3]) != r.at(swapped, 0, 0, {i0, 0});
  EXPECT_TRUE(differs);
}

}  // namespace
}  // namespace partir::verify
