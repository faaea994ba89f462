// The collective ops and the SPMD simulation behind them (interp/spmd.h):
// the spec's examples for each op, as pure kernels and as programs run by
// interpreter.run_parallel; the four process-group strategies; the
// rendezvous; and the errors: bad groups and deadlocks, never a hang.
#include <gtest/gtest.h>

#include <thread>

#include <fmt/format.h>

#include "interp/interpreter.h"
#include "interp/kernels/collectives.h"
#include "interp/kernels/elementwise.h"
#include "interp/spmd.h"
#include "semantics/parser.h"
#include "semantics/tmr.h"
#include "semantics/verifier.h"
#include "tensor_builders.h"

namespace partir {
namespace {

using testing::errorOf;
using testing::makeTensor;
using testing::tensorValues;

using Doubles = std::vector<double>;

// A body computing lhs `op` rhs on rank-0 tensors (the general path).
ScalarBody binaryBody(Tensor (*op)(Tensor, const Tensor&)) {
  return ScalarBody([op](std::vector<Tensor> args) {
    return std::vector<Tensor>{op(std::move(args[0]), args[1])};
  });
}

Tensor i64(Shape shape, const Doubles& values) {
  return makeTensor(ElementType::kI64, std::move(shape), values);
}

// ---- Pure kernels: the spec's examples -------------------------------------------

TEST(CollectiveKernels, AllGatherConcatenatesInGroupOrder) {
  const std::vector<Tensor> parts = {i64({2, 2}, {1, 2, 3, 4}), i64({2, 2}, {5, 6, 7, 8})};
  const Tensor result = allGather(parts, 1);
  EXPECT_EQ(result.shape(), (Shape{2, 4}));
  EXPECT_EQ(tensorValues(result), (Doubles{1, 2, 5, 6, 3, 4, 7, 8}));
}

TEST(CollectiveKernels, AllReduceFoldsTheGroupWithTheComputation) {
  const std::vector<Tensor> parts = {i64({4}, {1, 2, 3, 4}), i64({4}, {5, 6, 7, 8})};
  EXPECT_EQ(tensorValues(allReduce(parts, ElementType::kI64, binaryBody(add))),
            (Doubles{6, 8, 10, 12}));
}

TEST(CollectiveKernels, AllReduceFoldsFromTheLeftAfterPromotingToTheComputationType) {
  // (10 - 3) - 2: the left fold, one of the schedules the spec allows.
  const std::vector<Tensor> parts = {makeTensor(ElementType::kI32, {1}, {10}),
                                     makeTensor(ElementType::kI32, {1}, {3}),
                                     makeTensor(ElementType::kI32, {1}, {2})};
  const Tensor result = allReduce(parts, ElementType::kI64, binaryBody(subtract));
  EXPECT_EQ(result.elementType(), ElementType::kI64);
  EXPECT_EQ(tensorValues(result), (Doubles{5}));
}

TEST(CollectiveKernels, SplitCutsEqualConsecutiveParts) {
  const std::vector<Tensor> parts = split(i64({2, 4}, {1, 2, 3, 4, 5, 6, 7, 8}), 2, 1);
  ASSERT_EQ(parts.size(), 2u);
  EXPECT_EQ(tensorValues(parts[0]), (Doubles{1, 2, 5, 6}));
  EXPECT_EQ(tensorValues(parts[1]), (Doubles{3, 4, 7, 8}));
  EXPECT_NE(errorOf([] { split(i64({2, 3}, {1, 2, 3, 4, 5, 6}), 2, 1); })
                .find("does not split into 2 equal parts"),
            std::string::npos);
}

TEST(CollectiveKernels, AllToAllGivesEachReceiverItsPartOfEverySender) {
  const std::vector<Tensor> operands = {i64({2, 4}, {1, 2, 3, 4, 5, 6, 7, 8}),
                                        i64({2, 4}, {9, 10, 11, 12, 13, 14, 15, 16})};
  const Tensor first = allToAll(operands, 0, 1, 0, 2);
  EXPECT_EQ(first.shape(), (Shape{4, 2}));
  EXPECT_EQ(tensorValues(first), (Doubles{1, 2, 5, 6, 9, 10, 13, 14}));
  EXPECT_EQ(tensorValues(allToAll(operands, 1, 1, 0, 2)), (Doubles{3, 4, 7, 8, 11, 12, 15, 16}));
}

TEST(CollectiveKernels, ReduceScatterIsAllReduceThenSplit) {
  const std::vector<Tensor> parts = {i64({2, 4}, {1, 2, 3, 4, 5, 6, 7, 8}),
                                     i64({2, 4}, {9, 10, 11, 12, 13, 14, 15, 16})};
  const ScalarBody sum = binaryBody(add);
  EXPECT_EQ(tensorValues(reduceScatter(parts, 0, 1, ElementType::kI64, sum)),
            (Doubles{10, 12, 18, 20}));
  EXPECT_EQ(tensorValues(reduceScatter(parts, 1, 1, ElementType::kI64, sum)),
            (Doubles{14, 16, 22, 24}));
}

TEST(CollectiveKernels, ProcessesThatDisagreeOnTheTypeAreAnError) {
  const std::vector<Tensor> parts = {i64({2}, {1, 2}), i64({3}, {3, 4, 5})};
  EXPECT_NE(errorOf([&] { allGather(parts, 0); }).find("disagree: member 1 contributed"),
            std::string::npos);
}

// ---- Process groups: the spec's examples ("Collective ops") ----------------------

TEST(ProcessGrid, TheFourStrategiesFollowTheSpec) {
  const ProcessGrid grid(4, 2);  // index = replica * 2 + partition
  EXPECT_EQ(grid.processGroups(GroupStrategy::kCrossReplica, {{0, 1}, {2, 3}}),
            (IdGroups{{0, 2}, {1, 3}, {4, 6}, {5, 7}}));
  EXPECT_EQ(grid.processGroups(GroupStrategy::kCrossPartition, {{0, 1}}),
            (IdGroups{{0, 1}, {2, 3}, {4, 5}, {6, 7}}));
  EXPECT_EQ(grid.processGroups(GroupStrategy::kCrossReplicaAndPartition, {{0, 1}, {2, 3}}),
            (IdGroups{{0, 2, 1, 3}, {4, 6, 5, 7}}));
  EXPECT_EQ(grid.processGroups(GroupStrategy::kFlattenedIds, {{0, 1, 2, 3}, {4, 5, 6, 7}}),
            (IdGroups{{0, 1, 2, 3}, {4, 5, 6, 7}}));
  EXPECT_EQ(grid.name(5), "(2, 1)");
}

TEST(ProcessGrid, AnIdOutsideTheGridIsAnError) {
  const ProcessGrid grid(2, 1);
  EXPECT_EQ(errorOf([&] { grid.processGroups(GroupStrategy::kCrossReplica, {{0, 2}}); }),
            "cross_replica id 2 is out of range [0, 2) of a 2x1 grid");
}

// ---- Programs --------------------------------------------------------------------

struct ProgramRun {
  std::unique_ptr<SourceFile> file;  // keeps the module alive
  Result<Values> results = Values{};
  int64_t checksPassed = 0;
};

// Parses, verifies (unless told not to) and runs @main of `text`.
ProgramRun runMain(const std::string& text, bool verify = true) {
  ProgramRun run;
  Result<SourceFile> file = parseSource(text, "test.mlir");
  EXPECT_TRUE(file.ok()) << (file.ok() ? "" : file.error().str());
  if (!file.ok()) return run;
  run.file = std::make_unique<SourceFile>(std::move(file).value());
  const Module& m = *run.file->modules.front();
  Status verified = verify ? verifyModule(m) : Status{};
  EXPECT_TRUE(verified.ok()) << (verified.ok() ? "" : verified.error().str());
  InterpreterOptions options;
  options.checksPassed = &run.checksPassed;
  run.results = Interpreter(m, options).run("main", {});
  return run;
}

std::vector<std::string> resultStrings(const ProgramRun& run) {
  EXPECT_TRUE(run.results.ok()) << (run.results.ok() ? "" : run.results.error().str());
  std::vector<std::string> out;
  if (run.results.ok())
    for (const InterpreterValue& v : run.results.value()) out.push_back(v.str());
  return out;
}

std::string errorMessage(const ProgramRun& run) {
  EXPECT_FALSE(run.results.ok());
  return run.results.ok() ? "" : run.results.error().str();
}

TEST(RunParallel, EachProcessSeesItsReplicaAndPartition) {
  const ProgramRun run = runMain(R"(
    func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
      %r = stablehlo.replica_id : tensor<ui32>
      %p = stablehlo.partition_id : tensor<ui32>
      return %r, %p : tensor<ui32>, tensor<ui32>
    }
    func.func @main() -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) {
      %x:8 = "interpreter.run_parallel"() {programs = [[@ids, @ids], [@ids, @ids]]}
          : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>,
                   tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
      return %x#2, %x#3, %x#4, %x#5 : tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>
    })");
  // Process order (0, 0), (0, 1), (1, 0), (1, 1): results 2-5 are (0, 1) and (1, 0).
  EXPECT_EQ(resultStrings(run), (std::vector<std::string>{"tensor<ui32> [0]", "tensor<ui32> [1]",
                                                          "tensor<ui32> [1]", "tensor<ui32> [0]"}));
}

