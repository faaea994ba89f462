#!/usr/bin/env python3
"""Runs every command README.md and docs/*.md show and compares its output
with the doc (issue 34, "Docs that cannot drift").

    doc_commands.py PATH/TO/partir [--slow] [--doc NAME]... [--jobs N]
                    [--timeout-scale F] [--list] [--verbose] [--self-test]

Which fenced blocks are commands
--------------------------------
- A block with lines that start with `$ ` is a transcript: each `$ ` line is
  a command, the lines after it (up to the next `$ ` line) what it prints,
  stdout and stderr together as a terminal shows them (a command that writes
  `2>/dev/null` shows stdout only). Lines starting with `> ` right after a
  command continue it (the shell's PS2, as in a `for` loop), and a command
  with a here-document (`<<'WORD'`) takes the lines up to WORD.
  `NAME=value` on its own sets a variable for the doc's later commands.
- A block without `$ ` lines whose first line starts with `partir `,
  `build/`, `scripts/` or `cmake ` is a list of commands whose output is not
  shown (README's ```sh blocks): each line (`\\` continues it) must exit 0.
- Any other block (MLIR, schedules, output samples) is not run.

Commands run under bash, one after another in the doc's order (files and
variables a command makes are there for the doc's later commands), in a
scratch copy of the repository root: a folder of symlinks to the root's
entries, `build` pointing at the folder of the partir under test (also first
on PATH, so `partir` and `build/partir` are both it), and `../shared/corpus`
at the corpus ($PARTIR_CORPUS, else ../shared/corpus next to the root).
What the commands write stays in the scratch folder, except through a
symlink (a block that writes into the tree is marked `skip`). Each command
has a time limit: 120 s, or the block's `timeout`, times --timeout-scale
(default 1).

Directives: HTML comments on the lines right above a block's fence
------------------------------------------------------------------
    <!-- doc-test: skip: REASON -->   never run (a placeholder file, a command
                                       that writes into the tree or runs the suite)
    <!-- doc-test: slow: REASON -->   takes minutes: run only with --slow
    <!-- doc-test: corpus -->         needs the corpus: skipped when it is absent
    <!-- doc-test: mpi -->            runs mpirun (docs/mpi.md): skipped without it, or
                                       when the partir under test has no MPI; run as root,
                                       mpirun is allowed to (OMPI_ALLOW_RUN_AS_ROOT)
    <!-- doc-test: exit N -->         every command of the block exits N (default 0)
    <!-- doc-test: timeout SECONDS --> the block's commands' time limit
    <!-- doc-test: mask NAME -->      also apply MACHINE_MASKS[NAME] (below)
Skipped commands are listed with their reason. An unknown directive, a
directive above a block that is not run, or a block naming the corpus
without `corpus` is an error.

How output is compared
----------------------
Trailing blanks and trailing empty lines are ignored. In the doc's output, a
line that is just `...` stands for any number of lines, and `…` (U+2026)
inside a line for any text; `...` inside a line is literal (partir prints it
after the elements --print-limit shows). Before comparing, MASKS (below, the
only place) replace figures that change from run to run (times) on both
sides with a placeholder, and MACHINE_MASKS those that differ between
machines, for the blocks that name them; everything else (verdicts, counts,
estimates of the cost model, messages) must be equal. The exit code is
compared too.

--self-test edits a copy of a passing block (a verdict, a count, an
estimate, the exit code, a time) and checks that each edit but the time's
is reported, and that the real docs yield commands. Exits 1 when a command
differs from its doc. Standard library only.
"""

import argparse
import concurrent.futures
import difflib
import glob
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
DEFAULT_TIMEOUT = 120

