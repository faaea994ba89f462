// Every process starts the grid again.
func.func @main() -> () {
  "interpreter.run_parallel"() {programs = [[@main, @main]]} : () -> ()
  return
}
