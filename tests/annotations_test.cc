// Importing sharding annotations (rewrite/annotations.h): GSPMD strings
// (HloSharding*), Shardy attributes (SdySharding*), the derived mesh and the
// schedule (Annotation*). The key property: on random iota tile assignments
// the imported mesh and dim axes give every device the tile GSPMD gives it,
// computed here from the tile assignment array directly; end to end, the
// partitioned and lowered program's argument shardings agree with GSPMD.
#include <algorithm>
#include <numeric>
#include <sstream>

#include <gtest/gtest.h>
#include <rapidcheck.h>

#include "check_at_least.h"
#include "corpus.h"
#include "parse_helpers.h"
#include "rewrite/annotations.h"
#include "rewrite/lower.h"
#include "rewrite/sdy_sharding.h"
#include "rewrite/tactics.h"
#include "rewrite/targets.h"
#include "semantics/hlo_ops.h"
#include "semantics/gspmd_sharding.h"

namespace partir {
namespace {

using Digits = std::vector<std::vector<DeviceDigit>>;

HloSharding leaf(const std::string& text) {
  Result<ParsedHloSharding> parsed = parseHloSharding(text);
  EXPECT_TRUE(parsed.ok()) << parsed.error().message;
  if (!parsed.ok() || parsed->leaves.size() != 1) return {};
  return parsed->leaves[0];
}

std::string hloError(const std::string& text) {
  Result<ParsedHloSharding> parsed = parseHloSharding(text);
  return parsed.ok() ? "(parsed)" : parsed.error().message;
}

Digits digitsOf(const std::string& text) {
  Result<Digits> digits = tileDimDigits(leaf(text));
  EXPECT_TRUE(digits.ok()) << digits.error().message;
  return digits.ok() ? digits.value() : Digits{};
}

// ---- GSPMD parsing ------------------------------------------------------------

TEST(HloSharding, ParsesTheSimpleKinds) {
  EXPECT_EQ(leaf("{replicated}").kind, HloSharding::Kind::kReplicated);
  EXPECT_EQ(leaf("{manual}").kind, HloSharding::Kind::kManual);
  EXPECT_EQ(leaf("{unknown}").kind, HloSharding::Kind::kUnknown);
  EXPECT_EQ(leaf("{unreduced}").kind, HloSharding::Kind::kUnreduced);
  HloSharding maximal = leaf("{maximal device=3}");
  EXPECT_EQ(maximal.kind, HloSharding::Kind::kMaximal);
  EXPECT_EQ(maximal.device, 3);
  EXPECT_TRUE(leaf("{manual}").isManual());
}

TEST(HloSharding, ParsesIotaTileAssignments) {
  HloSharding s = leaf("{devices=[8,1]<=[8]}");
  EXPECT_EQ(s.kind, HloSharding::Kind::kTiled);
  EXPECT_EQ(s.tileDims, (std::vector<int64_t>{8, 1}));
  EXPECT_EQ(s.iotaDims, (std::vector<int64_t>{8}));
  EXPECT_EQ(s.iotaPerm, (std::vector<int64_t>{0}));
  EXPECT_EQ(s.dataRank(), 2);
  EXPECT_EQ(digitsOf("{devices=[8,1]<=[8]}"), (Digits{{{8, 1}}, {}}));

  HloSharding t = leaf("{devices=[4,2]<=[2,4]T(1,0)}");
  EXPECT_EQ(t.iotaDims, (std::vector<int64_t>{2, 4}));
  EXPECT_EQ(t.iotaPerm, (std::vector<int64_t>{1, 0}));
  // [[0,4],[1,5],[2,6],[3,7]]: device = 4 * i1 + i0.
  EXPECT_EQ(digitsOf("{devices=[4,2]<=[2,4]T(1,0)}"), (Digits{{{4, 1}}, {{2, 4}}}));
  // A reshape dim split between two tile dims: [2,2] over <=[4].
  EXPECT_EQ(digitsOf("{devices=[2,2]<=[4]}"), (Digits{{{2, 2}}, {{2, 1}}}));
  // Digits that continue each other merge: <=[2,3] is <=[6].
  EXPECT_EQ(digitsOf("{devices=[3,2]<=[2,3]}"), (Digits{{{3, 2}}, {{2, 1}}}));
  // Two transposed dims inside one tile dim, minor-strided one major.
  EXPECT_EQ(digitsOf("{devices=[8,1]<=[2,4]T(1,0)}"), (Digits{{{4, 1}, {2, 4}}, {}}));
}

TEST(HloSharding, ParsesExplicitDeviceLists) {
  HloSharding s = leaf("{devices=[2,2]0,2,1,3}");
  EXPECT_EQ(s.deviceList, (std::vector<int64_t>{0, 2, 1, 3}));
  EXPECT_TRUE(s.iotaDims.empty());
  // The same as <=[2,2]T(1,0).
  EXPECT_EQ(digitsOf("{devices=[2,2]0,2,1,3}"), digitsOf("{devices=[2,2]<=[2,2]T(1,0)}"));
  EXPECT_EQ(digitsOf("{devices=[4]0,1,2,3}"), (Digits{{{4, 1}}}));
  EXPECT_EQ(digitsOf("{devices=[2,3]0,2,4,1,3,5}"), digitsOf("{devices=[2,3]<=[3,2]T(1,0)}"));
}

TEST(HloSharding, ParsesSubgroupsMetadataAndShardGroups) {
  HloSharding r = leaf("{devices=[2,1,4]<=[8] last_tile_dim_replicate}");
  EXPECT_EQ(r.subgroups, (std::vector<HloSharding::Subgroup>{HloSharding::Subgroup::kReplicated}));
  EXPECT_EQ(r.dataRank(), 2);
  HloSharding m = leaf("{devices=[2,1,2,2]<=[8] last_tile_dims={manual, replicated}}");
  EXPECT_EQ(m.subgroups,
            (std::vector<HloSharding::Subgroup>{HloSharding::Subgroup::kManual, HloSharding::Subgroup::kReplicated}));
  EXPECT_EQ(m.dataRank(), 2);
  EXPECT_TRUE(m.isManual());
  EXPECT_EQ(leaf("{devices=[2]<=[2] metadata={op_name=\"jit(f)/a{b}\" source_file=\"x.py\" source_line=3}}"),
            leaf("{devices=[2]<=[2]}"));
  EXPECT_EQ(leaf("{replicated metadata={op_name=\"}\"}}").kind, HloSharding::Kind::kReplicated);
  EXPECT_EQ(leaf("{devices=[2]<=[2] shard_as 1}"), leaf("{devices=[2]<=[2]}"));
}

TEST(HloSharding, ParsesTuples) {
  Result<ParsedHloSharding> t = parseHloSharding("{{replicated}, {devices=[2]0,1}}");
  ASSERT_TRUE(t.ok()) << t.error().message;
  EXPECT_TRUE(t->tuple);
  ASSERT_EQ(t->leaves.size(), 2u);
  EXPECT_EQ(t->leaves[1].tileDims, (std::vector<int64_t>{2}));
  Result<ParsedHloSharding> long_ = parseHloSharding(
      "{{replicated}, {manual}, {replicated}, {replicated}, {replicated}, /*index=5*/{maximal device=0}}");
  ASSERT_TRUE(long_.ok()) << long_.error().message;
  EXPECT_EQ(long_->leaves.size(), 6u);
  Result<ParsedHloSharding> empty = parseHloSharding("{}");
  ASSERT_TRUE(empty.ok());
  EXPECT_TRUE(empty->tuple);
  EXPECT_TRUE(empty->leaves.empty());
  EXPECT_FALSE(parseHloSharding("{replicated}")->tuple);
}

TEST(HloSharding, MalformedStringsAreErrorsQuotingThem) {
  EXPECT_EQ(hloError(""), "invalid sharding \"\": expected '{' at column 1");
  EXPECT_EQ(hloError("{replicated"), "invalid sharding \"{replicated\": expected '}' at column 12");
  EXPECT_EQ(hloError("{devices=[2]0,1"), "invalid sharding \"{devices=[2]0,1\": expected '}' at column 16");
  EXPECT_EQ(hloError("{replicated}x"),
            "invalid sharding \"{replicated}x\": expected the end of the sharding at column 13");
  EXPECT_EQ(hloError("{foo}"),
            "invalid sharding \"{foo}\": unknown sharding 'foo' (expected replicated, manual, unknown, unreduced, "
            "maximal or devices=)");
  EXPECT_EQ(hloError("{devices=[2]0}"),
            "invalid sharding \"{devices=[2]0}\": 1 devices listed, the tile dims [2] need 2");
  EXPECT_EQ(hloError("{devices=[2,2]0,1,2,2}"),
            "invalid sharding \"{devices=[2,2]0,1,2,2}\": the device list is not a permutation of 0..3");
  EXPECT_EQ(hloError("{devices=[2]<=[3]}"),
            "invalid sharding \"{devices=[2]<=[3]}\": the iota [3] does not have the 2 devices of the tile dims [2]");
  EXPECT_EQ(hloError("{devices=[2,2]<=[2,2]T(0,0)}"),
            "invalid sharding \"{devices=[2,2]<=[2,2]T(0,0)}\": T(0,0) is not a permutation of the 2 iota dims");
  EXPECT_EQ(hloError("{devices=[0]<=[1]}"), "invalid sharding \"{devices=[0]<=[1]}\": tile dim 0 is below 1");
  EXPECT_EQ(hloError("{devices=[2]<=[2] last_tile_dims={bogus}}"),
            "invalid sharding \"{devices=[2]<=[2] last_tile_dims={bogus}}\": unknown subgroup kind 'bogus' in "
            "last_tile_dims (expected manual, replicated or unreduced)");
  EXPECT_EQ(hloError("{maximal device=x}"),
            "invalid sharding \"{maximal device=x}\": expected an integer at column 17");
  EXPECT_EQ(
      hloError("{devices=[2,2]<=[4] metadata={op_name=\"a}"),
      "invalid sharding \"{devices=[2,2]<=[4] metadata={op_name=\"a}\": expected '}' to close metadata at column 42");
  EXPECT_EQ(hloError("{devices=[1099511627776,2]<=[2]}"),
            "invalid sharding \"{devices=[1099511627776,2]<=[2]}\": more than 2^40 devices in [1099511627776,2]");
  EXPECT_EQ(hloError("{{replicated}, manual}"),
            "invalid sharding \"{{replicated}, manual}\": expected '{' at column 16");
}

// Found by tests/fuzz/sharding_fuzzer.cc: the empty tuple "{}" returned
// before the end-of-text check, so "{}x" and "{}}" parsed as "{}".
TEST(HloSharding, TextAfterTheEmptyTupleIsAnError) {
  EXPECT_EQ(hloError("{}x"), "invalid sharding \"{}x\": expected the end of the sharding at column 3");
  EXPECT_EQ(hloError("{}}"), "invalid sharding \"{}}\": expected the end of the sharding at column 3");
  EXPECT_TRUE(parseHloSharding(" { } /*empty*/ ").ok());
}

TEST(HloSharding, TileAssignmentsNoMeshLaysOutAreErrors) {
  Result<Digits> list = tileDimDigits(leaf("{devices=[2,2]0,3,1,2}"));
  ASSERT_FALSE(list.ok());
  EXPECT_EQ(list.error().message, "the device list is not a transposed iota (device 2 at position 3)");
  // Rows {0,2}, {4,1}, {3,5}: tile dim 1 (size 2) cuts the stride-2 digit of size 3.
  Result<Digits> cut = tileDimDigits(leaf("{devices=[3,2]<=[3,2]T(1,0)}"));
  ASSERT_FALSE(cut.ok());
  EXPECT_EQ(cut.error().message,
            "tile dim 1 (size 2) cuts the device-id digit of size 3 (stride 2): no mesh lays out these tiles");
}

// ---- The GSPMD mesh -------------------------------------------------------------

Result<Mesh> meshOfShardings(const std::vector<std::string>& texts, std::optional<int64_t> numPartitions = {}) {
  std::vector<HloSharding> leaves;
  for (const std::string& t : texts) leaves.push_back(leaf(t));
  std::vector<DescribedHloSharding> described;
  for (size_t i = 0; i < texts.size(); ++i)
    described.push_back({fmt::format("%arg{} \"{}\"", i, texts[i]), &leaves[i]});
  return gspmdMesh(described, numPartitions);
}

DimAxes axesOf(const std::string& text, const Mesh& mesh) {
  Result<DimAxes> axes = gspmdDimAxes(leaf(text), mesh);
  EXPECT_TRUE(axes.ok()) << axes.error().message;
  return axes.ok() ? axes.value() : DimAxes{};
}

TEST(HloShardingMesh, OneAxisForOneDigit) {
  Result<Mesh> mesh = meshOfShardings({"{devices=[8,1]<=[8]}", "{devices=[8]<=[8]}"});
  ASSERT_TRUE(mesh.ok()) << mesh.error().message;
  EXPECT_EQ(mesh->str(), "_axis_0=8");
  EXPECT_EQ(axesOf("{devices=[8,1]<=[8]}", *mesh), (DimAxes{{"_axis_0"}, {}}));
}

TEST(HloShardingMesh, ReplicationGroupsSplitTheDevices) {
  const std::string partial = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}";
  Result<Mesh> mesh = meshOfShardings({partial, "{devices=[8,1,1]<=[8]}"});
  ASSERT_TRUE(mesh.ok()) << mesh.error().message;
  EXPECT_EQ(mesh->str(), "_axis_0=2,_axis_1=4");
  EXPECT_EQ(axesOf(partial, *mesh), (DimAxes{{"_axis_0"}, {}}));
  EXPECT_EQ(axesOf("{devices=[8,1,1]<=[8]}", *mesh), (DimAxes{{"_axis_0", "_axis_1"}, {}, {}}));
}

TEST(HloShardingMesh, TransposedIota) {
  Result<Mesh> mesh = meshOfShardings({"{devices=[4,2]<=[2,4]T(1,0)}"});
  ASSERT_TRUE(mesh.ok()) << mesh.error().message;
  EXPECT_EQ(mesh->str(), "_axis_0=2,_axis_1=4");
  EXPECT_EQ(axesOf("{devices=[4,2]<=[2,4]T(1,0)}", *mesh), (DimAxes{{"_axis_1"}, {"_axis_0"}}));
  // One dim over both axes, minor first.
  EXPECT_EQ(axesOf("{devices=[8,1]<=[2,4]T(1,0)}", *mesh), (DimAxes{{"_axis_1", "_axis_0"}, {}}));
}

TEST(HloShardingMesh, IncompatibleShardingsAreNamed) {
  Result<Mesh> mesh = meshOfShardings({"{devices=[2,3]<=[6]}", "{devices=[3,2]<=[6]}"});
  ASSERT_FALSE(mesh.ok());
  EXPECT_EQ(mesh.error().message,
            "no common mesh for %arg0 \"{devices=[2,3]<=[6]}\" and %arg1 \"{devices=[3,2]<=[6]}\": their device-id "
            "digits have strides 3 and 2, which do not divide each other");
}

TEST(HloShardingMesh, DeviceCountsMustAgree) {
  Result<Mesh> two = meshOfShardings({"{devices=[8]<=[8]}", "{devices=[4]<=[4]}"});
  ASSERT_FALSE(two.ok());
  EXPECT_EQ(two.error().message, "%arg0 \"{devices=[8]<=[8]}\" has 8 devices but %arg1 \"{devices=[4]<=[4]}\" has 4");
  Result<Mesh> partitions = meshOfShardings({"{devices=[4]<=[4]}"}, 8);
  ASSERT_FALSE(partitions.ok());
  EXPECT_EQ(partitions.error().message, "mhlo.num_partitions is 8 but %arg0 \"{devices=[4]<=[4]}\" has 4 devices");
  EXPECT_EQ(meshOfShardings({}, 4)->str(), "_axis_0=4");
  EXPECT_EQ(meshOfShardings({})->str(), "_axis_0=1");
}

// Found by tests/fuzz/sharding_fuzzer.cc: mhlo.num_partitions = 0 with no
// tiled sharding divided by zero (and -1 gave an axis of size -1).
TEST(HloShardingMesh, NumPartitionsBelowOneIsAnError) {
  for (int64_t n : {0, -1}) {
    Result<Mesh> mesh = meshOfShardings({}, n);
    ASSERT_FALSE(mesh.ok()) << n;
    EXPECT_EQ(mesh.error().message, fmt::format("mhlo.num_partitions is {}, expected >= 1", n));
  }
  EXPECT_FALSE(meshOfShardings({"{devices=[2]<=[2]}"}, 0).ok());
}

// ---- The key property: every device gets GSPMD's tile ---------------------------

// A random iota tile assignment on the devices whose count has the prime
// factors `primes`: the primes grouped into reshape dims, a random transpose,
// then the transposed primes (shuffled unless `aligned`) grouped into 1-3
// data tile dims and an optional replication dim.
struct RandomSharding {
  std::vector<int64_t> tileDims, iotaDims, perm;
  int64_t dataRank = 1;
  bool replicate = false;
  std::string text() const {
    return fmt::format("{{devices=[{}]<=[{}]T({}){}}}", fmt::join(tileDims, ","), fmt::join(iotaDims, ","),
                       fmt::join(perm, ","), replicate ? " last_tile_dim_replicate" : "");
  }
};

template <class T>
void shuffle(std::vector<T>& v) {
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[*rc::gen::inRange<size_t>(0, i)]);
}

