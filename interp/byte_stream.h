// Values as flat bytes, for what travels between the ranks of an MPI job
// (mpi/wire.h, the check's requests in verify/differential/check_paths.h). A
// message is its length in bytes (8 bytes, so a receiver knows how many
// pieces to wait for) then its fields. A tensor travels as its element
// type, shape and bytes; a reader given the type of its own member's value
// gives it that type when they agree (so a quantized type keeps its
// parameters), which they do in every collective of a well-typed SPMD
// program.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "interp/value.h"
#include "semantics/diagnostics.h"

namespace partir {

using Bytes = std::vector<uint8_t>;

class ByteWriter {
 public:
  ByteWriter() : bytes_(sizeof(int64_t)) {}  // room for the length
  void i64(int64_t v) { raw(&v, sizeof v); }
  void str(const std::string& s);
  void tensorType(const TensorType& type);  // its element type and shape
  void tensor(const Tensor& t);              // its type, then its bytes
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
  TensorType tensorType();
  Tensor tensor(const TensorType* like = nullptr);
  bool done() const { return at_ == bytes_.size(); }

 private:
  const uint8_t* take(size_t n);
  const Bytes& bytes_;
  size_t at_;
};


// The length a message's first 8 bytes announce.
int64_t messageLength(const uint8_t* first8);

// Tensors, each with ByteWriter::tensor.
void writeValues(ByteWriter& w, const Values& values);
Values readValues(ByteReader& r);

}  // namespace partir
