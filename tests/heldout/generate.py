#!/usr/bin/python3
"""Generates the held-out StableHLO programs of tests/heldout/programs/.

Run from anywhere with Debian's python3 (numpy 1.24, no ml_dtypes, no scipy):

    /usr/bin/python3 tests/heldout/generate.py

Every expected value is computed here, independently of partir: by Python's
math / cmath, numpy (complex arithmetic, numpy.fft, float16/float32
rounding) or by the exact routines of this file (bf16 and f8 rounding,
digamma, Hurwitz zeta, polygamma, erfinv, i1e, quantization). The programs
have the shape of the JAX-exported corpus (testdata-extended): a public
@main calls @inputs and @expected (constants), runs the op under test and
checks the result with `stablehlo.custom_call @check.expect_*` (or, where a
tolerance other than the custom call's fixed one is needed, the check
dialect's `check.expect_close ..., max_ulp_difference = N` /
`check.expect_almost_eq ..., tolerance = T`). The shape-polymorphic
programs have no expected values: they are run with
`--random-inputs --dim '*=4'` and must run.

The output is deterministic: fixed seeds, no dependence on time or order.
"""

import cmath
import math
import os
import re
import struct
import sys

import warnings

import numpy as np

np.seterr(all="ignore")  # overflow to inf / NaN is intended in several expected values
warnings.simplefilter("ignore", RuntimeWarning)

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "programs")
PROGRAMS = {}  # file name -> text

# ---------------------------------------------------------------------------
# Exact rounding to the narrow float types.
# ---------------------------------------------------------------------------


def f32(x):
    return float(np.float32(x))


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def bits_f32(b):
    return struct.unpack("<f", struct.pack("<I", b))[0]


def bf16(x):
    """f32 value -> nearest bf16 (round to nearest even on the f32 bits)."""
    x = f32(x)
    if math.isnan(x):
        return float("nan")
    b = f32_bits(x)
    lsb = (b >> 16) & 1
    b = (b + 0x7FFF + lsb) & 0xFFFF0000
    return bits_f32(b)


def f16(x):
    return float(np.float16(x))  # numpy rounds double -> half directly (RNE)


class F8:
    """An 8-bit float format: decode every code, round by nearest-even code."""

    def __init__(self, name, ebits, mbits, bias, ieee_inf):
        self.name, self.ebits, self.mbits, self.bias, self.ieee = name, ebits, mbits, bias, ieee_inf
        self.values = [self.decode(c) for c in range(256)]
        finite = [(v, c) for c, v in enumerate(self.values) if c < 128 and math.isfinite(v)]
        finite.sort()
        self.pos = finite  # non-negative finite values with their codes, ascending
        self.max = finite[-1][0]

    def decode(self, c):
        s = -1.0 if c & 0x80 else 1.0
        e = (c >> self.mbits) & ((1 << self.ebits) - 1)
        m = c & ((1 << self.mbits) - 1)
        emax = (1 << self.ebits) - 1
        if self.ieee and e == emax:
            return s * math.inf if m == 0 else math.nan
        if not self.ieee and e == emax and m == (1 << self.mbits) - 1:
            return math.nan  # E4M3FN: S.1111.111 is NaN, there is no infinity
        if e == 0:
            return s * m * 2.0 ** (1 - self.bias - self.mbits)
        return s * (1 + m / 2.0 ** self.mbits) * 2.0 ** (e - self.bias)

    def round(self, x):
        """Round a double to this format: nearest, ties to the even code;
        past the largest finite value by half an ulp or more: inf (IEEE-like
        E5M2) or NaN (E4M3FN, which has no infinity)."""
        if math.isnan(x):
            return math.nan
        s = -1.0 if math.copysign(1.0, x) < 0 else 1.0
        a = abs(x)
        if math.isinf(a):
            return s * math.inf if self.ieee else math.nan
        # the value one ulp above max, with the code parity it would have
        top_ulp = self.pos[-1][0] - self.pos[-2][0]
        cands = self.pos + [(self.max + top_ulp, self.pos[-1][1] + 1)]
        lo = max(i for i, (v, _) in enumerate(cands) if v <= a)
        if lo == len(cands) - 1:  # at or past max + ulp
            return s * math.inf if self.ieee else math.nan
        if cands[lo][0] == a:
            return s * a
        hi = lo + 1
        vlo, clo = cands[lo]
        vhi, chi = cands[hi]
        if a - vlo < vhi - a:
            r, c = vlo, clo
        elif a - vlo > vhi - a:
            r, c = vhi, chi
        else:
            r, c = (vlo, clo) if clo % 2 == 0 else (vhi, chi)
        if r > self.max:
            return s * math.inf if self.ieee else math.nan
        return s * r


E4M3FN = F8("f8E4M3FN", 4, 3, 7, False)
E5M2 = F8("f8E5M2", 5, 2, 15, True)

# ---------------------------------------------------------------------------
# Literals.
# ---------------------------------------------------------------------------

NAN_BITS = {"f32": "0x7FC00000", "f64": "0x7FF8000000000000", "f16": "0x7E00", "bf16": "0x7FC0",
            "f8E4M3FN": "0x7F", "f8E5M2": "0x7E"}
INF_BITS = {"f32": ("0x7F800000", "0xFF800000"), "f64": ("0x7FF0000000000000", "0xFFF0000000000000"),
            "f16": ("0x7C00", "0xFC00"), "bf16": ("0x7F80", "0xFF80"), "f8E5M2": ("0x7C", "0xFC")}
FLOATS = ("f16", "bf16", "f32", "f64", "f8E4M3FN", "f8E5M2")


def fmt_float(v, ty):
    v = float(v)
    if math.isnan(v):
        return NAN_BITS[ty]
    if math.isinf(v):
        return INF_BITS[ty][0 if v > 0 else 1]
    # v is exactly a value of `ty`; repr gives the shortest decimal that is
    # exactly that double, so every parser lands on v. MLIR float literals
    # need a '.', so 1e-300 is written 1.0e-300.
    return mlir_float(repr(v))


def mlir_float(r):
    if "e" in r and "." not in r:
        r = r.replace("e", ".0e")
    return r


def fmt_elem(v, ty):
    if ty.startswith("complex<"):
        part = ty[8:-1]
        return "(%s, %s)" % (fmt_float(v.real, part), fmt_float(v.imag, part))
    if ty in FLOATS:
        return fmt_float(v, ty)
    if ty == "i1":
        return "true" if v else "false"
    return str(int(v))


def fmt_nested(a, ty):
    if not isinstance(a, np.ndarray):
        return fmt_elem(a, ty)
    if a.ndim == 0:
        return fmt_elem(a[()], ty)
    return "[" + ", ".join(fmt_nested(a[i], ty) for i in range(a.shape[0])) + "]"


def ttype(shape, ty):
    return "tensor<%s%s>" % ("".join("%dx" % d for d in shape), ty)


def dense(a, ty):
    a = np.asarray(a, dtype=object if ty in ("f8E4M3FN", "f8E5M2", "bf16") else None)
    if a.ndim == 0:
        return "dense<%s>" % fmt_elem(a[()], ty)
    return "dense<%s>" % fmt_nested(a, ty)


class T:
    """A typed constant: values (numpy array) + element type (+ shape)."""

    def __init__(self, values, ty, elem_type=None):
        self.values = np.asarray(values)
        self.ty = ty  # element type in the literal
        self.shape = self.values.shape
        self.elem_type = elem_type or ty  # element type in the tensor type

    @property
    def type(self):
        return ttype(self.shape, self.elem_type)


# ---------------------------------------------------------------------------
# The JAX-export program shape.
# ---------------------------------------------------------------------------


def jax_program(name, comment, inputs, expected, body, checks, results=None, module_attrs=""):
    """inputs/expected: lists of T. body: lines using {a0}.. and {e0}..;
    the value names they define are used by checks/results (strings).
    checks: lines (already complete). results: [(value, type)]."""
    ni, ne = len(inputs), len(expected)
    subs = {}
    lines = []
    if ni == 1:
        lines.append("    %%in = call @inputs() : () -> %s" % inputs[0].type)
        subs["a0"] = "%in"
    else:
        lines.append("    %%in:%d = call @inputs() : () -> (%s)" % (ni, ", ".join(t.type for t in inputs)))
        for i in range(ni):
            subs["a%d" % i] = "%%in#%d" % i
    if ne == 1:
        lines.append("    %%exp = call @expected() : () -> %s" % expected[0].type)
        subs["e0"] = "%exp"
    elif ne > 1:
        lines.append("    %%exp:%d = call @expected() : () -> (%s)" % (ne, ", ".join(t.type for t in expected)))
        for i in range(ne):
            subs["e%d" % i] = "%%exp#%d" % i
    def sub(text):
        return re.sub(r"\{([ae]\d+)\}", lambda m: subs[m.group(1)], text)

    for b in body:
        lines.append("    " + sub(b))
    for c in checks:
        lines.append("    " + sub(c))
    results = results or []
    rt = ", ".join("%s {jax.result_info = \"\", mhlo.layout_mode = \"default\"}" % t for _, t in results)
    lines.append("    return %s : %s" % (", ".join(sub(v) for v, _ in results),
                                        ", ".join(t for _, t in results)))

    def const_fn(fname, ts):
        out = ["  func.func private @%s() -> (%s) {" % (
            fname, ", ".join("%s {mhlo.layout_mode = \"default\"}" % t.type for t in ts))]
        names = []
        for i, t in enumerate(ts):
            n = "%%cst_%d" % i
            names.append(n)
            out.append("    %s = stablehlo.constant %s : %s" % (n, dense(t.values, t.ty), t.type))
        out.append("    return %s : %s" % (", ".join(names), ", ".join(t.type for t in ts)))
        out.append("  }")
        return out

    text = ["// " + l for l in comment.strip().split("\n")]
    text.append("module @jit_%s attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32%s} {"
                % (name, module_attrs))
    text.append("  func.func public @main() -> (%s) {" % rt)
    text += lines
    text.append("  }")
    text += const_fn("inputs", inputs)
    if expected:
        text += const_fn("expected", expected)
    text.append("}")
    add(name, "\n".join(text) + "\n")


def add(name, text):
    assert name not in PROGRAMS, name
    PROGRAMS[name + ".mlir"] = text


def cc(kind, r, e, ty):
    """A custom_call check line (JAX style)."""
    return "stablehlo.custom_call @check.%s(%s, %s) {has_side_effect = true} : (%s, %s) -> ()" % (
        kind, r, e, ty, ty)


def close_ulp(r, e, ty, n):
    return "check.expect_close %s, %s, max_ulp_difference = %d : %s, %s" % (r, e, n, ty, ty)


def almost(r, e, ty, tol):
    return "check.expect_almost_eq %s, %s, tolerance = %s : %s" % (r, e, mlir_float(repr(tol)), ty)


# ---------------------------------------------------------------------------
# Value helpers.
# ---------------------------------------------------------------------------


def dyadic(rng, shape, lim=32, den=8):
    """Small multiples of 1/den: sums and products are exact in f32."""
    return rng.integers(-lim, lim + 1, size=shape) / den


def cround(z, part):
    """Round each part of complex128 values to f32 (or keep f64)."""
    z = np.asarray(z, dtype=np.complex128)
    if part == "f64":
        return z
    return cpx(z.real.astype(np.float32), z.imag.astype(np.float32))


def cpx(re, im):
    """complex values with exact signed zeros (1j*x would turn -0.0 into +0.0)."""
    re = np.asarray(re, dtype=np.float64)
    im = np.asarray(im, dtype=np.float64)
    out = np.empty(re.shape, dtype=np.complex128)
    out.real = re
    out.imag = im
    return out


def rand_f(rng, shape, lo, hi, part):
    x = rng.uniform(lo, hi, size=shape)
    return x.astype(np.float32).astype(np.float64) if part == "f32" else x


# ---------------------------------------------------------------------------
# 1. Complex.
# ---------------------------------------------------------------------------


