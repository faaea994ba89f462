// A literal of a type with a `?` dim: a constant's type is static.
func.func @main() -> tensor<?xf32> {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<?xf32>
  return %0 : tensor<?xf32>
}
