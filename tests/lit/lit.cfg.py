# lit configuration for the command-line tests: each .mlir file here has RUN
# lines that call `partir` and check its output with FileCheck.
import os
import lit.formats

config.name = "partir"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
# Scratch files (%t, Output/) go to the build tree, never the sources.
config.test_exec_root = lit_config.params.get("exec_root", os.path.join(config.test_source_root, "Output"))
config.excludes = ["inputs"]

partir = lit_config.params.get("partir")
if not partir:
    lit_config.fatal("pass --param partir=/path/to/partir")
config.substitutions.append(("%partir", partir))
config.substitutions.append(("%examples", os.path.join(config.test_source_root, "..", "..", "examples")))
llvm_bin = lit_config.params.get("llvm_bin", "/usr/lib/llvm-14/bin")
config.environment["PATH"] = os.pathsep.join([llvm_bin, os.environ.get("PATH", "")])