// `items` cut into `groups` consecutive (possibly empty) runs.
std::vector<std::vector<int64_t>> cutInto(const std::vector<int64_t>& items, size_t groups) {
  std::vector<size_t> cuts{0, items.size()};
  for (size_t g = 1; g < groups; ++g) cuts.push_back(*rc::gen::inRange<size_t>(0, items.size() + 1));
  std::sort(cuts.begin(), cuts.end());
  std::vector<std::vector<int64_t>> out;
  for (size_t g = 0; g < groups; ++g) out.emplace_back(items.begin() + cuts[g], items.begin() + cuts[g + 1]);
  return out;
}

int64_t productOf(const std::vector<int64_t>& v) {
  return std::accumulate(v.begin(), v.end(), int64_t{1}, std::multiplies<>());
}

RandomSharding genSharding(std::vector<int64_t> primes, bool aligned) {
  RandomSharding s;
  shuffle(primes);
  const std::vector<std::vector<int64_t>> groups = cutInto(primes, *rc::gen::inRange<size_t>(1, 4));
  for (const auto& g : groups) s.iotaDims.push_back(productOf(g));
  s.perm.resize(s.iotaDims.size());
  std::iota(s.perm.begin(), s.perm.end(), 0);
  shuffle(s.perm);
  std::vector<int64_t> transposed;
  for (int64_t p : s.perm) transposed.insert(transposed.end(), groups[p].begin(), groups[p].end());
  if (!aligned) shuffle(transposed);
  s.dataRank = *rc::gen::inRange<int64_t>(1, 4);
  s.replicate = *rc::gen::arbitrary<bool>();
  for (const auto& g : cutInto(transposed, s.dataRank + (s.replicate ? 1 : 0))) s.tileDims.push_back(productOf(g));
  return s;
}