TEST(RunParallel, CollectivePermuteSendsFromSourceToTarget) {
  // The spec's example: 3 replicas, pairs [[0, 1], [1, 2]].
  const ProgramRun run = runMain(R"(
    func.func @permute(%x: tensor<2x2xi64>) -> tensor<2x2xi64> {
      %r = "stablehlo.collective_permute"(%x) {
        source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>
      } : (tensor<2x2xi64>) -> tensor<2x2xi64>
      return %r : tensor<2x2xi64>
    }
    func.func @main() -> (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>) {
      %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
      %b = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
      %c = stablehlo.constant dense<[[9, 10], [11, 12]]> : tensor<2x2xi64>
      %x:3 = "interpreter.run_parallel"(%a, %b, %c)
          {programs = [[@permute], [@permute], [@permute]]}
          : (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>)
          -> (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>)
      return %x#0, %x#1, %x#2 : tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>
    })");
  EXPECT_EQ(resultStrings(run), (std::vector<std::string>{"tensor<2x2xi64> [0, 0, 0, 0]",
                                                          "tensor<2x2xi64> [1, 2, 3, 4]",
                                                          "tensor<2x2xi64> [5, 6, 7, 8]"}));
}

TEST(RunParallel, CollectiveBroadcastSendsTheGroupsFirstProcess) {
  // The spec's example: 4 replicas, replica_groups [[2, 1]].
  const ProgramRun run = runMain(R"(
    func.func @bcast(%x: tensor<1x2xi64>) -> tensor<1x2xi64> {
      %r = "stablehlo.collective_broadcast"(%x) {
        replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>
      } : (tensor<1x2xi64>) -> tensor<1x2xi64>
      return %r : tensor<1x2xi64>
    }
    func.func @main() -> (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>) {
      %a = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
      %b = stablehlo.constant dense<[[3, 4]]> : tensor<1x2xi64>
      %c = stablehlo.constant dense<[[5, 6]]> : tensor<1x2xi64>
      %d = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi64>
      %x:4 = "interpreter.run_parallel"(%a, %b, %c, %d)
          {programs = [[@bcast], [@bcast], [@bcast], [@bcast]]}
          : (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>)
          -> (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>)
      return %x#0, %x#1, %x#2, %x#3
          : tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1x2xi64>
    })");
  EXPECT_EQ(resultStrings(run),
            (std::vector<std::string>{"tensor<1x2xi64> [0, 0]", "tensor<1x2xi64> [5, 6]",
                                      "tensor<1x2xi64> [5, 6]", "tensor<1x2xi64> [0, 0]"}));
}

