#!/usr/bin/env python3
"""The mesh across MPI ranks (docs/mpi.md, issue 38) against the threaded mesh.

    run_mpi_tests.py PARTIR [--corpus DIR] [--filter TEXT] [--ranks R,...]

Programs: the paper's example (examples/chain.mlir by Listing 6, a 4x2 mesh)
and the corpus models that run in seconds, each by the schedule
docs/real-models.md gives it. Each is partitioned and lowered (`partir
partition --emit hlo`), run on the threaded mesh with random inputs, and run
under `mpirun -n R` for each R of --ranks (default 2, 3, 4) that divides its
mesh's devices; every result must be the same bytes (the .npy files of
--output-dir, which under mpirun are shards that scripts/assemble-shards
puts together). `partir check --mpi` on 4 ranks (fewer for a smaller mesh)
gives the threaded check's verdict on the same programs. Input files, read block by block, give the same bytes too. Then the failures:

- an input file missing on one rank only: every rank stops with that
  rank's error, exit 2;
- devices that disagree on their collectives across ranks: the threaded
  mesh's deadlock error, word for word, exit 2; and a second run in the
  same file, on the same ranks, as on the threaded mesh;
- a result its replicas disagree on, written shard by shard: the threaded
  mesh's error, exit 1;
- ranks that do not divide the devices: refused, exit 2;
- a rank killed in the middle of a run: every other rank exits 2 by itself
  at once (mpi/peer_watch.h), rank 0 naming the killed rank.

Exit 0 when all hold, 1 otherwise with one line per problem; 77 (a skip for
ctest) without mpirun, or when PARTIR was built without MPI. The corpus
(PARTIR_CORPUS or --corpus, default ../shared/corpus) is needed for the
models; without it they are skipped with a message, the rest runs.
"""
import glob
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.dirname(os.path.abspath(__file__))
MPIRUN = ["mpirun", "--oversubscribe", "--mca", "btl_vader_single_copy_mechanism", "none"]
if hasattr(os, "geteuid") and os.geteuid() == 0:
    MPIRUN.insert(1, "--allow-run-as-root")

SCHEDULES = os.path.join(ROOT, "examples", "schedules")
# (name, program, how to partition it): a schedule file, or schedule text.
PAPER = [("paper example (Listing 6)", os.path.join(ROOT, "examples", "chain.mlir"),
          ["--schedule", os.path.join(ROOT, "examples", "listing6.schedule")])]
MODELS = [
    ("jax_mnist_mlp_train_step", ["--schedule", os.path.join(SCHEDULES, "mnist_mlp_bp.schedule")]),
    ("jax_mnist_cnn_train_step", ["--schedule", os.path.join(SCHEDULES, "mnist_mlp_bp.schedule")]),
    ("lean_cifar_cnn_bn_train_step", ["--schedule", os.path.join(SCHEDULES, "cifar_cnn_bp.schedule")]),
    ("lean_vit_tiny_train_step", ["--schedule", os.path.join(SCHEDULES, "vit_bp_mp.schedule")]),
    ("torchxla2_bert_base_fwd", ["--schedule", os.path.join(SCHEDULES, "auto_2x2.schedule")]),
    ("torchxla_llama_attn_prefill_sdy", ["--from-annotations"]),
    ("jax_searchless_chess_9m_transformer_fwd", ("schedule text", "mesh batch=3\ntactic BP axis=batch\n  %arg94 = 0\n")),
]


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def run_job(cmd, timeout):
    """An mpirun job; on a timeout its whole process group (mpirun and the
    ranks) is killed and the result has returncode None."""
    job = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = job.communicate(timeout=timeout)
        return subprocess.CompletedProcess(cmd, job.returncode, out, err)
    except subprocess.TimeoutExpired:
        os.killpg(job.pid, signal.SIGKILL)
        out, err = job.communicate()
        return subprocess.CompletedProcess(cmd, None, out, err + f"\n(still running after {timeout} s: killed)")


def mesh_devices(lowered):
    with open(lowered) as f:
        head = f.read(4096)
    start = head.find("#partir.mesh<[")
    sizes = head[start:head.find("]>", start)].split("[", 1)[1]
    n = 1
    for axis in sizes.split(","):
        n *= int(axis.split("=")[1])
    return n


def results(folder):
    files = sorted(glob.glob(os.path.join(folder, "*.npy")))
    return {os.path.basename(p): open(p, "rb").read() for p in files}