# ---- masks: the figures allowed to differ from the doc ----------------------
# Each is (name, regex, replacement), applied to every line of the doc's output
# and of the command's. The first ones apply to every command: times. The
# others (MACHINE_MASKS) apply only to a block that asks for them by name
# (`<!-- doc-test: mask NAME -->`): figures that differ between machines for
# the commands of that block and are exact for the others. Keep them narrow:
# a figure the program computes deterministically (a count, a cost-model
# estimate, a value drawn from a given seed) must not be masked.
_NUM = r"\d+(?:\.\d+)?"
MASKS = [
    # `verify`: "<entry>  proved  41 ms", "... refuted  294 ms", "(every size, 30 obligations)  291 ms":
    # a verdict's wall time at the end of the line.
    ("verdict time", re.compile(r"(\b(?:proved|refuted|unknown)(?: \([^)]*\))?  )" + _NUM + r" (?:ms|s)$"),
     r"\1<time>"),
    # `verify --mutants` summary: "1674 mutants: ... 0 unknown; 48.3 s"
    ("mutants time", re.compile(r"^(\d+ mutants: .*; )" + _NUM + r" s$"), r"\1<time>"),
    # an automatic tactic's search: "found by greedy: 161 programs costed in 137 ms"
    ("search time", re.compile(r"(programs costed in )" + _NUM + r" (?:ms|s)"), r"\1<time>"),
    # `run --profile`: "profile: 1.387 s: parse 0.001, verify 0.000, ..."
    ("profile phases", re.compile(r"^profile: " + _NUM + r" s: .*$"), "profile: <times>"),
    # `run --profile` tables: "stablehlo.convolution   5    0.900491    66.7[  location]"
    ("profile row", re.compile(r"^(\S+ +\d+) +\d+\.\d{6} +\d+\.\d( .*)?$"), r"\1 <seconds> <%>\2"),
    # `run --profile`: "multiply-adds: stablehlo.convolution 5.40 GFLOP in 0.096 s (56.4 GFLOP/s), ...;
    # together 60.1 GFLOP/s": the flops stay, the seconds and rates are masked.
    ("profile rates", re.compile(r"( GFLOP in )" + _NUM + r" s \(" + _NUM + r" GFLOP/s\)"), r"\1<seconds> (<rate>)"),
    ("profile total rate", re.compile(r"(; together )" + _NUM + r" GFLOP/s$"), r"\1<rate>"),
    # `run --corpus`: "wall time: 0.1 s; slowest file: 0.00 s (FILE)", the file the slowest of the run
    ("corpus times", re.compile(r"^wall time: " + _NUM + r" s; slowest file: " + _NUM + r" s \(.*\)$"),
     "wall time: <time>; slowest file: <time> (<file>)"),
    # `check`: "time limit per path run: 123 s (10 × the reference run's 12.3 s); peak memory: 1.2 GiB", or
    # "50 s (the floor: 10 × the reference run's 96.5 µs is less)": the limit a reference time scaled
    # (the floor stays), the reference run's time and the process's peak memory; in JSON the same.
    ("check scaled limit", re.compile(r"^(time limit per path run: )\d+ s( \(\d+ × the reference run's)"),
     r"\1<limit>\2"),
    ("check reference time", re.compile(r"(the reference run's )" + _NUM + r" (?:s|ms|µs|ns)"), r"\1<time>"),
    ("check peak memory", re.compile(r"(peak memory: )" + _NUM + r" (?:B|KiB|MiB|GiB|TiB)"), r"\1<bytes>"),
    ("check JSON limit", re.compile(r'("seconds":)' + _NUM + r'(,"set_by":"reference")'), r"\1<limit>\2"),
    ("check JSON times", re.compile(r'("reference_seconds":)[0-9.e+-]+'), r"\1<time>"),
    ("check JSON memory", re.compile(r'("peak_memory_bytes":)\d+'), r"\1<bytes>"),
]
MACHINE_MASKS = {
    # `check`'s rounding verdicts on programs whose products go to OpenBLAS, which
    # picks its kernels by CPU (OPENBLAS_CORETYPE): how many elements round
    # differently, and by how many ULPs, depends on the machine. The verdict stays.
    "rounding": ("rounding figures", re.compile(r"\brounding \(\d+ elements, within \S+ ULPs of the largest\)"),
                 "rounding (<n> elements, within <u> ULPs of the largest)"),
}


def mask(line, names=()):
    for _, pattern, replacement in MASKS + [MACHINE_MASKS[n] for n in names]:
        line = pattern.sub(replacement, line)
    return line


# ---- reading the docs -------------------------------------------------------

FENCE = re.compile(r"^(\s*)```(\S*)\s*$")
DIRECTIVE = re.compile(r"^\s*<!--\s*doc-test:\s*(.*?)\s*-->\s*$")
ASSIGNMENT = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)=(\S*)$")
HEREDOC = re.compile(r"<<-?\s*'?\"?([A-Za-z_]+)'?\"?")
COMMAND_WORDS = ("partir ", "build/", "scripts/", "cmake ")


class DocError(Exception):
    pass


