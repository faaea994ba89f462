#!/usr/bin/env python3
"""Bad-input suite of the `partir` command line (tests/bad_inputs/README.md).

    run_bad_inputs.py PATH/TO/partir [--jobs 2] [--filter REGEX] [--timeout 60]
                      [--json FILE] [--keep] [--verbose]

Every bad input goes to every command that reads that kind of input, each run
under a time limit and an 8 GiB address-space limit. A case passes when the
command exits 2, its stderr is one line, the diagnostic (`file:line:col:
error: ...`, `file: error: ...` or `error: ...`), and nothing crashed (no
signal, no sanitizer report, no uncaught exception).
cases.txt lists the few (input, command) pairs where another exit code is
correct. Prints one line per failing case, then a summary; exits 1 when a case
fails. Standard library only.
"""

import argparse
import concurrent.futures
import fnmatch
import json
import os
import random
import re
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
sys.path.insert(0, os.path.join(HERE, "npy"))
import gen_npy  # noqa: E402

MEMORY_LIMIT = 8 << 30  # RLIMIT_AS of every command
OUTPUT_LIMIT = 512 << 20  # RLIMIT_FSIZE: a bad input must not make partir write half a gigabyte
DIAGNOSTIC = re.compile(r"^(\S.*: )?error: .+")
CONTROL = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]")  # in a diagnostic line: all but tab
STDERR_LIMIT = 16 << 20  # bytes of stderr read back
# A crash, a sanitizer report, an exception that escaped to main's last-resort handler
# ("internal error"), or an allocation nobody bounded (std::bad_alloc in a message).
CRASH_MARKERS = ("AddressSanitizer", "LeakSanitizer", "UndefinedBehaviorSanitizer", "runtime error:",
                 "terminate called", "Segmentation fault", "core dumped", "Assertion", "what():",
                 "internal error", "bad_alloc")

VALID_PROGRAM = os.path.join(HERE, "valid", "tiny.mlir")
VALID_SCHEDULE = os.path.join(HERE, "valid", "tiny.schedule")
VALID_SPEC = os.path.join(HERE, "valid", "tiny.spec")


# ---- the commands each kind of input goes to --------------------------------

def program_commands(f):
    return {
        "print": ["print", f],
        "tmr": ["tmr", f],
        "tmr-json": ["tmr", f, "--json"],
        "args": ["args", f],
        "args-mesh-json": ["args", f, "--mesh", "a=2,b=3", "--json"],
        "run": ["run", f],
        "run-random": ["run", f, "--random-inputs"],
        "run-json": ["run", f, "--random-inputs", "--dim", "*=3", "--json"],
        "partition": ["partition", f, "--schedule", VALID_SCHEDULE],
        "partition-spmd-stats": ["partition", f, "--schedule", VALID_SCHEDULE, "--emit", "stablehlo", "--stats"],
        "partition-annotations": ["partition", f, "--from-annotations"],
        "check": ["check", f, "--schedule", VALID_SCHEDULE, "--dim", "*=3"],
        "verify": ["verify", f],
    }


def schedule_commands(f):
    return {
        "partition": ["partition", VALID_PROGRAM, "--schedule", f],
        "partition-spmd-stats": ["partition", VALID_PROGRAM, "--schedule", f, "--emit", "stablehlo", "--stats"],
        "check": ["check", VALID_PROGRAM, "--schedule", f],
    }


def spec_commands(f):
    return {"verify-spec": ["verify", "--spec", f]}


def npy_commands(f, valid_w):
    return {"run-input": ["run", VALID_PROGRAM, "--input", "x=" + f, "--input", "w=" + valid_w]}


# ---- inputs generated at test time (binary, or too big to commit) -----------

TINY_BODY = """func.func @main(%x: tensor<8x4xf32> loc("x"), %w: tensor<4x6xf32> loc("w")) -> tensor<8x6xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
  return %y : tensor<8x6xf32>
}
"""