def gen_complex():
    rng = np.random.default_rng(1001)
    for part, shape in (("f32", (3, 4)), ("f64", (2, 5))):
        ct = "complex<%s>" % part
        a = cpx(dyadic(rng, shape), dyadic(rng, shape))
        b = cpx(dyadic(rng, shape), dyadic(rng, shape))
        a.flat[0] = cpx(-0.0, 0.0)
        b.flat[0] = cpx(-0.0, -0.0)
        s, p = a + b, a * b
        ty = ttype(shape, ct)
        name = "complex_add_multiply_%s" % ("c64" if part == "f32" else "c128")
        jax_program(name, """%s: stablehlo.add and stablehlo.multiply on %s.
Inputs are small multiples of 1/8, so the sums and products are exact and
the expected values (numpy complex128, rounded per part to %s) are exact too.""" % (name, ct, part),
                    [T(a, ct), T(b, ct)], [T(s, ct), T(cround(p, part), ct)],
                    ["%sum = stablehlo.add {a0}, {a1} : " + ty, "%prod = stablehlo.multiply {a0}, {a1} : " + ty],
                    [cc("expect_eq", "%sum", "{e0}", ty), cc("expect_close", "%prod", "{e1}", ty)],
                    [("%sum", ty), ("%prod", ty)])

    # divide: random values, avoiding cancellation in (ac+bd) and (bc-ad)
    for part, n in (("f32", 12), ("f64", 10)):
        ct = "complex<%s>" % part
        xs, ys = [], []
        while len(xs) < n - 3:
            a = complex(*rand_f(rng, 2, -10, 10, part))
            b = complex(*rand_f(rng, 2, -10, 10, part))
            if abs(b) < 0.5:
                continue
            t1, t2 = a.real * b.real, a.imag * b.imag
            t3, t4 = a.imag * b.real, a.real * b.imag
            if abs(t1 + t2) < 0.3 * (abs(t1) + abs(t2)) or abs(t3 - t4) < 0.3 * (abs(t3) + abs(t4)):
                continue
            xs.append(a)
            ys.append(b)
        xs += [0j, 6 + 8j, 1e30 + 1e30j if part == "f32" else 1e300 + 1e300j]
        ys += [1 + 2j, 2 + 0j, 2e30 + 0j if part == "f32" else 2e300 + 0j]
        x = np.array(xs)
        y = np.array(ys)
        x, y = cround(x, part), cround(y, part)
        q = cround(x / y, part)
        ty = ttype((n,), ct)
        name = "complex_divide_%s" % ("c64" if part == "f32" else "c128")
        jax_program(name, """%s: stablehlo.divide on %s, expected = numpy complex128 division
rounded per part to %s; inputs drawn (seed 1001) so that neither part of
the quotient suffers cancellation, plus 0/(1+2i), (6+8i)/2 and a huge/huge
quotient whose naive |b|^2 overflows. Tolerance: custom_call expect_close (3 ULP).""" % (name, ct, part),
                    [T(x, ct), T(y, ct)], [T(q, ct)],
                    ["%q = stablehlo.divide {a0}, {a1} : " + ty],
                    [cc("expect_close", "%q", "{e0}", ty)], [("%q", ty)])

    # exp / log / sqrt
    def unary(opname, fn, part, special, nrand, lo, hi, filt, tag):
        ct = "complex<%s>" % part
        zs = list(special)
        while len(zs) < len(special) + nrand:
            z = complex(*rand_f(rng, 2, lo, hi, part))
            w = fn(z)
            if filt(z, w):
                zs.append(z)
        z = cround(np.array(zs, dtype=np.complex128), part)
        z[: len(special)] = np.array(special, dtype=np.complex128)
        w = np.array([fn(complex(v)) for v in z], dtype=np.complex128)
        # keep signed zeros of special inputs (np.array(list of complex) keeps them)
        w = cround(w, part)
        ty = ttype((len(zs),), ct)
        name = "complex_%s_%s" % (tag, "c64" if part == "f32" else "c128")
        return name, ct, ty, z, w

    def not_small_parts(z, w):
        m = abs(w)
        return m > 1e-3 and abs(w.real) > 0.05 * m and abs(w.imag) > 0.05 * m

    specials = {
        "exp": [0j, complex(-0.0, 0.0), 1 + 0j, complex(0.0, math.pi / 2), complex(-1, math.pi)],
        "log": [1 + 0j, complex(-1, 0.0), complex(-1, -0.0), 1j, 3 + 4j, complex(-2.5, 0.0), complex(0.0, -2.0)],
        "sqrt": [complex(-4, 0.0), complex(-4, -0.0), 0j, 4 + 0j, 2j, 3 + 4j, -3 + 4j, complex(0.0, -8.0)],
    }
    fns = {"exp": cmath.exp, "log": cmath.log, "sqrt": cmath.sqrt}
    filters = {
        "exp": not_small_parts,
        "log": lambda z, w: abs(abs(z) - 1) > 0.2 and not_small_parts(z, w),
        "sqrt": not_small_parts,
    }
    ops = {"exp": "exponential", "log": "log", "sqrt": "sqrt"}
    for tag in ("exp", "log", "sqrt"):
        for part in ("f32", "f64"):
            sp = specials[tag]
            if part == "f32":
                sp = [complex(f32(v.real), f32(v.imag)) if not (v.real == 0 or v.imag == 0) else
                      complex(f32(v.real), f32(v.imag)) for v in sp]
                # keep the signs of zeros
                sp = [complex(math.copysign(abs(f32(v.real)), v.real), math.copysign(abs(f32(v.imag)), v.imag))
                      for v in specials[tag]]
            name, ct, ty, z, w = unary(ops[tag], fns[tag], part, sp, 9, -3, 3, filters[tag], tag)
            # exact signed zeros of the specials
            for i, v in enumerate(sp):
                z[i] = cpx(v.real, v.imag)
                r = fns[tag](v)
                w[i] = cpx(f32(r.real) if part == "f32" else r.real, f32(r.imag) if part == "f32" else r.imag)
            jax_program(name, """%s: stablehlo.%s on %s. Expected: Python cmath.%s in double
(C99 Annex G branch cuts and signed zeros: log(-1-0i) = -pi i, sqrt(-4-0i) = -2i),
rounded per part to %s. Random inputs (seed 1001) keep both parts of the
result away from zero relative to its modulus. Tolerance: custom_call
expect_close (3 ULP per part).""" % (name, ops[tag], ct, tag, part),
                        [T(z, ct)], [T(w, ct)],
                        ["%r = stablehlo." + ops[tag] + " {a0} : " + ty],
                        [cc("expect_close", "%r", "{e0}", ty)], [("%r", ty)])

    # abs
    for part in ("f32", "f64"):
        ct = "complex<%s>" % part
        big, tiny = (1e20, 1e-30) if part == "f32" else (1e200, 1e-200)
        huge = 3e38 if part == "f32" else 1.7e308
        sp = [cpx(3, 4), cpx(-5, 12), cpx(-0.0, 0.0), cpx(big, big), cpx(tiny, -tiny),
              cpx(math.inf, math.nan), cpx(math.nan, 0.0), cpx(-math.inf, 1.0), cpx(huge, huge)]
        vals = [complex(*rand_f(rng, 2, -100, 100, part)) for _ in range(7)]
        z = cround(np.array(sp + vals, dtype=np.complex128), part)
        for i, v in enumerate(sp):
            z[i] = cpx(f32(v.real) if part == "f32" else v.real, f32(v.imag) if part == "f32" else v.imag)
        r = np.array([math.hypot(v.real, v.imag) for v in z])
        if part == "f32":
            r = r.astype(np.float32).astype(np.float64)
        ty = ttype(z.shape, ct)
        rty = ttype(z.shape, part)
        name = "complex_abs_%s" % ("c64" if part == "f32" else "c128")
        jax_program(name, """%s: stablehlo.abs of %s -> %s (the modulus). Expected: math.hypot in
double rounded to %s: no spurious overflow/underflow (|%g(1+i)|, |%g(1-i)|),
hypot(inf, nan) = inf, |nan| = nan, and a genuine overflow to inf for |%g(1+i)|.
Tolerance: custom_call expect_close (3 ULP).""" % (name, ct, part, part, big, tiny, huge),
                    [T(z, ct)], [T(r, part)],
                    ["%r = stablehlo.abs {a0} : (" + ty + ") -> " + rty],
                    [cc("expect_close", "%r", "{e0}", rty)], [("%r", rty)])

    # real / imag / complex
    for part, shape in (("f32", (2, 3)), ("f64", (4,))):
        ct = "complex<%s>" % part
        n = int(np.prod(shape))
        re = rand_f(rng, n, -5, 5, part)
        im = rand_f(rng, n, -5, 5, part)
        re[0], im[0] = -0.0, math.nan
        re[1], im[1] = math.inf, -0.0
        if n > 4:
            re[4], im[4] = 1e-45 if part == "f32" else 5e-324, -math.inf
        re, im = re.reshape(shape), im.reshape(shape)
        z = cpx(re, im)
        ty, rty = ttype(shape, ct), ttype(shape, part)
        name = "complex_real_imag_%s" % ("c64" if part == "f32" else "c128")
        jax_program(name, """%s: stablehlo.real / stablehlo.imag of %s and stablehlo.complex
of the two parts back; exact (expect_eq), including -0, NaN, inf and a subnormal part.
Expected values are the inputs themselves (numpy).""" % (name, ct),
                    [T(z, ct)], [T(re, part), T(im, part)],
                    ["%re = stablehlo.real {a0} : (" + ty + ") -> " + rty,
                     "%im = stablehlo.imag {a0} : (" + ty + ") -> " + rty,
                     "%z = stablehlo.complex %re, %im : " + ty],
                    [cc("expect_eq", "%re", "{e0}", rty), cc("expect_eq", "%im", "{e1}", rty),
                     cc("expect_eq", "%z", "{a0}", ty)],
                    [("%re", rty), ("%im", rty), ("%z", ty)])

    # dot_general
    ct = "complex<f32>"
    a = cpx(dyadic(rng, (2, 3, 4)), dyadic(rng, (2, 3, 4)))
    b = cpx(dyadic(rng, (2, 4, 5)), dyadic(rng, (2, 4, 5)))
    r = np.einsum("bij,bjk->bik", a, b)
    ta, tb, tr = ttype(a.shape, ct), ttype(b.shape, ct), ttype(r.shape, ct)
    jax_program("complex_dot_general_batch_c64", """complex_dot_general_batch_c64: stablehlo.dot_general on complex<f32>, batch dim 0,
contracting lhs 2 / rhs 1. Inputs are multiples of 1/8 so the result
(numpy einsum in complex128) is exact in f32. Tolerance: custom_call expect_close.""",
                [T(a, ct), T(b, ct)], [T(r, ct)],
                ["%%r = stablehlo.dot_general {a0}, {a1}, batching_dims = [0] x [0], contracting_dims = [2] x [1], "
                 "precision = [DEFAULT, DEFAULT] : (%s, %s) -> %s" % (ta, tb, tr)],
                [cc("expect_close", "%r", "{e0}", tr)], [("%r", tr)])
    ct = "complex<f64>"
    a = cpx(rng.uniform(-1, 1, (4, 3)), rng.uniform(-1, 1, (4, 3)))
    b = cpx(rng.uniform(-1, 1, (4, 2)), rng.uniform(-1, 1, (4, 2)))
    r = np.einsum("ki,kj->ij", a, b)
    ta, tb, tr = ttype(a.shape, ct), ttype(b.shape, ct), ttype(r.shape, ct)
    jax_program("complex_dot_general_transposed_c128", """complex_dot_general_transposed_c128: stablehlo.dot_general on complex<f64> contracting
lhs dim 0 with rhs dim 0 (a^T b, no conjugation). Expected: numpy einsum in
complex128; tolerance check.expect_almost_eq 1e-12 (summation order differs).""",
                [T(a, ct), T(b, ct)], [T(r, ct)],
                ["%%r = stablehlo.dot_general {a0}, {a1}, contracting_dims = [0] x [0] : (%s, %s) -> %s" % (ta, tb, tr)],
                [almost("%r", "{e0}", tr, 1e-12)], [("%r", tr)])

    # reduce (sum)
    for part, shape, dims in (("f32", (4, 6), [1]), ("f64", (3, 2, 5), [0, 2])):
        ct = "complex<%s>" % part
        a = cpx(dyadic(rng, shape, 64, 16), dyadic(rng, shape, 64, 16))
        r = a.sum(axis=tuple(dims))
        ta, tr = ttype(shape, ct), ttype(r.shape, ct)
        name = "complex_reduce_sum_%s" % ("c64" if part == "f32" else "c128")
        sc = ttype((), ct)
        jax_program(name, """%s: stablehlo.reduce with stablehlo.add over dims %s of %s
(init 0+0i). Inputs are multiples of 1/16, so the sum is exact in any order;
expected = numpy sum. Check: custom_call expect_eq.""" % (name, dims, ct),
                    [T(a, ct)], [T(r, ct)],
                    ["%zero = stablehlo.constant dense<(0.0, 0.0)> : " + sc,
                     "%%r = stablehlo.reduce({a0} init: %%zero) applies stablehlo.add across dimensions = "
                     "%s : (%s, %s) -> %s" % (dims, ta, sc, tr)],
                    [cc("expect_eq", "%r", "{e0}", tr)], [("%r", tr)])

    # compare EQ / NE
    for part in ("f32", "f64"):
        ct = "complex<%s>" % part
        a = [cpx(1, 2), cpx(1, 2), cpx(0.0, 0.0), cpx(math.nan, 0), cpx(3, math.nan), cpx(math.inf, -1),
             cpx(1.5, -2.5), cpx(2, 0.0)]
        b = [cpx(1, 2), cpx(1, -2), cpx(-0.0, -0.0), cpx(math.nan, 0), cpx(3, 1), cpx(math.inf, -1),
             cpx(1.5, 2.5), cpx(2, 1e-45 if part == "f32" else 5e-324)]
        a, b = np.array(a), np.array(b)
        eq = np.array([x == y for x, y in zip(a, b)])
        ne = np.array([x != y for x, y in zip(a, b)])
        ty, bt = ttype(a.shape, ct), ttype(a.shape, "i1")
        name = "complex_compare_%s" % ("c64" if part == "f32" else "c128")
        jax_program(name, """%s: stablehlo.compare EQ and NE on %s (both parts compared;
-0 == 0; NaN parts make EQ false and NE true). Expected: Python complex ==/!=.""" % (name, ct),
                    [T(a, ct), T(b, ct)], [T(eq, "i1"), T(ne, "i1")],
                    ["%%eq = stablehlo.compare EQ, {a0}, {a1}, FLOAT : (%s, %s) -> %s" % (ty, ty, bt),
                     "%%ne = stablehlo.compare NE, {a0}, {a1}, FLOAT : (%s, %s) -> %s" % (ty, ty, bt)],
                    [cc("expect_eq", "%eq", "{e0}", bt), cc("expect_eq", "%ne", "{e1}", bt)],
                    [("%eq", bt), ("%ne", bt)])

    # convert between widths
    z64 = cpx(rand_f(rng, 6, -3, 3, "f32"), rand_f(rng, 6, -3, 3, "f32"))
    z128 = np.array([cpx(1 + 2.0 ** -30, -(1 + 2.0 ** -24)), cpx(1 + 3 * 2.0 ** -24, 1e39), cpx(1e-46, -1e-40),
                     cpx(math.pi, -math.e), cpx(-0.0, math.nan), cpx(-1e300, 0.1)])
    z128b = cround(z128, "f32")
    t64, t128 = ttype((6,), "complex<f32>"), ttype((6,), "complex<f64>")
    jax_program("complex_convert_widths", """complex_convert_widths: stablehlo.convert complex<f32> -> complex<f64> (exact) and
complex<f64> -> complex<f32> (each part rounded to nearest even: ties 1+2^-24 ->
1, 1+3*2^-24 -> 1+2^-22, overflow 1e39 -> inf, 1e-46 -> 0, subnormal 1e-40).
Expected: numpy astype per part. Check: custom_call expect_eq.""",
                [T(z64, "complex<f32>"), T(z128, "complex<f64>")],
                [T(z64, "complex<f64>"), T(z128b, "complex<f32>")],
                ["%%w = stablehlo.convert {a0} : (%s) -> %s" % (t64, t128),
                 "%%n = stablehlo.convert {a1} : (%s) -> %s" % (t128, t64)],
                [cc("expect_eq", "%w", "{e0}", t128), cc("expect_eq", "%n", "{e1}", t64)],
                [("%w", t128), ("%n", t64)])
    x32 = np.array([1.5, -0.0, math.inf, math.nan, -3.25e-5, 1e-45])
    x64 = np.array([0.1, -2.0, 1e300, 1.0 + 2.0 ** -40, -0.0, 5e-324])
    c64_from64 = cround(cpx(x64, np.zeros(6)), "f32")
    t32, t64r = ttype((6,), "f32"), ttype((6,), "f64")
    jax_program("complex_convert_from_real", """complex_convert_from_real: stablehlo.convert f32 -> complex<f32>, f64 -> complex<f64>
(imaginary part +0) and f64 -> complex<f32> (real part rounded to nearest even,
1e300 -> inf, 5e-324 -> 0). Expected: numpy. Check: custom_call expect_eq.""",
                [T(x32, "f32"), T(x64, "f64")],
                [T(cpx(x32, np.zeros(6)), "complex<f32>"), T(cpx(x64, np.zeros(6)), "complex<f64>"),
                 T(c64_from64, "complex<f32>")],
                ["%%a = stablehlo.convert {a0} : (%s) -> %s" % (t32, t64),
                 "%%b = stablehlo.convert {a1} : (%s) -> %s" % (t64r, t128),
                 "%%c = stablehlo.convert {a1} : (%s) -> %s" % (t64r, t64)],
                [cc("expect_eq", "%a", "{e0}", t64), cc("expect_eq", "%b", "{e1}", t128),
                 cc("expect_eq", "%c", "{e2}", t64)],
                [("%a", t64), ("%b", t128), ("%c", t64)])