// Prime factors of a device count up to 16.
std::vector<int64_t> genPrimes() {
  std::vector<int64_t> primes;
  for (int64_t p : *rc::gen::container<std::vector<int64_t>>(6, rc::gen::element<int64_t>(2, 3)))
    if (productOf(primes) * p <= 16) primes.push_back(p);
  return primes;
}

std::vector<int64_t> unravel(int64_t flat, const std::vector<int64_t>& dims) {
  std::vector<int64_t> index(dims.size());
  for (size_t i = dims.size(); i-- > 0;) index[i] = flat % dims[i], flat /= dims[i];
  return index;
}

// GSPMD's tile index of `device`, from the tile assignment array
// iota(N).reshape(iotaDims).transpose(perm) in row-major order.
std::vector<int64_t> gspmdTile(const RandomSharding& s, int64_t device) {
  std::vector<int64_t> transposedDims;
  for (int64_t p : s.perm) transposedDims.push_back(s.iotaDims[p]);
  const int64_t n = productOf(s.iotaDims);
  for (int64_t flat = 0; flat < n; ++flat) {
    std::vector<int64_t> at = unravel(flat, transposedDims), source(at.size());
    for (size_t i = 0; i < at.size(); ++i) source[s.perm[i]] = at[i];
    int64_t value = 0;
    for (size_t i = 0; i < source.size(); ++i) value = value * s.iotaDims[i] + source[i];
    if (value != device) continue;
    std::vector<int64_t> tile = unravel(flat, s.tileDims);
    tile.resize(s.dataRank);
    return tile;
  }
  return {};
}

// Ours: the device's mesh coordinates (row-major numbering, first axis
// major) folded over each dim's axes, major first.
std::vector<int64_t> meshTile(const Mesh& mesh, const DimAxes& axes, int64_t device) {
  std::map<std::string, int64_t> coordinate;
  for (auto a = mesh.axes().rbegin(); a != mesh.axes().rend(); ++a) {
    coordinate[a->name] = device % a->size;
    device /= a->size;
  }
  std::vector<int64_t> tile;
  for (const auto& dim : axes) {
    int64_t chunk = 0;
    for (const std::string& axis : dim) chunk = chunk * *mesh.axisSize(axis) + coordinate.at(axis);
    tile.push_back(chunk);
  }
  return tile;
}

