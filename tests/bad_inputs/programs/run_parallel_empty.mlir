func.func @main() -> () {
  "interpreter.run_parallel"() {programs = []} : () -> ()
  return
}
