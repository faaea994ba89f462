# Shared by scripts/setup and scripts/test. Debian packages only.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PACKAGES=(cmake ninja-build g++ pkg-config libz3-dev z3 cvc5 libgtest-dev libgmock-dev
          librapidcheck-dev libfmt-dev libcli11-dev nlohmann-json3-dev libopenblas-dev
          python3-numpy llvm-14-tools libmimalloc-dev clang-14 libclang-rt-14-dev coq
          libopenmpi-dev openmpi-bin)

# Installs whichever of PACKAGES is missing (apt-get update first, as a fresh
# machine needs), with sudo when not root.
install_missing() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
}

# build DIR [cmake args...]: everything (the CLI, the tests, the benchmarks)
build() {
  local dir="$1"; shift
  cmake -S "$ROOT" -B "$dir" -G Ninja "$@" >/dev/null
  cmake --build "$dir" -j "$(nproc)"
}

# build_cli DIR: the `partir` command only (scripts/test builds the rest)
build_cli() {
  cmake -S "$ROOT" -B "$1" -G Ninja >/dev/null
  cmake --build "$1" -j "$(nproc)" --target partir
}