void checkEveryDevice(const RandomSharding& s, const Mesh& mesh) {
  Result<DimAxes> axes = gspmdDimAxes(leaf(s.text()), mesh);
  if (!axes.ok()) RC_FAIL(s.text() + ": " + axes.error().message);
  RC_ASSERT(static_cast<int64_t>(axes->size()) == s.dataRank);
  for (int64_t d = 0; d < mesh.numDevices(); ++d)
    if (meshTile(mesh, *axes, d) != gspmdTile(s, d))
      RC_FAIL(fmt::format("{} on {}: device {} gets tile [{}], GSPMD says [{}]", s.text(), mesh.str(), d,
                          fmt::join(meshTile(mesh, *axes, d), ","), fmt::join(gspmdTile(s, d), ",")));
}

TEST(HloShardingProperty, EveryDeviceGetsGspmdsTile) {
  int shared = 0, apart = 0;
  testing::checkAtLeast(
      [&] {
        const std::vector<int64_t> primes = genPrimes();
        const RandomSharding a = genSharding(primes, true);
        const bool two = *rc::gen::arbitrary<bool>();
        const RandomSharding b = genSharding(primes, true);
        RC_LOG() << a.text() << (two ? " and " + b.text() : "") << "\n";
        HloSharding la = leaf(a.text()), lb = leaf(b.text());
        std::vector<DescribedHloSharding> described{{"a", &la}};
        if (two) described.push_back({"b", &lb});
        Result<Mesh> mesh = gspmdMesh(described, std::nullopt);
        if (!mesh.ok()) {
          // Only two shardings can disagree; the message names both.
          RC_ASSERT(two);
          RC_ASSERT(mesh.error().message.starts_with("no common mesh for a and b"));
          ++apart;
          return;
        }
        RC_ASSERT(mesh->numDevices() == productOf(primes));
        for (const MeshAxis& axis : mesh->axes()) RC_ASSERT(axis.size > 1 || mesh->numDevices() == 1);
        checkEveryDevice(a, *mesh);
        if (two) checkEveryDevice(b, *mesh), ++shared;
      },
      1000);
  std::cout << shared << " pairs shared a mesh, " << apart << " had none\n";
  EXPECT_GT(shared, 0);
  EXPECT_GT(apart, 0);
}

// Tile dims cutting across the device-id digits: imported exactly, or
// refused as no mesh lays them out.
TEST(HloShardingProperty, ShuffledTileDimsAreExactOrRefused) {
  int exact = 0, refused = 0;
  testing::checkAtLeast(
      [&] {
        const RandomSharding s = genSharding(genPrimes(), false);
        RC_LOG() << s.text() << "\n";
        HloSharding l = leaf(s.text());
        Result<Mesh> mesh = gspmdMesh({{"s", &l}}, std::nullopt);
        if (!mesh.ok()) {
          RC_ASSERT(mesh.error().message.find("no mesh lays out these tiles") != std::string::npos);
          ++refused;
          return;
        }
        checkEveryDevice(s, *mesh);
        ++exact;
      },
      1000);
  std::cout << exact << " imported, " << refused << " refused\n";
  EXPECT_GT(exact, 0);
  EXPECT_GT(refused, 0);
}

// Random token soups: the parsers answer with a value or an error, never a
// crash (the ASan+UBSan build runs this too).
std::string tokenSoup(const std::vector<std::string>& tokens) {
  std::string text;
  for (size_t i : *rc::gen::container<std::vector<size_t>>(rc::gen::inRange<size_t>(0, tokens.size())))
    text += tokens[i];
  return text;
}

TEST(HloShardingProperty, ArbitraryTextIsAValueOrAnError) {
  const std::vector<std::string> tokens = {"{", "}", "[", "]", "devices=", "<=", "T(", ")", ",", "0", "1", "2",
                                           "3", "8", "-1", "99999999999999999999", " ", "replicated", "manual",
                                           "maximal device=", "last_tile_dim_replicate", "last_tile_dims=",
                                           "metadata=", "\"", "\\", "/*", "*/", "shard_as"};
  testing::checkAtLeast(
      [&] {
        const std::string text = tokenSoup(tokens);
        Result<ParsedHloSharding> parsed = parseHloSharding(text);
        if (!parsed.ok()) {
          RC_ASSERT(parsed.error().message.starts_with("invalid sharding \"" + text + "\": "));
          return;
        }
        for (const HloSharding& leaf : parsed->leaves)
          if (leaf.kind == HloSharding::Kind::kTiled) (void)tileDimDigits(leaf);
      },
      2000);
}

// ---- Shardy parsing and meshes ------------------------------------------------

SdySharding sdy(const std::string& text) {
  Result<SdySharding> s = parseSdySharding(text);
  EXPECT_TRUE(s.ok()) << s.error().message;
  return s.ok() ? s.value() : SdySharding{};
}

TEST(SdySharding, ParsesMeshes) {
  Result<SdyMesh> mesh = parseSdyMesh("#sdy.mesh<[\"x\"=2, \"y\"=4]>");
  ASSERT_TRUE(mesh.ok()) << mesh.error().message;
  EXPECT_EQ(mesh->axes, (std::vector<MeshAxis>{{"x", 2}, {"y", 4}}));
  EXPECT_TRUE(parseSdyMesh("#sdy.mesh<[]>")->isEmpty());
  EXPECT_TRUE(parseSdyMesh("<[], device_ids=[3]>")->isMaximal());
  // Iota device ids say nothing and are dropped; others are kept.
  EXPECT_EQ(parseSdyMesh("<[\"x\"=2], device_ids=[0, 1]>").value(), parseSdyMesh("<[\"x\"=2]>").value());
  EXPECT_EQ(parseSdyMesh("<[\"x\"=2], device_ids=[1, 0]>")->deviceIds, (std::vector<int64_t>{1, 0}));
}

TEST(SdySharding, ParsesShardings) {
  SdySharding s = sdy("#sdy.sharding<@mesh, [{\"x\"}, {}, {\"y\", \"x\":(1)2}], replicated={\"z\"}>");
  EXPECT_EQ(s.meshName, "mesh");
  ASSERT_EQ(s.dims.size(), 3u);
  EXPECT_EQ(s.dims[0].axes, (std::vector<SdyAxisRef>{{"x", 1, 0}}));
  EXPECT_TRUE(s.dims[1].axes.empty());
  EXPECT_FALSE(s.dims[1].open);
  EXPECT_EQ(s.dims[2].axes, (std::vector<SdyAxisRef>{{"y", 1, 0}, {"x", 1, 2}}));
  EXPECT_EQ(s.replicated, (std::vector<SdyAxisRef>{{"z", 1, 0}}));

  SdySharding open = sdy("#sdy.sharding<@mesh, [{?}, {\"x\", ?}p1, {\"y\"}p0]>");
  EXPECT_TRUE(open.dims[0].open);
  EXPECT_TRUE(open.dims[1].open);
  EXPECT_EQ(open.dims[1].axes.size(), 1u);
  EXPECT_EQ(open.dims[1].priority, 1);
  EXPECT_EQ(open.dims[2].priority, 0);

  SdySharding inlined = sdy("#sdy.sharding<mesh<[\"a\"=2]>, [{\"a\"}]>");
  EXPECT_EQ(inlined.meshName, "");
  ASSERT_TRUE(inlined.mesh.has_value());
  EXPECT_EQ(inlined.mesh->axes, (std::vector<MeshAxis>{{"a", 2}}));
  EXPECT_EQ(sdy("#sdy.sharding<@\"my mesh\", []>").meshName, "my mesh");
  EXPECT_EQ(sdy("#sdy.sharding<@mesh, [{}], unreduced={\"x\"}>").unreduced.size(), 1u);

  Result<std::vector<SdySharding>> perValue =
      parseSdyShardingPerValue("#sdy.sharding_per_value<[<@mesh, [{\"x\"}, {}]>, <@mesh, []>]>");
  ASSERT_TRUE(perValue.ok()) << perValue.error().message;
  ASSERT_EQ(perValue->size(), 2u);
  EXPECT_EQ((*perValue)[0].dims.size(), 2u);
  EXPECT_TRUE((*perValue)[1].dims.empty());
}

