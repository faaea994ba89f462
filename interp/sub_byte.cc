#include "interp/sub_byte.h"

namespace partir {

namespace {

// Wraps the elements of `t`, stored as S, writing only if one is out of
// range (a reshape's result shares its operand's buffer).
template <class S>
void wrapAs(Tensor& t) {
  const ElementType e = t.elementType();
  const S* in = static_cast<const Tensor&>(t).data<S>();
  int64_t i = 0;
  while (i < t.numElements() && wrapInteger(in[i], e) == in[i]) ++i;
  if (i == t.numElements()) return;
  S* p = t.data<S>();
  for (; i < t.numElements(); ++i) p[i] = static_cast<S>(wrapInteger(p[i], e));
}

}  // namespace

void wrapSubByte(Tensor& t) {
  const ElementType e = t.elementType();
  if (!isSubByteInteger(e)) return;
  if (isSignedInteger(e))
    wrapAs<int8_t>(t);
  else
    wrapAs<uint8_t>(t);
}

}  // namespace partir
