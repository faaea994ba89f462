#include "mpi/wire.h"

namespace partir::mpi {

namespace {

[[noreturn]] void malformed(std::string_view what) {
  fail(ErrorKind::kInternal, Location{}, "a message between MPI ranks is malformed: {}", what);
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

void ByteWriter::tensor(const Tensor& t) {
  i64(static_cast<int64_t>(t.elementType()));
  i64(t.rank());
  for (int64_t d : t.shape()) i64(d);
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

Tensor ByteReader::tensor(const TensorType* like) {
  TensorType type;
  type.element = static_cast<ElementType>(i64());
  const int64_t rank = i64();
  if (rank < 0 || rank > 1024) malformed("a tensor rank out of range");
  for (int64_t d = 0; d < rank; ++d) type.shape.push_back(i64());
  if (like && like->shape == type.shape && like->element == type.element) type = *like;
  const int64_t bytes = i64();
  const uint8_t* p = take(static_cast<size_t>(bytes));
  Tensor t = Tensor::uninitialized(type);
  if (t.numBytes() != bytes) malformed("a tensor's bytes do not match its type");
  if (bytes > 0) std::memcpy(t.rawData(), p, static_cast<size_t>(bytes));
  return t;
}

Bytes encodeParcel(const ExchangeParcel& parcel) {
  ByteWriter w;
  w.i64(parcel.site);
  w.i64(parcel.round);
  w.i64(static_cast<int64_t>(parcel.group.size()));
  for (int64_t p : parcel.group) w.i64(p);
  w.i64(static_cast<int64_t>(parcel.values.size()));
  for (const auto& [process, value] : parcel.values) {
    w.i64(process);
    w.tensor(value);
  }
  return w.take();
}

ExchangeParcel decodeParcel(const Bytes& bytes) {
  ByteReader r(bytes);
  ExchangeParcel parcel;
  parcel.site = r.i64();
  parcel.round = r.i64();
  const int64_t members = r.i64();
  if (members < 0 || members > kMaxProcesses) malformed("a group size out of range");
  for (int64_t i = 0; i < members; ++i) parcel.group.push_back(r.i64());
  const int64_t values = r.i64();
  if (values < 0 || values > members) malformed("more values than members");
  for (int64_t i = 0; i < values; ++i) {
    const int64_t process = r.i64();
    parcel.values.emplace_back(process, r.tensor());
  }
  if (!r.done()) malformed("bytes left over after a parcel");
  return parcel;
}

Bytes encodeFailure(const std::optional<ProcessFailure>& failure) {
  ByteWriter w;
  w.i64(failure ? 1 : 0);
  if (!failure) return w.take();
  w.i64(failure->process);
  w.i64(failure->victim ? 1 : 0);
  w.i64(static_cast<int64_t>(failure->diag.kind));
  w.str(failure->diag.loc.file);
  w.i64(failure->diag.loc.line);
  w.i64(failure->diag.loc.col);
  w.str(failure->diag.message);
  return w.take();
}

std::optional<ProcessFailure> decodeFailure(const Bytes& bytes) {
  ByteReader r(bytes);
  if (r.i64() == 0) return std::nullopt;
  ProcessFailure f;
  f.process = r.i64();
  f.victim = r.i64() != 0;
  f.diag.kind = static_cast<ErrorKind>(r.i64());
  f.diag.loc.file = r.str();
  f.diag.loc.line = static_cast<int>(r.i64());
  f.diag.loc.col = static_cast<int>(r.i64());
  f.diag.message = r.str();
  return f;
}

Bytes encodeResults(const std::vector<std::pair<int64_t, Values>>& results) {
  ByteWriter w;
  w.i64(static_cast<int64_t>(results.size()));
  for (const auto& [device, values] : results) {
    w.i64(device);
    w.i64(static_cast<int64_t>(values.size()));
    for (size_t j = 0; j < values.size(); ++j) {
      if (!values[j].isTensor())
        fail(ErrorKind::kUnsupported, Location{}, "result #{} is not a tensor; only tensors travel between MPI ranks", j);
      w.tensor(values[j].tensor());
    }
  }
  return w.take();
}

std::vector<std::pair<int64_t, Values>> decodeResults(const Bytes& bytes) {
  ByteReader r(bytes);
  std::vector<std::pair<int64_t, Values>> out;
  const int64_t devices = r.i64();
  if (devices < 0 || devices > kMaxProcesses) malformed("a device count out of range");
  for (int64_t i = 0; i < devices; ++i) {
    const int64_t device = r.i64();
    const int64_t n = r.i64();
    if (n < 0 || n > (1 << 20)) malformed("a result count out of range");
    Values values;
    for (int64_t j = 0; j < n; ++j) values.emplace_back(r.tensor());
    out.emplace_back(device, std::move(values));
  }
  if (!r.done()) malformed("bytes left over after the results");
  return out;
}

}  // namespace partir::mpi