def nested_case(depth, functions=1):
    """@main and @f1 ... @f<functions-1>, each `depth` stablehlo.case ops deep,
    the innermost region of each calling the next function."""
    out = []
    for f in range(functions):
        lines = ["func.func @%s(%%x: tensor<2xf32>, %%i: tensor<i32>) -> tensor<2xf32> {" % ("f%d" % f if f else "main")]
        for d in range(depth):
            lines.append('%%r%d = "stablehlo.case"(%%i) ({' % d)
        if f + 1 < functions:
            lines.append("%%c = func.call @f%d(%%x, %%i) : (tensor<2xf32>, tensor<i32>) -> tensor<2xf32>" % (f + 1))
            lines.append('"stablehlo.return"(%c) : (tensor<2xf32>) -> ()')
        else:
            lines.append('"stablehlo.return"(%x) : (tensor<2xf32>) -> ()')
        for d in reversed(range(depth)):
            lines.append("}) : (tensor<i32>) -> tensor<2xf32>")
            lines.append('"stablehlo.return"(%%r%d) : (tensor<2xf32>) -> ()' % d if d else "return %r0 : tensor<2xf32>")
        lines.append("}")
        out.append("\n".join(lines) + "\n")
    return "".join(out)


def call_diamond(n):
    """@main calls @f1 twice, @f1 calls @f2 twice, ...: 2^n calls from n functions."""
    out = []
    for i in range(n):
        out.append("func.func @%s(%%x: tensor<2xf32>) -> tensor<2xf32> {\n"
                   "  %%a = func.call @f%d(%%x) : (tensor<2xf32>) -> tensor<2xf32>\n"
                   "  %%b = func.call @f%d(%%a) : (tensor<2xf32>) -> tensor<2xf32>\n"
                   "  return %%b : tensor<2xf32>\n}\n" % ("f%d" % i if i else "main", i + 1, i + 1))
    out.append("func.func @f%d(%%x: tensor<2xf32>) -> tensor<2xf32> {\n  return %%x : tensor<2xf32>\n}\n" % n)
    return "".join(out)


def call_chain(n):
    """@main calls @f1, which calls @f2, ... @f<n>: deep but not recursive."""
    out = []
    for i in range(n):
        callee = "f%d" % (i + 1)
        name = "main" if i == 0 else "f%d" % i
        out.append("func.func @%s(%%x: tensor<2xf32>) -> tensor<2xf32> {\n"
                   "  %%y = func.call @%s(%%x) : (tensor<2xf32>) -> tensor<2xf32>\n"
                   "  return %%y : tensor<2xf32>\n}\n" % (name, callee))
    out.append("func.func @f%d(%%x: tensor<2xf32>) -> tensor<2xf32> {\n  return %%x : tensor<2xf32>\n}\n" % n)
    return "".join(out)


def op_chain(n):
    lines = ["func.func @main(%x: tensor<8x4xf32> loc(\"x\")) -> tensor<8x4xf32> {", "  %v0 = stablehlo.add %x, %x : tensor<8x4xf32>"]
    for i in range(1, n):
        lines.append("  %%v%d = stablehlo.add %%v%d, %%x : tensor<8x4xf32>" % (i, i - 1))
    lines.append("  return %%v%d : tensor<8x4xf32>\n}" % (n - 1))
    return "\n".join(lines) + "\n"


def wide_function(n):
    args = ", ".join("%%a%d: tensor<2xf32>" % i for i in range(n))
    return "func.func @main(%s) -> tensor<2xf32> {\n  return %%a%d : tensor<2xf32>\n}\n" % (args, n - 1)


def run_parallel_grid(rows, cols):
    row = "[" + ", ".join(["@f"] * cols) + "]"
    grid = "[" + ", ".join([row] * rows) + "]"
    results = ", ".join(["tensor<i32>"] * (rows * cols))
    return ("// %d processes (docs/cli.md: at most 1024).\n"
            "func.func @f() -> tensor<i32> {\n  %%c = stablehlo.constant dense<1> : tensor<i32>\n  return %%c : tensor<i32>\n}\n"
            "func.func @main() -> () {\n  %%r:%d = \"interpreter.run_parallel\"() {programs = %s} : () -> (%s)\n  return\n}\n"
            % (rows * cols, rows * cols, grid, results))