class Command:
    def __init__(self, doc, line, text, expected, block):
        self.doc, self.line, self.text = doc, line, text
        self.expected = expected  # list of lines, or None: output not shown
        self.block = block

    def where(self):
        return f"{self.doc}:{self.line}"


class Block:
    def __init__(self, doc, line):
        self.doc, self.line = doc, line
        self.skip = None  # reason
        self.slow = None  # reason
        self.corpus = False
        self.mpi = False
        self.exit = 0
        self.timeout = DEFAULT_TIMEOUT
        self.masks = []  # names of MACHINE_MASKS
        self.commands = []


def parse_directives(texts, block):
    for text in texts:
        word, _, rest = text.partition(":") if text.split(" ")[0].endswith(":") else text.partition(" ")
        word, rest = word.strip(), rest.strip()
        if word == "skip" and rest:
            block.skip = rest
        elif word == "slow":
            block.slow = rest or "takes minutes"
        elif word == "corpus" and not rest:
            block.corpus = True
        elif word == "mpi" and not rest:
            block.mpi = True
        elif word == "exit" and rest.isdigit():
            block.exit = int(rest)
        elif word == "timeout" and rest.isdigit():
            block.timeout = int(rest)
        elif word == "mask" and rest in MACHINE_MASKS:
            block.masks.append(rest)
        else:
            raise DocError(f"{block.doc}:{block.line}: unknown doc-test directive '{text}'")


def split_transcript(doc, first, lines, block):
    """The commands of a block of `$ ` lines."""
    i = 0
    while i < len(lines) and not lines[i].startswith("$ "):
        if lines[i].strip():
            raise DocError(f"{doc}:{first + i}: output before the block's first command")
        i += 1
    while i < len(lines):
        start, text = i, lines[i][2:]
        i += 1
        while i < len(lines) and lines[i].startswith("> "):
            text += "\n" + lines[i][2:]
            i += 1
        heredoc = HEREDOC.search(text)
        if heredoc:
            while i < len(lines) and lines[i] != heredoc.group(1):
                text += "\n" + lines[i]
                i += 1
            if i == len(lines):
                raise DocError(f"{doc}:{first + start}: here-document without its '{heredoc.group(1)}' line")
            text += "\n" + lines[i]
            i += 1
        expected = []
        while i < len(lines) and not lines[i].startswith("$ "):
            expected.append(lines[i])
            i += 1
        block.commands.append(Command(doc, first + start, text, expected, block))


def split_command_list(doc, first, lines, block):
    """The commands of a block that shows commands without their output."""
    text, start = "", None
    for i, line in enumerate(lines):
        if not text and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if not text:
            start = i
        text += line
        if line.endswith("\\"):
            text = text[:-1] + " "
            continue
        block.commands.append(Command(doc, first + start, text.strip(), None, block))
        text = ""


def read_doc(path):
    """The command blocks of one markdown file, in order."""
    doc = os.path.relpath(path, REPO)
    lines = open(path, encoding="utf-8").read().split("\n")
    blocks, pending, i = [], [], 0
    while i < len(lines):
        directive = DIRECTIVE.match(lines[i])
        fence = FENCE.match(lines[i])
        if directive:
            pending.append((i + 1, directive.group(1)))
            i += 1
            continue
        if not fence:
            if pending and lines[i].strip():
                raise DocError(f"{doc}:{pending[0][0]}: a doc-test directive must stand right above a block")
            i += 1
            continue
        indent = len(fence.group(1))
        j = i + 1
        while j < len(lines) and not FENCE.match(lines[j]):
            j += 1
        if j == len(lines):
            raise DocError(f"{doc}:{i + 1}: unterminated block")
        body = [l[indent:] if l[:indent].strip() == "" else l.lstrip() for l in lines[i + 1:j]]
        body = [l.rstrip() for l in body]
        block = Block(doc, i + 1)
        if any(l.startswith("$ ") for l in body):
            split_transcript(doc, i + 2, body, block)
        elif body and any(body[0].startswith(w) for w in COMMAND_WORDS):
            split_command_list(doc, i + 2, body, block)
        if pending:
            if not block.commands:
                raise DocError(f"{doc}:{pending[0][0]}: doc-test directive above a block that is not run")
            parse_directives([t for _, t in pending], block)
            pending = []
        if block.commands:
            if not block.corpus and not block.skip and any("shared/corpus" in c.text for c in block.commands):
                raise DocError(f"{doc}:{block.line}: a block that names the corpus needs <!-- doc-test: corpus -->")
            blocks.append(block)
        i = j + 1
    return blocks


