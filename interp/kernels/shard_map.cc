#include "interp/kernels/shard_map.h"

#include "interp/interpreter.h"
#include "interp/kernels/data_movement.h"
#include "interp/spmd.h"
#include "semantics/gspmd_sharding.h"

namespace partir {

namespace {

// The tile assignment as a row-major array over the tile dims: device at
// each tile index (xla/hlo/ir/tile_assignment.h: an explicit list, or
// iota(N).reshape(iotaDims).transpose(iotaPerm)).
std::vector<int64_t> tileAssignment(const HloSharding& s) {
  if (!s.deviceList.empty()) return s.deviceList;
  const std::vector<int64_t>& dims = s.iotaDims;
  const size_t rank = dims.size();
  std::vector<int64_t> strides(rank, 1);
  for (size_t k = rank; k-- > 1;) strides[k - 1] = strides[k] * dims[k];
  std::vector<int64_t> out(static_cast<size_t>(s.numDevices()));
  for (size_t linear = 0; linear < out.size(); ++linear) {
    int64_t rest = static_cast<int64_t>(linear), device = 0;
    for (size_t k = rank; k-- > 0;) {  // digit k of the transposed array is dim iotaPerm[k]
      const int64_t size = dims[s.iotaPerm[k]];
      device += (rest % size) * strides[s.iotaPerm[k]];
      rest /= size;
    }
    out[linear] = device;
  }
  return out;
}

// The tile index along each data dim of the tile `device` holds.
std::vector<int64_t> tileOf(OpContext& ctx, const HloSharding& s, int64_t device) {
  const std::vector<int64_t> devices = tileAssignment(s);
  const auto it = std::find(devices.begin(), devices.end(), device);
  if (it == devices.end()) ctx.fail("partition {} holds no tile of a {}-device sharding", device, devices.size());
  int64_t rest = it - devices.begin();
  std::vector<int64_t> index(s.tileDims.size());
  for (size_t k = index.size(); k-- > 0;) {
    index[k] = rest % s.tileDims[k];
    rest /= s.tileDims[k];
  }
  index.resize(static_cast<size_t>(s.dataRank()));
  return index;
}

HloSharding parseLeaf(OpContext& ctx, const NamedAttrs& attrs, std::string_view what) {
  const Attribute* a = attrs.find("mhlo.sharding");
  if (!a || a->kind() != Attribute::Kind::kString) ctx.fail("{} has no mhlo.sharding", what);
  Result<ParsedHloSharding> parsed = parseHloSharding(a->getString());
  if (!parsed.ok()) ctx.fail("{}: {}", what, parsed.error().message);
  if (parsed->tuple || parsed->leaves.size() != 1) ctx.fail("{} has a tuple sharding", what);
  return parsed->leaves.front();
}

// The attributes that carry the sharding of `v`: its defining op's, or the
// function argument's.
const NamedAttrs& shardingAttrsOf(OpContext& ctx, const Value& v) {
  if (const Operation* def = v.definingOp()) return def->attrs();
  for (const auto& f : ctx.interpreter().module().functions)
    if (!f->isDeclaration() && &f->entry() == v.ownerBlock()) return f->argAttrs[v.argIndex()];
  ctx.fail("the operand is a block argument of a region, which carries no mhlo.sharding");
}

// The partition this process is, and the count, checked against the sharding.
int64_t partitionFor(OpContext& ctx, const HloSharding& s) {
  const SpmdProcess& p = ctx.interpreter().process();
  if (p.grid->numPartitions() != s.numDevices())
    ctx.fail("the sharding spans {} devices but the program runs on {} partitions (mhlo.num_partitions)",
             s.numDevices(), p.grid->numPartitions());
  return p.id.partition;
}

// The start of the tile at `tile` in a value of `full` shape, tiles of `shard` shape.
std::vector<int64_t> tileStart(const std::vector<int64_t>& tile, const Shape& shard) {
  std::vector<int64_t> start(shard.size(), 0);
  for (size_t d = 0; d < tile.size() && d < shard.size(); ++d) start[d] = tile[d] * shard[d];
  return start;
}

void expectTiles(OpContext& ctx, const HloSharding& s, const Shape& full, const Shape& shard) {
  if (s.dataRank() != static_cast<int64_t>(full.size()))
    ctx.fail("the sharding tiles {} dims of a rank-{} value", s.dataRank(), full.size());
  for (size_t d = 0; d < full.size(); ++d)
    if (full[d] != shard[d] * s.tileDims[d])
      ctx.fail("dim {}: {} tiles of {} do not make the full {}", d, s.tileDims[d], shard[d], full[d]);
}

}  // namespace

Tensor fullToShard(OpContext& ctx) {
  const Tensor& full = ctx.tensor(0);
  const Shape& shard = ctx.resultType(0).shape;
  const HloSharding s = parseLeaf(ctx, shardingAttrsOf(ctx, *ctx.op().operand(0)), "the operand");
  if (s.kind == HloSharding::Kind::kReplicated && full.type().shape == shard) return full;
  if (s.kind != HloSharding::Kind::kTiled) ctx.fail("the operand's sharding tiles nothing");
  expectTiles(ctx, s, full.type().shape, shard);
  const std::vector<int64_t> start = tileStart(tileOf(ctx, s, partitionFor(ctx, s)), shard);
  std::vector<int64_t> limit(start.size()), strides(start.size(), 1);
  for (size_t d = 0; d < start.size(); ++d) limit[d] = start[d] + shard[d];
  return slice(full, start, limit, strides);
}

Tensor shardToFull(OpContext& ctx) {
  const Tensor& shard = ctx.tensor(0);
  const TensorType& full = ctx.resultType(0);
  const HloSharding s = parseLeaf(ctx, ctx.op().attrs(), "the op");
  if (s.kind == HloSharding::Kind::kReplicated && full.shape == shard.type().shape) return shard;
  if (s.kind != HloSharding::Kind::kTiled) ctx.fail("the result's sharding tiles nothing");
  expectTiles(ctx, s, full.shape, shard.type().shape);
  const SpmdProcess& self = ctx.interpreter().process();
  partitionFor(ctx, s);
  std::vector<int64_t> group;
  for (int64_t p = 0; p < self.grid->numPartitions(); ++p)
    group.push_back(self.grid->indexOf(ProcessId{self.id.replica, p}));
  const std::vector<Tensor> parts =
      self.grid->rendezvous().exchange(ctx.site(), group, self.index(), shard);
  // Devices of one replication group hold equal tiles; each tile is written once per holder.
  Tensor out = Tensor::uninitialized(full);
  for (int64_t p = 0; p < static_cast<int64_t>(parts.size()); ++p)
    out = dynamicUpdateSlice(std::move(out), parts[p], tileStart(tileOf(ctx, s, p), shard.type().shape));
  return out;
}

}  // namespace partir
