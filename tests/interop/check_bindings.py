#!/usr/bin/env python3
"""Checks hand-written bindings against include/tenferro.h so they cannot
drift: every function they call must be declared in the header with the
same number of parameters, and each parameter and the return value must
be of a compatible kind (pointer, int32, uint32, int64, size_t, double,
tf_scalar by value, void).

    check_bindings.py HEADER --julia examples/julia/Tenferro.jl \
                             --rust examples/rust/src/ffi.rs

Julia: every ccall((:tf_name, lib), Ret, (Args...), ...).
Rust:  every `pub fn tf_name(args) -> Ret;` inside extern "C" blocks.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from header_functions import functions  # noqa: E402

INT32_TYPEDEFS = {"int32_t", "tf_status", "tf_dtype", "tf_layout", "tf_op", "tf_engine_kind"}


def c_kind(decl):
    """Kind of a C parameter declaration or return type."""
    d = re.sub(r"\bconst\b", " ", decl)
    if "*" in d or "(" in d:
        return "ptr"
    words = d.split()
    if not words:
        return "?"
    # a parameter: last word is the name unless the type is one word alone
    t = words[0] if len(words) == 1 else " ".join(words[:-1])
    if t == "void":
        return "void"
    if t in INT32_TYPEDEFS:
        return "int32"
    return {"uint32_t": "uint32", "int64_t": "int64", "size_t": "size_t", "double": "double",
            "tf_scalar": "tf_scalar"}.get(t, "?" + t)


def julia_kind(t):
    t = t.strip()
    if re.match(r"^(Ptr|Ref)\{", t) or t in ("Cstring", "Ptr"):
        return "ptr"
    return {"Int32": "int32", "Cint": "int32", "UInt32": "uint32", "Cuint": "uint32",
            "Int64": "int64", "Clonglong": "int64", "Csize_t": "size_t", "UInt": "size_t",
            "Float64": "double", "Cdouble": "double", "Cvoid": "void", "Nothing": "void",
            "TfScalar": "tf_scalar"}.get(t, "?" + t)


def rust_kind(t):
    t = t.strip()
    if t.startswith("*") or t.startswith("Option<") or t.startswith("unsafe extern"):
        return "ptr"
    return {"i32": "int32", "tf_status": "int32", "tf_dtype": "int32", "tf_layout": "int32",
            "tf_op": "int32", "u32": "uint32", "i64": "int64", "usize": "size_t",
            "f64": "double", "tf_scalar": "tf_scalar", "": "void", "()": "void"}.get(t, "?" + t)


def split_top(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "({[":
            depth += 1
        elif ch in ")}]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def balanced(s, start):
    """s[start] == '('; returns the text inside the matching parens."""
    depth = 0
    for i in range(start, len(s)):
        if s[i] == "(":
            depth += 1
        elif s[i] == ")":
            depth -= 1
            if depth == 0:
                return s[start + 1:i]
    raise ValueError("unbalanced parentheses")


def julia_calls(path):
    src = re.sub(r"#[^\n]*", "", open(path).read())
    for m in re.finditer(r"\bccall\s*\(", src):
        args = split_top(balanced(src, m.end() - 1))
        line = src.count("\n", 0, m.start()) + 1
        fm = re.match(r"\(\s*:(\w+)\s*,", args[0]) if args else None
        if not fm or len(args) < 3:
            yield line, None, None, None
            continue
        tup = args[2].strip()
        if not (tup.startswith("(") and tup.endswith(")")):
            yield line, fm.group(1), None, None
            continue
        types = split_top(tup[1:-1])
        yield line, fm.group(1), julia_kind(args[1]), [julia_kind(t) for t in types]


def rust_decls(path):
    src = re.sub(r"//[^\n]*", "", open(path).read())
    for block in re.finditer(r'extern\s+"C"\s*\{', src):
        body = src[block.end():]
        depth, end = 1, 0
        for i, ch in enumerate(body):
            depth += ch == "{"
            depth -= ch == "}"
            if depth == 0:
                end = i
                break
        for m in re.finditer(r"\bfn\s+(\w+)\s*\(", body[:end]):
            params = balanced(body, m.end() - 1)
            rest = body[m.end() - 1 + len(params) + 2:]
            ret = re.match(r"\s*(->\s*([^;]+))?;", rest)
            line = src.count("\n", 0, block.end() + m.start()) + 1
            kinds = [rust_kind(p.split(":", 1)[1]) for p in split_top(params)]
            yield line, m.group(1), rust_kind(ret.group(2) or "" if ret else "?"), kinds


def main(argv):
    header = argv[1]
    decl = {name: (c_kind(ret), [c_kind(p) for p in params])
            for name, ret, params in functions(header)}
    errors, checked = [], 0
    i = 2
    while i < len(argv):
        lang, path = argv[i], argv[i + 1]
        i += 2
        calls = julia_calls(path) if lang == "--julia" else rust_decls(path)
        seen = set()
        for line, name, ret, kinds in calls:
            where = f"{path}:{line}"
            if name is None or kinds is None:
                errors.append(f"{where}: cannot parse this call; keep the form "
                              "ccall((:tf_name, libtenferro), Ret, (Args...), ...)")
                continue
            checked += 1
            seen.add(name)
            if name not in decl:
                errors.append(f"{where}: {name} is not declared in {header}")
                continue
            cret, cparams = decl[name]
            if len(kinds) != len(cparams):
                errors.append(f"{where}: {name} takes {len(cparams)} arguments in the header, "
                              f"the binding passes {len(kinds)}")
                continue
            if ret != cret:
                errors.append(f"{where}: {name} returns {cret} in the header, binding says {ret}")
            for k, (got, want) in enumerate(zip(kinds, cparams)):
                if got != want:
                    errors.append(f"{where}: {name} argument {k + 1} is {want} in the header, "
                                  f"binding says {got}")
        if not seen:
            errors.append(f"{path}: no binding found; parser broken?")
        print(f"check_bindings.py: {path}: {len(seen)} functions bound")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit(1)
    print(f"check_bindings.py: {checked} call sites match {header}")


if __name__ == "__main__":
    main(sys.argv)