def gen_fft():
    rng = np.random.default_rng(2002)

    def c(shape, part):
        return cround(cpx(rng.uniform(-1, 1, shape), rng.uniform(-1, 1, shape)), part)

    def prog(name, kind, x, xty, r, rty, length, part, doc):
        tx, tr = ttype(x.shape, xty), ttype(r.shape, rty)
        if part == "f32":
            check = cc("expect_almost_eq", "%r", "{e0}", tr)
            tol = "custom_call expect_almost_eq (absolute 0.001; values are O(1)-O(10))"
        else:
            check = almost("%r", "{e0}", tr, 1e-10)
            tol = "check.expect_almost_eq tolerance 1e-10"
        jax_program(name, "%s: stablehlo.fft type = %s, length = %s on %s.\n%s\nTolerance: %s." % (
            name, kind, length, tx, doc, tol),
                    [T(x, xty)], [T(r, rty)],
                    ["%%r = stablehlo.fft {a0}, type =  %s, length = %s : (%s) -> %s" % (kind, length, tx, tr)],
                    [check], [("%r", tr)])

    x = c((4, 8), "f32")
    prog("fft_c64_4x8", "FFT", x, "complex<f32>", cround(np.fft.fft(x, axis=-1), "f32"), "complex<f32>", [8],
         "f32", "Expected: numpy.fft.fft over the last axis (double), rounded to f32.")
    x = c((2, 3, 5), "f64")
    prog("fft_c128_2d_3x5", "FFT", x, "complex<f64>", np.fft.fftn(x, axes=(-2, -1)), "complex<f64>", [3, 5],
         "f64", "Expected: numpy.fft.fftn over the last two axes.")
    x = c((3, 4, 6), "f64")
    prog("ifft_c128_2d_4x6", "IFFT", x, "complex<f64>", np.fft.ifftn(x, axes=(-2, -1)), "complex<f64>", [4, 6],
         "f64", "Expected: numpy.fft.ifftn over the last two axes (scaled by 1/24).")
    x = c((2, 7), "f32")
    prog("ifft_c64_7", "IFFT", x, "complex<f32>", cround(np.fft.ifft(x), "f32"), "complex<f32>", [7],
         "f32", "Expected: numpy.fft.ifft (odd length 7, scaled by 1/7), rounded to f32.")
    x = rng.uniform(-1, 1, (3, 16)).astype(np.float32).astype(np.float64)
    prog("rfft_f32_16", "RFFT", x, "f32", cround(np.fft.rfft(x), "f32"), "complex<f32>", [16],
         "f32", "Expected: numpy.fft.rfft (9 non-negative frequencies), rounded to f32.")
    x = rng.uniform(-1, 1, (2, 4, 5))
    prog("rfft_f64_2d_4x5", "RFFT", x, "f64", np.fft.rfftn(x, axes=(-2, -1)), "complex<f64>", [4, 5],
         "f64", "Expected: numpy.fft.rfftn over the last two axes (odd last length 5 -> 3 bins).")
    # IRFFT of exactly Hermitian spectra (rfft of a real signal)
    s = cround(np.fft.rfft(rng.uniform(-1, 1, (2, 10))), "f32")
    prog("irfft_c64_10", "IRFFT", s, "complex<f32>", np.fft.irfft(s, n=10).astype(np.float32), "f32", [10],
         "f32", "Input: numpy.fft.rfft of a real signal, rounded to f32 (Hermitian: DC and\n"
                "Nyquist bins real). Expected: numpy.fft.irfft(n=10) of that input, rounded to f32.")
    s = np.fft.rfft(rng.uniform(-1, 1, (3, 9)))
    prog("irfft_c128_9", "IRFFT", s, "complex<f64>", np.fft.irfft(s, n=9), "f64", [9],
         "f64", "Input: numpy.fft.rfft of a real signal. Expected: numpy.fft.irfft(n=9)\n"
                "(odd length: no Nyquist bin).")
    s = np.fft.rfftn(rng.uniform(-1, 1, (4, 6)))
    prog("irfft_c128_2d_4x6", "IRFFT", s, "complex<f64>", np.fft.irfftn(s, s=(4, 6)), "f64", [4, 6],
         "f64", "Input: numpy.fft.rfftn of a real 4x6 signal. Expected: numpy.fft.irfftn(s=(4, 6)).")


# ---------------------------------------------------------------------------
# 2. Quantized.
# ---------------------------------------------------------------------------


def q_quantize(x, scale, zp, smin, smax):
    """StableHLO spec uniform_quantize, in the expressed type f32:
    clamp(x / scale + zp, storage_min, storage_max), round half to even."""
    x = np.float32(x)
    v = np.float32(x / np.float32(scale)) + np.float32(zp)
    v = np.float32(v)
    v = min(max(v, np.float32(smin)), np.float32(smax))
    return int(np.rint(v))


def q_dequantize(q, scale, zp):
    """(q - zp) * scale in f32."""
    return float(np.float32(np.float32(q - zp) * np.float32(scale)))



def quantize_roundtrip(name, doc, x, q, d, tx, tq, ts):
    """A program quantizing `x` to `tq` and back: checks the storage `q` and the values `d`."""
    jax_program(name, doc, [T(x, "f32")], [T(q, "i8"), T(d, "f32")],
                ["%q = stablehlo.uniform_quantize {a0} : (" + tx + ") -> " + tq,
                 "%s = stablehlo.bitcast_convert %q : (" + tq + ") -> " + ts,
                 "%d = stablehlo.uniform_dequantize %q : (" + tq + ") -> " + tx],
                [cc("expect_eq", "%s", "{e0}", ts), cc("expect_eq", "%d", "{e1}", tx)],
                [("%s", ts), ("%d", tx)])

