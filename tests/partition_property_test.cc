// The differential property of DESIGN.md (A = B = C = D): for random well-typed
// programs (tests/random_programs.h), random meshes (1-3 axes of sizes 1-4)
// and random schedules (tile / atomic / first-divisible actions on random
// values, each tactic followed by propagate), the PartIR:Core program run by
// the Temporal interpreter (path B), its PartIR:HLO lowering run on the
// simulated mesh (path C) and its StableHLO SPMD export run as one process
// per partition (path D) equal the original run by the reference
// interpreter (path A), exactly (integer-valued inputs); every produced
// module verifies; a second propagate changes nothing, and propagating by
// visiting every node gives the same program as visiting only the
// neighbourhoods actions changed. At least 1000 cases
// per run.
#include <sstream>

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "interp/interpreter.h"
#include "interp/mesh_interpreter.h"
#include "rewrite/export.h"
#include "rewrite/lower.h"
#include "random_programs.h"
#include "rewrite/materialize.h"
#include "semantics/core_ops.h"
#include "rewrite/partitioner.h"
#include "semantics/parser.h"
#include "semantics/printer.h"
#include "semantics/verifier.h"
#include "check_at_least.h"
#include "tensor_builders.h"

namespace partir {
namespace {

using testing::RandomProgram;

// One action of a random tactic: on value #target (arguments first, then op
// results, modulo their count), `choice` < 0 keeps it atomic (-2) or takes
// the first divisible dim (-1); otherwise it tiles dim choice % rank.
struct ActionRecord {
  int target = 0;
  int choice = 0;
};
struct TacticRecord {
  int axis = 0;
  std::vector<ActionRecord> actions;
};

std::vector<const Value*> targetableValues(const Function& main) {
  std::vector<const Value*> values;
  for (size_t i = 0; i < main.entry().numArguments(); ++i) values.push_back(main.entry().argument(i));
  for (const auto& op : main.entry().ops())
    for (size_t r = 0; r < op->numResults(); ++r)
      if (op->result(r)->type().isTensor()) values.push_back(op->result(r));
  return values;
}

// Issues one action; refusals (non-divisible dims, an axis already used on
// the value) are part of the game and leave the program unchanged.
std::string issue(Partitioner& p, const Value* v, int choice, const std::string& axis) {
  const int64_t rank = v->type().tensor().rank();
  Status s = Status::success();
  std::string what;
  if (choice == -2) {
    s = p.atomic(v, axis);
    what = fmt::format("atomic<%{}, {}>", v->name(), axis);
  } else if (rank > 0) {
    int64_t dim = choice == -1 ? 0 : choice % rank;
    if (choice == -1) {
      const Shape& shape = v->type().tensor().shape;
      while (dim < rank && shape[dim] % p.axisSize(axis) != 0) ++dim;
      if (dim == rank) return "";
    }
    s = p.tile(v, dim, axis);
    what = fmt::format("tile<%{}, {}, {}>", v->name(), dim, axis);
  }
  return s.ok() ? what : "";
}

bool sameValues(const InterpreterValue& a, const InterpreterValue& b) {
  if (!a.isTensor() || !b.isTensor()) return a.str() == b.str();
  // Compare with == so that -0.0 equals +0.0 (max/min order, random_programs.h).
  return a.tensor().type() == b.tensor().type() &&
         testing::tensorValues(a.tensor()) == testing::tensorValues(b.tensor());
}

// How many cases ran and how many partitioned into at least one loop: the
// property says little unless most cases loop.
struct CaseCounts {
  int cases = 0;
  int looped = 0;
};

void expectPathEqualsReference(const std::string& path, Result<Values> got, const Values& reference) {
  if (!got.ok()) RC_FAIL(path + " path: " + got.error().str());
  RC_ASSERT(got->size() == reference.size());
  for (size_t i = 0; i < reference.size(); ++i)
    if (!sameValues((*got)[i], reference[i]))
      RC_FAIL(fmt::format("result {} differs:\n  reference {}\n  {:9} {}", i, reference[i].str(), path,
                          (*got)[i].str()));
}

void partitionedEqualsReference(const RandomProgram& program, CaseCounts& counts) {
  Result<SourceFile> file = parseSource(program.text, "random.mlir");
  RC_ASSERT(file.ok());
  const Module& module = *file->modules[0];
  const Function& main = *module.lookup("main");
  const int numAxes = *rc::gen::inRange(1, 4);
  std::vector<MeshAxis> axes;
  for (int a = 0; a < numAxes; ++a)
    axes.push_back({std::string(1, static_cast<char>('a' + a)), *rc::gen::inRange<int64_t>(1, 5)});
  const auto tactics = *rc::gen::container<std::vector<TacticRecord>>(rc::gen::build<TacticRecord>(
      rc::gen::set(&TacticRecord::axis, rc::gen::inRange(0, numAxes)),
      rc::gen::set(&TacticRecord::actions,
                   rc::gen::container<std::vector<ActionRecord>>(rc::gen::build<ActionRecord>(
                       rc::gen::set(&ActionRecord::target, rc::gen::inRange(0, 64)),
                       rc::gen::set(&ActionRecord::choice, rc::gen::inRange(-2, 4)))))));
  Partitioner p(module, main, Mesh(axes));
  Partitioner everyNode(module, main, Mesh(axes));  // propagates visiting every node
  const std::vector<const Value*> values = targetableValues(main);
  std::string actions;
  for (const TacticRecord& t : tactics) {
    const std::string& axis = axes[t.axis].name;
    for (const ActionRecord& a : t.actions) {
      actions += issue(p, values[a.target % values.size()], a.choice, axis) + " ";
      issue(everyNode, values[a.target % values.size()], a.choice, axis);
    }
    p.propagate();
    everyNode.propagate(Partitioner::Visit::kEveryNode);
    actions += "propagate; ";
  }
  RC_LOG() << "mesh " << Mesh(axes).str() << "\nactions: " << actions << "\n";
  std::unique_ptr<Module> core = materializeCore(p);
  const std::string printed = printModule(*core);
  RC_LOG() << "PartIR:Core:\n" << printed;
  ++counts.cases;
  counts.looped += countLoops(*core) > 0;
  Status verified = verifyModule(*core);
  RC_ASSERT(verified.ok());
  RC_ASSERT(printModule(*materializeCore(everyNode)) == printed);  // visiting only changes is exact
  RC_ASSERT(p.propagate() == 0);                            // idempotent
  RC_ASSERT(printModule(*materializeCore(p)) == printed);  // and nothing moved
  const uint64_t seed = *rc::gen::arbitrary<uint64_t>();
  const Values inputs = testing::randomIntegerInputs(program.argTypes, seed);
  Result<Values> reference = Interpreter(module).run("main", inputs);
  RC_ASSERT(reference.ok());
  Result<Values> temporal = Interpreter(*core).run("main", inputs);
  if (!temporal.ok()) RC_FAIL("Temporal interpreter: " + temporal.error().str());
  RC_ASSERT(temporal->size() == reference->size());
  for (size_t i = 0; i < reference->size(); ++i) {
    if (!sameValues((*temporal)[i], (*reference)[i]))
      RC_FAIL(fmt::format("result {} differs:\n  reference {}\n  temporal  {}", i,
                          (*reference)[i].str(), (*temporal)[i].str()));
  }
  // Path C: lowered to PartIR:HLO and run on the simulated mesh.
  Result<std::unique_ptr<Module>> hlo = lowerModule(*core);
  if (!hlo.ok()) RC_FAIL("lowering: " + hlo.error().str());
  RC_LOG() << "PartIR:HLO:\n" << printModule(**hlo);
  expectPathEqualsReference("mesh", MeshInterpreter(**hlo).run("main", inputs), *reference);
  // Path D: exported to StableHLO SPMD, one partition per device.
  Result<std::unique_ptr<Module>> spmd = exportStableHlo(**hlo);
  if (!spmd.ok()) RC_FAIL("export: " + spmd.error().str());
  RC_LOG() << "StableHLO SPMD:\n" << printModule(**spmd);
  expectPathEqualsReference(
      "stablehlo", MeshInterpreter(**spmd).run("main", inputs),
      *reference);
}

TEST(PartitionProperty, AllFourPathsAgreeOnRandomPrograms) {
  CaseCounts counts;
  testing::checkAtLeast([&] { partitionedEqualsReference(*testing::genProgram(), counts); }, 1000);
  std::cout << counts.looped << " of " << counts.cases << " cases partitioned into loops\n";
  EXPECT_GE(counts.looped * 2, counts.cases) << "most random cases must produce loops";
}

}  // namespace
}  // namespace partir
