// What ranks send each other (mpi/rank_world.h): exchange parcels, failures
// and results, written with interp/byte_stream.h.
#pragma once

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "interp/byte_stream.h"
#include "interp/spmd.h"
#include "interp/value.h"
#include "semantics/diagnostics.h"

namespace partir::mpi {

Bytes encodeParcel(const ExchangeParcel& parcel);
ExchangeParcel decodeParcel(const Bytes& bytes);

Bytes encodeFailure(const std::optional<ProcessFailure>& failure);
std::optional<ProcessFailure> decodeFailure(const Bytes& bytes);

// Devices' results: (device, values) pairs; every value must be a tensor.
Bytes encodeResults(const std::vector<std::pair<int64_t, Values>>& results);
std::vector<std::pair<int64_t, Values>> decodeResults(const Bytes& bytes);

}  // namespace partir::mpi