def gen_quant():
    rng = np.random.default_rng(3003)
    # per-tensor quantize
    qt = "!quant.uniform<i8:f32, 0.5:-3>"
    x = [0.0, -0.0, 1.0, 0.25, 0.75, 1.25, 100.0, -100.0, 63.0, 65.25, -62.75, 3.3, -1.75, 2.75]
    x = [f32(v) for v in x]
    q = [q_quantize(v, 0.5, -3, -128, 127) for v in x]
    d = [q_dequantize(v, 0.5, -3) for v in q]
    n = len(x)
    tx, tq, ts = ttype((n,), "f32"), ttype((n,), qt), ttype((n,), "i8")
    quantize_roundtrip("quant_uniform_quantize_per_tensor", """quant_uniform_quantize_per_tensor: stablehlo.uniform_quantize f32 -> %s and back
with uniform_dequantize. Expected (StableHLO spec "uniform_quantize": x/scale + zero_point
in f32, clamped to [-128, 127], rounded half to even; "uniform_dequantize": (q - zp) * scale),
computed with numpy float32: ties -2.5 -> -2, -1.5 -> -2, -0.5 -> 0, 127.5 -> 127 (clamped),
-128.5 -> -128, saturation of +-100. Checks the storage integers (bitcast_convert) and the
dequantized values, exactly.""" % qt, x, q, d, tx, tq, ts)

    # per-tensor dequantize of storage values, with a narrow storage range type
    qt = "!quant.uniform<i8<-100:100>:f32, 0.125:7>"
    s = [-100, -1, 0, 7, 8, 100, 55, -33]
    d = [q_dequantize(v, 0.125, 7) for v in s]
    x = [f32(v) for v in [-20.0, 20.0, 0.0, -0.0625, 0.0625, 0.1875, -11.4, 12.55]]
    q = [q_quantize(v, 0.125, 7, -100, 100) for v in x]
    tq, ts, tf = ttype((8,), qt), ttype((8,), "i8"), ttype((8,), "f32")
    jax_program("quant_dequantize_narrow_range", """quant_dequantize_narrow_range: storage type with a narrowed range %s.
uniform_dequantize of storage values ((q - 7) * 0.125, exact) and uniform_quantize of
f32 values, clamped to [-100, 100] (not [-128, 127]); ties 0.0625/0.125 + 7 = 7.5 -> 8,
-0.0625/0.125 + 7 = 6.5 -> 6. Expected: numpy float32, spec formulas.""" % qt,
                [T(s, "i8"), T(x, "f32")], [T(d, "f32"), T(q, "i8")],
                ["%qs = stablehlo.bitcast_convert {a0} : (" + ts + ") -> " + tq,
                 "%d = stablehlo.uniform_dequantize %qs : (" + tq + ") -> " + tf,
                 "%q = stablehlo.uniform_quantize {a1} : (" + tf + ") -> " + tq,
                 "%s = stablehlo.bitcast_convert %q : (" + tq + ") -> " + ts],
                [cc("expect_eq", "%d", "{e0}", tf), cc("expect_eq", "%s", "{e1}", ts)],
                [("%d", tf), ("%s", ts)])

    # per-axis (dim 1)
    qt = "!quant.uniform<i8:f32:1, {0.1:0, 0.2:5}>"
    x = np.array([[0.0, 0.0], [0.25, 0.25], [-0.35, -0.5], [12.7, 25.0], [13.0, -30.0], [-12.85, 1.1]])
    x = x.astype(np.float32).astype(np.float64)
    params = [(0.1, 0), (0.2, 5)]
    q = np.array([[q_quantize(x[i, j], *params[j], -128, 127) for j in range(2)] for i in range(6)])
    d = np.array([[q_dequantize(q[i, j], *params[j]) for j in range(2)] for i in range(6)])
    tx, tq, ts = ttype(x.shape, "f32"), ttype(x.shape, qt), ttype(x.shape, "i8")
    quantize_roundtrip("quant_per_axis_dim1", """quant_per_axis_dim1: per-axis uniform_quantize / uniform_dequantize with
%s (column 0: scale 0.1, zp 0; column 1: scale 0.2, zp 5). Expected: the spec formulas
per slice of dim 1, computed in numpy float32 (x / f32(0.1) is an f32 division).""" % qt, x, q, d, tx, tq, ts)

    # per-axis (dim 0), 3 slices
    params = [(0.25, -10), (0.5, 20), (2.0, 0)]
    qt = "!quant.uniform<i8:f32:0, {0.25:-10, 0.5:20, 2.0:0}>"
    x = rng.uniform(-80, 80, (3, 4)).astype(np.float32).astype(np.float64)
    x[0, 0], x[1, 1], x[2, 2] = 0.125, -10.25, 3.0  # ties: 0.5-10, -20.5+20, 1.5
    q = np.array([[q_quantize(x[i, j], *params[i], -128, 127) for j in range(4)] for i in range(3)])
    d = np.array([[q_dequantize(q[i, j], *params[i]) for j in range(4)] for i in range(3)])
    tx, tq, ts = ttype(x.shape, "f32"), ttype(x.shape, qt), ttype(x.shape, "i8")
    quantize_roundtrip("quant_per_axis_dim0", """quant_per_axis_dim0: per-axis quantization over dim 0 with 3 (scale, zp) pairs
%s; includes exact ties (-9.5 -> -10, -0.5 -> 0, 1.5 -> 2) and saturation.
Expected: spec formulas in numpy float32 (seed 3003).""" % qt, x, q, d, tx, tq, ts)

    # requantize: quantized -> quantized
    qa = "!quant.uniform<i8:f32, 0.5:-3>"
    qb = "!quant.uniform<i8:f32, 0.2:10>"
    s = [-128, -3, -2, 0, 10, 60, 127, -50]
    deq = [q_dequantize(v, 0.5, -3) for v in s]
    r = [q_quantize(v, 0.2, 10, -128, 127) for v in deq]
    ta, tb, ts = ttype((8,), qa), ttype((8,), qb), ttype((8,), "i8")
    jax_program("quant_requantize", """quant_requantize: stablehlo.uniform_quantize from %s to %s
(spec: dequantize, then quantize to the result type). Expected: numpy float32.""" % (qa, qb),
                [T(s, "i8")], [T(r, "i8")],
                ["%a = stablehlo.bitcast_convert {a0} : (" + ts + ") -> " + ta,
                 "%b = stablehlo.uniform_quantize %a : (" + ta + ") -> " + tb,
                 "%s = stablehlo.bitcast_convert %b : (" + tb + ") -> " + ts],
                [cc("expect_eq", "%s", "{e0}", ts)], [("%s", ts)])

    # add on quantized tensors (dequantize_op_quantize)
    qa, qb, qr = ("!quant.uniform<i8:f32, 0.25:-5>", "!quant.uniform<i8:f32, 0.5:3>",
                  "!quant.uniform<i8:f32, 0.75:-1>")
    xa = rng.uniform(-30, 30, 10).astype(np.float32).astype(np.float64)
    xb = rng.uniform(-60, 60, 10).astype(np.float32).astype(np.float64)
    xa[0], xb[0] = 40.0, 60.0  # saturate
    qa_s = [q_quantize(v, 0.25, -5, -128, 127) for v in xa]
    qb_s = [q_quantize(v, 0.5, 3, -128, 127) for v in xb]
    sums = [np.float32(q_dequantize(a, 0.25, -5)) + np.float32(q_dequantize(b, 0.5, 3)) for a, b in zip(qa_s, qb_s)]
    qr_s = [q_quantize(float(v), 0.75, -1, -128, 127) for v in sums]
    dr = [q_dequantize(v, 0.75, -1) for v in qr_s]
    tf, ta, tb, tr, ts = (ttype((10,), "f32"), ttype((10,), qa), ttype((10,), qb), ttype((10,), qr),
                          ttype((10,), "i8"))
    jax_program("quant_add_per_tensor", """quant_add_per_tensor: stablehlo.add of %s and %s into %s.
Spec: dequantize_op_quantize (dequantize both operands, add in f32, quantize to the
result type with round-half-to-even and clamping). Expected: numpy float32 (seed 3003).""" % (qa, qb, qr),
                [T(xa, "f32"), T(xb, "f32")], [T(qr_s, "i8"), T(dr, "f32")],
                ["%qa = stablehlo.uniform_quantize {a0} : (" + tf + ") -> " + ta,
                 "%qb = stablehlo.uniform_quantize {a1} : (" + tf + ") -> " + tb,
                 "%sum = stablehlo.add %qa, %qb : (" + ta + ", " + tb + ") -> " + tr,
                 "%s = stablehlo.bitcast_convert %sum : (" + tr + ") -> " + ts,
                 "%d = stablehlo.uniform_dequantize %sum : (" + tr + ") -> " + tf],
                [cc("expect_eq", "%s", "{e0}", ts), cc("expect_eq", "%d", "{e1}", tf)],
                [("%s", ts), ("%d", tf)])

    # dot_general on quantized tensors
    ql, qrh, qo = ("!quant.uniform<i8:f32, 0.5:2>", "!quant.uniform<i8:f32, 0.25:0>",
                   "!quant.uniform<i8:f32, 0.3:-4>")
    ls = rng.integers(-20, 21, (2, 3, 4))
    rs = rng.integers(-20, 21, (2, 4, 3))
    ld = (ls - 2) * 0.5
    rd = rs * 0.25
    prod = np.einsum("bij,bjk->bik", ld, rd)  # exact: dyadic values, small sums
    qo_s = np.vectorize(lambda v: q_quantize(v, 0.3, -4, -128, 127))(prod)
    do = np.vectorize(lambda v: q_dequantize(v, 0.3, -4))(qo_s)
    tls, trs, tos = ttype(ls.shape, "i8"), ttype(rs.shape, "i8"), ttype(qo_s.shape, "i8")
    tl, tr, to, tof = ttype(ls.shape, ql), ttype(rs.shape, qrh), ttype(qo_s.shape, qo), ttype(qo_s.shape, "f32")
    jax_program("quant_dot_general_per_tensor", """quant_dot_general_per_tensor: batched stablehlo.dot_general of %s (lhs) and
%s (rhs, zero point 0 as the spec requires) into %s.
Spec: dequantize_op_quantize. The dequantized operands are multiples of 1/8 so the f32 dot
product is exact; the quantized result (x / 0.3 - 4, half to even, clamped) is from numpy
float32. Storage values seeded (3003).""" % (ql, qrh, qo),
                [T(ls, "i8"), T(rs, "i8")], [T(qo_s, "i8"), T(do, "f32")],
                ["%l = stablehlo.bitcast_convert {a0} : (" + tls + ") -> " + tl,
                 "%r = stablehlo.bitcast_convert {a1} : (" + trs + ") -> " + tr,
                 "%%o = stablehlo.dot_general %%l, %%r, batching_dims = [0] x [0], contracting_dims = [2] x [1] : "
                 "(%s, %s) -> %s" % (tl, tr, to),
                 "%s = stablehlo.bitcast_convert %o : (" + to + ") -> " + tos,
                 "%d = stablehlo.uniform_dequantize %o : (" + to + ") -> " + tof],
                [cc("expect_eq", "%s", "{e0}", tos), cc("expect_eq", "%d", "{e1}", tof)],
                [("%s", tos), ("%d", tof)])

    # i4 storage
    qt = "!quant.uniform<i4:f32, 0.5:1>"
    x = [f32(v) for v in [0.0, 3.0, 3.25, -4.5, -4.75, 10.0, -10.0, 0.25, -0.25, 2.2]]
    q = [q_quantize(v, 0.5, 1, -8, 7) for v in x]
    d = [q_dequantize(v, 0.5, 1) for v in q]
    tx, tq, ts = ttype((10,), "f32"), ttype((10,), qt), ttype((10,), "i4")
    jax_program("quant_i4_storage", """quant_i4_storage: uniform_quantize / uniform_dequantize with a 4-bit storage type
%s: clamping to [-8, 7], ties to even (3.25 -> 7.5 -> clamped 7; 0.25 -> 1.5 -> 2;
-0.25 -> 0.5 -> 0; -4.75 -> -8.5 -> -8). Expected: numpy float32, spec formulas.""" % qt,
                [T(x, "f32")], [T(q, "i4"), T(d, "f32")],
                ["%q = stablehlo.uniform_quantize {a0} : (" + tx + ") -> " + tq,
                 "%s = stablehlo.bitcast_convert %q : (" + tq + ") -> " + ts,
                 "%d = stablehlo.uniform_dequantize %q : (" + tq + ") -> " + tx],
                [cc("expect_eq", "%s", "{e0}", ts), cc("expect_eq", "%d", "{e1}", tx)],
                [("%s", ts), ("%d", tx)])


# ---------------------------------------------------------------------------
# 3. Sub-byte integers and f8.
# ---------------------------------------------------------------------------