def generated_programs():
    rng = random.Random(1234)
    tiny = TINY_BODY.encode()
    deep = 100000
    return {
        "garbage_random.mlir": bytes(rng.randrange(256) for _ in range(300)),
        "garbage_printable.mlir": "".join(rng.choice("{}()<>[]%@:=,.\"'x0123456789 \n") for _ in range(400)).encode(),
        "nul_at_start.mlir": b"\0" + tiny,
        "nul_in_op_name.mlir": tiny.replace(b"stablehlo.dot_general", b"stablehlo.dot\0general"),
        "well_formed/nul_in_string.mlir": tiny.replace(b'loc("x")', b'loc("x\0y")'),
        "well_formed/invalid_utf8_in_loc.mlir": tiny.replace(b'loc("x")', b'loc("\xff\xfe")'),
        "well_formed/invalid_utf8_in_arg_info.mlir": tiny.replace(b'loc("x")', b'{jax.arg_info = "params[\'\xc3\x28\']"}'),
        "invalid_utf8_in_identifier.mlir": tiny.replace(b"%y", b"%y\xff"),
        "utf16_text.mlir": TINY_BODY.encode("utf-16"),
        "deep_nesting_regions_300.mlir": nested_case(300).encode(),
        "deep_nesting_regions_100000.mlir": nested_case(deep).encode(),
        "deep_nesting_dense_literal.mlir": (
            "func.func @main() -> tensor<1xf32> {\n  %%c = stablehlo.constant dense<%s1.0%s> : tensor<1xf32>\n"
            "  return %%c : tensor<1xf32>\n}\n" % ("[" * deep, "]" * deep)).encode(),
        "deep_nesting_attribute.mlir": (
            "func.func @main(%%x: tensor<2xf32>) -> tensor<2xf32> attributes {a = %s0%s} {\n"
            "  return %%x : tensor<2xf32>\n}\n" % ("[" * deep, "]" * deep)).encode(),
        "deep_nesting_type.mlir": (
            "func.func @main(%%x: %stensor<2xf32>%s) -> () {\n  return\n}\n" % ("tuple<" * deep, ">" * deep)).encode(),
        "deep_nesting_unclosed_parens.mlir": ("func.func @main" + "(" * deep + "\n").encode(),
        "well_formed/deep_nesting_loc.mlir": (
            "func.func @main(%%x: tensor<2xf32>) -> tensor<2xf32> {\n  return %%x : tensor<2xf32> loc(%s\"a\"%s)\n}\n"
            % ("fused[" * deep, "]" * deep)).encode(),
        "well_formed/deep_call_chain.mlir": call_chain(20000).encode(),
        # Legal nesting (under the parser's 256 levels) that work grows exponentially with.
        "well_formed/nested_regions_40.mlir": nested_case(40).encode(),
        # 250 calls (the call-depth limit is 256), each 60 regions deep: 15000 interpreter levels.
        "well_formed/calls_in_nested_regions.mlir": nested_case(60, 250).encode(),
        # 2^40 calls from 41 functions (the "billion laughs" of call graphs).
        "well_formed/call_diamond.mlir": call_diamond(40).encode(),
        "well_formed/long_op_chain.mlir": op_chain(5000).encode(),
        "well_formed/wide_function.mlir": wide_function(20000).encode(),
        "well_formed/long_identifier.mlir": tiny.replace(b"%y", b"%" + b"y" * (1 << 20)),
        "not_runnable/run_parallel_too_many.mlir": run_parallel_grid(64, 32).encode(),
    }


def generated_schedules():
    rng = random.Random(99)
    many = ["mesh a=2"] + ["tactic T%d axis=a" % i for i in range(20000)]
    return {
        "garbage_random.schedule": bytes(rng.randrange(256) for _ in range(300)),
        "long_target.schedule": ("mesh a=2\ntactic T axis=a\n  %s = 0\n" % ("x" * (1 << 20))).encode(),
        "many_tactics.schedule": ("\n".join(many) + "\n").encode(),
        "many_assignments.schedule": ("mesh a=2\ntactic T axis=a\n" + "".join(
            "  t%d = 0\n" % i for i in range(100000))).encode(),
    }


# ---- the manifest -------------------------------------------------------------

class Manifest:
    """cases.txt: `INPUT COMMANDS EXITS # reason`; INPUT a glob such as
    programs/empty.mlir, COMMANDS `*` or a comma list, EXITS a comma list of
    exit codes or `skip`."""

    def __init__(self, path):
        self.rules = []
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                text, _, reason = line.partition("#")
                if not text.strip():
                    continue
                parts = text.split()
                if len(parts) != 3 or not reason.strip():
                    sys.exit("%s:%d: error: expected 'INPUT COMMANDS EXITS # reason'" % (path, n))
                inp, cmds, exits = parts
                allowed = None if exits == "skip" else {int(e) for e in exits.split(",")}
                self.rules.append({"line": n, "input": inp, "commands": cmds.split(","),
                                   "allowed": allowed, "used": False})

    def expectation(self, inp, cmd):
        """(allowed exit codes or None for skip); {2} by default."""
        for r in self.rules:
            if fnmatch.fnmatchcase(inp, r["input"]) and ("*" in r["commands"] or cmd in r["commands"]):
                r["used"] = True
                return r["allowed"]
        return {2}


