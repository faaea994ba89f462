// `partir verify --spec FILE`: the tile-mapping entries a spec file claims for
// a stablehlo.composite, proved by Z3 over its decomposition, refutations
// replayed by the interpreter (docs/registering-an-op.md).
// RUN: %partir verify --spec %examples/composites/gelu.spec --timeout 0 | FileCheck %s --check-prefix=GELU
// RUN: %partir verify --spec %examples/composites/mlp.spec --timeout 0 | FileCheck %s --check-prefix=MLP
// RUN: not %partir verify --spec %examples/composites/softmax.spec --timeout 0 | FileCheck %s --check-prefix=SOFTMAX
// RUN: %partir verify --spec %examples/composites/softmax.spec --timeout 0 > /dev/null || echo "exit $?" | FileCheck %s --check-prefix=EXIT1
// RUN: not %partir verify --spec %examples/composites/softmax.spec --timeout 0 --json | FileCheck %s --check-prefix=JSON
// --counterexample-dir: the refutation's inputs and results as .npy, and a
// `partir run` of the decomposition on those inputs gives the expected result.
// RUN: rm -rf %t.cx && not %partir verify --spec %examples/composites/softmax.spec --timeout 0 --counterexample-dir %t.cx | FileCheck %s --check-prefix=CXDIR
// RUN: %partir run %examples/composites/softmax.mlir --entry softmax --input %%arg0=%t.cx/7_softmax/arg0.npy --output-dir %t.cx/rerun
// RUN: cmp %t.cx/rerun/result_0.npy %t.cx/7_softmax/expected_0.npy
// RUN: not cmp -s %t.cx/7_softmax/chunks_0.npy %t.cx/7_softmax/expected_0.npy
// Bad spec files: exit 2 with file:line:col.
// RUN: printf 'composite "example.gelu" decomposition "%examples/composites/gelu.mlir" @gelu\n  entyr (tile 0) -> tile 0\n' > %t.spec
// RUN: not %partir verify --spec %t.spec 2>&1 | FileCheck %s --check-prefix=KEYWORD
// RUN: %partir verify --spec %t.spec > /dev/null 2>&1 || echo "exit $?" | FileCheck %s --check-prefix=EXIT2
// RUN: printf 'composite "example.gelu" decomposition "%examples/composites/gelu.mlir" @gelu\n  entry (tile 0, _) -> tile 0\n' > %t.arity.spec
// RUN: not %partir verify --spec %t.arity.spec 2>&1 | FileCheck %s --check-prefix=ARITY
// RUN: not %partir verify --spec %t.missing.spec 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not %partir verify %examples/composites/gelu.mlir --spec %examples/composites/gelu.spec 2>&1 | FileCheck %s --check-prefix=USAGE

// GELU-DAG: gelu.spec:5:3 example.gelu (tile 0) ↪ tile 0 on @gelu  proved (every size, 35 obligations)
// GELU-DAG: gelu.spec:5:3 example.gelu (tile 0) ↪ tile 0 on @gelu_4x10  proved (every size, 35 obligations)
// GELU-DAG: gelu.spec:6:3 example.gelu (tile 1) ↪ tile 1 on @gelu  proved (every size, 35 obligations)
// GELU-DAG: gelu.spec:6:3 example.gelu (tile 1) ↪ tile 1 on @gelu_4x10  proved (every size, 35 obligations)
// GELU: 4 proved, 0 refuted, 0 unknown

// MLP: mlp.spec:4:3 example.mlp (tile 0, ⊥, ⊥, ⊥) ↪ tile 0 on @mlp  proved (every size, 25 obligations)
// MLP: mlp.spec:5:3 example.mlp (⊥, tile 1, tile 0, tile 0) ↪ sum on @mlp  proved (every size, 27 obligations)
// MLP: mlp.spec:6:3 example.mlp (⊥, ⊥, ⊥, tile 1) ↪ tile 1 on @mlp  proved (every size, 25 obligations)
// MLP: 3 proved, 0 refuted, 0 unknown

// SOFTMAX: softmax.spec:6:3 example.softmax (tile 0) ↪ tile 0 on @softmax  proved (every size, 30 obligations)
// SOFTMAX: softmax.spec:7:3 example.softmax (tile 1) ↪ tile 1 on @softmax  refuted
// SOFTMAX-NEXT: Z3: k = 2, chunk arguments 4x4: result 0: fold visits every contributor: {{.*}}, r = 1
// SOFTMAX-NEXT: interpreter: replay (inputs seed 0, f32: integers in [-3, 3]), 2 chunks: chunk 0 of result #0 differs from chunk 0 of the reference along dim 1 at [0, 0]: computed {{[0-9.e+-]+}}, expected {{[0-9.e+-]+}} (16 of 16 elements differ)
// SOFTMAX-NEXT: inputs: %arg0 = tensor<4x8xf32> [
// SOFTMAX-NEXT: not derivable by propagation: 2 chunks: 'stablehlo.broadcast_in_dim' ({{.*}}softmax.mlir:8:3) reads the sum<maximum> of 'stablehlo.reduce' ({{.*}}softmax.mlir:7:3) across the chunks whole
// SOFTMAX: 1 proved, 1 refuted, 0 unknown
// EXIT1: exit 1

// JSON: {"composites":[{"composite":"example.softmax","entry":"(tile 0) ↪ tile 0","decomposition":"softmax",{{.*}}"verdict":"proved","reading":"symbolic"
// JSON-SAME: {"composite":"example.softmax","entry":"(tile 1) ↪ tile 1","decomposition":"softmax",{{.*}}"verdict":"refuted","reading":"pinned"
// JSON-SAME: "counterexample":{"replay":true,"trial":-1,"seed":0,"at_limits":false,"input_kinds":"f32: integers in [-3, 3]","model_elements":0,"chunks":2,"chunk":0,"result":0,"against":"chunk 0 of the reference along dim 1","index":[0,0]
// JSON-SAME: "arguments":[{"name":"%arg0","type":"tensor<4x8xf32>","values":[0.0,0.0,0.0,3.0,
// JSON-SAME: "derivable":false,"trials":1,"meshes":[2]
// JSON-SAME: "summary":{"proved":1,"refuted":1,"unknown":0}}

// CXDIR: rerun: partir run {{.*}}softmax.mlir --entry softmax --input %arg0={{.*}}.cx/7_softmax/arg0.npy --output-dir {{.*}}.cx/7_softmax/rerun

// KEYWORD: verify_spec.mlir.tmp.spec:2:3: error: unknown keyword 'entyr' (expected 'composite', 'entry', 'trials' or 'seed')
// EXIT2: exit 2
// ARITY: arity.spec:2:3: error: the entry has 2 operands; @gelu takes 1 argument
// MISSING: missing.spec: error: cannot read the spec file
// USAGE: error: --spec checks the composites of a spec file; it does not take FILE, --op, --emit-smt or --mutants