def assembled(folder):
    """The results that ranks wrote shard by shard into `folder`, put together
    by scripts/assemble-shards; None, with the reason, when the shards are
    not exactly the files shards.json names."""
    with open(os.path.join(folder, "shards.json")) as f:
        named = {s["file"] for r in json.load(f)["results"] for s in r["shards"]}
    written = set(os.path.basename(p) for p in glob.glob(os.path.join(folder, "*.npy")))
    if named != written:
        return None, f"shards written {sorted(written ^ named)} differ from those shards.json names"
    whole = folder + ".whole"
    r = run([os.path.join(ROOT, "scripts", "assemble-shards"), folder, whole])
    if r.returncode != 0:
        return None, f"assemble-shards failed: {r.stderr.strip()}"
    return results(whole), ""


def compare_program(partir, name, program, how, ranks, tmp, problems):
    if isinstance(how, tuple):  # a schedule written here
        schedule = os.path.join(tmp, "schedule")
        with open(schedule, "w") as f:
            f.write(how[1])
        how = ["--schedule", schedule]
    lowered = os.path.join(tmp, "lowered.mlir")
    r = run([partir, "partition", program, *how, "--emit", "hlo", "-o", lowered])
    if r.returncode != 0:
        problems.append(f"{name}: partition failed: {r.stderr.strip()}")
        return
    threaded = os.path.join(tmp, "threaded")
    r = run([partir, "run", lowered, "--random-inputs", "--output-dir", threaded])
    if r.returncode != 0:
        problems.append(f"{name}: the threaded mesh failed: {r.stderr.strip()}")
        return
    want = results(threaded)
    devices = mesh_devices(lowered)
    for n in ranks:
        if devices % n:
            continue
        out = os.path.join(tmp, f"ranks{n}")
        start = time.monotonic()
        r = run([*MPIRUN, "-n", str(n), partir, "run", lowered, "--random-inputs", "--output-dir", out])
        took = time.monotonic() - start
        if r.returncode != 0:
            problems.append(f"{name}: {n} ranks: exit {r.returncode}: {r.stdout.strip()} {r.stderr.strip()}")
            continue
        got, why = assembled(out)
        if got is None:
            problems.append(f"{name}: {n} ranks: {why}")
            continue
        if got.keys() != want.keys():
            problems.append(f"{name}: {n} ranks wrote {sorted(got)}, the threaded mesh {sorted(want)}")
        for file in sorted(want.keys() & got.keys()):
            if got[file] != want[file]:
                problems.append(f"{name}: {n} ranks: {file} differs from the threaded mesh's")
        print(f"{name}: {devices} devices on {n} ranks: {len(want)} results, bit for bit the threaded mesh's "
              f"({took:.1f} s)")


# `partir check --mpi` (4 ranks unless the mesh has fewer devices): its
# verdict line must be the threaded check's. A mesh of 2 grows to 4 along
# its batch axis.
CHECKS = [
    ("paper example (Listing 6)", os.path.join(ROOT, "examples", "chain.mlir"),
     ("file", os.path.join(ROOT, "examples", "listing6.schedule")), 4),
    ("jax_mnist_mlp_train_step", "model", ("batch=4", os.path.join(SCHEDULES, "mnist_mlp_bp.schedule")), 4),
    ("jax_mnist_cnn_train_step", "model", ("batch=4", os.path.join(SCHEDULES, "mnist_mlp_bp.schedule")), 4),
    ("lean_cifar_cnn_bn_train_step", "model", ("batch=4", os.path.join(SCHEDULES, "cifar_cnn_bp.schedule")), 4),
    ("torchxla2_bert_base_fwd", "model", ("file", os.path.join(SCHEDULES, "auto_2x2.schedule")), 4),
    ("torchxla_llama_attn_prefill_sdy", "model", ("annotations", None), 2),
    ("jax_searchless_chess_9m_transformer_fwd", "model",
     ("text", "mesh batch=3\ntactic BP axis=batch\n  %arg94 = 0\n"), 3),
]


def schedule_args(how, tmp):
    kind, value = how
    if kind == "annotations":
        return ["--from-annotations"]
    path = os.path.join(tmp, "check.schedule")
    if kind == "file":
        return ["--schedule", value]
    text = value if kind == "text" else open(value).read().replace("mesh batch=2", "mesh " + kind)
    with open(path, "w") as f:
        f.write(text)
    return ["--schedule", path]