def wrap(v, bits, signed):
    v &= (1 << bits) - 1
    if signed and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def gen_subbyte():
    # f32 -> integer: truncation toward zero (spec "convert"), in range only
    for ty, vals in (("i4", [7.9, -8.9, -0.5, 0.5, 3.99, -3.99, -0.0, 6.0, -7.25]),
                     ("ui4", [0.0, 15.9, 0.5, 7.5, 8.99, 14.0, -0.75, 1.0, 12.3]),
                     ("i2", [1.7, -2.5, -0.9, 0.9, -1.0, 1.0, -1.99, 0.0, -0.0])):
        x = [f32(v) for v in vals]
        r = [math.trunc(v) for v in x]
        tx, tr = ttype((len(x),), "f32"), ttype((len(x),), ty)
        name = "subbyte_convert_f32_to_%s" % ty
        jax_program(name, """%s: stablehlo.convert f32 -> %s. Spec "convert": float to integer
truncates toward zero; every input's truncation is in the %s range (out-of-range is
left unspecified by the spec, so it is not tested). Expected: Python math.trunc.""" % (name, ty, ty),
                    [T(x, "f32")], [T(r, ty)],
                    ["%r = stablehlo.convert {a0} : (" + tx + ") -> " + tr],
                    [cc("expect_eq", "%r", "{e0}", tr)], [("%r", tr)])

    rng = np.random.default_rng(4004)
    for ty, bits, signed, fixed in (("i4", 4, True, [(7, 1), (-8, -1), (-8, -8), (5, 5), (-3, -6), (7, 7)]),
                                    ("ui4", 4, False, [(15, 1), (10, 10), (15, 15), (0, 0), (8, 8), (3, 4)]),
                                    ("i2", 2, True, [(1, 1), (-2, -1), (-2, -2), (0, -1), (1, -2), (-1, -1)])):
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
        pairs = fixed + [tuple(rng.integers(lo, hi + 1, 2)) for _ in range(6)]
        a = [int(p[0]) for p in pairs]
        b = [int(p[1]) for p in pairs]
        s = [wrap(x + y, bits, signed) for x, y in pairs]
        m = [wrap(x * y, bits, signed) for x, y in pairs]
        d = [wrap(x - y, bits, signed) for x, y in pairs]
        t = ttype((len(a),), ty)
        name = "subbyte_add_mul_sub_%s" % ty
        jax_program(name, """%s: stablehlo.add, multiply and subtract on %s with two's-complement
wrap-around modulo 2^%d (e.g. %s). Expected: Python integers reduced modulo 2^%d.""" % (
            name, ty, bits, "7 + 1 = -8" if ty == "i4" else ("15 + 1 = 0" if ty == "ui4" else "1 + 1 = -2"), bits),
                    [T(a, ty), T(b, ty)], [T(s, ty), T(m, ty), T(d, ty)],
                    ["%s = stablehlo.add {a0}, {a1} : " + t, "%m = stablehlo.multiply {a0}, {a1} : " + t,
                     "%d = stablehlo.subtract {a0}, {a1} : " + t],
                    [cc("expect_eq", "%s", "{e0}", t), cc("expect_eq", "%m", "{e1}", t),
                     cc("expect_eq", "%d", "{e2}", t)],
                    [("%s", t), ("%m", t), ("%d", t)])

    # int <-> sub-byte conversions (in range) and sub-byte -> f32
    a4 = list(range(-8, 8))
    u4 = list(range(16))
    jax_program("subbyte_convert_widen", """subbyte_convert_widen: stablehlo.convert i4 -> i32 (sign extension), ui4 -> i32
(zero extension), i4 -> f32, ui4 -> f32, i32 -> i4 (values in range), every value of
the 4-bit types. Expected: the Python integers.""",
                [T(a4, "i4"), T(u4, "ui4"), T(a4, "i32")],
                [T(a4, "i32"), T(u4, "i32"), T([float(v) for v in a4], "f32"), T([float(v) for v in u4], "f32"),
                 T(a4, "i4")],
                ["%a = stablehlo.convert {a0} : (tensor<16xi4>) -> tensor<16xi32>",
                 "%b = stablehlo.convert {a1} : (tensor<16xui4>) -> tensor<16xi32>",
                 "%c = stablehlo.convert {a0} : (tensor<16xi4>) -> tensor<16xf32>",
                 "%d = stablehlo.convert {a1} : (tensor<16xui4>) -> tensor<16xf32>",
                 "%e = stablehlo.convert {a2} : (tensor<16xi32>) -> tensor<16xi4>"],
                [cc("expect_eq", "%a", "{e0}", "tensor<16xi32>"), cc("expect_eq", "%b", "{e1}", "tensor<16xi32>"),
                 cc("expect_eq", "%c", "{e2}", "tensor<16xf32>"), cc("expect_eq", "%d", "{e3}", "tensor<16xf32>"),
                 cc("expect_eq", "%e", "{e4}", "tensor<16xi4>")],
                [("%a", "tensor<16xi32>"), ("%e", "tensor<16xi4>")])

    # f32 -> f8
    for fmt, vals, doc in (
            (E4M3FN, [0.0, -0.0, 1.0, 1.0625, 1.1875, 1.125 + 2 ** -10, 448.0, 460.0, 464.0, -300.0,
                      2.0 ** -9, 2.0 ** -10, 2.0 ** -10 + 2 ** -20, 3 * 2.0 ** -10, 0.017, -0.3333333,
                      240.0, 232.0, math.nan, 2.0 ** -6 - 2.0 ** -10],
             "ties to even (1.0625 -> 1, 1.1875 -> 1.25), the largest finite value 448 (460 and the\n"
             "tie 464 round to 448), subnormals (2^-9 is the smallest; 2^-10 ties to 0, 3*2^-10 ties\n"
             "to 2^-8), and NaN"),
            (E5M2, [0.0, -0.0, 1.0, 1.125, 1.375, 57344.0, 60000.0, 61440.0, 1e6, -1e6, math.inf, -math.inf,
                    2.0 ** -16, 2.0 ** -17, 3 * 2.0 ** -17, 2.0 ** -17 + 2.0 ** -30, 0.1, -2.5, 3.5, math.nan],
             "ties to even (1.125 -> 1, 1.375 -> 1.5), the largest finite 57344 (60000 -> 57344,\n"
             "61440 is the tie and goes to inf, 1e6 -> inf as in IEEE), infinities, subnormals\n"
             "(2^-16 the smallest; 2^-17 ties to 0, 3*2^-17 ties to 2^-15), and NaN")):
        x = [f32(v) for v in vals]
        r = [fmt.round(v) for v in x]
        tx, tr = ttype((len(x),), "f32"), ttype((len(x),), fmt.name)
        name = "f8_convert_f32_to_%s" % fmt.name
        jax_program(name, """%s: stablehlo.convert f32 -> %s, round to nearest even: %s.
Expected: exact rounding in Python over the decoded table of all 256 codes.""" % (name, fmt.name, doc),
                    [T(x, "f32")], [T(r, fmt.name)],
                    ["%r = stablehlo.convert {a0} : (" + tx + ") -> " + tr],
                    [cc("expect_eq", "%r", "{e0}", tr)], [("%r", tr)])

    # f8 -> f32, every code
    for fmt in (E4M3FN, E5M2):
        v = fmt.values
        t8, t32 = ttype((256,), fmt.name), ttype((256,), "f32")
        name = "f8_convert_%s_to_f32_all_codes" % fmt.name
        jax_program(name, """%s: stablehlo.convert %s -> f32 of all 256 values (exact).
Expected: the codes decoded in Python (bias %d, %d mantissa bits%s).""" % (
            name, fmt.name, fmt.bias, fmt.mbits,
            ", NaN = S.1111.111, no infinities" if not fmt.ieee else ", IEEE-style inf/NaN"),
                    [T(v, fmt.name)], [T(v, "f32")],
                    ["%r = stablehlo.convert {a0} : (" + t8 + ") -> " + t32],
                    [cc("expect_eq", "%r", "{e0}", t32)], [("%r", t32)])

    # f8 arithmetic
    rng = np.random.default_rng(4005)
    for fmt, op, fn, fixed in (
            (E4M3FN, "add", lambda a, b: a + b,
             [(1.0, 0.0625), (1.0, 0.1875), (-0.0, 0.0), (-0.0, -0.0), (2.0 ** -9, 2.0 ** -9), (240.0, 16.0),
              (-448.0, 448.0), (0.875, 0.0078125)]),
            (E5M2, "multiply", lambda a, b: a * b,
             [(256.0, 256.0), (2.0 ** -8, 2.0 ** -8), (2.0 ** -8, 2.0 ** -9), (1.25, 1.25), (-0.0, 3.0),
              (math.inf, 0.5), (1.5, 1.75), (-24576.0, 2.0)])):
        pos = [v for v, _ in fmt.pos if 2.0 ** -4 <= v <= 16]
        pairs = fixed + [(float(rng.choice(pos)) * rng.choice([-1, 1]), float(rng.choice(pos)) * rng.choice([-1, 1]))
                         for _ in range(8)]
        a = [p[0] for p in pairs]
        b = [p[1] for p in pairs]
        r = []
        for x, y in pairs:
            z = fn(x, y)
            if x == 0 and y == 0 and op == "add":
                z = -0.0 if (math.copysign(1, x) < 0 and math.copysign(1, y) < 0) else 0.0
            r.append(fmt.round(z))
        t = ttype((len(a),), fmt.name)
        name = "f8_%s_%s" % (op, fmt.name)
        jax_program(name, """%s: stablehlo.%s on %s: the exact result (Python double, exact for
these operands) rounded once to %s, nearest even%s.
Expected: exact rounding in Python; check: expect_eq.""" % (
            name, op, fmt.name, fmt.name,
            "; 2^-9 + 2^-9 = 2^-8 (subnormals), 240 + 16 = 256" if op == "add" else
            "; 256 * 256 = 65536 overflows to inf, 2^-8 * 2^-9 = 2^-17 ties to 0, "
            "2^-8 * 2^-8 = 2^-16 (smallest subnormal)"),
                    [T(a, fmt.name), T(b, fmt.name)], [T(r, fmt.name)],
                    ["%r = stablehlo." + op + " {a0}, {a1} : " + t],
                    [cc("expect_eq", "%r", "{e0}", t)], [("%r", t)])

    # f32 -> bf16 and f32 -> f16
    vals = [1.0, 1.00390625, 1.01171875, 1.0 + 2 ** -8 + 2 ** -20, -3.14159265, 3.3895314e38, 3.4e38, 1e-40,
            -0.0, math.inf, math.nan, 65504.0, 65520.0, 65519.99, 6e-8, 2.9802322e-08, 1e-3, -7.0e4]
    x = [f32(v) for v in vals]
    rb = [bf16(v) for v in x]
    rh = [f16(v) for v in x]
    n = len(x)
    tx, tb, th = ttype((n,), "f32"), ttype((n,), "bf16"), ttype((n,), "f16")
    jax_program("convert_f32_to_bf16_f16", """convert_f32_to_bf16_f16: stablehlo.convert f32 -> bf16 and f32 -> f16, round to nearest
even: bf16 ties (1 + 2^-8 -> 1, 1 + 3*2^-8 -> 1 + 2^-6), bf16 overflow of 3.4e38 to inf,
f16 overflow (65520 -> inf, 65519.99 -> 65504), f16 subnormals (6e-8 -> 2^-24,
2^-25 ties to 0). Expected: bf16 by rounding the f32 bits (RNE) in Python, f16 by numpy.""",
                [T(x, "f32")], [T(rb, "bf16"), T(rh, "f16")],
                ["%b = stablehlo.convert {a0} : (" + tx + ") -> " + tb,
                 "%h = stablehlo.convert {a0} : (" + tx + ") -> " + th],
                [cc("expect_eq", "%b", "{e0}", tb), cc("expect_eq", "%h", "{e1}", th)],
                [("%b", tb), ("%h", th)])


# ---------------------------------------------------------------------------
# 4. Shape polymorphism (jax.export style).
# ---------------------------------------------------------------------------

DYN_MAIN = """  func.func public @main({args}) -> ({rtypes}) {{
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : ({t0}) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.compare  GE, %1, %c,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %1) {{error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: {spec}. Obtained dimension variables: 'b' = {{0}} from specification 'b' for dimension args[0].shape[0] (= {{0}}), .", has_side_effect = true}} : (tensor<i1>, tensor<i64>) -> ()
{extra}    %3{mres} = call @_wrapped_jax_export_main(%1, {argnames}) : (tensor<i64>, {argtypes}) -> ({rtypes})
    return {rets} : {rtypes}
  }}
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i64> {{jax.global_constant = "b"}}, {wargs}) -> ({rtypes}) {{
{body}
  }}"""


def dyn_program(name, comment, argtypes, rtypes, body):
    args = ", ".join("%%arg%d: %s" % (i, t) for i, t in enumerate(argtypes))
    spec = ", ".join("args[%d].shape = (%s)" % (i, t[7:-1].replace("x", ", ").rsplit(", ", 1)[0].replace("?", "b"))
                     for i, t in enumerate(argtypes))
    nres = len(rtypes)
    rets = ", ".join("%%3#%d" % i for i in range(nres)) if nres > 1 else "%3"
    text = ["// " + l for l in comment.strip().split("\n")]
    text.append("module @jit_%s attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, "
                "mhlo.num_replicas = 1 : i32} {" % name)
    extra = ""
    for i, t in enumerate(argtypes):
        if i == 0 or not t.startswith("tensor<?"):
            continue
        extra += ("    %%d%d = stablehlo.get_dimension_size %%arg%d, dim = 0 : (%s) -> tensor<i32>\n"
                  "    %%d%d_64 = stablehlo.convert %%d%d : (tensor<i32>) -> tensor<i64>\n"
                  "    %%eq%d = stablehlo.compare  EQ, %%d%d_64, %%1,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
                  "    stablehlo.custom_call @shape_assertion(%%eq%d, %%d%d_64, %%1) {error_message = \"Input shapes do not "
                  "match the polymorphic shapes specification. Found inconsistency between dimension size "
                  "args[%d].shape[0] (= {0}) and the specification 'b' (= {1}). Using the following polymorphic "
                  "shapes specifications: %s.\", has_side_effect = true} : (tensor<i1>, tensor<i64>, tensor<i64>) -> ()\n"
                  % (i, i, t, i, i, i, i, i, i, i, spec))
    text.append(DYN_MAIN.format(
        extra=extra, args=args, rtypes=", ".join(rtypes), t0=argtypes[0], spec=spec, mres=(":%d" % nres) if nres > 1 else "",
        argnames=", ".join("%%arg%d" % i for i in range(len(argtypes))), argtypes=", ".join(argtypes), rets=rets,
        wargs=", ".join("%%arg%d: %s" % (i + 1, t) for i, t in enumerate(argtypes)),
        body="\n".join("    " + l for l in body.strip().split("\n"))))
    text.append("}")
    add(name, "\n".join(text) + "\n")