TEST(SdySharding, MalformedAttributesAreErrorsQuotingThem) {
  auto error = [](Result<SdySharding> r) { return r.ok() ? "(parsed)" : r.error().message; };
  EXPECT_EQ(error(parseSdySharding("#sdy.sharding<@mesh, [{\"x\"}>")),
            "invalid Shardy attribute \"#sdy.sharding<@mesh, [{\"x\"}>\": expected ']' at column 28");
  EXPECT_EQ(error(parseSdySharding("#sdy.sharding<@mesh, [{x}]>")),
            "invalid Shardy attribute \"#sdy.sharding<@mesh, [{x}]>\": expected a quoted axis name at column 24");
  EXPECT_EQ(error(parseSdySharding("#sdy.sharding<@mesh, [], frozen={}>")),
            "invalid Shardy attribute \"#sdy.sharding<@mesh, [], frozen={}>\": expected 'replicated' or 'unreduced' "
            "at column 26");
  EXPECT_EQ(error(parseSdySharding("#sdy.sharding<@mesh, [{\"x\":(0)2}]>")),
            "invalid Shardy attribute \"#sdy.sharding<@mesh, [{\"x\":(0)2}]>\": sub-axis \"x\":(0)2 needs sizes >= 1 "
            "(and a product that fits in 64 bits)");
  EXPECT_EQ(error(parseSdySharding("#sdy.sharding<@mesh, []> x")),
            "invalid Shardy attribute \"#sdy.sharding<@mesh, []> x\": expected the end of the attribute at column 26");
  Result<SdyMesh> mesh = parseSdyMesh("#sdy.mesh<[\"x\"=0]>");
  ASSERT_FALSE(mesh.ok());
  EXPECT_EQ(mesh.error().message,
            "invalid Shardy attribute \"#sdy.mesh<[\"x\"=0]>\": axis \"x\" has size 0, expected >= 1");
}

TEST(SdyShardingProperty, ArbitraryTextIsAValueOrAnError) {
  const std::vector<std::string> tokens = {"#sdy.sharding", "#sdy.sharding_per_value", "#sdy.mesh", "mesh", "<",
                                           ">", "[", "]", "{", "}", "(", ")", ",", ":", "=", "?", "@m", "@\"",
                                           "\"x\"", "\"", "\\", "p0", "1", "2", "-3", "99999999999999999999",
                                           " ", "replicated", "unreduced", "device_ids"};
  testing::checkAtLeast(
      [&] {
        const std::string text = tokenSoup(tokens);
        Result<SdyMesh> mesh = parseSdyMesh(text);
        Result<SdySharding> one = parseSdySharding(text);
        Result<std::vector<SdySharding>> many = parseSdyShardingPerValue(text);
        for (const Diagnostic* d : {mesh.ok() ? nullptr : &mesh.error(), one.ok() ? nullptr : &one.error(),
                                    many.ok() ? nullptr : &many.error()})
          RC_ASSERT(!d || d->message.starts_with("invalid Shardy attribute \"" + text + "\": "));
        if (!mesh.ok() || !one.ok()) return;
        Result<SdyMeshSplit> split = splitSdyMesh(*mesh, {{"s", &*one}});
        if (split.ok()) (void)sdyDimAxes(*one, *split);
      },
      2000);
}

Result<SdyMeshSplit> split(const std::string& mesh, const std::vector<std::string>& shardings) {
  std::vector<SdySharding> parsed;
  for (const std::string& s : shardings) parsed.push_back(sdy(s));
  std::vector<DescribedSdySharding> described;
  for (size_t i = 0; i < parsed.size(); ++i) described.push_back({fmt::format("%arg{}", i), &parsed[i]});
  return splitSdyMesh(parseSdyMesh(mesh).value(), described);
}

TEST(SdyShardingMesh, SubAxesSplitTheirAxis) {
  const std::vector<std::string> shardings = {"#sdy.sharding<@m, [{\"x\":(1)2}, {\"y\"}]>",
                                              "#sdy.sharding<@m, [{\"x\":(2)4}, {\"x\"}]>"};
  Result<SdyMeshSplit> s = split("<[\"y\"=3, \"x\"=8]>", {shardings[0]});
  ASSERT_TRUE(s.ok()) << s.error().message;
  EXPECT_EQ(s->mesh.str(), "y=3,x_1=2,x_2=4");
  EXPECT_EQ(sdyDimAxes(sdy(shardings[0]), *s), (DimAxes{{"x_1"}, {"y"}}));
  Result<SdyMeshSplit> both = split("<[\"y\"=3, \"x\"=8]>", shardings);
  ASSERT_TRUE(both.ok()) << both.error().message;
  EXPECT_EQ(sdyDimAxes(sdy(shardings[1]), *both), (DimAxes{{"x_2"}, {"x_1", "x_2"}}));
  // (1)4 and (2)4 cut x=8 at 1, 2, 4, 8.
  Result<SdyMeshSplit> fine = split("<[\"x\"=8]>", {"#sdy.sharding<@m, [{\"x\":(1)4}, {\"x\":(2)4}]>"});
  ASSERT_TRUE(fine.ok()) << fine.error().message;
  EXPECT_EQ(fine->mesh.str(), "x_1=2,x_2=2,x_4=2");
  EXPECT_EQ(sdyDimAxes(sdy("#sdy.sharding<@m, [{\"x\":(1)4}, {\"x\":(2)4}]>"), *fine),
            (DimAxes{{"x_1", "x_2"}, {"x_2", "x_4"}}));
}

TEST(SdyShardingMesh, Errors) {
  Result<SdyMeshSplit> nest =
      split("<[\"x\"=12]>", {"#sdy.sharding<@m, [{\"x\":(1)2}]>", "#sdy.sharding<@m, [{\"x\":(1)3}]>"});
  ASSERT_FALSE(nest.ok());
  EXPECT_EQ(nest.error().message, "the sub-axes of \"x\" do not nest: \"x\":(1)2 in %arg0 and \"x\":(1)3 in %arg1");
  Result<SdyMeshSplit> unknown = split("<[\"x\"=2]>", {"#sdy.sharding<@m, [{\"z\"}]>"});
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.error().message, "%arg0: no axis \"z\" in the mesh");
  Result<SdyMeshSplit> fit = split("<[\"x\"=4]>", {"#sdy.sharding<@m, [{\"x\":(2)4}]>"});
  ASSERT_FALSE(fit.ok());
  EXPECT_EQ(fit.error().message, "%arg0: sub-axis \"x\":(2)4 does not fit axis \"x\" of size 4");
  Result<SdyMeshSplit> ids = split("<[\"x\"=2], device_ids=[1, 0]>", {});
  ASSERT_FALSE(ids.ok());
  EXPECT_EQ(ids.error().kind, ErrorKind::kUnsupported);
  EXPECT_EQ(ids.error().message, "mesh device_ids=[1,0] is not iota: PartIR numbers devices row-major over the axes");
  Result<SdyMeshSplit> name = split("<[\"a b\"=2]>", {});
  ASSERT_FALSE(name.ok());
  EXPECT_EQ(name.error().message.rfind("the Shardy mesh does not fit PartIR: ", 0), 0u) << name.error().message;
}

