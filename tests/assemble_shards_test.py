#!/usr/bin/env python3
"""scripts/assemble-shards on shards written here (docs/mpi.md): a result
split 2 x 3 over a 6x4 int16 tensor comes back whole, byte for byte the
file `partir run` writes for it (tests/mpi/run_mpi_tests.py compares real
runs); and every malformed folder is exit 2 with one line naming what is
wrong, never a traceback or a file built from a shard that does not fit.

    assemble_shards_test.py PARTIR

Exit 0 when all hold, 1 otherwise with one line per problem."""
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSEMBLE = os.path.join(ROOT, "scripts", "assemble-shards")

WHOLE = [[r * 10 + c for c in range(4)] for r in range(6)]  # 6x4, int16


def npy(rows):
    """Rows of int16 as a .npy file, header unpadded (any valid header reads)."""
    shape = (len(rows), len(rows[0]))
    header = f"{{'descr': '<i2', 'fortran_order': False, 'shape': {shape!r}, }}\n"
    data = b"".join(struct.pack("<h", v) for row in rows for v in row)
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + data


def write_shards(folder):
    """Dim 0 in 3 chunks, dim 1 in 2; each shard file and shards.json."""
    os.makedirs(folder)
    shards = []
    for i in range(3):
        for j in range(2):
            name = f"result_0.shard_{i}_{j}.npy"
            with open(os.path.join(folder, name), "wb") as f:
                f.write(npy([row[2 * j:2 * j + 2] for row in WHOLE[2 * i:2 * i + 2]]))
            shards.append({"file": name, "start": [2 * i, 2 * j], "shape": [2, 2], "devices": [2 * i + j]})
    manifest = {"format": "partir shards 1",
                "results": [{"result": 0, "type": "tensor<6x4xi16>", "shape": [6, 4], "shards": shards}]}
    with open(os.path.join(folder, "shards.json"), "w") as f:
        json.dump(manifest, f)


def edit_manifest(folder, change):
    path = os.path.join(folder, "shards.json")
    with open(path) as f:
        manifest = json.load(f)
    change(manifest["results"][0]["shards"])
    with open(path, "w") as f:
        json.dump(manifest, f)


def truncate_shard(folder):
    path = os.path.join(folder, "result_0.shard_1_1.npy")
    with open(path, "rb") as f:
        blob = f.read()
    with open(path, "wb") as f:
        f.write(blob[:-3])


# (what is wrong, how to break a good folder, what the error line must say)
BROKEN = [
    ("no shards.json", lambda d: os.remove(os.path.join(d, "shards.json")), "shards.json"),
    ("shards.json not JSON", lambda d: open(os.path.join(d, "shards.json"), "w").write("{bad"), "error:"),
    ("a shard outside its result", lambda d: edit_manifest(d, lambda s: s[5].update(start=[5, 2])),
     "outside the result's 6"),
    ("a shard missing", lambda d: edit_manifest(d, lambda s: s.pop(3)), "hold 20 of its 24 elements"),
    ("a start that is not a list of ints", lambda d: edit_manifest(d, lambda s: s[0].update(start="x")), "rank"),
    ("a shard of another shape", lambda d: edit_manifest(d, lambda s: s[1].update(shape=[2, 3])),
     "but shards.json says"),
    ("a shard file cut short", truncate_shard, "bytes of data for shape"),
    ("a shard file missing", lambda d: os.remove(os.path.join(d, "result_0.shard_2_0.npy")), "No such file"),
]


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    partir = sys.argv[1]
    problems = []
    with tempfile.TemporaryDirectory(prefix="partir-shards-") as tmp:
        good = os.path.join(tmp, "good")
        write_shards(good)
        r = subprocess.run([ASSEMBLE, good, os.path.join(tmp, "whole")], capture_output=True, text=True)
        # The file `partir run` writes for the same tensor, passed through unchanged.
        program = os.path.join(tmp, "identity.mlir")
        with open(program, "w") as f:
            f.write("func.func @main(%x: tensor<6x4xi16>) -> tensor<6x4xi16> {\n  return %x : tensor<6x4xi16>\n}\n")
        with open(os.path.join(tmp, "x.npy"), "wb") as f:
            f.write(npy(WHOLE))
        subprocess.run([partir, "run", program, "--input", f"%x={tmp}/x.npy", "--output-dir", f"{tmp}/ran"],
                       capture_output=True)
        ran = os.path.join(tmp, "ran", "result_0.npy")
        want = open(ran, "rb").read() if os.path.exists(ran) else None
        got = open(f"{tmp}/whole/result_0.npy", "rb").read() if r.returncode == 0 else b""
        if r.returncode != 0 or got != want:
            problems.append(f"6 shards: exit {r.returncode}, {'the' if got == want else 'not the'} bytes partir "
                            f"writes: {r.stderr.strip()}")
        for what, breaking, says in BROKEN:
            folder = os.path.join(tmp, what.replace(" ", "_"))
            shutil.copytree(good, folder)
            breaking(folder)
            r = subprocess.run([ASSEMBLE, folder, os.path.join(tmp, "out")], capture_output=True, text=True)
            line = r.stderr.strip()
            if r.returncode != 2 or says not in line or "Traceback" in line or "\n" in line:
                problems.append(f"{what}: exit {r.returncode}, want 2 and one line saying '{says}': {line}")
    for p in problems:
        print(f"error: {p}")
    if not problems:
        print(f"assemble-shards: 6 shards put together as partir writes the whole; {len(BROKEN)} broken folders "
              "refused, exit 2")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
