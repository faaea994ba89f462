#include "interp/byte_stream.h"

namespace partir {

namespace {

[[noreturn]] void malformed(std::string_view what) {
  fail(ErrorKind::kInternal, Location{}, "a message between processes is malformed: {}", what);
}

}  // namespace

Bytes ByteWriter::take() {
  const int64_t n = static_cast<int64_t>(bytes_.size());
  std::memcpy(bytes_.data(), &n, sizeof n);
  return std::move(bytes_);
}

int64_t messageLength(const uint8_t* first8) {
  int64_t n;
  std::memcpy(&n, first8, sizeof n);
  return n;
}

void ByteWriter::raw(const void* p, size_t n) {
  const auto* b = static_cast<const uint8_t*>(p);
  bytes_.insert(bytes_.end(), b, b + n);
}

void ByteWriter::str(const std::string& s) {
  i64(static_cast<int64_t>(s.size()));
  raw(s.data(), s.size());
}

void ByteWriter::tensorType(const TensorType& type) {
  i64(static_cast<int64_t>(type.element));
  i64(type.rank());
  for (int64_t d : type.shape) i64(d);
}

void ByteWriter::tensor(const Tensor& t) {
  tensorType(t.type());
  i64(t.numBytes());
  raw(t.rawData(), static_cast<size_t>(t.numBytes()));
}

const uint8_t* ByteReader::take(size_t n) {
  if (at_ > bytes_.size() || n > bytes_.size() - at_) malformed("it ends early");
  const uint8_t* p = bytes_.data() + at_;
  at_ += n;
  return p;
}

int64_t ByteReader::i64() {
  int64_t v;
  std::memcpy(&v, take(sizeof v), sizeof v);
  return v;
}

std::string ByteReader::str() {
  const int64_t n = i64();
  if (n < 0) malformed("a negative string length");
  const uint8_t* p = take(static_cast<size_t>(n));
  return std::string(reinterpret_cast<const char*>(p), static_cast<size_t>(n));
}

TensorType ByteReader::tensorType() {
  TensorType type;
  type.element = static_cast<ElementType>(i64());
  const int64_t rank = i64();
  if (rank < 0 || rank > 1024) malformed("a tensor rank out of range");
  for (int64_t d = 0; d < rank; ++d) type.shape.push_back(i64());
  return type;
}

Tensor ByteReader::tensor(const TensorType* like) {
  TensorType type = tensorType();
  if (like && like->shape == type.shape && like->element == type.element) type = *like;
  const int64_t bytes = i64();
  const uint8_t* p = take(static_cast<size_t>(bytes));
  Tensor t = Tensor::uninitialized(type);
  if (t.numBytes() != bytes) malformed("a tensor's bytes do not match its type");
  if (bytes > 0) std::memcpy(t.rawData(), p, static_cast<size_t>(bytes));
  return t;
}

void writeValues(ByteWriter& w, const Values& values) {
  w.i64(static_cast<int64_t>(values.size()));
  for (size_t j = 0; j < values.size(); ++j) {
    if (!values[j].isTensor())
      fail(ErrorKind::kUnsupported, Location{}, "value #{} is not a tensor; only tensors travel between processes", j);
    w.tensor(values[j].tensor());
  }
}

Values readValues(ByteReader& r) {
  const int64_t n = r.i64();
  if (n < 0 || n > (1 << 20)) malformed("a value count out of range");
  Values values;
  for (int64_t j = 0; j < n; ++j) values.emplace_back(r.tensor());
  return values;
}

}  // namespace partir
