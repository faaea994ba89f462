// numpy .npy files: one tensor per file (numpy NEP 1, "A Simple File Format
// for NumPy Arrays", and the `numpy.lib.format` documentation).
//
// A file is the magic "\x93NUMPY", a major and a minor version byte, the
// header length (uint16 little-endian in version 1.0, uint32 in 2.0 and 3.0),
// the header, then the raw elements. The header is a Python dict literal,
// padded with spaces and ended by '\n' so that the data starts at a multiple
// of 64 bytes:
//   {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
//
// Element types and their `descr`:
//   i1 |b1   i8 |i1   i16 <i2   i32 <i4   i64 <i8
//            ui8 |u1  ui16 <u2  ui32 <u4  ui64 <u8
//   f16 <f2  f32 <f4  f64 <f8   bf16 <V2
// numpy has no bfloat16: np.save of an `ml_dtypes.bfloat16` array writes the
// 2-byte void '<V2', which np.load reads back as void; `.view(ml_dtypes.bfloat16)`
// recovers the values. A 2-byte void is therefore read as bf16.
//
// Reading accepts what np.save writes for these types: versions 1.0, 2.0 and
// 3.0, keys in any order, extra whitespace and a trailing comma, byte orders
// '<', '>' (byte-swapped), '|' and '=' (native: little-endian), and
// fortran_order True (converted to row-major). Given a file holding
// `np.arange(6, dtype='<i4').reshape(2, 3)`, parseNpy returns
// tensor<2x3xi32> [0, 1, 2, 3, 4, 5]; shape () gives a rank-0 tensor.
//
// Bad input is an error, never a crash or an unbounded allocation: the header
// length, the dict syntax, the dims and the data length (exactly product x
// element size) are checked before the tensor is allocated, and the allocation
// goes through Tensor::uninitialized, which refuses tensors over
// tensorByteLimit(). Errors read "PATH: error: <reason>"; a well-formed file of
// an unsupported dtype ('<c8', '|O', structured) is kUnsupported, anything
// malformed kInvalidInput.
//
// Writing produces what np.save would: little-endian, fortran_order False,
// the shape spelled (), (5,) or (2, 3), version 1.0 unless the header needs
// more than 65535 bytes (then 2.0).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "interp/tensor.h"

namespace partir {

// Parses the bytes of a .npy file; `path` names it in diagnostics.
Result<Tensor> parseNpy(std::string_view bytes, std::string_view path);
// Reads and parses a file ("PATH: error: cannot read ..." when unreadable).
Result<Tensor> readNpy(const std::string& path);

// The type of the tensor a .npy file holds, from its header alone.
Result<TensorType> readNpyType(const std::string& path);
// The block of shape `shape` at `start` of the tensor a .npy file holds,
// reading only the block's bytes, row by row: a device's shard of an input
// (docs/mpi.md). A column-major, byte-swapped or boolean file is read whole
// and cut. The file is checked as readNpy checks it; a block outside the
// tensor is an error.
Result<Tensor> readNpyBlock(const std::string& path, const std::vector<int64_t>& start, const Shape& shape);

// The .npy bytes of `t`.
std::string formatNpy(const Tensor& t);
// Writes formatNpy(t) to `path`.
Status writeNpy(const Tensor& t, const std::string& path);

// The dtype string `descr` of an element type as written: "<f4", "|b1", "<V2".
std::string npyDescr(ElementType t);

}  // namespace partir
