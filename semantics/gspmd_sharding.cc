#include "semantics/gspmd_sharding.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <numeric>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "semantics/text_cursor.h"

namespace partir {

namespace {

int64_t product(const std::vector<int64_t>& v) {
  return std::accumulate(v.begin(), v.end(), int64_t{1}, std::multiplies<>());
}

// A keyword: letters and '_' (so "manual" does not match "manual_x").
std::string_view word(TextCursor& c) {
  c.skipBlanks();
  return c.take([](char ch) { return std::isalpha(static_cast<unsigned char>(ch)) || ch == '_'; });
}

// The rest of a quoted string, after its opening '"': up to and past the
// closing one, skipping backslash escapes.
void skipString(TextCursor& c) {
  while (!c.rest().empty() && c.current() != '"') c.advance(c.current() == '\\' ? 2 : 1);
  c.advance(1);
}

// `{ ... }` with nested braces and quoted strings (metadata values).
void skipBraced(TextCursor& c) {
  c.expect("{");
  for (int depth = 1; depth > 0;) {
    if (c.rest().empty()) c.expected("'}' to close metadata");
    const char ch = c.current();
    c.advance(1);
    if (ch == '"') skipString(c);
    depth += ch == '{' ? 1 : ch == '}' ? -1 : 0;
  }
}

// The product of positive `dims`, refused above 2^40 devices (and before
// overflowing).
int64_t checkedProduct(const TextCursor& c, const std::vector<int64_t>& dims) {
  int64_t n = 1;
  for (int64_t d : dims)
    if (d > 0 && (__builtin_mul_overflow(n, d, &n) || n > (int64_t{1} << 40)))
      c.error("more than 2^40 devices in [{}]", fmt::join(dims, ","));
  return n;
}

HloSharding::Subgroup subgroupKind(TextCursor& c) {
  std::string_view w = word(c);
  if (w == "manual") return HloSharding::Subgroup::kManual;
  if (w == "replicated") return HloSharding::Subgroup::kReplicated;
  if (w == "unreduced") return HloSharding::Subgroup::kUnreduced;
  c.error("unknown subgroup kind '{}' in last_tile_dims (expected manual, replicated or unreduced)", w);
}

// `<=[r]T(p)` or an explicit device list, checked against the tile dims.
void parseAssignment(TextCursor& c, HloSharding& s) {
  const int64_t n = s.numDevices();  // checked by parseTiled
  // tile_assignment.h TileAssignment: an explicit array lists each device once.
  if (!c.eat("<=")) {
    s.deviceList = c.integers();
    if (static_cast<int64_t>(s.deviceList.size()) != n)
      c.error("{} devices listed, the tile dims [{}] need {}", s.deviceList.size(), fmt::join(s.tileDims, ","), n);
    std::vector<int64_t> sorted = s.deviceList;
    std::sort(sorted.begin(), sorted.end());
    for (int64_t i = 0; i < n; ++i)
      if (sorted[i] != i) c.error("the device list is not a permutation of 0..{}", n - 1);
    return;
  }
  // tile_assignment.h IotaTileAssignment: iota(prod r).reshape(r).transpose(p).
  c.expect("[");
  s.iotaDims = c.integers();
  c.expect("]");
  s.iotaPerm.resize(s.iotaDims.size());
  std::iota(s.iotaPerm.begin(), s.iotaPerm.end(), 0);
  if (c.eat("T")) {
    c.expect("(");
    s.iotaPerm = c.integers();
    c.expect(")");
  }
  if (std::any_of(s.iotaDims.begin(), s.iotaDims.end(), [](int64_t d) { return d < 1; }) ||
      checkedProduct(c, s.iotaDims) != n)
    c.error("the iota [{}] does not have the {} devices of the tile dims [{}]", fmt::join(s.iotaDims, ","), n,
            fmt::join(s.tileDims, ","));
  std::vector<int64_t> sorted = s.iotaPerm, identity(s.iotaDims.size());
  std::sort(sorted.begin(), sorted.end());
  std::iota(identity.begin(), identity.end(), 0);
  if (sorted != identity)
    c.error("T({}) is not a permutation of the {} iota dims", fmt::join(s.iotaPerm, ","), s.iotaDims.size());
}

// `devices=[t]... last_tile_dim_replicate? last_tile_dims={...}?`
void parseTiled(TextCursor& c, HloSharding& s) {
  s.kind = HloSharding::Kind::kTiled;
  c.expect("[");
  s.tileDims = c.integers();
  c.expect("]");
  for (int64_t t : s.tileDims)
    if (t < 1) c.error("tile dim {} is below 1", t);
  checkedProduct(c, s.tileDims);
  parseAssignment(c, s);
  // HloSharding::Print: the replication flag, then one OpSharding::Type per
  // trailing subgroup dim.
  if (c.eat("last_tile_dim_replicate")) s.subgroups = {HloSharding::Subgroup::kReplicated};
  if (c.eat("last_tile_dims=")) {
    if (!s.subgroups.empty()) c.error("both last_tile_dim_replicate and last_tile_dims");
    c.expect("{");
    do s.subgroups.push_back(subgroupKind(c)); while (c.eat(","));
    c.expect("}");
  }
  if (s.subgroups.size() > s.tileDims.size())
    c.error("{} subgroup kinds for {} tile dims", s.subgroups.size(), s.tileDims.size());
}

// The body of one leaf, after its '{' (HloSharding::Print: the kind, then
// the shard group, then the metadata).
HloSharding parseLeafBody(TextCursor& c) {
  HloSharding s;
  std::string_view w = word(c);
  if (w == "replicated") s.kind = HloSharding::Kind::kReplicated;
  else if (w == "manual") s.kind = HloSharding::Kind::kManual;
  else if (w == "unknown") s.kind = HloSharding::Kind::kUnknown;
  else if (w == "unreduced") s.kind = HloSharding::Kind::kUnreduced;
  else if (w == "maximal") {
    s.kind = HloSharding::Kind::kMaximal;
    c.expect("device=");
    s.device = c.integer();
    if (s.device < 0) c.error("device {} is negative", s.device);
  } else if (w == "devices" && c.eat("=")) {
    parseTiled(c, s);
  } else {
    c.error("unknown sharding '{}' (expected replicated, manual, unknown, unreduced, maximal or devices=)", w);
  }
  if (c.eat("shard_as") || c.eat("shard_like")) c.integer();
  if (c.eat("metadata=")) skipBraced(c);
  c.expect("}");
  return s;
}

// hlo_parser.cc ParseSharding: a '{' followed by '{' or '}' opens a tuple.
ParsedHloSharding parseSharding(TextCursor& c) {
  ParsedHloSharding parsed;
  c.expect("{");
  if (c.eat("}")) {
    parsed.tuple = true;  // the empty tuple, then the end like any sharding
  } else if (!c.eat("{")) {
    parsed.leaves.push_back(parseLeafBody(c));
  } else {
    parsed.tuple = true;
    do {
      if (!parsed.leaves.empty()) c.expect("{");
      parsed.leaves.push_back(parseLeafBody(c));
    } while (c.eat(","));
    c.expect("}");
  }
  if (!c.atEnd()) c.expected("the end of the sharding");
  return parsed;
}

// Each device's position in the tile assignment is the digit sum
// sum(digit * stride): the explicit list A is decomposed from its minor end,
// each digit running as far as A[block * k] = k * stride holds (a digit whose
// stride continues the previous one is merged into it), then checked whole.
Result<std::vector<DeviceDigit>> listDigits(const std::vector<int64_t>& list) {
  const int64_t n = static_cast<int64_t>(list.size());
  std::vector<DeviceDigit> minorFirst;
  int64_t block = 1;
  while (block < n) {
    DeviceDigit d{1, list[block]};
    while (block * d.size < n && list[block * d.size] == d.size * d.stride) ++d.size;
    minorFirst.push_back(d);
    block *= d.size;
  }
  for (int64_t i = 0; i < n; ++i) {
    int64_t device = 0, rest = i;
    for (auto it = minorFirst.begin(); it != minorFirst.end(); rest /= it->size, ++it)
      device += rest % it->size * it->stride;
    if (device != list[i] || block != n)
      return invalid(Location{}, "the device list is not a transposed iota (device {} at position {})", list[i], i);
  }
  return std::vector<DeviceDigit>(minorFirst.rbegin(), minorFirst.rend());
}

// The iota form's digits in the transposed order, major first, size-1
// digits dropped and a digit merged into the next (minor) one when it
// continues it (<=[2,3] is <=[6]), so tile dims may cut anywhere the device
// order allows.
std::vector<DeviceDigit> iotaDigits(const HloSharding& s) {
  std::vector<int64_t> strides(s.iotaDims.size(), 1);
  for (size_t i = strides.size(); i-- > 1;) strides[i - 1] = strides[i] * s.iotaDims[i];
  std::vector<DeviceDigit> digits;
  for (int64_t p : s.iotaPerm) {
    const DeviceDigit d{s.iotaDims[p], strides[p]};
    if (d.size == 1) continue;
    if (!digits.empty() && digits.back().stride == d.stride * d.size) {
      digits.back() = {digits.back().size * d.size, d.stride};
    } else {
      digits.push_back(d);
    }
  }
  return digits;
}

// Splits the flat digits (major first) among the tile dims, from the minor
// end: a digit goes whole to a tile dim whose remaining size it divides, or
// its minor part fills the tile dim (a tile dim boundary inside a digit).
Result<std::vector<std::vector<DeviceDigit>>> splitAmongTileDims(std::vector<DeviceDigit> flat,
                                                                 const std::vector<int64_t>& tileDims) {
  std::vector<std::vector<DeviceDigit>> dims(tileDims.size());
  size_t dim = tileDims.size();
  int64_t left = 1;  // what tile dim `dim` still needs
  while (!flat.empty()) {
    DeviceDigit& d = flat.back();
    if (d.size == 1) { flat.pop_back(); continue; }
    if (left == 1) { left = tileDims[--dim]; continue; }
    if (left % d.size == 0) {
      dims[dim].insert(dims[dim].begin(), d);
      left /= d.size;
      flat.pop_back();
    } else if (d.size % left == 0) {
      dims[dim].insert(dims[dim].begin(), DeviceDigit{left, d.stride});
      d = {d.size / left, d.stride * left};
      left = 1;
    } else {
      return invalid(Location{}, "tile dim {} (size {}) cuts the device-id digit of size {} (stride {}): "
                                 "no mesh lays out these tiles",
                     dim, tileDims[dim], d.size, d.stride);
    }
  }
  return dims;
}

// Every sharding has `n` devices (the first one's, or mhlo.num_partitions,
// which must be >= 1: 0 would divide by zero below).
Result<int64_t> commonDeviceCount(const std::vector<DescribedHloSharding>& shardings,
                                  std::optional<int64_t> numPartitions) {
  if (numPartitions && *numPartitions < 1)
    return invalid(Location{}, "mhlo.num_partitions is {}, expected >= 1", *numPartitions);
  const int64_t n = numPartitions ? *numPartitions : shardings.empty() ? 1 : shardings[0].sharding->numDevices();
  for (const DescribedHloSharding& d : shardings) {
    if (d.sharding->numDevices() == n) continue;
    if (numPartitions)
      return invalid(Location{}, "mhlo.num_partitions is {} but {} has {} devices", n, d.what,
                     d.sharding->numDevices());
    return invalid(Location{}, "{} has {} devices but {} has {}", shardings[0].what, n, d.what,
                   d.sharding->numDevices());
  }
  return n;
}

// Adds the strides at which `d`'s digits cut the device ids to `cuts` (each
// with the first sharding that made it), refusing a cut that does not divide
// or is not divided by every cut so far.
Status addCuts(const DescribedHloSharding& d, std::map<int64_t, std::string>& cuts) {
  Result<std::vector<std::vector<DeviceDigit>>> digits = tileDimDigits(*d.sharding);
  if (!digits.ok()) return invalid(Location{}, "{}: {}", d.what, digits.error().message);
  for (const std::vector<DeviceDigit>& dim : digits.value()) {
    for (const DeviceDigit& digit : dim) {
      for (int64_t cut : {digit.stride, digit.stride * digit.size}) {
        for (const auto& [other, owner] : cuts)
          if (cut % other != 0 && other % cut != 0)
            return invalid(Location{}, "no common mesh for {} and {}: their device-id digits have strides {} and {}, "
                                       "which do not divide each other",
                           owner, d.what, other, cut);
        cuts.emplace(cut, d.what);
      }
    }
  }
  return Status::success();
}

// The device-id stride of each mesh axis (row-major: the last axis has 1).
std::vector<int64_t> axisStrides(const Mesh& mesh) {
  std::vector<int64_t> strides(mesh.axes().size(), 1);
  for (size_t i = strides.size(); i-- > 1;) strides[i - 1] = strides[i] * mesh.axes()[i].size;
  return strides;
}

}  // namespace

int64_t HloSharding::numDevices() const { return product(tileDims); }

bool HloSharding::isManual() const {
  return kind == Kind::kManual || std::count(subgroups.begin(), subgroups.end(), Subgroup::kManual) > 0;
}

Result<ParsedHloSharding> parseHloSharding(std::string_view text) {
  try {
    TextCursor c(text, fmt::format("invalid sharding \"{}\": ", text),
                 TextCursor::Blanks::kSpaceAndComments);
    return parseSharding(c);
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

Result<std::vector<std::vector<DeviceDigit>>> tileDimDigits(const HloSharding& sharding) {
  if (sharding.iotaDims.empty()) {
    Result<std::vector<DeviceDigit>> digits = listDigits(sharding.deviceList);
    if (!digits.ok()) return digits.error();
    return splitAmongTileDims(std::move(digits.value()), sharding.tileDims);
  }
  return splitAmongTileDims(iotaDigits(sharding), sharding.tileDims);
}

Result<Mesh> gspmdMesh(const std::vector<DescribedHloSharding>& shardings, std::optional<int64_t> numPartitions) {
  Result<int64_t> n = commonDeviceCount(shardings, numPartitions);
  if (!n.ok()) return n.error();
  std::map<int64_t, std::string> cuts{{1, ""}, {n.value(), ""}};
  for (const DescribedHloSharding& d : shardings) PARTIR_RETURN_IF_ERROR(addCuts(d, cuts));
  if (cuts.size() == 1) return Mesh({{"_axis_0", 1}});
  std::vector<MeshAxis> axes;
  for (auto it = cuts.rbegin(); std::next(it) != cuts.rend(); ++it)
    axes.push_back({fmt::format("_axis_{}", axes.size()), it->first / std::next(it)->first});
  return Mesh(std::move(axes));
}

Result<DimAxes> gspmdDimAxes(const HloSharding& sharding, const Mesh& mesh) {
  Result<std::vector<std::vector<DeviceDigit>>> digits = tileDimDigits(sharding);
  if (!digits.ok()) return digits.error();
  const std::vector<int64_t> strides = axisStrides(mesh);
  DimAxes dims(sharding.dataRank());
  for (size_t d = 0; d < dims.size(); ++d) {
    for (const DeviceDigit& digit : digits.value()[d]) {
      int64_t covered = 1;
      for (size_t a = 0; a < strides.size(); ++a) {
        if (strides[a] < digit.stride || strides[a] >= digit.stride * digit.size) continue;
        dims[d].push_back(mesh.axes()[a].name);
        covered *= mesh.axes()[a].size;
      }
      if (covered != digit.size)
        return invalid(Location{}, "the digit of size {} (stride {}) of tile dim {} is not a run of axes of mesh {}",
                       digit.size, digit.stride, d, mesh.str());
    }
  }
  return dims;
}

}  // namespace partir
