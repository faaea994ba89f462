// INT_MIN / -1 and INT_MIN % -1 overflow: x86 idiv traps (SIGFPE) unless the kernel handles them.
func.func @main() -> (tensor<i32>, tensor<i32>, tensor<i64>) {
  %a = stablehlo.constant dense<-2147483648> : tensor<i32>
  %m = stablehlo.constant dense<-1> : tensor<i32>
  %q = stablehlo.divide %a, %m : tensor<i32>
  %r = stablehlo.remainder %a, %m : tensor<i32>
  %b = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
  %n = stablehlo.constant dense<-1> : tensor<i64>
  %s = stablehlo.divide %b, %n : tensor<i64>
  return %q, %r, %s : tensor<i32>, tensor<i32>, tensor<i64>
}
