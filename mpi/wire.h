// What ranks send each other (mpi/rank_world.h): exchange parcels, failures
// and results, as flat byte buffers. A message is its length in bytes (8
// bytes, so a receiver knows how many pieces to wait for) then its fields. A tensor travels as its element type,
// shape and bytes; the receiver gives it the type of its own member's value
// when they agree (so a quantized type keeps its parameters), which they do
// in every collective of a well-typed SPMD program.
#pragma once

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "interp/spmd.h"
#include "interp/value.h"
#include "semantics/diagnostics.h"

namespace partir::mpi {

using Bytes = std::vector<uint8_t>;

class ByteWriter {
 public:
  ByteWriter() : bytes_(sizeof(int64_t)) {}  // room for the length
  void i64(int64_t v) { raw(&v, sizeof v); }
  void str(const std::string& s);
  void tensor(const Tensor& t);
  void raw(const void* p, size_t n);
  // The message, its length written in front.
  Bytes take();

 private:
  Bytes bytes_;
};

// Reads what a ByteWriter wrote; a short or malformed buffer is an internal
// error (kInternal), never a read past its end.
class ByteReader {
 public:
  explicit ByteReader(const Bytes& bytes) : bytes_(bytes), at_(sizeof(int64_t)) {}
  int64_t i64();
  std::string str();
  Tensor tensor(const TensorType* like = nullptr);
  bool done() const { return at_ == bytes_.size(); }

 private:
  const uint8_t* take(size_t n);
  const Bytes& bytes_;
  size_t at_;
};

// The length a message's first 8 bytes announce.
int64_t messageLength(const uint8_t* first8);

Bytes encodeParcel(const ExchangeParcel& parcel);
ExchangeParcel decodeParcel(const Bytes& bytes);

Bytes encodeFailure(const std::optional<ProcessFailure>& failure);
std::optional<ProcessFailure> decodeFailure(const Bytes& bytes);

// Devices' results: (device, values) pairs; every value must be a tensor.
Bytes encodeResults(const std::vector<std::pair<int64_t, Values>>& results);
std::vector<std::pair<int64_t, Values>> decodeResults(const Bytes& bytes);

}  // namespace partir::mpi