def doc_paths():
    return [os.path.join(REPO, "README.md")] + sorted(glob.glob(os.path.join(REPO, "docs", "*.md")))


# ---- comparing --------------------------------------------------------------

def trim(lines):
    lines = [l.rstrip() for l in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


ELISION = "\u2026"  # "…": in a doc's output line, any text


def line_pattern(line):
    parts = [re.escape(p) for p in line.split(ELISION)]
    return re.compile(".*?".join(parts) + r"\Z", re.S)


def patterns_of(expected):
    """A regex per line of the doc's output; None for a line that stands for any lines."""
    return [None if e.strip() in ("...", ELISION) else line_pattern(e) for e in expected]


def matches(expected, actual):
    """Whether actual (masked lines) fits expected (masked lines, with `...`)."""
    patterns = patterns_of(expected)
    memo = {}

    def fit(i, j):
        if (i, j) in memo:
            return memo[(i, j)]
        if i == len(patterns):
            result = j == len(actual)
        elif patterns[i] is None:
            result = any(fit(i + 1, k) for k in range(j, len(actual) + 1))
        else:
            result = j < len(actual) and bool(patterns[i].match(actual[j])) and fit(i + 1, j + 1)
        memo[(i, j)] = result
        return result

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 4 * (len(expected) + len(actual)) + 1000))
    return fit(0, 0)


# ---- running ----------------------------------------------------------------

def make_root(scratch, bindir, corpus):
    """A folder that looks like the repository root (see the header)."""
    root = os.path.join(scratch, "root")
    os.makedirs(root)
    for entry in os.listdir(REPO):
        if entry not in ("build", ".git"):
            os.symlink(os.path.join(REPO, entry), os.path.join(root, entry))
    os.symlink(bindir, os.path.join(root, "build"))
    os.makedirs(os.path.join(scratch, "shared"))
    os.symlink(corpus, os.path.join(scratch, "shared", "corpus"))
    return root


def run_command(command, root, env, scale):
    start = time.monotonic()
    proc = subprocess.Popen(["bash", "-c", command.text], cwd=root, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=command.block.timeout * scale)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        code = None
    return code, out.decode("utf-8", errors="replace"), time.monotonic() - start


def check_command(command, code, out, scale=1):
    """A list of lines saying how the command differs from its doc; empty when it does not."""
    block = command.block
    problems = []
    if code is None:
        return [f"no result within {block.timeout * scale:g} s (mark the block `timeout` or `slow`)"]
    if code != block.exit:
        problems.append(f"exit {code}, the doc says {block.exit}")
    actual = trim(out.split("\n"))
    if command.expected is None:
        if problems:
            problems += ["  | " + l for l in actual[-20:]]
        return problems
    expected = [mask(l, block.masks) for l in trim(command.expected)]
    actual = [mask(l, block.masks) for l in actual]
    if not matches(expected, actual):
        problems += explain(expected, actual)
    return problems


def explain(expected, actual):
    """How the output differs: a diff, or for a doc that elides lines, the
    doc's lines the command does not print, each with the closest it prints."""
    patterns = patterns_of(expected)
    if None not in patterns:
        diff = list(difflib.unified_diff(expected, actual, lineterm="", n=1))[2:]
        lines = ["output differs from the doc (- doc, + command; after masking):"] + ["  " + l for l in diff[:60]]
        return lines + ([f"  ... {len(diff) - 60} more diff lines"] if len(diff) > 60 else [])
    missing = [e for p, e in zip(patterns, expected) if p and not any(p.match(a) for a in actual)]
    if not missing:
        return ["the command prints each of the doc's lines, but not in the doc's order "
                "(or prints lines the doc does not elide with '...'); the output, masked:"] + \
               ["  + " + l for l in actual[:60]]
    lines = ["the command does not print these lines of the doc (after masking):"]
    for e in missing:
        lines.append("  - " + e)
        close = difflib.get_close_matches(e, actual, n=1, cutoff=0.5)
        if close:
            lines.append("  + " + close[0] + "   (the closest line it prints)")
    return lines


