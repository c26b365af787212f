#!/usr/bin/env python3
"""Writes a C file that defines every TF_API function of a tenferro.h with an
empty body, so that a shared library built from it has the header's exported
interface (symbols, and with -g the DWARF types of every parameter and
result) and nothing else. Used by abi/selftest/run.sh.

    make_stub.py HEADER OUT.c
"""
import re
import sys


def declarations(src):
    """Yields (return_type, name, params) for each TF_API function."""
    src = re.sub(r"/\*.*?\*/", " ", src, flags=re.S)
    src = re.sub(r"//[^\n]*", " ", src)
    for m in re.finditer(r"\bTF_API\b([^;{]*?)\b(tf_\w+)\s*\(([^;{]*?)\)\s*;", src, re.S):
        ret = " ".join(m.group(1).split())
        params = " ".join(m.group(3).split())
        yield ret, m.group(2), params


def main():
    header, out = sys.argv[1], sys.argv[2]
    decls = list(declarations(open(header).read()))
    if not decls:
        sys.exit("make_stub.py: no TF_API declaration found in " + header)
    lines = ['#include "tenferro.h"', ""]
    for ret, name, params in decls:
        body = "{}" if ret == "void" else "{ return 0; }"
        if ret.endswith("tf_scalar"):  # a struct returned by value
            body = "{ tf_scalar s = {0, 0}; return s; }"
        # Unnamed or named parameters alike: the definition needs names only
        # for C99 when parameters are unnamed, which the header never does.
        lines.append(f"{ret} {name}({params}) {body}")
    open(out, "w").write("\n".join(lines) + "\n")
    print(f"make_stub.py: {len(decls)} functions")


if __name__ == "__main__":
    main()
