#!/usr/bin/env bash
# The Go module (bindings/go) out of the tree: tenferro installed into a
# temporary prefix, the module copied elsewhere, and cgo finding the header
# and the library only through its `#cgo pkg-config: tenferro` directive
# (PKG_CONFIG_PATH=PREFIX/lib/pkgconfig; LD_LIBRARY_PATH for running).
# Offline: GOPROXY=off, GOFLAGS=-mod=mod, GOTOOLCHAIN=local.
#
#   go_test.sh GO BUILD_DIR SOURCE_DIR CACHE_DIR
set -euo pipefail
GO=$1
BUILD=$(cd "$2" && pwd)
SRC=$(cd "$3" && pwd)
mkdir -p "$4"
CACHE=$(cd "$4" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
PREFIX=$TMP/prefix

cmake --install "$BUILD" --prefix "$PREFIX" >"$TMP/install.log"
PC=$(find "$PREFIX" -name tenferro.pc -print -quit)
[[ -n "$PC" ]] || { cat "$TMP/install.log"; echo "FAIL: no tenferro.pc in $PREFIX" >&2; exit 1; }
export PKG_CONFIG_PATH=$(dirname "$PC")
export LD_LIBRARY_PATH=$(pkg-config --variable=libdir tenferro)
export GOTOOLCHAIN=local GOPROXY=off GOFLAGS=-mod=mod CGO_ENABLED=1 \
  GOCACHE=$CACHE/go-cache GOPATH=$CACHE/go-path
unset CGO_CFLAGS CGO_LDFLAGS C_INCLUDE_PATH CPATH LIBRARY_PATH

cp -r "$SRC/bindings/go" "$TMP/tenferro-go"
cd "$TMP/tenferro-go"
"$GO" vet ./...
"$GO" test -count=1 ./...
echo "go_test: OK"