def skip_reason(block, args, corpus, bindir):
    if block.skip:
        return block.skip
    if block.slow and not args.slow:
        return f"slow ({block.slow}); --slow runs it"
    if block.corpus and not os.path.isdir(corpus):
        return f"needs the corpus, not found at {corpus}"
    if block.mpi and not has_mpi(bindir):
        return "needs mpirun and a partir built with MPI (docs/mpi.md)"
    return None


def has_mpi(bindir):
    if not shutil.which("mpirun"):
        return False
    version = subprocess.run([os.path.join(bindir, "partir"), "--version"], capture_output=True, text=True)
    return "with the mesh across MPI ranks" in version.stdout


def run_doc(blocks, args, bindir, corpus):
    """Runs one doc's blocks in order; returns its report lines, counts and failures."""
    report, ran, skipped, failed = [], 0, [], 0
    scratch = tempfile.mkdtemp(prefix="doc_commands_")
    try:
        root = make_root(scratch, bindir, corpus)
        env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
        env.pop("PARTIR_CORPUS", None)
        env.update(OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
        for block in blocks:
            reason = skip_reason(block, args, corpus, bindir)
            for command in block.commands:
                summary = command.text.split("\n")[0]
                assignment = ASSIGNMENT.match(command.text)
                if assignment:  # not a command: neither run nor skipped
                    env[assignment.group(1)] = assignment.group(2)
                    continue
                if reason:
                    skipped.append(f"SKIP {command.where()}: {summary}  -- {reason}")
                    continue
                code, out, seconds = run_command(command, root, env, args.timeout_scale)
                ran += 1
                problems = check_command(command, code, out, args.timeout_scale)
                if problems:
                    failed += 1
                    report.append(f"FAIL {command.where()}: {summary}  ({seconds:.1f} s)")
                    report += ["     " + p for p in problems]
                elif args.verbose:
                    report.append(f"ok   {command.where()}: {summary}  ({seconds:.1f} s)")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return report, ran, skipped, failed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("partir", nargs="?", help="the partir binary (its folder plays build/)")
    parser.add_argument("--slow", action="store_true", help="also run the blocks marked slow")
    parser.add_argument("--doc", action="append", help="only this doc (a path or file name); repeatable")
    parser.add_argument("--jobs", type=int, default=2, help="docs run in parallel (default 2)")
    parser.add_argument("--timeout-scale", type=float, default=1, help="multiplies every time limit")
    parser.add_argument("--list", action="store_true", help="list the commands and exit")
    parser.add_argument("--verbose", action="store_true", help="a line for every command")
    parser.add_argument("--self-test", action="store_true", help="check that edited outputs are reported")
    args = parser.parse_args()

    corpus = os.environ.get("PARTIR_CORPUS") or os.path.join(os.path.dirname(REPO), "shared", "corpus")
    corpus = os.path.abspath(corpus)
    docs = {}
    try:
        for path in doc_paths():
            rel = os.path.relpath(path, REPO)
            if args.doc and not any(d in (rel, os.path.basename(rel)) for d in args.doc):
                continue
            docs[rel] = read_doc(path)
    except DocError as e:
        print(f"error: {e}")
        return 1
    if args.list:
        for rel, blocks in docs.items():
            for block in blocks:
                for command in block.commands:
                    flags = [f for f in (block.skip and "skip", block.slow and "slow", block.corpus and "corpus",
                                         block.exit and f"exit {block.exit}") if f]
                    shown = "no output shown" if command.expected is None else f"{len(command.expected)} lines"
                    print(f"{command.where()}: {command.text.splitlines()[0]}  [{shown}{'; ' if flags else ''}"
                          f"{', '.join(flags)}]")
        return 0
    if not args.partir:
        parser.error("the partir binary is required")
    bindir = os.path.dirname(os.path.abspath(args.partir))
    if args.self_test:
        return self_test(bindir, corpus)

    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda blocks: run_doc(blocks, args, bindir, corpus), docs.values()))
    ran = sum(r[1] for r in results)
    failed = sum(r[3] for r in results)
    skipped = [s for r in results for s in r[2]]
    for report, _, _, _ in results:
        for line in report:
            print(line)
    for line in skipped:
        print(line)
    print(f"{ran} commands run, {failed} differ from their docs, {len(skipped)} skipped; "
          f"{time.monotonic() - start:.0f} s")
    if ran == 0 and not args.doc:
        print("error: no command ran")
        return 1
    return 1 if failed else 0