def check_with_mpi(partir, name, program, how, ranks, tmp, problems):
    args = schedule_args(how, tmp)
    threaded = run([partir, "check", program, *args])
    start = time.monotonic()
    spread = run([*MPIRUN, "-n", str(ranks), partir, "check", program, *args, "--mpi"], timeout=900)
    took = time.monotonic() - start
    verdict = threaded.stdout.split("\n")[0]
    if threaded.returncode != 0 or spread.returncode != 0 or spread.stdout.split("\n")[0] != verdict:
        problems.append(f"check --mpi {name}: {ranks} ranks gave exit {spread.returncode}:\n"
                        f"  {spread.stdout.strip()} {spread.stderr.strip()}\n"
                        f"the threaded check exit {threaded.returncode}:\n  {verdict}")
    else:
        print(f"check --mpi {name} on {ranks} ranks: the threaded check's verdict ({took:.1f} s)")


# The paper example's arguments, returned as they come: its random inputs,
# written as .npy files by --output-dir.
IDENTITY = """func.func @main(%x: tensor<256x8xf32>, %w1: tensor<8x16xf32>, %w2: tensor<16x8xf32>)
    -> (tensor<256x8xf32>, tensor<8x16xf32>, tensor<16x8xf32>) {
  return %x, %w1, %w2 : tensor<256x8xf32>, tensor<8x16xf32>, tensor<16x8xf32>
}
"""


def check_input_files(partir, tmp, problems):
    with open(os.path.join(tmp, "identity.mlir"), "w") as f:
        f.write(IDENTITY)
    files = os.path.join(tmp, "inputs")
    run([partir, "run", os.path.join(tmp, "identity.mlir"), "--random-inputs", "--seed", "9", "--output-dir", files])
    lowered = os.path.join(tmp, "chain_files.mlir")
    run([partir, "partition", PAPER[0][1], *PAPER[0][2], "--emit", "hlo", "-o", lowered])
    inputs = [a for i, name in enumerate(["x", "w1", "w2"])
              for a in ("--input", f"{name}={os.path.join(files, f'result_{i}.npy')}")]
    threaded = run([partir, "run", lowered, *inputs, "--output-dir", os.path.join(tmp, "files_threaded")])
    ranks = run([*MPIRUN, "-n", "4", partir, "run", lowered, *inputs, "--output-dir", os.path.join(tmp, "files_ranks")],
                timeout=120)
    want, got = results(os.path.join(tmp, "files_threaded")), assembled(os.path.join(tmp, "files_ranks"))[0]
    if threaded.returncode or ranks.returncode or not want or want != got:
        problems.append(f"input files on 4 ranks: exit {ranks.returncode}, results {'equal' if want == got else 'differ'}: "
                        f"{ranks.stderr.strip()}")
    else:
        print("input files read block by block on 4 ranks: bit for bit the threaded mesh's")


def check_input_missing_on_one_rank(partir, tmp, problems):
    """An input file rank 1 cannot read (not on its machine), read by rank 0:
    every rank stops with rank 1's error, exit 2, rather than waiting for it
    in the run. Uses check_input_files's program and files."""
    lowered, x = os.path.join(tmp, "chain_files.mlir"), os.path.join(tmp, "inputs", "result_0.npy")
    rest = [a for i, name in ((1, "w1"), (2, "w2")) for a in ("--input", f"{name}={tmp}/inputs/result_{i}.npy")]
    per_rank = f'x={x}; if [ "$OMPI_COMM_WORLD_RANK" = 1 ]; then x={tmp}/not_on_rank_1.npy; fi; exec "$@" x=$x'
    start = time.monotonic()
    r = run_job([*MPIRUN, "-n", "2", "sh", "-c", per_rank, "sh", partir, "run", lowered, *rest, "--input"], 60)
    took = time.monotonic() - start
    if r.returncode != 2 or "not_on_rank_1.npy" not in r.stderr:
        problems.append(f"an input missing on rank 1: exit {r.returncode} after {took:.1f} s: {r.stderr.strip()}")
    else:
        print(f"an input file missing on rank 1 only: every rank stops with its error, exit 2 ({took:.1f} s)")


def threaded_and_two_ranks(partir, name):
    """`partir run` of tests/mpi/NAME on the threaded mesh and on 2 ranks."""
    program = os.path.join(HERE, name)
    return (run([partir, "run", program, "--random-inputs"]),
            run([*MPIRUN, "-n", "2", partir, "run", program, "--random-inputs"], timeout=120))


def check_deadlock(partir, problems):
    threaded, ranks = threaded_and_two_ranks(partir, "devices_disagree.mlir")
    line = [l for l in threaded.stderr.splitlines() if "deadlock" in l]
    if threaded.returncode != 2 or not line:
        problems.append(f"deadlock: the threaded mesh gave exit {threaded.returncode}: {threaded.stderr.strip()}")
    elif ranks.returncode != 2 or line[0] not in ranks.stderr:
        problems.append(f"deadlock: 2 ranks gave exit {ranks.returncode}, not the threaded mesh's error:\n"
                        f"  want: {line[0]}\n  got: {ranks.stderr.strip()}")
    else:
        print("deadlock across 2 ranks: the threaded mesh's error, exit 2")