// ---- importAnnotations ----------------------------------------------------------

struct Imported {
  std::unique_ptr<Module> module;
  Result<ImportedAnnotations> result = Diagnostic{};
};

Imported importText(const std::string& text) {
  Imported out;
  out.module = testing::parseVerified(text);
  if (!out.module) return out;
  out.result = importAnnotations(*out.module, *out.module->lookup("main"));
  return out;
}

std::string scheduleText(const Imported& imported) {
  if (!imported.result.ok()) return "error: " + imported.result.error().message;
  return formatSchedule(imported.result->schedule);
}

// Two f32 8x8 arguments annotated `a` and `b`, combined by `body`.
std::string twoArgs(const std::string& a, const std::string& b, const std::string& body = "stablehlo.add %arg0, %arg1",
                    const std::string& moduleAttrs = "") {
  return fmt::format(R"(module @m{} {{
  func.func @main(%arg0: tensor<8x8xf32> {{{}}}, %arg1: tensor<8x8xf32> {{{}}}) -> tensor<8x8xf32> {{
    %0 = {} : tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }}
}})",
                     moduleAttrs, a, b, body);
}

std::string gspmd(const std::string& s) { return fmt::format("mhlo.sharding = \"{}\"", s); }

TEST(AnnotationImport, GspmdArgumentsByName) {
  Imported i = importText(twoArgs("jax.arg_info = \"x\", " + gspmd("{devices=[2,1,4]<=[8] last_tile_dim_replicate}"),
                                  "jax.arg_info = \"params['w']\", " + gspmd("{devices=[8,1]<=[8]}"),
                                  "stablehlo.add %arg0, %arg1", " attributes {mhlo.num_partitions = 8 : i32}"));
  EXPECT_EQ(scheduleText(i), R"(mesh _axis_0=2 _axis_1=4
tactic _axis_0 axis=_axis_0
  x = 0
  params['w'] = 0
tactic _axis_1 axis=_axis_1
  params['w'] = 0
)");
  ASSERT_TRUE(i.result.ok());
  EXPECT_FALSE(i.result->hasManual);
  EXPECT_TRUE(i.result->notes.empty());
  // The text reads back as the same schedule.
  Result<Schedule> back = parseSchedule(scheduleText(i), "s");
  ASSERT_TRUE(back.ok()) << back.error().str();
  EXPECT_EQ(formatSchedule(*back), scheduleText(i));
}

TEST(AnnotationImport, MinorAxisFirstReordersTactics) {
  // %arg0 dim 0 over [_axis_1, _axis_0]: the _axis_1 tactic comes first.
  Imported i = importText(
      twoArgs(gspmd("{devices=[8,1]<=[2,4]T(1,0)}"), gspmd("{devices=[2,1,4]<=[8] last_tile_dim_replicate}")));
  EXPECT_EQ(scheduleText(i), R"(mesh _axis_0=2 _axis_1=4
tactic _axis_1 axis=_axis_1
  %arg0 = 0
tactic _axis_0 axis=_axis_0
  %arg0 = 0
  %arg1 = 0
)");
}

TEST(AnnotationImport, NoTacticOrderIsAnError) {
  Imported i = importText(twoArgs(gspmd("{devices=[8,1]<=[2,4]T(1,0)}"), gspmd("{devices=[8,1]<=[8]}")));
  EXPECT_EQ(scheduleText(i),
            "error: no tactic order tiles every dim on its major axis first: %arg1 dim 0 [_axis_0, _axis_1] needs "
            "_axis_0 before _axis_1; %arg0 dim 0 [_axis_1, _axis_0] needs _axis_1 before _axis_0");
}

TEST(AnnotationImport, OpAndResultShardings) {
  Imported i = importText(R"(module @m {
  func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.negate %0 : tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
})");
  EXPECT_EQ(scheduleText(i), R"(mesh _axis_0=4
tactic _axis_0 axis=_axis_0
  %1 = 1
  %0 = 0
)");
}

TEST(AnnotationImport, NotesManualMaximalAndNestedValues) {
  Imported i = importText(R"(module @m {
  func.func @main(%arg0: tensor<8xf32> {mhlo.sharding = "{maximal device=1}"}, %arg1: tensor<8xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<8xf32> {
    %0 = stablehlo.custom_call @SPMDFullToShardShape(%arg1) {mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<4xf32>
    %1 = stablehlo.custom_call @SPMDShardToFullShape(%0) {mhlo.sharding = "{unknown}"} : (tensor<4xf32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
})");
  ASSERT_TRUE(i.result.ok()) << i.result.error().str();
  EXPECT_TRUE(i.result->hasManual);
  EXPECT_EQ(i.result->notes,
            (std::vector<std::string>{"maximal (one device), kept whole on every device: %arg0 (1 value)",
                                      "{manual} (already SPMD), not imported: %0 (1 value)",
                                      "{unknown}, left to propagation: %1 (1 value)"}));
  EXPECT_EQ(formatSchedule(i.result->schedule), "mesh _axis_0=2\ntactic _axis_0 axis=_axis_0\n  %arg1 = 0\n");
}

TEST(AnnotationImport, TupleShardingsOnMultiResultOps) {
  Imported i = importText(R"(module @m {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0:2 = stablehlo.custom_call @f(%arg0, %arg1) {mhlo.sharding = "{{replicated}, {devices=[2]<=[2]}}"} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %0#1 : tensor<4xf32>
  }
})");
  EXPECT_EQ(scheduleText(i), "mesh _axis_0=2\ntactic _axis_0 axis=_axis_0\n  %0#1 = 0\n");
  Imported wrong = importText(R"(module @m {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0:2 = stablehlo.custom_call @f(%arg0) {mhlo.sharding = "{{replicated}}"} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %0#1 : tensor<4xf32>
  }
})");
  EXPECT_EQ(scheduleText(wrong), "error: %0#0: a tuple sharding of 1 elements for 2 values");
}

TEST(AnnotationImport, ValuesAnInlinedCallRespellsAreNoted) {
  Imported i = importText(R"(module @m {
  func.func @main(%arg0: tensor<8xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<8xf32> {
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<8xf32>) -> tensor<8xf32>
    %1 = call @f(%0) : (tensor<8xf32>) -> tensor<8xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<8xf32>) -> tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
})");
  EXPECT_EQ(scheduleText(i), "mesh _axis_0=2\ntactic _axis_0 axis=_axis_0\n  %arg0 = 0\n  %2 = 0\n");
  ASSERT_TRUE(i.result.ok());
  EXPECT_EQ(i.result->notes,
            (std::vector<std::string>{"no schedule target names them once calls are inlined (their spelling repeats), "
                                      "not imported: %0 (1 value)"}));
}

