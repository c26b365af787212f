#!/usr/bin/env bash
# Installs the built tenferro into a temporary prefix, then builds and runs
# examples/c against that installation twice: through find_package(tenferro)
# and through pkg-config. Fails if either build or run fails, or if a
# program picks up libtenferro from anywhere but the prefix.
#
#   installed_c_example.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
BUILD=$(cd "$1" && pwd)
SRC=$(cd "$2" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
PREFIX=$TMP/prefix

cmake --install "$BUILD" --prefix "$PREFIX" >"$TMP/install.log"
PC=$(find "$PREFIX" -name tenferro.pc -print -quit)
LIB=$(find "$PREFIX" -name 'libtenferro.so.1' -print -quit)
[[ -n "$PC" && -n "$LIB" ]] || { cat "$TMP/install.log"; echo "FAIL: install lacks tenferro.pc or libtenferro.so.1" >&2; exit 1; }
LIBDIR=$(dirname "$LIB")

uses_prefix() { # the program must load the installed library
  local lib
  lib=$(ldd "$1" | awk '/libtenferro/ { print $3 }')
  if [[ "$lib" != "$PREFIX"/* ]]; then
    echo "FAIL: $1 loads libtenferro from '$lib', expected under $PREFIX" >&2
    exit 1
  fi
}

echo "== find_package(tenferro) =="
cmake -S "$SRC/examples/c" -B "$TMP/cmake-build" -DCMAKE_PREFIX_PATH="$PREFIX" \
  -DCMAKE_BUILD_TYPE=Release >"$TMP/configure.log" || { cat "$TMP/configure.log"; exit 1; }
cmake --build "$TMP/cmake-build"
uses_prefix "$TMP/cmake-build/tenferro_c_example"
"$TMP/cmake-build/tenferro_c_example"

echo "== pkg-config =="
export PKG_CONFIG_PATH=$(dirname "$PC")
# The .pc file is relocatable: its libdir is the prefix it was installed to.
pc_libdir=$(pkg-config --variable=libdir tenferro)
if [[ "$(readlink -f "$pc_libdir")" != "$(readlink -f "$LIBDIR")" ]]; then
  echo "FAIL: tenferro.pc says libdir=$pc_libdir, the library is in $LIBDIR" >&2
  exit 1
fi
# shellcheck disable=SC2046
${CC:-cc} -std=c99 -Wall -Wextra -Werror "$SRC/examples/c/main.c" \
  $(pkg-config --cflags --libs tenferro) -Wl,-rpath,"$LIBDIR" -o "$TMP/pkgconfig-example"
uses_prefix "$TMP/pkgconfig-example"
"$TMP/pkgconfig-example"
echo "installed_c_example: OK"