TEST(RunParallel, CollectivesRunOnAOneProcessGridWithoutRunParallel) {
  const ProgramRun run = runMain(R"(
    func.func @main() -> tensor<2xi64> {
      %x = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
      %r = "stablehlo.all_reduce"(%x) ({
        ^bb0(%a: tensor<i64>, %b: tensor<i64>):
          %s = stablehlo.add %a, %b : tensor<i64>
          stablehlo.return %s : tensor<i64>
      }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xi64>) -> tensor<2xi64>
      return %r : tensor<2xi64>
    })");
  EXPECT_EQ(resultStrings(run), std::vector<std::string>{"tensor<2xi64> [3, 4]"});
}

TEST(RunParallel, ChecksInsideTheProcessesCountForTheRun) {
  const ProgramRun run = runMain(R"(
    func.func @check() {
      %r = stablehlo.replica_id : tensor<ui32>
      %z = stablehlo.constant dense<0> : tensor<ui32>
      %m = stablehlo.multiply %r, %z : tensor<ui32>
      check.expect_eq_const %m, dense<0> : tensor<ui32>
      return
    }
    func.func @main() {
      "interpreter.run_parallel"() {programs = [[@check], [@check], [@check]]} : () -> ()
      return
    })");
  EXPECT_TRUE(run.results.ok()) << errorMessage(run);
  EXPECT_EQ(run.checksPassed, 3);
}