def check_runs_after_a_deadlock(partir, problems):
    threaded, ranks = threaded_and_two_ranks(partir, "deadlock_then_run.mlir")
    if (ranks.returncode, ranks.stdout) != (threaded.returncode, threaded.stdout):
        problems.append(f"a run after a deadlock: 2 ranks gave exit {ranks.returncode} and\n{ranks.stdout}\n"
                        f"the threaded mesh exit {threaded.returncode} and\n{threaded.stdout}")
    else:
        print("a run after a deadlocked one, on the same ranks: the threaded mesh's output")


def check_replicas_disagree(partir, tmp, problems):
    """A result the devices disagree on: the threaded mesh's error, word for
    word, from the digests of shards that stay on their ranks."""
    program = os.path.join(HERE, "replicas_disagree.mlir")
    threaded = run([partir, "run", program, "--random-inputs"])
    ranks = run([*MPIRUN, "-n", "2", partir, "run", program, "--random-inputs", "--output-dir",
                 os.path.join(tmp, "disagree")], timeout=120)
    line = [l for l in threaded.stderr.splitlines() if "disagrees" in l]
    if threaded.returncode != 1 or not line or ranks.returncode != 1 or line[0] not in ranks.stderr:
        problems.append(f"replicas that disagree: threaded exit {threaded.returncode}, 2 ranks exit "
                        f"{ranks.returncode}:\n  want: {line}\n  got: {ranks.stderr.strip()}")
    else:
        print("replicas that disagree, their shards kept on 2 ranks: the threaded mesh's error, exit 1")


def check_refused(partir, tmp, problems):
    lowered = os.path.join(tmp, "chain.mlir")
    run([partir, "partition", PAPER[0][1], *PAPER[0][2], "--emit", "hlo", "-o", lowered])
    r = run([*MPIRUN, "-n", "3", partir, "run", lowered, "--random-inputs"], timeout=120)
    if r.returncode != 2 or "3 MPI ranks do not divide the mesh's 8 devices" not in r.stderr:
        problems.append(f"3 ranks for 8 devices: exit {r.returncode}: {r.stderr.strip()}")
    else:
        print("3 ranks for 8 devices: refused, exit 2")


def rank_of(pid):
    with open(f"/proc/{pid}/environ", "rb") as f:
        env = dict(v.split(b"=", 1) for v in f.read().split(b"\0") if b"=" in v)
    return int(env[b"OMPI_COMM_WORLD_RANK"])


def start_endless(partir, wrap):
    """4 ranks of endless_all_reduce.mlir, each command line through `wrap`;
    (the job, {rank: pid of its partir}) once all 4 run."""
    program = os.path.join(HERE, "endless_all_reduce.mlir")
    command = wrap([partir, "run", program, "--random-inputs", "--timeout", "0"])
    job = subprocess.Popen([*MPIRUN, "-n", "4", *command], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True, start_new_session=True)
    deadline = time.monotonic() + 60
    pids = []
    while len(pids) < 4 and time.monotonic() < deadline:  # each in the run: its MPI thread started
        time.sleep(0.1)
        pids = [p for p in run(["pgrep", "-f", f"^{partir} run {program}"]).stdout.split() if in_run(p)]
    return job, {rank_of(p): int(p) for p in pids}


def in_run(pid):
    try:
        return any(open(comm).read().strip() == "partir-mpi" for comm in glob.glob(f"/proc/{pid}/task/*/comm"))
    except OSError:
        return False


