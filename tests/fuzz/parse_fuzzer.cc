// libFuzzer harness: arbitrary bytes through parse -> verify -> print ->
// re-parse -> interpret. Any crash, sanitizer report, or a printed module
// that does not parse back to an equal one is a bug. Interpretation runs with
// a 1 MiB tensor limit and a 1 s deadline so fuzzed loops cannot hang it.
//
//   CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DPARTIR_FUZZ=ON -DBUILD_TESTING=OFF
//   ninja -C build-fuzz parse_fuzzer
//   build-fuzz/parse_fuzzer -max_total_time=600 -max_len=4096 corpus-dir/
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "interp/interpreter.h"
#include "semantics/parser.h"
#include "semantics/printer.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

void roundTrip(const Module& module) {
  std::string printed = printModule(module);
  std::vector<ParsedChunk> again = parseChunks(printed, "printed");
  if (again.size() != 1 || !again[0].module.ok() ||
      !structurallyEqual(module, *again[0].module.value())) {
    __builtin_trap();  // the printer and parser disagree
  }
}

void interpret(const Module& module) {
  for (const auto& f : module.functions) {
    if (!f->argTypes.empty() || f->isDeclaration()) continue;
    InterpreterOptions options;
    options.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1);
    (void)Interpreter(module, options).run(f->name, {});  // errors are fine; crashes are not
  }
}

}  // namespace
}  // namespace partir

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace partir;
  setTensorByteLimit(1 << 20);
  std::string_view text(reinterpret_cast<const char*>(data), size);
  for (ParsedChunk& chunk : parseChunks(text, "fuzz")) {
    if (!chunk.module.ok()) continue;
    const Module& module = *chunk.module.value();
    if (!verifyModule(module).ok()) continue;
    roundTrip(module);
    interpret(module);
  }
  return 0;
}