// An all_reduce over replicas 0 and 1, and a program that skips it.
constexpr const char* kReduceAndSkip = R"(
    func.func @reduce(%x: tensor<2xi64>) -> tensor<2xi64> {
      %r = "stablehlo.all_reduce"(%x) ({
        ^bb0(%a: tensor<i64>, %b: tensor<i64>):
          %s = stablehlo.add %a, %b : tensor<i64>
          stablehlo.return %s : tensor<i64>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
      return %r : tensor<2xi64>
    }
    func.func @skip(%x: tensor<2xi64>) -> tensor<2xi64> {
      return %x : tensor<2xi64>
    }
)";

TEST(RunParallel, AProcessThatNeverArrivesIsADeadlockNamingTheOpAndGroup) {
  const ProgramRun run = runMain(std::string(kReduceAndSkip) + R"(
    func.func @main() -> (tensor<2xi64>, tensor<2xi64>) {
      %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
      %y:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@reduce], [@skip]]}
          : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
      return %y#0, %y#1 : tensor<2xi64>, tensor<2xi64>
    })");
  ASSERT_FALSE(run.results.ok());
  EXPECT_EQ(run.results.error().kind, ErrorKind::kInvalidInput);  // exit code 2
  EXPECT_EQ(errorMessage(run),
            "test.mlir:3:7: error: 'stablehlo.all_reduce': deadlock, no process can progress: "
            "(0, 0) waits at 'stablehlo.all_reduce' (test.mlir:3:7) with [(0, 0), (1, 0)]; "
            "(1, 0) has finished (process (0, 0))");
}

TEST(RunParallel, ProcessesAtDifferentCollectivesDeadlock) {
  // Two all_gathers alike but for being different ops: they never meet.
  const ProgramRun run = runMain(R"(
    func.func @first(%x: tensor<1xi64>) -> tensor<2xi64> {
      %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
          replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1xi64>) -> tensor<2xi64>
      return %r : tensor<2xi64>
    }
    func.func @second(%x: tensor<1xi64>) -> tensor<2xi64> {
      %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
          replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1xi64>) -> tensor<2xi64>
      return %r : tensor<2xi64>
    }
    func.func @main() -> tensor<2xi64> {
      %x = stablehlo.constant dense<[1]> : tensor<1xi64>
      %y:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@first], [@second]]}
          : (tensor<1xi64>, tensor<1xi64>) -> (tensor<2xi64>, tensor<2xi64>)
      return %y#0 : tensor<2xi64>
    })");
  EXPECT_EQ(errorMessage(run),
            "test.mlir:3:7: error: 'stablehlo.all_gather': deadlock, no process can progress: "
            "(0, 0) waits at 'stablehlo.all_gather' (test.mlir:3:7) with [(0, 0), (1, 0)]; "
            "(1, 0) waits at 'stablehlo.all_gather' (test.mlir:8:7) with [(0, 0), (1, 0)] "
            "(process (0, 0))");
}