TEST(AnnotationImport, Errors) {
  EXPECT_EQ(scheduleText(importText(twoArgs("jax.arg_info = \"x\"", "jax.arg_info = \"y\""))),
            "error: no sharding annotations in @main");
  EXPECT_EQ(scheduleText(importText(twoArgs(gspmd("{devices=[2]0}"), gspmd("{replicated}")))),
            "error: %arg0: invalid sharding \"{devices=[2]0}\": 1 devices listed, the tile dims [2] need 2");
  EXPECT_EQ(scheduleText(importText(twoArgs(gspmd("{devices=[2]<=[2]}"), gspmd("{replicated}")))),
            "error: %arg0: the sharding has 1 dims but %arg0 is tensor<8x8xf32>");
  EXPECT_EQ(
      scheduleText(importText(twoArgs(gspmd("{devices=[2,1]<=[2]}"), gspmd("{replicated}"),
                                      "stablehlo.add %arg0, %arg1", " attributes {mhlo.num_partitions = 4 : i32}"))),
      "error: mhlo.num_partitions is 4 but %arg0 \"{devices=[2,1]<=[2]}\" has 2 devices");
  EXPECT_EQ(scheduleText(importText(twoArgs(gspmd("{devices=[2,3]<=[6]}"), gspmd("{devices=[3,2]<=[6]}")))),
            "error: no common mesh for %arg0 \"{devices=[2,3]<=[6]}\" and %arg1 \"{devices=[3,2]<=[6]}\": their "
            "device-id digits have strides 3 and 2, which do not divide each other");
  EXPECT_EQ(scheduleText(importText(twoArgs(gspmd("{maximal device=4}"), gspmd("{devices=[2,1]<=[2]}")))),
            "error: %arg0: maximal device 4 is not one of the 2 devices");
  EXPECT_EQ(scheduleText(importText(twoArgs(gspmd("{replicated}"), "sdy.sharding = #sdy.sharding<@m, [{}, {}]>"))),
            "error: @main mixes mhlo.sharding (%arg0) and sdy.sharding (%arg1): import one dialect");
  EXPECT_EQ(
      scheduleText(importText(twoArgs(gspmd("{devices=[2,2]0,3,1,2}"), gspmd("{replicated}")))),
      "error: %arg0 \"{devices=[2,2]0,3,1,2}\": the device list is not a transposed iota (device 2 at position 3)");
}

TEST(AnnotationImport, EverythingReplicatedGivesNoTactics) {
  Imported i = importText(twoArgs(gspmd("{replicated}"), gspmd("{devices=[1,1,4]<=[4] last_tile_dim_replicate}")));
  ASSERT_TRUE(i.result.ok()) << i.result.error().str();
  EXPECT_EQ(scheduleText(i), "mesh _axis_0=4\n");
  EXPECT_EQ(i.result->notes, (std::vector<std::string>{"no value is tiled: the schedule has no tactics"}));
}

std::string withSdyMesh(const std::string& mesh, const std::string& a, const std::string& b) {
  return fmt::format(R"(module @m {{
  sdy.mesh @mesh = {}
  func.func @main(%arg0: tensor<8x8xf32> {{sdy.sharding = {}}}, %arg1: tensor<8x8xf32> {{sdy.sharding = {}}}) -> tensor<8x8xf32> {{
    %0 = stablehlo.add %arg0, %arg1 {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{{"x"}}, {{?}}]>]>}} : tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }}
}})",
                     mesh, a, b);
}

TEST(AnnotationImport, Shardy) {
  Imported i = importText(withSdyMesh("<[\"x\"=2, \"y\"=4]>", "#sdy.sharding<@mesh, [{\"y\", \"x\"}, {}]>",
                                      "#sdy.sharding<@mesh, [{}, {\"y\":(1)2}p0], replicated={\"x\"}>"));
  EXPECT_EQ(scheduleText(i), R"(mesh x=2 y_1=2 y_2=2
tactic y_1 axis=y_1
  %arg0 = 0
  %arg1 = 1
tactic y_2 axis=y_2
  %arg0 = 0
tactic x axis=x
  %arg0 = 0
  %0 = 0
)");
  ASSERT_TRUE(i.result.ok());
  EXPECT_EQ(i.result->notes, (std::vector<std::string>{"Shardy priorities ignored: %arg1 dim 1 p0 (1 value)",
                                                       "open dims ({?}), left to propagation: %0 dim 1 (1 value)"}));
}

TEST(AnnotationImport, ShardyMeshErrors) {
  EXPECT_EQ(scheduleText(importText(
                withSdyMesh("<[\"x\"=2]>", "#sdy.sharding<@other, [{}, {}]>", "#sdy.sharding<@mesh, [{}, {}]>"))),
            "error: %arg0: no sdy.mesh @other in the module");
  EXPECT_EQ(
      scheduleText(importText(
          withSdyMesh("<[\"x\"=2]>", "#sdy.sharding<mesh<[\"x\"=4]>, [{}, {}]>", "#sdy.sharding<@mesh, [{}, {}]>"))),
      "error: %arg1 #sdy.sharding<@mesh, [{}, {}]>: a second mesh; %arg0 #sdy.sharding<mesh<[\"x\"=4]>, [{}, {}]> "
      "uses another one (one mesh per program)");
  EXPECT_EQ(scheduleText(
                importText(withSdyMesh("<[\"x\"=2]>", "#sdy.sharding<@mesh, [{}]>", "#sdy.sharding<@mesh, [{}, {}]>"))),
            "error: %arg0: the sharding has 1 dims but %arg0 is tensor<8x8xf32>");
  EXPECT_EQ(scheduleText(importText(withSdyMesh("<[\"x\"=2]>", "#sdy.sharding<@mesh, [{\"x\"}, {\"x\"}]>",
                                                "#sdy.sharding<@mesh, [{}, {}]>"))),
            "error: %arg0 #sdy.sharding<@mesh, [{\"x\"}, {\"x\"}]>: axis x is used twice");
}

// ---- End to end: partition, lower, and compare with GSPMD -------------------------

// Partitions `text` with its imported schedule, lowers it, and checks that
// each argument's `partir.sharding` gives every device GSPMD's tile of it.
void checkLoweredArguments(const std::string& text, const std::vector<RandomSharding>& shardings) {
  std::unique_ptr<Module> module = testing::parseVerified(text);
  ASSERT_TRUE(module);
  Result<ImportedAnnotations> imported = importAnnotations(*module, *module->lookup("main"));
  ASSERT_TRUE(imported.ok()) << imported.error().str();
  Result<PartitionResult> core = partitionModule(*module, imported->schedule, PartitionOptions{});
  ASSERT_TRUE(core.ok()) << core.error().str() << "\n" << formatSchedule(imported->schedule);
  Result<std::unique_ptr<Module>> lowered = lowerModule(*core->core, LowerOptions{.entry = "main"});
  ASSERT_TRUE(lowered.ok()) << lowered.error().str();
  const Function& main = *(*lowered)->lookup("main");
  const Mesh& mesh = *imported->schedule.mesh;
  for (size_t a = 0; a < shardings.size(); ++a) {
    const DimAxes axes = shardingOf(main.argAttrs[a]).value_or(DimAxes(shardings[a].dataRank));
    for (int64_t d = 0; d < mesh.numDevices(); ++d)
      EXPECT_EQ(meshTile(mesh, axes, d), gspmdTile(shardings[a], d))
          << "argument " << a << " on device " << d << ", " << shardings[a].text() << "\n"
          << formatSchedule(imported->schedule);
  }
}