def gen_dynamic():
    # shape vector [b, n] from the dimension variable
    b1 = """%b32 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
%b1 = stablehlo.reshape %b32 : (tensor<i32>) -> tensor<1xi32>"""
    dyn_program("dyn_softmax_rows", """dyn_softmax_rows: shape-polymorphic (b x 3) row softmax in the jax.export style: @main reads
b with get_dimension_size, asserts b >= 1 (shape_assertion) and calls the wrapped function,
whose first argument carries jax.global_constant = "b"; reduce max / sum over dim 1 and
dynamic_broadcast_in_dim back to b x 3. No expected values: run with --random-inputs --dim '*=4'.""",
                ["tensor<?x3xf32>"], ["tensor<?x3xf32>"], b1 + """
%c3 = stablehlo.constant dense<3> : tensor<1xi32>
%shape = stablehlo.concatenate %b1, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
%ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
%zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
%mx = stablehlo.reduce(%arg1 init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
%mxb = stablehlo.dynamic_broadcast_in_dim %mx, %shape, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x3xf32>
%sh = stablehlo.subtract %arg1, %mxb : tensor<?x3xf32>
%ex = stablehlo.exponential %sh : tensor<?x3xf32>
%sm = stablehlo.reduce(%ex init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
%smb = stablehlo.dynamic_broadcast_in_dim %sm, %shape, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x3xf32>
%r = stablehlo.divide %ex, %smb : tensor<?x3xf32>
return %r : tensor<?x3xf32>""")

    dyn_program("dyn_iota_position_encoding", """dyn_iota_position_encoding: shape-polymorphic (b x 4): adds sin(iota(b) / 10) along dim 0 with
stablehlo.dynamic_iota and dynamic_broadcast_in_dim, shape computed from the global
constant b. No expected values: run with --random-inputs --dim '*=4'.""",
                ["tensor<?x4xf32>"], ["tensor<?x4xf32>"], b1 + """
%c4 = stablehlo.constant dense<4> : tensor<1xi32>
%shape = stablehlo.concatenate %b1, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
%pos = stablehlo.dynamic_iota %b1, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
%ten = stablehlo.constant dense<1.000000e+01> : tensor<f32>
%tenb = stablehlo.dynamic_broadcast_in_dim %ten, %b1, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
%scaled = stablehlo.divide %pos, %tenb : tensor<?xf32>
%s = stablehlo.sine %scaled : tensor<?xf32>
%sb = stablehlo.dynamic_broadcast_in_dim %s, %shape, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x4xf32>
%r = stablehlo.add %arg1, %sb : tensor<?x4xf32>
return %r : tensor<?x4xf32>""")

    dyn_program("dyn_reshape_flatten_reverse", """dyn_reshape_flatten_reverse: shape-polymorphic (b x 3) flattened with stablehlo.dynamic_reshape to
(3b), reversed, squared and multiplied by the original order, then dynamic_reshape back to
(b x 3). No expected values: run with --random-inputs --dim '*=4'.""",
                ["tensor<?x3xf32>"], ["tensor<?x3xf32>"], b1 + """
%c3 = stablehlo.constant dense<3> : tensor<i64>
%n = stablehlo.multiply %arg0, %c3 : tensor<i64>
%n32 = stablehlo.convert %n : (tensor<i64>) -> tensor<i32>
%n1 = stablehlo.reshape %n32 : (tensor<i32>) -> tensor<1xi32>
%flat = stablehlo.dynamic_reshape %arg1, %n1 : (tensor<?x3xf32>, tensor<1xi32>) -> tensor<?xf32>
%rev = stablehlo.reverse %flat, dims = [0] : tensor<?xf32>
%prod = stablehlo.multiply %flat, %rev : tensor<?xf32>
%c3v = stablehlo.constant dense<3> : tensor<1xi32>
%shape = stablehlo.concatenate %b1, %c3v, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
%r = stablehlo.dynamic_reshape %prod, %shape : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x3xf32>
return %r : tensor<?x3xf32>""")

    dyn_program("dyn_matmul_tanh", """dyn_matmul_tanh: shape-polymorphic (b x 3) @ (3 x 5) with stablehlo.dot_general, a bias added
through dynamic_broadcast_in_dim, then tanh and a reduce over the batch dim (mean, dividing
by b converted from the global constant). No expected values: run with --random-inputs --dim '*=4'.""",
                ["tensor<?x3xf32>", "tensor<3x5xf32>", "tensor<5xf32>"], ["tensor<?x5xf32>", "tensor<5xf32>"],
                b1 + """
%c5 = stablehlo.constant dense<5> : tensor<1xi32>
%shape = stablehlo.concatenate %b1, %c5, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
%mm = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<?x3xf32>, tensor<3x5xf32>) -> tensor<?x5xf32>
%bias = stablehlo.dynamic_broadcast_in_dim %arg3, %shape, dims = [1] : (tensor<5xf32>, tensor<2xi32>) -> tensor<?x5xf32>
%y = stablehlo.add %mm, %bias : tensor<?x5xf32>
%t = stablehlo.tanh %y : tensor<?x5xf32>
%zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
%s = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?x5xf32>, tensor<f32>) -> tensor<5xf32>
%bf = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<f32>
%bfb = stablehlo.broadcast_in_dim %bf, dims = [] : (tensor<f32>) -> tensor<5xf32>
%mean = stablehlo.divide %s, %bfb : tensor<5xf32>
return %t, %mean : tensor<?x5xf32>, tensor<5xf32>""")

    dyn_program("dyn_relu_select_clamp", """dyn_relu_select_clamp: shape-polymorphic (b x 2 x 3): relu via compare + select against a zero
tensor made with dynamic_broadcast_in_dim, then clamp to [-1, 1] with scalar bounds and a
transpose to (3 x b x 2). No expected values: run with --random-inputs --dim '*=4'.""",
                ["tensor<?x2x3xf32>"], ["tensor<3x?x2xf32>"], b1 + """
%c23 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
%shape = stablehlo.concatenate %b1, %c23, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
%zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
%zb = stablehlo.dynamic_broadcast_in_dim %zero, %shape, dims = [] : (tensor<f32>, tensor<3xi32>) -> tensor<?x2x3xf32>
%gt = stablehlo.compare  GT, %arg1, %zb,  FLOAT : (tensor<?x2x3xf32>, tensor<?x2x3xf32>) -> tensor<?x2x3xi1>
%relu = stablehlo.select %gt, %arg1, %zb : tensor<?x2x3xi1>, tensor<?x2x3xf32>
%lo = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
%hi = stablehlo.constant dense<1.000000e+00> : tensor<f32>
%cl = stablehlo.clamp %lo, %relu, %hi : (tensor<f32>, tensor<?x2x3xf32>, tensor<f32>) -> tensor<?x2x3xf32>
%tr = stablehlo.transpose %cl, dims = [2, 0, 1] : (tensor<?x2x3xf32>) -> tensor<3x?x2xf32>
return %tr : tensor<3x?x2xf32>""")

    dyn_program("dyn_concat_pad_slice", """dyn_concat_pad_slice: shape-polymorphic (b x 3): concatenate with itself along dim 0 (2b x 3),
stablehlo.dynamic_pad by one row on each side (shape from b), a real_dynamic_slice back to
rows [1, 2b+1), and a subtract. No expected values: run with --random-inputs --dim '*=4'.""",
                ["tensor<?x3xf32>"], ["tensor<?x3xf32>"], b1 + """
%cat = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
%zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
%lo = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
%hi = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
%in = stablehlo.constant dense<[0, 0]> : tensor<2xi32>
%pad = stablehlo.dynamic_pad %cat, %zero, %lo, %hi, %in : (tensor<?x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x3xf32>
%two = stablehlo.constant dense<2> : tensor<i64>
%n = stablehlo.multiply %arg0, %two : tensor<i64>
%one = stablehlo.constant dense<1> : tensor<i64>
%end0 = stablehlo.add %n, %one : tensor<i64>
%e32 = stablehlo.convert %end0 : (tensor<i64>) -> tensor<i32>
%e1 = stablehlo.reshape %e32 : (tensor<i32>) -> tensor<1xi32>
%c3 = stablehlo.constant dense<3> : tensor<1xi32>
%limit = stablehlo.concatenate %e1, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
%start = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
%stride = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
%sl = stablehlo.real_dynamic_slice %pad, %start, %limit, %stride : (tensor<?x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x3xf32>
%r = stablehlo.subtract %sl, %arg1 : tensor<?x3xf32>
return %r : tensor<?x3xf32>""")

    dyn_program("dyn_complex_abs_sort", """dyn_complex_abs_sort: shape-polymorphic (b x 4): builds complex<f32> from two inputs, takes abs,
sorts each row (stablehlo.sort along dim 1) and argmax-like iota with dynamic_iota of shape
(b x 4). No expected values: run with --random-inputs --dim '*=4'.""",
                ["tensor<?x4xf32>", "tensor<?x4xf32>"], ["tensor<?x4xf32>", "tensor<?x4xi32>"], b1 + """
%z = stablehlo.complex %arg1, %arg2 : tensor<?x4xcomplex<f32>>
%m = stablehlo.abs %z : (tensor<?x4xcomplex<f32>>) -> tensor<?x4xf32>
%c4 = stablehlo.constant dense<4> : tensor<1xi32>
%shape = stablehlo.concatenate %b1, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
%idx = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi32>) -> tensor<?x4xi32>
%s:2 = "stablehlo.sort"(%m, %idx) ({
^bb0(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>):
  %lt = stablehlo.compare  LT, %a, %b,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %lt : tensor<i1>
}) {dimension = 1 : i64, is_stable = true} : (tensor<?x4xf32>, tensor<?x4xi32>) -> (tensor<?x4xf32>, tensor<?x4xi32>)
return %s#0, %s#1 : tensor<?x4xf32>, tensor<?x4xi32>""")

    dyn_program("dyn_gather_rows_erf", """dyn_gather_rows_erf: shape-polymorphic (b x 3): applies chlo.erf and chlo.lgamma (of 1 + x^2),
then gathers row 0 of the result with stablehlo.dynamic_slice and dynamic_broadcast_in_dim
back to b rows. No expected values: run with --random-inputs --dim '*=4'.""",
                ["tensor<?x3xf32>"], ["tensor<?x3xf32>"], b1 + """
%e = chlo.erf %arg1 : tensor<?x3xf32> -> tensor<?x3xf32>
%sq = stablehlo.multiply %arg1, %arg1 : tensor<?x3xf32>
%c3 = stablehlo.constant dense<3> : tensor<1xi32>
%shape = stablehlo.concatenate %b1, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
%one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
%oneb = stablehlo.dynamic_broadcast_in_dim %one, %shape, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x3xf32>
%p = stablehlo.add %sq, %oneb : tensor<?x3xf32>
%lg = chlo.lgamma %p : tensor<?x3xf32> -> tensor<?x3xf32>
%sum = stablehlo.add %e, %lg : tensor<?x3xf32>
%i0 = stablehlo.constant dense<0> : tensor<i64>
%row = stablehlo.dynamic_slice %sum, %i0, %i0, sizes = [1, 3] : (tensor<?x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
%rows = stablehlo.dynamic_broadcast_in_dim %row, %shape, dims = [0, 1] : (tensor<1x3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
%r = stablehlo.subtract %sum, %rows : tensor<?x3xf32>
return %r : tensor<?x3xf32>""")


# ---------------------------------------------------------------------------
# 5. CHLO special functions (reference implementations in double).
# ---------------------------------------------------------------------------

# Bernoulli numbers B2, B4, ..., B20
B2K = [1 / 6, -1 / 30, 1 / 42, -1 / 30, 5 / 66, -691 / 2730, 7 / 6, -3617 / 510, 43867 / 798, -174611 / 330]


def digamma(x):
    if x <= 0 and x == math.floor(x):
        return math.nan
    if x < 0.5:  # reflection
        return digamma(1 - x) - math.pi / math.tan(math.pi * x)
    acc = 0.0
    while x < 10:
        acc -= 1 / x
        x += 1
    s = math.log(x) - 0.5 / x
    x2 = x * x
    p = x2
    for k, b in enumerate(B2K[:8], start=1):
        s -= b / (2 * k * p)
        p *= x2
    return s + acc


def hurwitz_zeta(s, q):
    """zeta(s, q) = sum_{k>=0} (q + k)^-s for s > 1, q > 0 (Euler-Maclaurin)."""
    if s == 1:
        return math.inf
    N = 30
    total = math.fsum((q + k) ** -s for k in range(N))
    a = q + N
    total += a ** (1 - s) / (s - 1) + 0.5 * a ** -s
    # sum_j B2j / (2j)! * s(s+1)...(s+2j-2) * a^(-s-2j+1)
    fact = 1.0
    poch = s  # s (s+1) ... (s+2j-2)
    term_pow = a ** (-s - 1)
    for j in range(1, 10):
        fact_2j = math.factorial(2 * j)
        total += B2K[j - 1] / fact_2j * poch * term_pow
        poch *= (s + 2 * j - 1) * (s + 2 * j)
        term_pow /= a * a
    return total


def polygamma(n, x):
    if n == 0:
        return digamma(x)
    return (-1) ** (n + 1) * math.factorial(n) * hurwitz_zeta(n + 1, x)


def erfinv(x):
    if x == 0:
        return x  # keeps -0
    if x == 1:
        return math.inf
    if x == -1:
        return -math.inf
    if abs(x) > 1 or math.isnan(x):
        return math.nan
    s = math.copysign(1.0, x)
    a = abs(x)
    # initial guess (Winitzki), then Newton in double on erf (or erfc near 1)
    A = 0.147
    ln = math.log(1 - a * a) if a < 0.999 else math.log1p(-a) + math.log1p(a)
    t = 2 / (math.pi * A) + ln / 2
    y = math.sqrt(math.sqrt(t * t - ln / A) - t)
    for _ in range(60):
        if a > 0.5:
            f = -(math.erfc(y) - (1 - a))  # 1 - a is exact for f32/f64 a in (0.5, 1)
        else:
            f = math.erf(y) - a
        d = 2 / math.sqrt(math.pi) * math.exp(-y * y)
        step = f / d
        y -= step
        if abs(step) <= 1e-17 * abs(y):
            break
    return s * y


def i1e(x):
    """exp(-|x|) I1(x) by the power series (all terms positive: no cancellation)."""
    if x == 0:
        return x
    a = abs(x)
    h = a / 2
    term = h
    terms = [term]
    k = 0
    while True:
        term *= h * h / ((k + 1) * (k + 2))
        k += 1
        terms.append(term)
        if term < 1e-18 * terms[0] and k > a:
            break
    return math.copysign(math.fsum(terms) * math.exp(-a), x)