TEST(RunParallel, AFailingProcessIsReportedRatherThanTheDeadlockItCauses) {
  const ProgramRun run = runMain(std::string(kReduceAndSkip) + R"(
    func.func @fails(%x: tensor<2xi64>) -> tensor<2xi64> {
      %t = stablehlo.after_all : !stablehlo.token
      %v:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
      return %v#0 : tensor<2xi64>
    }
    func.func @main() -> (tensor<2xi64>, tensor<2xi64>) {
      %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
      %y:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@reduce], [@fails]]}
          : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
      return %y#0, %y#1 : tensor<2xi64>, tensor<2xi64>
    })");
  ASSERT_FALSE(run.results.ok());
  EXPECT_EQ(run.results.error().kind, ErrorKind::kUnsupported);
  EXPECT_NE(errorMessage(run).find("'stablehlo.infeed'"), std::string::npos) << errorMessage(run);
  EXPECT_NE(errorMessage(run).find("(process (1, 0))"), std::string::npos) << errorMessage(run);
}

TEST(RunParallel, ReplicaGroupsThatDoNotCoverTheReplicasAreAnError) {
  const ProgramRun run = runMain(std::string(kReduceAndSkip) + R"(
    func.func @main() -> tensor<2xi64> {
      %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
      %y:3 = "interpreter.run_parallel"(%x, %x, %x) {programs = [[@reduce], [@reduce], [@reduce]]}
          : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
          -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
      return %y#0 : tensor<2xi64>
    })");
  EXPECT_EQ(errorMessage(run),
            "test.mlir:3:7: error: 'stablehlo.all_reduce': replica_groups has 2 ids; "
            "cross_replica on a 3x1 process grid needs 3 (C2) (process (0, 0))");
}

TEST(RunParallel, AProcessInTwoGroupsIsAnError) {
  // The type rule refuses these groups (C1); the kernel does not rely on it.
  const ProgramRun run = runMain(R"(
    func.func @gather(%x: tensor<1xi64>) -> tensor<1xi64> {
      %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
          replica_groups = dense<[[0], [0]]> : tensor<2x1xi64>} : (tensor<1xi64>) -> tensor<1xi64>
      return %r : tensor<1xi64>
    }
    func.func @main() -> tensor<1xi64> {
      %x = stablehlo.constant dense<[1]> : tensor<1xi64>
      %y:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@gather], [@gather]]}
          : (tensor<1xi64>, tensor<1xi64>) -> (tensor<1xi64>, tensor<1xi64>)
      return %y#0 : tensor<1xi64>
    })",
                                 /*verify=*/false);
  EXPECT_EQ(errorMessage(run),
            "test.mlir:3:7: error: 'stablehlo.all_gather': process (0, 0) is in two process "
            "groups, [(0, 0)] and [(0, 0)] (process (0, 0))");
}

TEST(RunParallel, AReplicaOutsideTheGridIsAnError) {
  const ProgramRun run = runMain(R"(
    func.func @bcast(%x: tensor<i64>) -> tensor<i64> {
      %r = "stablehlo.collective_broadcast"(%x) {
        replica_groups = dense<[[0, 5]]> : tensor<1x2xi64>
      } : (tensor<i64>) -> tensor<i64>
      return %r : tensor<i64>
    }
    func.func @main() -> tensor<i64> {
      %x = stablehlo.constant dense<1> : tensor<i64>
      %y:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@bcast], [@bcast]]}
          : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
      return %y#0 : tensor<i64>
    })");
  EXPECT_EQ(errorMessage(run),
            "test.mlir:3:7: error: 'stablehlo.collective_broadcast': cross_replica id 5 is out "
            "of range [0, 2) of a 2x1 grid (process (0, 0))");
}

