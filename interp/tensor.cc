#include "interp/tensor.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <new>

#include <unistd.h>

namespace partir {

namespace {
int64_t gTensorByteLimit = int64_t{4} << 30;
constexpr size_t kAlignment = 64;
}  // namespace

int64_t tensorByteLimit() { return gTensorByteLimit; }
void setTensorByteLimit(int64_t bytes) { gTensorByteLimit = bytes; }

int64_t machineMemoryBytes() {
  const long pages = sysconf(_SC_PHYS_PAGES), pageBytes = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && pageBytes > 0 ? static_cast<int64_t>(pages) * pageBytes : 0;
}

void Tensor::allocate(const Location& loc) {
  std::optional<int64_t> count = elementCount(type_.shape);
  const int64_t width = byteWidth(type_.element);
  if (!count || *count > tensorByteLimit() / width) {
    fail(ErrorKind::kUnsupported, loc, "{} is over the tensor size limit of {} bytes",
         type_.str(), tensorByteLimit());
  }
  numElements_ = *count;
  size_t bytes = static_cast<size_t>(std::max<int64_t>(numElements_ * width, 1));
  uint8_t* p = nullptr;
  try {
    p = static_cast<uint8_t*>(::operator new[](bytes, std::align_val_t(kAlignment)));
  } catch (const std::bad_alloc&) {
    fail(ErrorKind::kOutOfResources, loc, "out of memory: {} needs {} bytes", type_.str(), bytes);
  }
  // No transparent huge pages (numpy asks for them): the allocator reuses
  // freed buffers, and with huge pages their reuse faulted 2 MiB pages in,
  // zeroed, again and again: 5.9 s of system time in a MobileNetV2 step,
  // 2.3 s with 4 KiB pages, which are faulted in once.
  buffer_ = std::shared_ptr<uint8_t[]>(
      p, [](uint8_t* q) { ::operator delete[](q, std::align_val_t(kAlignment)); });
}

void Tensor::makeUnique() {
  std::shared_ptr<uint8_t[]> shared = std::move(buffer_);
  allocate({});
  std::memcpy(buffer_.get(), shared.get(), numBytes());
}

Tensor Tensor::uninitialized(const TensorType& type, const Location& loc) {
  Tensor t;
  t.type_ = type;
  t.allocate(loc);
  return t;
}

Tensor Tensor::withShape(const Shape& shape) const {
  Tensor t = *this;
  t.type_.shape = shape;
  return t;
}

Tensor Tensor::withElementType(ElementType e) const {
  Tensor t = *this;
  t.type_.element = e;
  return t;
}

Tensor Tensor::zeros(const TensorType& type, const Location& loc) {
  Tensor t = uninitialized(type, loc);
  std::memset(t.rawData(), 0, t.numBytes());
  return t;
}

Tensor Tensor::fromDense(const DenseElements& dense, const Location& loc) {
  if (dense.elided())
    throw DiagnosticError{makeError(ErrorKind::kUnsupported, loc,
                                    "the values of this constant are not in the file (dense_resource<{}> : {}): "
                                    "export it without eliding constants, or pass it as an argument",
                                    dense.resource, dense.type.str())};
  Tensor t = uninitialized(dense.type, loc);
  const int64_t width = byteWidth(dense.type.element);
  if (t.numBytes() == 0) return t;  // an empty literal has no bytes to copy
  if (!dense.splat) {
    std::memcpy(t.buffer_.get(), dense.bytes.data(), t.numBytes());
    return t;
  }
  // A splat: one element, then the filled prefix copied after itself until
  // the buffer is full (a memcpy per element took a tenth of a CNN step).
  uint8_t* p = t.buffer_.get();
  const int64_t total = t.numBytes();
  std::memcpy(p, dense.bytes.data(), width);
  for (int64_t filled = width; filled < total; filled *= 2)
    std::memcpy(p + filled, p, std::min(filled, total - filled));
  return t;
}

std::vector<int64_t> rowMajorStrides(const Shape& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; --i) s[i] = s[i + 1] * shape[i + 1];
  return s;
}

std::vector<int64_t> Tensor::strides() const { return rowMajorStrides(shape()); }

int64_t Tensor::linearIndex(std::span<const int64_t> index) const {
  int64_t linear = 0;
  for (size_t i = 0; i < index.size(); ++i) linear = linear * shape()[i] + index[i];
  return linear;
}

bool Tensor::bitwiseEqual(const Tensor& other) const {
  if (!(type_ == other.type_)) return false;
  return numBytes() == 0 || std::memcmp(rawData(), other.rawData(), numBytes()) == 0;
}

std::string Tensor::elementString(int64_t linear) const {
  return dispatchElementType(elementType(), [&](auto tag) -> std::string {
    using T = typename decltype(tag)::type;
    T v = get<T>(linear);
    if constexpr (std::is_same_v<T, bool>) {
      return v ? "true" : "false";
    } else if constexpr (kIsNarrowFloat<T>) {
      return fmt::format("{}", static_cast<float>(v));
    } else if constexpr (std::is_floating_point_v<T>) {
      return fmt::format("{}", v);
    } else if constexpr (kIsComplexElement<T>) {
      return fmt::format("({}, {})", v.real(), v.imag());
    } else {
      return fmt::format("{}", static_cast<std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>>(v));
    }
  });
}

std::string Tensor::str(int64_t maxElements) const {
  std::string s = type_.str() + " [";
  for (int64_t i = 0; i < numElements_ && i < maxElements; ++i)
    s += (i ? ", " : "") + elementString(i);
  if (numElements_ > maxElements) s += ", ...";
  return s + "]";
}

IndexIterator::IndexIterator(const Shape& shape) : shape_(shape), index_(shape.size(), 0) {
  done_ = elementCount(shape).value_or(0) == 0;
}

void IndexIterator::next() {
  ++linear_;
  for (int64_t d = static_cast<int64_t>(shape_.size()) - 1; d >= 0; --d) {
    if (++index_[d] < shape_[d]) return;
    index_[d] = 0;
  }
  done_ = true;
}

}  // namespace partir