// Arguments 8x8 with the given shardings, each negated on its own (so
// propagation carries nothing from one argument to another) and returned.
std::string negateEach(const std::vector<RandomSharding>& shardings) {
  std::vector<std::string> args, body, results, types;
  for (size_t i = 0; i < shardings.size(); ++i) {
    args.push_back(fmt::format("%arg{}: tensor<8x8xf32> {{mhlo.sharding = \"{}\"}}", i, shardings[i].text()));
    body.push_back(fmt::format("    %{} = stablehlo.negate %arg{} : tensor<8x8xf32>\n", i, i));
    results.push_back(fmt::format("%{}", i));
    types.push_back("tensor<8x8xf32>");
  }
  return fmt::format("module @m {{\n  func.func @main({}) -> ({}) {{\n{}    return {} : {}\n  }}\n}}",
                     fmt::join(args, ", "), fmt::join(types, ", "), fmt::join(body, ""), fmt::join(results, ", "),
                     fmt::join(types, ", "));
}

TEST(AnnotationEndToEnd, LoweredArgumentsGetGspmdsTiles) {
  const std::vector<std::vector<RandomSharding>> cases = {
      // dim 0 over [_axis_1, _axis_0]: deep tiling in that order.
      {{{8, 1}, {2, 4}, {1, 0}, 2, false}, {{8, 1}, {2, 4}, {1, 0}, 2, false}},
      {{{2, 4}, {8}, {0}, 2, false}, {{4, 2}, {2, 4}, {1, 0}, 2, false}},
      // dim 1 over three axes, minor one first.
      {{{1, 8}, {2, 2, 2}, {2, 0, 1}, 2, false}, {{2, 1, 4}, {8}, {0}, 2, true}},
      {{{2, 1, 4}, {8}, {0}, 2, true}, {{8, 1}, {8}, {0}, 2, false}},
  };
  for (const auto& c : cases) checkLoweredArguments(negateEach(c), c);
}

TEST(AnnotationEndToEnd, AddOfEquallyShardedArguments) {
  const RandomSharding s{{8, 1}, {2, 2, 2}, {1, 2, 0}, 2, false};
  checkLoweredArguments(twoArgs(gspmd(s.text()), gspmd(s.text())), {s, s});
}

// ---- The corpus models -------------------------------------------------------------

Result<ImportedAnnotations> importModel(const std::string& name, std::unique_ptr<Module>& keep) {
  Result<SourceFile> file = parseFile((testing::corpusRoot() / "models" / name).string());
  if (!file.ok()) return file.error();
  keep = std::move(file->modules.at(0));
  Result<const Function*> entry = entryFunction(*keep, "main");
  if (!entry.ok()) return entry.error();
  return importAnnotations(*keep, **entry);
}

// Partitions `module` with the imported schedule, lowers it, and returns the
// lowered entry's argument shardings (nullopt: whole).
std::vector<std::optional<DimAxes>> loweredShardings(const Module& module, const Schedule& schedule) {
  Result<PartitionResult> core = partitionModule(module, schedule, PartitionOptions{});
  EXPECT_TRUE(core.ok()) << core.error().str();
  if (!core.ok()) return {};
  Result<std::unique_ptr<Module>> lowered = lowerModule(*core->core, LowerOptions{.entry = "main"});
  EXPECT_TRUE(lowered.ok()) << lowered.error().str();
  if (!lowered.ok()) return {};
  std::vector<std::optional<DimAxes>> out;
  for (const NamedAttrs& attrs : (*lowered)->lookup("main")->argAttrs) out.push_back(shardingOf(attrs));
  return out;
}

TEST(AnnotationCorpus, FsdpGspmd) {
  PARTIR_REQUIRE_CORPUS("models");
  std::unique_ptr<Module> module;
  Result<ImportedAnnotations> i = importModel("jax_mlp_loss_fsdp_gspmd.mlir", module);
  ASSERT_TRUE(i.ok()) << i.error().str();
  EXPECT_EQ(i->schedule.mesh->str(), "_axis_0=8");
  EXPECT_TRUE(i->hasManual);
  ASSERT_EQ(i->schedule.tactics.size(), 1u);
  // The 14 arguments, then the @Sharding custom_calls on them, %0, %2, ...,
  // %26, except those the inlined @shmap_body respells: all but %6 and %20
  // (there its calls to @relu, inlined in turn).
  std::vector<std::string> targets;
  for (const Assignment& a : i->schedule.tactics[0].assignments) {
    targets.push_back(a.target);
    EXPECT_EQ(a.choice, (DimChoice{DimChoice::Kind::kDim, 0})) << a.target;
  }
  std::vector<std::string> expected;
  for (int a = 0; a < 14; ++a) expected.push_back(fmt::format("%arg{}", a));
  expected.insert(expected.end(), {"%6", "%20"});
  EXPECT_EQ(targets, expected);
  ASSERT_EQ(i->notes.size(), 2u);
  EXPECT_TRUE(i->notes[0].starts_with("{manual} (already SPMD), not imported: %1, %3,")) << i->notes[0];
  EXPECT_TRUE(i->notes[0].ends_with("(15 values)")) << i->notes[0];
  EXPECT_TRUE(i->notes[1].starts_with("no schedule target names them once calls are inlined")) << i->notes[1];
  EXPECT_TRUE(i->notes[1].ends_with("(12 values)")) << i->notes[1];
  // The shard_map boundaries take each partition's shard of values the
  // partitioned devices hold in chunks: partitioning refuses them
  // (semantics/process_dependence.h), whatever mhlo.num_partitions says.
  Result<PartitionResult> core = partitionModule(*module, i->schedule, PartitionOptions{});
  ASSERT_FALSE(core.ok());
  EXPECT_NE(core.error().message.find("this partition's shard of it (XLA shard_map)"), std::string::npos)
      << core.error().str();
}

TEST(AnnotationCorpus, LlamaShardy) {
  PARTIR_REQUIRE_CORPUS("models");
  std::unique_ptr<Module> module;
  Result<ImportedAnnotations> i = importModel("torchxla_llama_attn_prefill_sdy.mlir", module);
  ASSERT_TRUE(i.ok()) << i.error().str();
  EXPECT_FALSE(i->hasManual);
  EXPECT_EQ(formatSchedule(i->schedule), R"(mesh _axis_0=2
tactic _axis_0 axis=_axis_0
  %arg0 = 1
  %arg1 = 0
  %arg5 = 0
  %arg7 = 0
)");
  const std::vector<std::optional<DimAxes>> lowered = loweredShardings(*module, i->schedule);
  ASSERT_EQ(lowered.size(), 8u);
  EXPECT_EQ(lowered[0], (DimAxes{{}, {"_axis_0"}}));
  for (size_t a : {1, 5, 7}) EXPECT_EQ(lowered[a], (DimAxes{{"_axis_0"}, {}})) << "argument " << a;
}

TEST(AnnotationCorpus, ChessAllReplicated) {
  PARTIR_REQUIRE_CORPUS("models");
  std::unique_ptr<Module> module;
  Result<ImportedAnnotations> i = importModel("jax_searchless_chess_9m_transformer_fwd.mlir", module);
  ASSERT_TRUE(i.ok()) << i.error().str();
  EXPECT_EQ(formatSchedule(i->schedule), "mesh _axis_0=1\n");
  EXPECT_EQ(i->notes, (std::vector<std::string>{"no value is tiled: the schedule has no tactics"}));
  for (const auto& axes : loweredShardings(*module, i->schedule)) EXPECT_FALSE(axes.has_value());
}

}  // namespace
}  // namespace partir