// ---- Rendezvous ------------------------------------------------------------------

// Some op to name as the site of an exchange.
struct Site {
  std::unique_ptr<SourceFile> file;
  const Operation* op = nullptr;
};

Site someOp() {
  Site site;
  Result<SourceFile> file = parseSource(R"(
    func.func @f() -> tensor<ui32> {
      %r = stablehlo.replica_id : tensor<ui32>
      return %r : tensor<ui32>
    })",
                                        "site.mlir");
  EXPECT_TRUE(file.ok());
  site.file = std::make_unique<SourceFile>(std::move(file).value());
  site.op = site.file->modules.front()->functions.front()->entry().ops().front().get();
  return site;
}

// ---- Tile-mapping entries: every dim but the collective's own -------------------

// The entries (compact notation) and notes of the first op of @main.
std::pair<std::vector<std::string>, std::vector<std::string>> listing(const std::string& text) {
  Result<SourceFile> file = parseSource(text, "test.mlir");
  EXPECT_TRUE(file.ok()) << (file.ok() ? "" : file.error().str());
  if (!file.ok()) return {};
  const Module& m = *file->modules.front();
  EXPECT_TRUE(verifyModule(m).ok());
  const OpTileMappings t = tileMappings(*m.lookup("main")->entry().ops().front());
  std::vector<std::string> entries;
  for (const TmrEntry& e : t.entries) entries.push_back(entryStr(e));
  return {entries, t.notes};
}

TEST(CollectiveEntries, EveryDimButTheCollectivesOwnIsPointwise) {
  const auto gather = listing(R"(
    func.func @main(%x: tensor<2x3x4xi64>) -> tensor<2x6x4xi64> {
      %r = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64,
          replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x3x4xi64>) -> tensor<2x6x4xi64>
      return %r : tensor<2x6x4xi64>
    })");
  EXPECT_EQ(gather.first, (std::vector<std::string>{"(tile 0) ↪ tile 0", "(tile 2) ↪ tile 2"}));
  EXPECT_EQ(gather.second, (std::vector<std::string>{
                               "dim 1: all_gather_dim; a chunk of the result comes from several "
                               "processes"}));
  const auto toAll = listing(R"(
    func.func @main(%x: tensor<2x4x3xi64>) -> tensor<4x2x3xi64> {
      %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64,
          split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4x3xi64>) -> tensor<4x2x3xi64>
      return %r : tensor<4x2x3xi64>
    })");
  EXPECT_EQ(toAll.first, (std::vector<std::string>{"(tile 2) ↪ tile 2"}));
  const auto reduce = listing(R"(
    func.func @main(%x: tensor<4x3xi64>, %y: tensor<2xi64>) -> (tensor<4x3xi64>, tensor<2xi64>) {
      %r:2 = "stablehlo.all_reduce"(%x, %y) ({
        ^bb0(%a: tensor<i64>, %b: tensor<i64>):
          %s = stablehlo.add %a, %b : tensor<i64>
          stablehlo.return %s : tensor<i64>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x3xi64>, tensor<2xi64>) -> (tensor<4x3xi64>, tensor<2xi64>)
      return %r#0, %r#1 : tensor<4x3xi64>, tensor<2xi64>
    })");
  // Only dim 0 is a dim of both operands.
  EXPECT_EQ(reduce.first, (std::vector<std::string>{"(tile 0, tile 0) ↪ (tile 0, tile 0)"}));
  const auto scatter = listing(R"(
    func.func @main(%x: tensor<4x6xi64>) -> tensor<4x3xi64> {
      %r = "stablehlo.reduce_scatter"(%x) ({
        ^bb0(%a: tensor<i64>, %b: tensor<i64>):
          %s = stablehlo.add %a, %b : tensor<i64>
          stablehlo.return %s : tensor<i64>
      }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x6xi64>) -> tensor<4x3xi64>
      return %r : tensor<4x3xi64>
    })");
  EXPECT_EQ(scatter.first, (std::vector<std::string>{"(tile 0) ↪ tile 0"}));
}

