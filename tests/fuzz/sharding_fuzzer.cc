// libFuzzer harness for the sharding-attribute parsers. The first byte picks
// the parser (bits 0-1) and a `mhlo.num_partitions` for gspmdMesh (bits 2-7:
// 0 none, v > 0 gives v - 2, so -1 and 0 are tried too); the rest is the text:
//   0 parseHloSharding         -> tileDimDigits, gspmdMesh, gspmdDimAxes
//   1 parseSdySharding         -> splitSdyMesh, sdyDimAxes
//   2 parseSdyMesh             -> splitSdyMesh
//   3 parseSdyShardingPerValue -> splitSdyMesh, sdyDimAxes
// A sharding naming a mesh (`@mesh`) is split on the fixed mesh
// ["x"=8, "y"=2, "z"=1]. A crash or a sanitizer report is a bug; errors are fine.
//
//   CXX=clang++ CC=clang cmake -S . -B build-fuzz -G Ninja -DPARTIR_FUZZ=ON -DBUILD_TESTING=OFF
//   ninja -C build-fuzz sharding_fuzzer
//   build-fuzz/sharding_fuzzer -max_total_time=120 -timeout=10 -rss_limit_mb=4096 seeds/
// (seeds: a selector byte followed by sharding strings from tests/annotations_test.cc)
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "rewrite/sdy_sharding.h"
#include "semantics/gspmd_sharding.h"

namespace partir {
namespace {

// The mesh a sharding that names one (`@mesh`) is split on.
const SdyMesh& namedMesh() {
  static const SdyMesh mesh{{{"x", 8}, {"y", 2}, {"z", 1}}, {}};
  return mesh;
}

// One GSPMD sharding: its digits, its mesh alone and its dims on that mesh.
void followHloLeaf(const HloSharding& leaf, std::optional<int64_t> numPartitions) {
  (void)leaf.numDevices();
  (void)leaf.isManual();
  if (leaf.kind != HloSharding::Kind::kTiled) return;
  (void)tileDimDigits(leaf);
  Result<Mesh> mesh = gspmdMesh({{"leaf", &leaf}}, numPartitions);
  if (mesh.ok()) (void)gspmdDimAxes(leaf, *mesh);
}

// All tiled leaves together (as annotations.cc imports a module), or none.
void followHlo(const ParsedHloSharding& parsed, std::optional<int64_t> numPartitions) {
  std::vector<DescribedHloSharding> tiled;
  for (const HloSharding& leaf : parsed.leaves) {
    followHloLeaf(leaf, numPartitions);
    if (leaf.kind == HloSharding::Kind::kTiled) tiled.push_back({"leaf", &leaf});
  }
  Result<Mesh> mesh = gspmdMesh(tiled, numPartitions);
  if (!mesh.ok()) return;
  (void)mesh->numDevices();
  for (const DescribedHloSharding& d : tiled) (void)gspmdDimAxes(*d.sharding, *mesh);
}

// Splits the sharding's mesh (inline or the named one) and maps its dims.
void followSdy(const SdySharding& s) {
  const SdyMesh& mesh = s.mesh ? *s.mesh : namedMesh();
  Result<SdyMeshSplit> split = splitSdyMesh(mesh, {{"sharding", &s}});
  if (split.ok()) (void)sdyDimAxes(s, *split);
}

void fuzzOne(uint8_t selector, std::string_view text) {
  const int v = selector >> 2;
  const std::optional<int64_t> numPartitions = v ? std::optional<int64_t>(v - 2) : std::nullopt;
  switch (selector & 3) {
    case 0:
      if (Result<ParsedHloSharding> p = parseHloSharding(text); p.ok()) followHlo(*p, numPartitions);
      return;
    case 1:
      if (Result<SdySharding> s = parseSdySharding(text); s.ok()) followSdy(*s);
      return;
    case 2:
      if (Result<SdyMesh> m = parseSdyMesh(text); m.ok()) (void)splitSdyMesh(*m, {});
      return;
    case 3:
      if (Result<std::vector<SdySharding>> ss = parseSdyShardingPerValue(text); ss.ok())
        for (const SdySharding& s : *ss) followSdy(s);
      return;
  }
}

}  // namespace
}  // namespace partir

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  partir::fuzzOne(data[0], std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1));
  return 0;
}