def check_references():
    """Spot checks of the hand-written references against known values."""
    g = 0.5772156649015329
    assert abs(digamma(1) + g) < 1e-15
    assert abs(digamma(0.5) - (-g - 2 * math.log(2))) < 1e-15
    assert abs(digamma(-0.5) - 0.03648997397857652) < 1e-14
    assert abs(hurwitz_zeta(2, 1) - math.pi ** 2 / 6) < 1e-15
    assert abs(hurwitz_zeta(4, 1) - math.pi ** 4 / 90) < 1e-15
    assert abs(hurwitz_zeta(3, 1) - 1.2020569031595942) < 1e-15
    assert abs(hurwitz_zeta(2, 0.5) - math.pi ** 2 / 2) < 1e-14
    assert abs(polygamma(1, 1) - math.pi ** 2 / 6) < 1e-15
    assert abs(polygamma(2, 1) + 2 * 1.2020569031595942) < 1e-14
    assert abs(erfinv(0.5) - 0.4769362762044699) < 1e-16
    assert abs(erfinv(0.999) - 2.326753765513525) < 1e-14
    a = 1 - 1e-12
    assert abs(math.erfc(erfinv(a)) / (1 - a) - 1) < 1e-14
    for v in (0.1, 0.7, 0.99999, -0.3):
        assert abs(math.erf(erfinv(v)) - v) < 2e-16
    assert abs(i1e(1.0) - 0.2079104153497085) < 1e-16
    assert abs(i1e(10.0) - 0.1212626813844555) < 1e-16
    assert abs(i1e(-2.0) + 0.2152692892489376) < 1e-16


def special_inputs(rng, n, lo, hi, part, extra):
    x = list(extra) + list(rng.uniform(lo, hi, n))
    return [f32(v) if part == "f32" else float(v) for v in x]


def to_type(v, ty):
    if ty == "f32":
        return f32(v)
    if ty == "bf16":
        return bf16(v)
    if ty == "f16":
        return f16(v)
    return v


def chlo_unary(name, op, ty, xs, fn, ulp, why, binary=None):
    n = len(xs)
    t = ttype((n,), ty)
    if binary is None:
        r = [to_type(fn(x), ty) for x in xs]
        inputs = [T(xs, ty)]
        body = ["%%r = chlo.%s {a0} : %s -> %s" % (op, t, t)]
    else:
        ys = binary
        r = [to_type(fn(x, y), ty) for x, y in zip(xs, ys)]
        inputs = [T(xs, ty), T(ys, ty)]
        body = ["%%r = chlo.%s {a0}, {a1} : %s, %s -> %s" % (op, t, t, t)]
    if ulp == 0:
        check = cc("expect_eq", "%r", "{e0}", t)
        tol = "exact (custom_call expect_eq)"
    else:
        check = close_ulp("%r", "{e0}", t, ulp)
        tol = "check.expect_close max_ulp_difference = %d" % ulp
    jax_program(name, "%s: chlo.%s on %s.\n%s\nTolerance: %s." % (name, op, ty, why, tol),
                inputs, [T(r, ty)], body, [check], [("%r", t)])


def gen_chlo():
    check_references()
    rng = np.random.default_rng(5005)

    def lg(x):
        if math.isinf(x):
            return math.inf
        if x <= 0 and x == math.floor(x):
            return math.inf
        return math.lgamma(x)

    # lgamma: keep |result| away from the zeros at x = 1, 2 (ULP tolerance)
    def far_from_roots(v):
        return abs(v - 1) > 0.05 and abs(v - 2) > 0.05 and abs(lg(v)) > 0.01

    for ty, ulp in (("f32", 16), ("f64", 64)):
        xs = [0.5, 3.0, 10.0, 100.5, 1e-30 if ty == "f32" else 1e-300, 1e30 if ty == "f32" else 1e300,
              -0.5, -2.5, -3.75, 0.0, -0.0, -4.0, math.inf, -math.inf, math.nan]
        cand = [v for v in rng.uniform(-6, 25, 80) if far_from_roots(v) and abs(v - round(v)) > 0.02
                and abs(lg(v)) > 0.5][:13]
        xs = [to_type(v, ty) for v in xs + list(cand)]
        chlo_unary("chlo_lgamma_%s" % ty, "lgamma", ty, xs, lg, ulp,
                   "Expected: math.lgamma in double (log|Gamma(x)|, negative non-integers too), rounded;\n"
                   "poles 0, -0, -4 -> +inf, lgamma(+-inf) = +inf, NaN -> NaN. Random inputs (seed 5005)\n"
                   "stay 0.05 away from the zeros at 1 and 2 and 0.02 away from the poles so a relative\n"
                   "(ULP) tolerance is meaningful (|lgamma| > 0.5). %d ULP: the Lanczos-based decomposition is not\n"
                   "correctly rounded (relative error ~1e-6 in f32 / ~1e-14 in f64 near the poles)." % ulp)
    xs = [bf16(v) for v in [0.5, 3.0, 10.0, -2.5, 7.25, 0.125, 30.0, -0.75]]
    chlo_unary("chlo_lgamma_bf16", "lgamma", "bf16", xs, lg, 1,
               "Expected: math.lgamma in double rounded to bf16 (bits RNE).\n"
               "1 ULP of bf16: the f32 computation is far more accurate than bf16's 8 bits.")

    # digamma
    for ty, ulp in (("f32", 16), ("f64", 64)):
        xs = [1.0, 0.5, 2.0, 10.0, 1e6, -2.25, 1e-3] + ([-0.5] if ty == "f32" else [])
        cand = [v for v in rng.uniform(-5, 30, 80) if abs(v - round(v)) > 0.05 and abs(digamma(v)) > 0.3][:14]
        xs = [to_type(v, ty) for v in xs + cand]
        chlo_unary("chlo_digamma_%s" % ty, "digamma", ty, xs, digamma, ulp,
                   "Expected: digamma in double, by reflection (x < 1/2), recurrence to x >= 10 and the\n"
                   "asymptotic series with Bernoulli numbers (checked against psi(1) = -gamma,\n"
                   "psi(1/2) = -gamma - 2 ln 2); random inputs (seed 5005) avoid the poles and keep\n"
                   "|psi(x)| > 0.3 (the recurrence leaves an absolute error ~5e-16 in the reference, and a\n"
                   "ULP tolerance needs results away from the zero near 1.4616). %d ULP: the decomposition\n"
                   "is not correctly rounded." % ulp)
    xs = [f16(v) for v in [1.0, 0.5, 3.0, 10.0, -0.5, 2.5, 100.0, 0.25]]
    chlo_unary("chlo_digamma_f16", "digamma", "f16", xs, digamma, 2,
               "Expected: reference digamma in double rounded to f16 (numpy). 2 ULP of f16.")

    # erf / erfc
    for ty, ulp in (("f32", 4), ("f64", 4)):
        xs = [0.0, -0.0, 1e-30 if ty == "f32" else 1e-300, 0.5, -0.5, 1.0, 2.0, -3.0, 3.9, 5.0, -6.0,
              math.inf, -math.inf, math.nan]
        xs = [to_type(v, ty) for v in xs + list(rng.uniform(-3, 3, 10))]
        chlo_unary("chlo_erf_%s" % ty, "erf", ty, xs, math.erf, ulp,
                   "Expected: math.erf in double, rounded; erf(+-0) = +-0, tiny x -> 2x/sqrt(pi),\n"
                   "saturation to +-1, erf(+-inf) = +-1, NaN. Random part seeded (5005). %d ULP." % ulp)
    xs = [f16(v) for v in [0.0, 0.1, -0.5, 1.0, 1.5, -2.0, 3.0, 0.001, -0.25, 0.75]]
    chlo_unary("chlo_erf_f16", "erf", "f16", xs, math.erf, 1,
               "Expected: math.erf in double rounded to f16 by numpy. 1 ULP of f16.")
    xs = [bf16(v) for v in [0.0, 0.1, -0.5, 1.0, 1.5, -2.0, 3.0, 0.001]]
    chlo_unary("chlo_erf_bf16", "erf", "bf16", xs, math.erf, 1,
               "Expected: math.erf in double rounded to bf16 (bits RNE). 1 ULP of bf16.")
    for ty, ulp, hi in (("f32", 64, 9.0), ("f64", 16, 26.0)):
        xs = [0.0, -0.0, 0.5, -1.0, 1.0, 2.0, 5.0, hi, -6.0, 100.0, math.inf, -math.inf, math.nan]
        xs = [to_type(v, ty) for v in xs + list(rng.uniform(-2, 8, 10))]
        chlo_unary("chlo_erfc_%s" % ty, "erfc", ty, xs, math.erfc, ulp,
                   "Expected: math.erfc in double, rounded: includes the far tail (erfc(%g) ~ %.3g, where\n"
                   "1 - erf would lose every digit), erfc(100) underflows to 0, erfc(-inf) = 2.\n"
                   "%d ULP: relative accuracy in the tail is the point of erfc, but exp(-x^2) amplifies\n"
                   "the rounding of x^2 by 2x^2 (~100 at x = 7 in f32)." % (hi, math.erfc(hi), ulp))

    # erf_inv
    # f64 ulp: CHLO's f64 erf_inv (Giles' polynomials in w = -log(1 - x^2))
    # is ~150 ULP off at |x| = 0.99999, where w is past 6.25 and the third
    # polynomial takes over; XLA's values carry that error too.
    for ty, ulp in (("f32", 8), ("f64", 256)):
        xs = [0.0, -0.0, 0.5, -0.5, 0.9, 0.999, -0.99999, 1.0, -1.0, 1.5, math.nan, 1e-20]
        xs = [to_type(v, ty) for v in xs + list(rng.uniform(-0.99, 0.99, 10))]
        chlo_unary("chlo_erf_inv_%s" % ty, "erf_inv", ty, xs, erfinv, ulp,
                   "Expected: erfinv in double by Newton's method on math.erf (math.erfc near +-1,\n"
                   "checked: erf(erfinv(y)) = y to 2e-16); erf_inv(+-1) = +-inf, |x| > 1 -> NaN,\n"
                   "erf_inv(-0) = -0. %d ULP." % ulp)

    # hyperbolic & trig
    for ty, ulp in (("f32", 4), ("f64", 4)):
        big = 88.0 if ty == "f32" else 709.0
        xs = [0.0, -0.0, 0.5, -1.0, 3.0, 20.0, -big, 1e-20, math.inf, -math.inf, math.nan]
        if ty == "f64":
            xs[6] = -19.5  # near 709 the decomposition's error is ~|x|/2 ULP: not tested
        xs = [to_type(v, ty) for v in xs + list(rng.uniform(-10, 10, 9))]
        uh = 64 if ty == "f32" else 32
        hnote = ("\n%d ULP: the decomposition goes through exp(|x| + log(1/2)), whose relative error\n"
                 "grows like |x| * eps (|x| up to %g here)." % (uh, 88 if ty == "f32" else 20))
        chlo_unary("chlo_cosh_%s" % ty, "cosh", ty, xs, lambda v: math.nan if math.isnan(v) else (math.cosh(v) if abs(v) < 1e3 else math.inf),
                   uh, "Expected: math.cosh in double, rounded (cosh(-%g) is near the top of the\n"
                       "range; +-inf -> inf)." % big + hnote)
        chlo_unary("chlo_sinh_%s" % ty, "sinh", ty, xs,
                   lambda v: math.nan if math.isnan(v) else (math.sinh(v) if abs(v) < 1e3 else math.copysign(math.inf, v)), uh,
                   "Expected: math.sinh in double, rounded (sinh(-0) = -0, tiny x -> x,\n"
                   "+-inf -> +-inf)." + hnote)
        xs2 = [0.0, -0.0, 0.5, -2.0, 1e10, -1e-10, 1e30 if ty == "f32" else 1e300, math.inf, math.nan]
        xs2 = [to_type(v, ty) for v in xs2 + list(rng.uniform(-50, 50, 9))]
        chlo_unary("chlo_asinh_%s" % ty, "asinh", ty, xs2, math.asinh, ulp,
                   "Expected: math.asinh in double, rounded (odd, huge arguments without overflow). %d ULP." % ulp)
        xs3 = [1.0, 1.5, 2.0, 10.0, 1e10, 1e30 if ty == "f32" else 1e300, 0.5, -2.0, math.inf, math.nan]
        xs3 = [to_type(v, ty) for v in xs3 + list(rng.uniform(1.01, 100, 8))]
        chlo_unary("chlo_acosh_%s" % ty, "acosh", ty, xs3,
                   lambda v: math.acosh(v) if v >= 1 else math.nan, ulp,
                   "Expected: math.acosh in double, rounded; x < 1 -> NaN, acosh(1) = 0, huge x\n"
                   "without overflow. %d ULP." % ulp)
        xs4 = [0.0, -0.0, 0.5, -0.9, 0.99, 1e-10, 1.0, -1.0, 2.0, math.nan]
        xs4 = [to_type(v, ty) for v in xs4 + list(rng.uniform(-0.95, 0.95, 8))]
        chlo_unary("chlo_atanh_%s" % ty, "atanh", ty, xs4,
                   lambda v: math.atanh(v) if abs(v) < 1 else (math.copysign(math.inf, v) if abs(v) == 1 else math.nan),
                   ulp, "Expected: math.atanh in double, rounded; atanh(+-1) = +-inf, |x| > 1 -> NaN. %d ULP." % ulp)
        xs5 = [0.0, -0.0, 1.0, -1.0, 1e-20, 1e20, math.inf, -math.inf, math.nan]
        xs5 = [to_type(v, ty) for v in xs5 + list(rng.uniform(-20, 20, 9))]
        chlo_unary("chlo_atan_%s" % ty, "atan", ty, xs5, math.atan, ulp,
                   "Expected: math.atan in double, rounded; atan(+-inf) = +-pi/2. %d ULP." % ulp)
        cand = [v for v in rng.uniform(-1.5, 1.5, 40) if abs(abs(v) - math.pi / 2) > 0.05][:9]
        xs6 = [0.0, -0.0, 0.5, -1.0, 1e-20, 1.5, 3.0, math.inf, math.nan]
        xs6 = [to_type(v, ty) for v in xs6 + cand]
        chlo_unary("chlo_tan_%s" % ty, "tan", ty, xs6,
                   lambda v: math.tan(v) if math.isfinite(v) else math.nan, ulp,
                   "Expected: math.tan in double of the exact %s input, rounded; tan(inf) = NaN.\n"
                   "Arguments are small (|x| <= 3) so no large-argument reduction is involved. %d ULP."
                   % (ty, ulp))
    xs = [bf16(v) for v in [0.0, 0.5, -1.0, 1.25, 0.75, -0.125, 1.5, 2.0]]
    chlo_unary("chlo_tan_bf16", "tan", "bf16", xs, math.tan, 1,
               "Expected: math.tan in double rounded to bf16. 1 ULP of bf16.")
    xs = [f16(v) for v in [0.0, 0.5, -1.0, 3.0, 100.0, -7.5, 1e-3, 11.0]]
    chlo_unary("chlo_sinh_f16", "sinh", "f16", xs, math.sinh, 1,
               "Expected: math.sinh in double rounded to f16 by numpy (sinh(11) = 29937 fits,\n"
               "sinh(100) overflows f16 to inf). 1 ULP of f16.")

    # bessel_i1e
    for ty, ulp in (("f32", 8), ("f64", 32)):
        xs = [0.0, -0.0, 1.0, -2.0, 10.0, 0.001, 50.0, -100.0, math.inf, -math.inf, math.nan]
        xs = [to_type(v, ty) for v in xs + list(rng.uniform(-30, 30, 9))]
        chlo_unary("chlo_bessel_i1e_%s" % ty, "bessel_i1e", ty, xs,
                   lambda v: i1e(v) if math.isfinite(v) else (math.nan if math.isnan(v) else math.copysign(0.0, v)), ulp,
                   "Expected: exp(-|x|) I1(x) by the power series of I1 in double (positive terms,\n"
                   "fsum; checked: i1e(1) = 0.2079104153497085, i1e(10) = 0.1212626813844555);\n"
                   "odd in x; i1e(+-inf) = +-0 (limit 1/sqrt(2 pi x) -> 0). %d ULP." % ulp)

    # next_after: exact
    for ty, dt in (("f32", np.float32), ("f64", np.float64)):
        tiny = float(np.finfo(dt).tiny)
        mx = float(np.finfo(dt).max)
        xs = [0.0, 0.0, -0.0, 1.0, 1.0, -1.0, tiny, mx, mx, math.inf, 1.0, math.nan, 2.0, 0.0]
        ys = [1.0, -1.0, 0.0, 2.0, 0.0, -math.inf, 0.0, math.inf, 0.0, 0.0, math.nan, 1.0, 2.0, -0.0]
        xs += [float(dt(v)) for v in rng.uniform(-100, 100, 6)]
        ys += [float(dt(v)) for v in rng.uniform(-100, 100, 6)]
        chlo_unary("chlo_next_after_%s" % ty, "next_after", ty, xs,
                   lambda a, b: float(np.nextafter(dt(a), dt(b))), 0,
                   "Expected: numpy.nextafter in %s (C99 nextafter): 0 -> +-smallest subnormal,\n"
                   "x == y returns y (next_after(0, -0) = -0, next_after(-0, 0) = 0), smallest normal\n"
                   "-> largest subnormal, max -> inf, inf -> max, NaN in either -> NaN." % ty,
                   binary=ys)

    # zeta(x, q)
    for ty, ulp in (("f32", 16), ("f64", 64)):
        xs = [2.0, 4.0, 3.0, 2.0, 1.5, 10.0, 2.5, 30.0, 6.0]
        qs = [1.0, 1.0, 1.0, 0.5, 2.0, 1.5, 100.0, 1.0, 0.25]
        xs += list(rng.uniform(1.2, 8, 9))
        qs += list(rng.uniform(0.2, 10, 9))
        xs = [to_type(v, ty) for v in xs]
        qs = [to_type(v, ty) for v in qs]
        chlo_unary("chlo_zeta_%s" % ty, "zeta", ty, xs, hurwitz_zeta, ulp,
                   "Expected: Hurwitz zeta(x, q) = sum_k (q + k)^-x by Euler-Maclaurin in double (30\n"
                   "terms + 9 Bernoulli corrections; checked against zeta(2) = pi^2/6, zeta(4) = pi^4/90,\n"
                   "zeta(3), zeta(2, 1/2) = pi^2/2). Domain x > 1, q > 0. %d ULP." % ulp, binary=qs)

    # polygamma(n, x)
    for ty, ulp in (("f32", 16), ("f64", 64)):
        ns = [0.0, 1.0, 2.0, 3.0, 1.0, 2.0, 1.0, 0.0, 3.0, 4.0]
        xs = [1.0, 1.0, 1.0, 0.5, 10.0, 3.5, 0.1, 5.0, 2.0, 7.0]
        ns += [float(v) for v in rng.integers(1, 5, 8)]
        xs += list(rng.uniform(0.3, 20, 8))
        xs = [to_type(v, ty) for v in xs]
        chlo_unary("chlo_polygamma_%s" % ty, "polygamma", ty, ns, lambda n, x: polygamma(int(n), x), ulp,
                   "Expected: polygamma(n, x) = (-1)^(n+1) n! zeta(n + 1, x) (n >= 1) and digamma (n = 0),\n"
                   "from the reference zeta/digamma above (polygamma(1, 1) = pi^2/6 checked); x > 0.\n"
                   "%d ULP." % ulp, binary=xs)