def alive(pid):
    """Running, not a zombie that mpirun has yet to reap."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def end_job(job):
    try:
        return job.communicate(timeout=30)[1]
    except subprocess.TimeoutExpired:
        os.killpg(job.pid, signal.SIGKILL)
        return "(mpirun still ran 30 s after its ranks)"


def check_killed_rank(partir, tmp, problems):
    """Rank 2 of 4 killed mid-run: each other rank exits 2 by itself, at once,
    rank 0 naming rank 2 (mpi/peer_watch.h).

    First under mpirun as users run it: every rank gone within 5 s, mpirun
    failing, rank 0's message. Then each rank in a session of its own
    (setsid), out of reach of mpirun's SIGTERM and SIGKILL, with a shell
    that writes its exit code and stderr: 2 on ranks 0, 1 and 3."""
    job, pids = start_endless(partir, lambda command: command)
    if len(pids) != 4:
        os.killpg(job.pid, signal.SIGKILL)
        return problems.append(f"killed rank: expected 4 running ranks, found {len(pids)}")
    killed = time.monotonic()
    os.kill(pids[2], signal.SIGKILL)
    while any(alive(p) for p in pids.values()) and time.monotonic() - killed < 30:
        time.sleep(0.02)
    took = time.monotonic() - killed
    err = end_job(job)
    mpirun_exit = job.returncode
    if took > 5 or job.returncode == 0 or "MPI rank 2 (device 2) ended in the middle of the run" not in err:
        return problems.append(f"killed rank 2 of 4: ranks gone after {took:.1f} s, mpirun exit {job.returncode}; "
                               f"stderr: {err.strip()}")

    codes = os.path.join(tmp, "exit")
    os.makedirs(codes)
    record = f'"$@" 2> {codes}/$OMPI_COMM_WORLD_RANK.err; echo $? > {codes}/$OMPI_COMM_WORLD_RANK'
    job, pids = start_endless(partir, lambda command: ["setsid", "-w", "sh", "-c", record, "sh", *command])
    os.kill(pids[2], signal.SIGKILL)
    deadline = time.monotonic() + 10
    while len(glob.glob(os.path.join(codes, "[0-9]"))) < 4 and time.monotonic() < deadline:
        time.sleep(0.02)
    for p in pids.values():  # a rank that did not stop by itself
        if alive(p):
            os.kill(p, signal.SIGKILL)
    end_job(job)
    exits = {}
    for path in glob.glob(os.path.join(codes, "[0-9]")):
        with open(path) as f:
            exits[int(os.path.basename(path))] = f.read().strip()
    with open(os.path.join(codes, "0.err")) as f:
        said = f.read().strip()
    if exits != {0: "2", 1: "2", 2: "137", 3: "2"} or "MPI rank 2 (device 2) ended" not in said:
        return problems.append(f"killed rank 2 of 4, each rank in its own session: exit codes by rank {exits} "
                               f"(want 2 on ranks 0, 1 and 3); rank 0 said: {said}")
    print(f"rank 2 of 4 killed: ranks 0, 1 and 3 exit 2 by themselves, rank 0 naming rank 2; every rank gone "
          f"{took:.2f} s later; mpirun exit {mpirun_exit}")


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        print(__doc__)
        return 2
    partir = os.path.abspath(args[0])
    corpus = os.environ.get("PARTIR_CORPUS", os.path.join(ROOT, "..", "shared", "corpus"))
    if "--corpus" in args:
        corpus = args[args.index("--corpus") + 1]
    wanted = args[args.index("--filter") + 1] if "--filter" in args else ""
    ranks = [int(r) for r in (args[args.index("--ranks") + 1] if "--ranks" in args else "2,3,4").split(",")]
    if not shutil.which("mpirun"):
        print("mpirun not found: install Debian's openmpi-bin and libopenmpi-dev (scripts/setup does); "
              "skipping the MPI tests")
        return 77
    if "with the mesh across MPI ranks" not in run([partir, "--version"]).stdout:
        print(f"{partir} was built without MPI (libopenmpi-dev was missing at cmake time); skipping the MPI tests")
        return 77
    programs = list(PAPER)
    models = os.path.join(corpus, "models")
    if os.path.isdir(models):
        programs += [(name, os.path.join(models, name + ".mlir"), how) for name, how in MODELS]
    else:
        print(f"{models} not found (the corpus's models, ../shared/corpus/models): only the paper's example runs")
    problems = []
    with tempfile.TemporaryDirectory(prefix="partir-mpi-") as tmp:
        for i, (name, program, how) in enumerate(programs):
            if wanted in name:
                os.makedirs(os.path.join(tmp, str(i)))
                compare_program(partir, name, program, how, ranks, os.path.join(tmp, str(i)), problems)
        for i, (name, program, how, n) in enumerate(CHECKS):
            if wanted in name + " check" and (program != "model" or os.path.isdir(models)):
                folder = os.path.join(tmp, f"check{i}")
                os.makedirs(folder)
                path = os.path.join(models, name + ".mlir") if program == "model" else program
                check_with_mpi(partir, name, path, how, n, folder, problems)
        if wanted in "failures":
            check_input_files(partir, tmp, problems)
            check_input_missing_on_one_rank(partir, tmp, problems)
            check_deadlock(partir, problems)
            check_runs_after_a_deadlock(partir, problems)
            check_replicas_disagree(partir, tmp, problems)
            check_refused(partir, tmp, problems)
            check_killed_rank(partir, tmp, problems)
    for p in problems:
        print(f"error: {p}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