# ---- running one case ------------------------------------------------------------

def limits(sanitized, address_space):
    def apply():
        os.setsid()
        if not sanitized:  # ASan reserves terabytes of address space for its shadow
            resource.setrlimit(resource.RLIMIT_AS, (address_space, address_space))
        resource.setrlimit(resource.RLIMIT_FSIZE, (OUTPUT_LIMIT, OUTPUT_LIMIT))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    return apply


def tail(path, n):
    """The last n bytes of the file (bytes for n > 4096, else text) and its size."""
    with open(path, "rb") as f:
        f.seek(0, os.SEEK_END)
        size = f.tell()
        f.seek(max(0, size - n))
        data = f.read()
        return (data if n > 4096 else data.decode("utf-8", "replace")), size


def json_problems(path):
    """--json output must be JSON (one value per line) in valid UTF-8."""
    if os.path.getsize(path) > STDERR_LIMIT:
        return []
    with open(path, "rb") as f:
        for n, line in enumerate(f.read().split(b"\n"), 1):
            if not line.strip():
                continue
            try:
                json.loads(line.decode("utf-8"))
            except (UnicodeDecodeError, ValueError) as e:
                return ["stdout line %d is not JSON in UTF-8 (%s)" % (n, str(e)[:80])]
    return []


def run_case(case, partir, timeout, sanitized, scratch):
    out_path = os.path.join(scratch, "out", case["key"] + ".stdout")
    err_path = os.path.join(scratch, "out", case["key"] + ".stderr")
    env = dict(os.environ)
    if sanitized:
        # MEMORY_LIMIT plus ASan's shadow (an eighth of the heap): a program
        # using its 8 GiB, as limit_sized_tensor.mlir's c + c does, is not
        # killed for the shadow's pages (8214 MB at a limit of 8192).
        env.setdefault("ASAN_OPTIONS", "detect_leaks=0:hard_rss_limit_mb=%d" % ((MEMORY_LIMIT >> 20) * 9 // 8))
    start = time.monotonic()
    timed_out = False
    for _ in range(60):  # the binary may be missing for a moment while it is rebuilt
        if os.access(partir, os.X_OK):
            break
        time.sleep(1)
    if case.get("stdout"):  # `>PATH` at the end of a commands.txt line
        out_path = case["stdout"]
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        proc = subprocess.Popen([partir] + case["argv"], stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                cwd=case["cwd"], env=env, preexec_fn=limits(sanitized, case["address_space"]))
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    seconds = time.monotonic() - start
    stderr_bytes, _ = tail(err_path, STDERR_LIMIT)
    stdout, stdout_size = tail(out_path, 4096) if os.path.isfile(out_path) else ("", 0)
    stderr = stderr_bytes.decode("utf-8", "replace")
    rc = proc.returncode
    problems = []
    allowed = case["allowed"]
    if timed_out:
        problems.append("timeout after %.0f s" % timeout)
    elif rc < 0:
        try:
            name = signal.Signals(-rc).name
        except ValueError:
            name = str(-rc)
        problems.append("killed by %s" % name)
    elif rc not in allowed:
        problems.append("exit %d, expected %s" % (rc, "/".join(str(a) for a in sorted(allowed))))
    for marker in CRASH_MARKERS:
        if marker in stderr or marker in stdout:
            problems.append("'%s' in the output" % marker)
    # Lines end at '\n' only: a stray '\r', '\v' or '\f' inside a message is part of the line.
    raw_lines = [l for l in stderr_bytes.split(b"\n") if l.strip()]
    lines = [l.decode("utf-8", "replace") for l in raw_lines]
    last = lines[-1] if lines else ""
    if not timed_out and rc == 2:
        if not lines:
            out_lines = [l for l in stdout.splitlines() if l.strip()]
            problems.append("stderr empty" + (" (stdout ends: %s)" % out_lines[-1].strip()[:300] if out_lines else ""))
        elif not DIAGNOSTIC.match(last):
            problems.append("last stderr line is not a diagnostic")
        elif len(lines) != 1:
            problems.append("%d lines on stderr, expected the diagnostic alone" % len(lines))
        elif CONTROL.search(raw_lines[-1]):
            problems.append("control characters in the diagnostic (raw input bytes echoed)")
    if not timed_out and rc in (0, 1) and "--json" in case["argv"]:
        problems.extend(json_problems(out_path))
    return {"key": case["key"], "input": case["input"], "command": case["command"], "argv": case["argv"],
            "exit": rc, "timed_out": timed_out, "seconds": round(seconds, 2), "last_stderr": last[:300],
            "stdout_bytes": stdout_size, "problems": problems, "ok": not problems}


# ---- building the list of cases ----------------------------------------------------

def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def size_bytes(text):
    """'1G', '512M' or a number of bytes."""
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    return int(text[:-1]) * units[text[-1]] if text[-1:] in units else int(text)


def collect(folder, pattern):
    """(id, path) of the files under HERE/folder (recursively) whose names match pattern."""
    out = []
    for root, _, names in os.walk(os.path.join(HERE, folder)):
        for n in names:
            if fnmatch.fnmatch(n, pattern):
                path = os.path.join(root, n)
                out.append((os.path.relpath(path, HERE), path))
    return sorted(out)


def build_cases(scratch, manifest, only):
    cases = []

    def add(inp, command, argv, cwd=scratch, stdout=None, address_space=MEMORY_LIMIT):
        if only and not only.search(inp + " " + command):
            return
        allowed = manifest.expectation(inp, command)
        if allowed is None:
            return
        key = re.sub(r"[^A-Za-z0-9_.-]", "_", "%s__%s" % (inp, command))
        cases.append({"key": key, "input": inp, "command": command, "argv": argv, "allowed": allowed, "cwd": cwd,
                      "stdout": stdout, "address_space": address_space})

    gen = os.path.join(scratch, "generated")
    programs = collect("programs", "*.mlir")
    for name, data in generated_programs().items():
        write(os.path.join(gen, "programs", name), data)
        programs.append(("programs/" + name, os.path.join(gen, "programs", name)))
    for inp, f in programs:
        for command, argv in program_commands(f).items():
            add(inp, command, argv)

    schedules = collect("schedules", "*.schedule")
    for name, data in generated_schedules().items():
        write(os.path.join(gen, "schedules", name), data)
        schedules.append(("schedules/" + name, os.path.join(gen, "schedules", name)))
    for inp, f in schedules:
        for command, argv in schedule_commands(f).items():
            add(inp, command, argv)

    for inp, f in collect("specs", "*.spec"):
        for command, argv in spec_commands(f).items():
            add(inp, command, argv)

    npy_dir = os.path.join(gen, "npy")
    write(os.path.join(npy_dir, "valid_w.npy"), gen_npy.VALID_W)
    write(os.path.join(npy_dir, "valid_x.npy"), gen_npy.VALID_X)
    for name, data in sorted(gen_npy.cases().items()):
        write(os.path.join(npy_dir, name), data)
        for command, argv in npy_commands(os.path.join(npy_dir, name), os.path.join(npy_dir, "valid_w.npy")).items():
            add("npy/" + name, command, argv)

    # Sanity checks of the harness: the valid inputs must be accepted.
    for command, argv in program_commands(VALID_PROGRAM).items():
        if command not in ("run", "partition-annotations"):  # tiny has arguments and no annotations
            add("valid/tiny.mlir", command, argv)
    add("valid/tiny.spec", "verify-spec", ["verify", "--spec", VALID_SPEC])
    add("valid/valid_x.npy", "run-input", npy_commands(os.path.join(npy_dir, "valid_x.npy"),
                                                       os.path.join(npy_dir, "valid_w.npy"))["run-input"])

    # Paths and options (commands.txt).
    fixtures = os.path.join(scratch, "fixtures")
    os.makedirs(os.path.join(fixtures, "empty_dir"), exist_ok=True)
    write(os.path.join(fixtures, "regular.txt"), b"a regular file\n")
    write(os.path.join(fixtures, "corpus", "constant.mlir"),
          b"func.func @main() -> tensor<2xf32> {\n  %c = stablehlo.constant dense<1.0> : tensor<2xf32>\n  return %c : tensor<2xf32>\n}\n")
    fifo = os.path.join(fixtures, "fifo")
    os.mkfifo(fifo)
    loop = os.path.join(fixtures, "loop.mlir")
    os.symlink(loop, loop)
    newline = os.path.join(fixtures, "bad\nname.mlir")
    write(newline, b"func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {\n  return %x : tens\n")
    values = {
        "tiny": VALID_PROGRAM, "sched": VALID_SCHEDULE, "spec": VALID_SPEC,
        "x": os.path.join(npy_dir, "valid_x.npy"), "w": os.path.join(npy_dir, "valid_w.npy"),
        "annotated": os.path.join(REPO, "examples", "annotated_mlp.mlir"),
        "dir": os.path.join(fixtures, "empty_dir"), "file": os.path.join(fixtures, "regular.txt"),
        "missing": os.path.join(fixtures, "no", "such", "path"), "fifo": fifo,
        "corpus": os.path.join(fixtures, "corpus"), "programs": os.path.join(HERE, "programs"),
        "specs": os.path.join(HERE, "specs"),
        "loop": loop, "newline": newline, "longpath": os.path.join(fixtures, "a" * 5000 + ".mlir"),
    }
    with open(os.path.join(HERE, "commands.txt"), encoding="utf-8") as f:
        for line in f:
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            ident, _, rest = line.strip().partition(" ")
            tmp = os.path.join(scratch, "tmp", ident)
            os.makedirs(tmp, exist_ok=True)
            argv = [a.format(tmp=tmp, **values) for a in shlex.split(rest)]
            stdout = argv.pop()[1:] if argv and argv[-1].startswith(">") else None
            address_space = size_bytes(argv.pop(0)[len("@as="):]) if argv and argv[0].startswith("@as=") else MEMORY_LIMIT
            add("commands/" + ident, ident, argv, cwd=tmp, stdout=stdout, address_space=address_space)
    return cases


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("partir", help="the partir binary")
    p.add_argument("--jobs", type=int, default=2, help="commands run at once (default 2)")
    p.add_argument("--timeout", type=float, default=60, help="seconds per command (default 60)")
    p.add_argument("--filter", help="only the cases whose 'INPUT COMMAND' matches this regex")
    p.add_argument("--json", help="write every result to this file")
    p.add_argument("--keep", action="store_true", help="keep the scratch folder (outputs of every command)")
    p.add_argument("--verbose", action="store_true", help="print passing cases too")
    args = p.parse_args()

    partir = os.path.abspath(args.partir)
    if not os.access(partir, os.X_OK):
        sys.exit("error: %s is not an executable" % args.partir)
    with open(partir, "rb") as f:
        sanitized = b"__asan_init" in f.read()
    manifest = Manifest(os.path.join(HERE, "cases.txt"))
    scratch = tempfile.mkdtemp(prefix="partir_bad_inputs_")
    os.makedirs(os.path.join(scratch, "out"))
    start = time.monotonic()
    try:
        cases = build_cases(scratch, manifest, re.compile(args.filter) if args.filter else None)
        # The slow ones first, so that two of them do not end up last together.
        cases.sort(key=lambda c: c["command"] not in ("check", "verify", "verify-spec"))
        results = []
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            futures = [pool.submit(run_case, c, partir, args.timeout, sanitized, scratch) for c in cases]
            for fut in concurrent.futures.as_completed(futures):
                r = fut.result()
                results.append(r)
                if not r["ok"] or args.verbose:
                    print("%s %s [%s]: exit %s, %.1f s: %s | %s" % (
                        "FAIL" if not r["ok"] else "ok  ", r["input"], r["command"], r["exit"], r["seconds"],
                        "; ".join(r["problems"]) or "-", r["last_stderr"][:200]), flush=True)
    finally:
        if args.keep:
            print("scratch folder: %s" % scratch)
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    results.sort(key=lambda r: (r["input"], r["command"]))
    failed = [r for r in results if not r["ok"]]
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(results, f, indent=1)
    if not args.filter:
        for r in manifest.rules:
            if not r["used"]:
                print("warning: cases.txt:%d (%s) matches no case" % (r["line"], r["input"]))
    slowest = sorted(results, key=lambda r: -r["seconds"])[:3]
    by_kind = {}
    for r in results:
        kind = r["input"].split("/")[0]
        by_kind.setdefault(kind, [0, 0])[0] += 1
        by_kind[kind][1] += not r["ok"]
    print("%d cases, %d failed (%s), %.0f s; slowest: %s" % (
        len(results), len(failed),
        ", ".join("%s %d/%d" % (k, v[1], v[0]) for k, v in sorted(by_kind.items())),
        time.monotonic() - start,
        ", ".join("%s [%s] %.1f s" % (r["input"], r["command"], r["seconds"]) for r in slowest)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