# ---- self-test --------------------------------------------------------------

SELF_TEST_DOC = """\
{directive}
```
$ partir run examples/mlp.mlir
examples/mlp.mlir:1: @main: {verdict} ({count} checks passed)
  result 0: tensor<2x2xf32> {values}
...
$ partir verify --op transpose
verify/catalogue/data_movement.mlir:3:3 stablehlo.transpose (tile 1) ↪ tile 0  proved  {ms} ms
...
{proved} proved, 0 refuted, 0 unknown
$ partir generate mlp --widths 8,16,4 --batch 8 -o mlp_step.mlir
$ printf 'mesh batch=4\\ntactic BP axis=batch\\n  batch = 0\\n' > bp.schedule
$ partir partition mlp_step.mlir --schedule bp.schedule --stats 2>/dev/null
...
BP                 0     5     0     0   5.04 kFLOP     4.9 KiB       2.56 KiB     {estimate} ns
```
"""

SELF_TEST_GOOD = dict(directive="", verdict="pass", count="2", values="[-7, 2, 3, -1]", ms="7", estimate="34.9")
# (what is edited, the edit, whether the block must still match)
SELF_TEST_CASES = [
    ("nothing", {}, True),
    ("a verdict's time", {"ms": "12345"}, True),
    ("values elided with …", {"values": "[-7, …]"}, True),
    ("the verdict", {"verdict": "fail"}, False),
    ("a count", {"count": "3"}, False),
    ("the number proved", {"proved": "+1"}, False),
    ("a cost-model estimate", {"estimate": "35.9"}, False),
    ("values elided with ... (literal)", {"values": "[-7, 2, ...]"}, False),
    ("the exit code", {"directive": "<!-- doc-test: exit 1 -->"}, False),
]
# Docs that must be refused, with what the error says.
SELF_TEST_BAD_DOCS = [
    ("<!-- doc-test: sometimes -->\n```\n$ partir run examples/mlp.mlir\n```\n", "unknown doc-test directive"),
    ("```\n$ partir run ../shared/corpus/x.mlir\n```\n", "needs <!-- doc-test: corpus -->"),
    ("<!-- doc-test: exit 1 -->\n```mlir\nfunc.func @main() {{}}\n```\n", "above a block that is not run"),
]


def self_test(bindir, corpus):
    """Edits a passing block and checks that each edit of a figure that must
    not change is reported, and that the edits the rules allow are not."""
    failures = []
    last = subprocess.run([os.path.join(bindir, "partir"), "verify", "--op", "transpose"],
                          capture_output=True, text=True).stdout.strip().split("\n")[-1]
    proved = int(last.split(" ")[0])
    args = argparse.Namespace(slow=False, verbose=False, timeout_scale=1)
    scratch = tempfile.mkdtemp(prefix="doc_commands_self_test_")
    try:
        path = os.path.join(scratch, "doc.md")
        for name, edit, should_match in SELF_TEST_CASES:
            fields = dict(SELF_TEST_GOOD, proved=str(proved))
            fields.update(edit)
            if fields["proved"] == "+1":
                fields["proved"] = str(proved + 1)
            with open(path, "w", encoding="utf-8") as f:
                f.write(SELF_TEST_DOC.format(**fields))
            report, ran, _, failed = run_doc(read_doc(path), args, bindir, corpus)
            matched = failed == 0 and ran == 5
            ok = matched == should_match
            print(f"{'ok  ' if ok else 'FAIL'} {name} edited: {'matches' if matched else 'reported'} "
                  f"({ran} commands; expected {'a match' if should_match else 'a report'})")
            if not ok:
                failures.append(name)
                print("\n".join("     " + line for line in report))
        for text, error in SELF_TEST_BAD_DOCS:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            try:
                read_doc(path)
                message = "accepted"
            except DocError as e:
                message = str(e)
            ok = error in message
            print(f"{'ok  ' if ok else 'FAIL'} refused: {message}")
            if not ok:
                failures.append(f"a doc that should fail with '{error}'")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    blocks = [b for p in doc_paths() for b in read_doc(p)]
    commands = sum(len(b.commands) for b in blocks)
    print(f"the docs show {commands} commands in {len(blocks)} blocks")
    if commands < 50:
        failures.append("fewer than 50 commands found in the docs")
    print("self-test passed" if not failures else f"self-test failed: {', '.join(failures)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