# ---------------------------------------------------------------------------
# 6. chlo.ragged_dot.
# ---------------------------------------------------------------------------


def ragged_attr(lb, rb, lc, rc, lr, rg):
    return ("ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = %s, "
            "rhs_batching_dimensions = %s, lhs_contracting_dimensions = %s, rhs_contracting_dimensions = %s, "
            "lhs_ragged_dimensions = %s, rhs_group_dimensions = %s>, "
            "precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]" % (lb, rb, lc, rc, lr, rg))


def ragged_prog(name, doc, lhs, rhs, gs, out, attr):
    tl, tr, tg, to = ttype(lhs.shape, "f32"), ttype(rhs.shape, "f32"), ttype(gs.shape, "i64"), ttype(out.shape, "f32")
    jax_program(name, doc, [T(lhs, "f32"), T(rhs, "f32"), T(gs, "i64")], [T(out, "f32")],
                ['%%r = "chlo.ragged_dot"({a0}, {a1}, {a2}) {%s} : (%s, %s, %s) -> %s' % (attr, tl, tr, tg, to)],
                [cc("expect_close", "%r", "{e0}", to)], [("%r", to)])


def gen_ragged():
    rng = np.random.default_rng(6006)
    # mode 1: ragged non-contracting, lhs [m, k], rhs [g, k, n]
    lhs = dyadic(rng, (9, 4))
    rhs = dyadic(rng, (3, 4, 5))
    gs = np.array([2, 3, 2])
    out = np.zeros((9, 5))
    start = 0
    for g, size in enumerate(gs):
        out[start:start + size] = lhs[start:start + size] @ rhs[g]
        start += size
    ragged_prog("ragged_dot_mode1_noncontracting",
                """ragged_dot_mode1_noncontracting: chlo.ragged_dot mode 1 (lhs ragged dim 0 is non-contracting),
lhs 9x4, rhs 3x4x5 (group dim 0), group_sizes [2, 3, 2] summing to 7 < 9: rows 0-1 use
rhs[0], rows 2-4 rhs[1], rows 5-6 rhs[2], rows 7-8 (in no group) are 0. Expected: numpy,
inputs multiples of 1/8 (exact).""", lhs, rhs, gs, out, ragged_attr([], [], [1], [1], [0], [0]))

    # mode 1 with a batch dim: lhs [b, m, k], rhs [g, b, k, n]
    lhs = dyadic(rng, (2, 7, 3))
    rhs = dyadic(rng, (2, 2, 3, 4))
    gs = np.array([2, 3])
    out = np.zeros((2, 7, 4))
    for b in range(2):
        start = 0
        for g, size in enumerate(gs):
            out[b, start:start + size] = lhs[b, start:start + size] @ rhs[g, b]
            start += size
    ragged_prog("ragged_dot_mode1_batched",
                """ragged_dot_mode1_batched: chlo.ragged_dot mode 1 with a batch dim: lhs 2x7x3 (batch 0, ragged 1,
contracting 2), rhs 2x2x3x4 (group 0, batch 1, contracting 2), group_sizes [2, 3] (sum 5 < 7:
rows 5-6 of every batch are 0). Expected: numpy, exact dyadic inputs.""",
                lhs, rhs, gs, out, ragged_attr([0], [1], [2], [2], [1], [0]))

    # mode 2: ragged contracting, lhs [m, k], rhs [k, n], out [g, m, n]
    lhs = dyadic(rng, (3, 10))
    rhs = dyadic(rng, (10, 4))
    gs = np.array([3, 4, 1])
    out = np.zeros((3, 3, 4))
    start = 0
    for g, size in enumerate(gs):
        out[g] = lhs[:, start:start + size] @ rhs[start:start + size]
        start += size
    ragged_prog("ragged_dot_mode2_contracting",
                """ragged_dot_mode2_contracting: chlo.ragged_dot mode 2 (lhs ragged dim 1 is contracting): lhs 3x10,
rhs 10x4, no rhs group dim, group_sizes [3, 4, 1] (sum 8 < 10): result 3x3x4 (group dim
first), group g contracting only over its slice of k; k = 8, 9 belong to no group and
contribute nothing. Expected: numpy, exact dyadic inputs.""",
                lhs, rhs, gs, out, ragged_attr([], [], [1], [0], [1], []))

    # mode 2 with batch
    lhs = dyadic(rng, (2, 2, 6))
    rhs = dyadic(rng, (2, 6, 3))
    gs = np.array([1, 0, 4])
    out = np.zeros((3, 2, 2, 3))
    for b in range(2):
        start = 0
        for g, size in enumerate(gs):
            out[g, b] = lhs[b, :, start:start + size] @ rhs[b, start:start + size]
            start += size
    ragged_prog("ragged_dot_mode2_batched_empty_group",
                """ragged_dot_mode2_batched_empty_group: chlo.ragged_dot mode 2 with a batch dim: lhs 2x2x6 (batch 0,
contracting+ragged 2), rhs 2x6x3 (batch 0, contracting 1), group_sizes [1, 0, 4] (an empty
group, whose result block is 0; sum 5 < 6). Result 3x2x2x3 = [group, batch, m, n].
Expected: numpy, exact dyadic inputs.""",
                lhs, rhs, gs, out, ragged_attr([0], [0], [2], [1], [2], []))

    # mode 3: ragged batch
    lhs = dyadic(rng, (5, 2, 3))
    rhs = dyadic(rng, (5, 3, 2))
    gs = np.array([2, 2])
    out = np.einsum("bij,bjk->bik", lhs, rhs)
    ragged_prog("ragged_dot_mode3_batch",
                """ragged_dot_mode3_batch: chlo.ragged_dot mode 3 (lhs ragged dim 0 is a batch dim): lhs 5x2x3, rhs 5x3x2,
no rhs group dim, group_sizes [2, 2] (sum 4 < 5). In this mode the result is the plain
batched dot_general (JAX's reference implementation, _ragged_dot_general_impl, returns
dot_general for RAGGED_BATCH), so batch 4 is computed too. Expected: numpy einsum, exact.""",
                lhs, rhs, gs, out, ragged_attr([0], [0], [2], [1], [0], []))


def main():
    gen_complex()
    gen_fft()
    gen_quant()
    gen_subbyte()
    gen_dynamic()
    gen_chlo()
    gen_ragged()
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        if f.endswith(".mlir") and f not in PROGRAMS:
            os.remove(os.path.join(OUT, f))
    for name, text in sorted(PROGRAMS.items()):
        with open(os.path.join(OUT, name), "w") as fh:
            fh.write(text)
    print("wrote %d programs to %s" % (len(PROGRAMS), OUT))


if __name__ == "__main__":
    main()
