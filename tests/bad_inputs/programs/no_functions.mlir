// A module without functions.
module @nothing {
}
