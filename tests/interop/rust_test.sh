#!/usr/bin/env bash
# The Rust crates (bindings/rust: tenferro-sys and tenferro), offline and
# std only: their tests linked against the build-tree library, then again
# with the runtime-load feature, where the test programs must not link
# libtenferro at all (checked with readelf) and load it via TENFERRO_LIBRARY.
#
#   rust_test.sh CARGO LIBTENFERRO TARGET_DIR
set -euo pipefail
CARGO=$1
LIB=$(readlink -f "$2")
export CARGO_TARGET_DIR=$3 CARGO_NET_OFFLINE=true
MANIFEST=$(dirname "$0")/../../bindings/rust/Cargo.toml
unset TENFERRO_LIBRARY TENFERRO_LIB_DIR

echo "== linked (TENFERRO_LIB_DIR=$(dirname "$LIB")) =="
TENFERRO_LIB_DIR=$(dirname "$LIB") "$CARGO" test --offline --quiet --manifest-path "$MANIFEST"

echo "== loaded at run time (TENFERRO_LIBRARY=$LIB) =="
bins=$("$CARGO" test --offline --no-run --features runtime-load --manifest-path "$MANIFEST" 2>&1 |
       sed -n 's/.*Executable .*(\(.*\))$/\1/p')
[[ -n "$bins" ]] || { echo "FAIL: cargo listed no test executables" >&2; exit 1; }
for b in $bins; do
  if readelf -d "$b" | grep -q 'NEEDED.*libtenferro'; then
    echo "FAIL: $b links libtenferro although built with runtime-load" >&2
    exit 1
  fi
done
TENFERRO_LIBRARY=$LIB "$CARGO" test --offline --quiet --features runtime-load \
  --manifest-path "$MANIFEST"
echo "rust_test: OK"