// The soundness of an entry (tile d) ↪ tile d of a one-operand collective on
// two processes running in lockstep: @chunked slices its operand into two
// chunks along d, runs the op (`op`, with {in} and {out} standing for its
// types) on each and concatenates the results along d; it must give what
// @whole gives on every process. `in` and `out` are the whole shapes.
void expectLockstepSound(const std::string& op, Shape in, Shape out, int64_t d) {
  const auto type = [](const Shape& s) {
    std::string t = "tensor<";
    for (int64_t x : s) t += std::to_string(x) + "x";
    return t + "i64>";
  };
  const auto apply = [&](const std::string& operand, const Shape& a, const Shape& b) {
    return fmt::format(fmt::runtime(op), fmt::arg("x", operand), fmt::arg("in", type(a)),
                       fmt::arg("out", type(b)));
  };
  Shape inChunk = in, outChunk = out;
  inChunk[d] /= 2;
  outChunk[d] /= 2;
  std::string chunks;
  for (int r = 0; r < 2; ++r) {
    std::vector<std::string> lo(in.size(), "0"), hi;
    for (int64_t x : in) hi.push_back(std::to_string(x));
    lo[d] = std::to_string(r * inChunk[d]);
    hi[d] = std::to_string((r + 1) * inChunk[d]);
    chunks += fmt::format(
        "      %c{0} = \"stablehlo.slice\"(%x) {{start_indices = array<i64: {1}>, "
        "limit_indices = array<i64: {2}>, strides = array<i64: {3}>}} : ({4}) -> {5}\n"
        "      %r{0} = {6}\n",
        r, fmt::join(lo, ", "), fmt::join(hi, ", "),
        fmt::join(std::vector<std::string>(in.size(), "1"), ", "), type(in), type(inChunk),
        apply(fmt::format("%c{}", r), inChunk, outChunk));
  }
  Doubles first, second;
  for (int64_t i = 0; i < elementCount(in).value_or(0); ++i) {
    first.push_back(i + 1);
    second.push_back(100 + 7 * i);
  }
  const std::string text = fmt::format(
      R"(
    func.func @whole(%x: {0}) -> {1} {{
      %r = {2}
      return %r : {1}
    }}
    func.func @chunked(%x: {0}) -> {1} {{
{3}      %r = stablehlo.concatenate %r0, %r1, dim = {4} : ({5}, {5}) -> {1}
      return %r : {1}
    }}
    func.func @main() -> ({1}, {1}, {1}, {1}) {{
      %a = stablehlo.constant dense<[{6}]> : tensor<{7}xi64>
      %b = stablehlo.constant dense<[{8}]> : tensor<{7}xi64>
      %x = stablehlo.reshape %a : (tensor<{7}xi64>) -> {0}
      %y = stablehlo.reshape %b : (tensor<{7}xi64>) -> {0}
      %w:2 = "interpreter.run_parallel"(%x, %y) {{programs = [[@whole], [@whole]]}} : ({0}, {0}) -> ({1}, {1})
      %c:2 = "interpreter.run_parallel"(%x, %y) {{programs = [[@chunked], [@chunked]]}} : ({0}, {0}) -> ({1}, {1})
      return %w#0, %w#1, %c#0, %c#1 : {1}, {1}, {1}, {1}
    }})",
      type(in), type(out), apply("%x", in, out), chunks, d, type(outChunk), fmt::join(first, ", "),
      first.size(), fmt::join(second, ", "));
  const std::vector<std::string> results = resultStrings(runMain(text));
  ASSERT_EQ(results.size(), 4u) << text;
  EXPECT_EQ(results[2], results[0]) << text;
  EXPECT_EQ(results[3], results[1]) << text;
}

