"""The bad .npy files of the suite, written at test time (stdlib only).

Each is given as `--input x=FILE` to `partir run valid/tiny.mlir` (argument
x is tensor<8x4xf32>; argument w gets the valid VALID_W). cases() maps a
file name to its bytes; run_bad_inputs.py writes them into a scratch folder
as npy/<name>. Add a case by adding an entry to cases().
"""

import struct

MAGIC = b"\x93NUMPY"


def header(d, version=(1, 0), pad=True):
    """A .npy header holding the dict text `d` (str or bytes), padded as numpy pads it."""
    body = d.encode("latin-1") if isinstance(d, str) else d
    start = 10 if version[0] == 1 else 12
    if pad:
        body += b" " * ((64 - (start + len(body) + 1) % 64) % 64) + b"\n"
    length = struct.pack("<H", len(body)) if version[0] == 1 else struct.pack("<I", len(body))
    return MAGIC + bytes(version) + length + body


def npy(descr, shape, data, fortran=False):
    shape_text = "(%s,)" % shape[0] if len(shape) == 1 else "(%s)" % ", ".join(str(s) for s in shape)
    d = "{'descr': '%s', 'fortran_order': %s, 'shape': %s, }" % (descr, fortran, shape_text)
    return header(d) + data


def f32(n, value=1.0):
    return struct.pack("<%df" % n, *([value] * n))


# The argument w of valid/tiny.mlir: tensor<4x6xf32>.
VALID_W = npy("<f4", (4, 6), f32(24))
# A valid x (tensor<8x4xf32>): the harness checks it is accepted.
VALID_X = npy("<f4", (8, 4), f32(32))

HUGE = "(100000, 100000, 100000)"


def cases():
    good_dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (8, 4), }"
    return {
        "empty.npy": b"",
        "bad_magic.npy": b"\x93NUMPZ" + VALID_X[6:],
        "text_file.npy": b"1.0 2.0 3.0\n",
        "magic_only.npy": MAGIC,
        "no_header_length.npy": MAGIC + b"\x01\x00\x05",
        "version_9.npy": MAGIC + b"\x09\x00" + VALID_X[8:],
        "version_1_5.npy": MAGIC + b"\x01\x05" + VALID_X[8:],
        "header_length_past_end.npy": MAGIC + b"\x01\x00\xff\xff" + b"{'descr'",
        "header_length_v2_4GiB.npy": MAGIC + b"\x02\x00\xff\xff\xff\xff" + b"{}",
        "header_length_zero.npy": MAGIC + b"\x01\x00\x00\x00" + f32(32),
        "truncated_header.npy": header(good_dict)[:40],
        "header_not_dict.npy": header("[1, 2, 3]") + f32(32),
        "header_unclosed_dict.npy": header("{'descr': '<f4', 'fortran_order': False, 'shape': (8, 4)") + f32(32),
        "header_missing_shape.npy": header("{'descr': '<f4', 'fortran_order': False}") + f32(32),
        "header_missing_descr.npy": header("{'fortran_order': False, 'shape': (8, 4)}") + f32(32),
        "header_extra_key.npy": header("{'descr': '<f4', 'fortran_order': False, 'shape': (8, 4), 'x': 1}") + f32(32),
        "header_duplicate_key.npy": header("{'descr': '<f4', 'descr': '<f8', 'fortran_order': False, 'shape': (8, 4)}") + f32(32),
        "header_nul_bytes.npy": header(b"{'descr': '<f4',\0'fortran_order': False, 'shape': (8, 4)}") + f32(32),
        "header_invalid_utf8.npy": header(b"{'descr': '<\xff\xfe', 'fortran_order': False, 'shape': (8, 4)}") + f32(32),
        "header_escaped_quote.npy": header("{'descr': '<f4\\'', 'fortran_order': False, 'shape': (8, 4)}") + f32(32),
        "descr_unknown.npy": npy("<q7", (8, 4), f32(32)),
        "descr_empty.npy": npy("", (8, 4), f32(32)),
        "descr_no_order.npy": npy("f4", (8, 4), f32(32)),
        "descr_f3.npy": npy("<f3", (8, 4), f32(32)),
        "descr_complex.npy": npy("<c8", (8, 4), f32(64)),
        "descr_object.npy": npy("|O", (8, 4), b"\0" * 256),
        "descr_unicode.npy": npy("<U4", (8, 4), b"\0" * 512),
        "descr_structured.npy": header("{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (8, 4), }") + f32(32),
        "descr_f8_for_f32.npy": npy("<f8", (8, 4), struct.pack("<32d", *([1.0] * 32))),
        "descr_i4_for_f32.npy": npy("<i4", (8, 4), b"\0" * 128),
        "bool_value_two.npy": npy("|b1", (8, 4), b"\x02" * 32),
        "fortran_order_int.npy": header("{'descr': '<f4', 'fortran_order': 1, 'shape': (8, 4), }") + f32(32),
        "fortran_order_true.npy": npy("<f4", (8, 4), f32(32), fortran=True),
        "big_endian.npy": npy(">f4", (8, 4), struct.pack(">32f", *([1.0] * 32))),
        "shape_wrong.npy": npy("<f4", (4, 8), f32(32)),
        "shape_scalar.npy": header("{'descr': '<f4', 'fortran_order': False, 'shape': (), }") + f32(1),
        "shape_rank3.npy": npy("<f4", (8, 4, 1), f32(32)),
        "shape_not_tuple.npy": header("{'descr': '<f4', 'fortran_order': False, 'shape': [8, 4], }") + f32(32),
        "shape_one_tuple_no_comma.npy": header("{'descr': '<f4', 'fortran_order': False, 'shape': (32), }") + f32(32),
        "shape_negative.npy": header("{'descr': '<f4', 'fortran_order': False, 'shape': (-8, 4), }") + f32(32),
        "shape_float.npy": header("{'descr': '<f4', 'fortran_order': False, 'shape': (8.0, 4), }") + f32(32),
        "shape_int64_overflow_literal.npy": header("{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999, 4), }") + f32(32),
        "shape_product_overflows_int64.npy": header("{'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296, 4), }") + f32(32),
        "shape_bytes_overflow_int64.npy": header("{'descr': '<f8', 'fortran_order': False, 'shape': (2305843009213693952,), }") + f32(32),
        "shape_huge.npy": header("{'descr': '<f4', 'fortran_order': False, 'shape': %s, }" % HUGE) + f32(32),
        "shape_huge_zero_dim.npy": header("{'descr': '<f4', 'fortran_order': False, 'shape': (0, 9223372036854775807, 9223372036854775807), }"),
        "shape_4GiB_no_data.npy": header("{'descr': '<f4', 'fortran_order': False, 'shape': (1073741824,), }"),
        "data_short.npy": npy("<f4", (8, 4), f32(31)),
        "data_empty.npy": npy("<f4", (8, 4), b""),
        "data_trailing.npy": npy("<f4", (8, 4), f32(33)),
        "data_odd_bytes.npy": npy("<f4", (8, 4), f32(32)[:-3]),
        "nan_data.npy": npy("<f4", (8, 4), struct.pack("<I", 0x7FC00000) * 32),
    }


if __name__ == "__main__":
    import os
    import sys

    out = sys.argv[1] if len(sys.argv) > 1 else "."
    os.makedirs(out, exist_ok=True)
    for name, data in list(cases().items()) + [("valid_w.npy", VALID_W), ("valid_x.npy", VALID_X)]:
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