TEST(CollectiveEntries, TilesOfOtherDimsAreSoundOnProcessesInLockstep) {
  const std::string groups = "replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>";
  const std::string gather = "\"stablehlo.all_gather\"({x}) {{all_gather_dim = 1 : i64, " +
                             groups + "}} : ({in}) -> {out}";
  expectLockstepSound(gather, {4, 3}, {4, 6}, 0);
  const std::string toAll =
      "\"stablehlo.all_to_all\"({x}) {{split_dimension = 1 : i64, concat_dimension = 0 : i64, "
      "split_count = 2 : i64, " + groups + "}} : ({in}) -> {out}";
  expectLockstepSound(toAll, {2, 4, 6}, {4, 2, 6}, 2);
  const std::string body =
      "({{\n ^bb0(%p: tensor<i64>, %q: tensor<i64>):\n %s = stablehlo.add %p, %q : "
      "tensor<i64>\n stablehlo.return %s : tensor<i64>\n }})";
  const std::string reduce = "\"stablehlo.all_reduce\"({x}) " + body + " {{" + groups +
                             "}} : ({in}) -> {out}";
  expectLockstepSound(reduce, {4, 2}, {4, 2}, 1);
  const std::string scatter = "\"stablehlo.reduce_scatter\"({x}) " + body +
                              " {{scatter_dimension = 1 : i64, " + groups + "}} : ({in}) -> {out}";
  expectLockstepSound(scatter, {6, 4}, {6, 2}, 0);
}

TEST(Rendezvous, MembersReceiveEveryValueInGroupOrderRoundByRound) {
  const Site site = someOp();
  Rendezvous rendezvous(3, [](int64_t i) { return std::to_string(i); });
  const std::vector<int64_t> group = {2, 0, 1};
  std::vector<std::vector<double>> got(3);
  std::vector<std::thread> threads;
  for (int64_t p = 0; p < 3; ++p) {
    threads.emplace_back([&, p] {
      for (int round = 0; round < 2; ++round) {
        const Tensor mine = i64({}, {static_cast<double>(10 * round + p)});
        for (const Tensor& t : rendezvous.exchange(*site.op, group, p, mine))
          got[p].push_back(tensorValues(t)[0]);
      }
      rendezvous.finish(p);
    });
  }
  for (std::thread& t : threads) t.join();
  for (int64_t p = 0; p < 3; ++p) EXPECT_EQ(got[p], (Doubles{2, 0, 1, 12, 10, 11})) << p;
}

TEST(Rendezvous, AnEmptyChannelNobodyWillSendOnIsADeadlock) {
  const Site site = someOp();
  Rendezvous rendezvous(1, [](int64_t i) { return "#" + std::to_string(i); });
  rendezvous.send(7, {i64({}, {1})});
  EXPECT_EQ(tensorValues(rendezvous.recv(*site.op, 7, 0).at(0)), (Doubles{1}));
  EXPECT_EQ(errorOf([&] { rendezvous.recv(*site.op, 7, 0); }),
            "'stablehlo.replica_id': deadlock, no process can progress: #0 waits at "
            "'stablehlo.replica_id' (site.mlir:3:7) on channel 7");
  EXPECT_EQ(rendezvous.deadlocked(), std::set<int64_t>{0});
}

TEST(Rendezvous, AGroupWithoutTheCallerIsAnError) {
  const Site site = someOp();
  Rendezvous rendezvous(2, [](int64_t i) { return std::to_string(i); });
  EXPECT_EQ(errorOf([&] { rendezvous.exchange(*site.op, {1, 1}, 1, i64({}, {0})); }),
            "'stablehlo.replica_id': process group [1, 1] names a process twice");
  EXPECT_EQ(errorOf([&] { rendezvous.exchange(*site.op, {1}, 0, i64({}, {0})); }),
            "'stablehlo.replica_id': process group [1] does not contain the calling process 0");
}

}  // namespace
}  // namespace partir
