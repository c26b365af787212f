#!/usr/bin/env python3
"""Checks hand-written or generated bindings against include/tenferro.h so
they cannot drift: every function a binding declares or calls must be
declared in the header with the same number of parameters, and each
parameter and the return value must have the same type, pointers included
down to what they point to (int64_t* is not Ptr{Int32}, tf_tensor** is not
*mut tf_tensor). Structs the binding declares under a header struct's name
must have the header's fields, in order, with the same types.

    check_bindings.py HEADER [--julia FILE]... [--rust FILE]... [--quiet]

Julia: every ccall(FN, Ret, (Args...), ...) where FN names the function
       by its symbol (:tf_name), and every `struct TfName ... end`; calls
       of the raw module (L.tf_name(...), LibTenferro.tf_name(...)) must
       pass the header's number of arguments.
Rust:  every `fn tf_name(args) -> Ret;` inside extern "C" blocks, and every
       `pub struct tf_name { ... }`.

A function of the header that a binding does not wrap is not an error (the
header grows first): the coverage line says how many it binds. Leniency,
on purpose: a pointer to an opaque handle or a struct may be declared as a
pointer to void (Ptr{Cvoid}, *mut c_void), and a function pointer field
in Julia as Ptr{Cvoid}; a pointer the header declares
const may be declared mutable in Rust (not the reverse).
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from header_functions import functions, parse_decl, types  # noqa: E402

C_LEAF = {"int32_t": "int32", "uint32_t": "uint32", "int64_t": "int64", "uint64_t": "uint64",
          "size_t": "size_t", "double": "double", "float": "float", "uint8_t": "uint8",
          "uint16_t": "uint16", "char": "char", "void": "void", "int": "int32"}
JULIA_LEAF = {"Int32": "int32", "Cint": "int32", "UInt32": "uint32", "Cuint": "uint32",
              "Int64": "int64", "Clonglong": "int64", "UInt64": "uint64", "Csize_t": "size_t",
              "UInt": "size_t", "Float64": "double", "Cdouble": "double", "Float32": "float",
              "Cfloat": "float", "UInt8": "uint8", "UInt16": "uint16", "Cchar": "char",
              "Cvoid": "void", "Nothing": "void"}
RUST_LEAF = {"i32": "int32", "c_int": "int32", "u32": "uint32", "i64": "int64", "u64": "uint64",
             "usize": "size_t", "f64": "double", "f32": "float", "u8": "uint8", "u16": "uint16",
             "c_char": "char", "c_void": "void", "()": "void", "": "void"}


class Header:
    def __init__(self, path):
        self.path = path
        t = types(path)
        self.int32 = set(t["enums"]) | {n for n, c in t["aliases"].items() if c == "int32_t"}
        self.structs = t["structs"]
        self.records = set(t["structs"]) | set(t["opaque"])
        self.functions = {name: (self.c_type(ret, False), [self.c_type(p) for p in params])
                          for name, ret, params in functions(path)}

    def leaf(self, base):
        if base in self.int32:
            return "int32"
        if base in self.records:
            return base
        return C_LEAF.get(base, "?" + base)

    def c_type(self, decl, named=True):
        """A C declaration as a type tree: "int64", ("ptr", const, inner), "fnptr"."""
        base, const, levels, _ = parse_decl(decl, named)
        if base == "fnptr":
            return "fnptr"
        t = self.leaf(base)
        pointee_const = const
        for level_const in levels:
            t = ("ptr", pointee_const, t)
            pointee_const = level_const
        return t


def show(t):
    if isinstance(t, tuple):
        return ("const " if t[1] else "") + show(t[2]) + "*"
    return t


def compatible(header, want, got, rust):
    """Whether binding type got may stand for header type want."""
    if want == "fnptr" and not rust and got == ("ptr", False, "void"):
        return True  # Julia holds function pointers as Ptr{Cvoid}
    if isinstance(want, tuple) != isinstance(got, tuple):
        return False
    if not isinstance(want, tuple):
        return want == got
    if rust and got[1] and not want[1]:
        return False  # *const where the function writes through the pointer
    if got[2] == "void" and not isinstance(want[2], tuple) and want[2] in header.records:
        return True
    return compatible(header, want[2], got[2], rust)


# ------------------------------------------------------------------ Julia
def julia_camel_to_c(name):
    return "tf" + re.sub(r"([A-Z])", lambda m: "_" + m.group(1).lower(), name[2:])


def julia_type(t):
    t = t.strip()
    m = re.match(r"^(Ptr|Ref)\{(.*)\}$", t)
    if m:
        return ("ptr", False, julia_type(m.group(2)))
    if t == "Cstring":
        return ("ptr", True, "char")
    if t == "Ptr":
        return ("ptr", False, "void")
    if re.match(r"^Tf[A-Z]\w*$", t):
        return julia_camel_to_c(t)
    return JULIA_LEAF.get(t, "?" + t)


def julia_calls(src):
    for m in re.finditer(r"\bccall\s*\(", src):
        args = split_top(balanced(src, m.end() - 1))
        line = src.count("\n", 0, m.start()) + 1
        syms = re.findall(r":(tf_\w+)", args[0]) if args else []
        if not syms or len(args) < 3:
            yield line, None, None, None
            continue
        tup = args[2].strip()
        if not (tup.startswith("(") and tup.endswith(")")):
            yield line, syms[-1], None, None
            continue
        yield line, syms[-1], julia_type(args[1]), [julia_type(x) for x in split_top(tup[1:-1])]


def julia_structs(src):
    for m in re.finditer(r"^\s*struct\s+(Tf\w+)\s*\n(.*?)^\s*end\b", src, re.S | re.M):
        fields = []
        for fm in re.finditer(r"^\s*(\w+)::(.+?)\s*$", m.group(2), re.M):
            fields.append((fm.group(1), julia_type(fm.group(2))))
        yield src.count("\n", 0, m.start()) + 1, julia_camel_to_c(m.group(1)), fields


# ------------------------------------------------------------------- Rust
def rust_type(t):
    t = t.strip()
    if t.startswith("Option<") or t.startswith("unsafe extern") or t.startswith("extern"):
        return "fnptr"
    m = re.match(r"^\*\s*(const|mut)\s+(.*)$", t)
    if m:
        return ("ptr", m.group(1) == "const", rust_type(m.group(2)))
    t = re.sub(r"^(std::os::raw::|core::ffi::|std::ffi::)", "", t)
    if t in RUST_LEAF:
        return RUST_LEAF[t]
    if t.startswith("tf_"):
        return "alias:" + t
    return "?" + t


def rust_decls(src):
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
            kinds = [rust_type(p.split(":", 1)[1]) for p in split_top(params)]
            yield line, m.group(1), rust_type((ret.group(2) or "") if ret else "?"), kinds


def rust_structs(src):
    for m in re.finditer(r"\bpub\s+struct\s+(tf_\w+)\s*\{(.*?)\}", src, re.S):
        fields = [(fm.group(1), rust_type(fm.group(2)))
                  for fm in re.finditer(r"\bpub\s+(?:r#)?(\w+)\s*:\s*([^,]+),", m.group(2))]
        if fields:
            yield src.count("\n", 0, m.start()) + 1, m.group(1), fields


def resolve_rust(header, t):
    """Rust type aliases of the header's names (tf_status, tf_dtype)."""
    if isinstance(t, tuple):
        return (t[0], t[1], resolve_rust(header, t[2]))
    if isinstance(t, str) and t.startswith("alias:"):
        return header.leaf(t[6:])
    return t


# ---------------------------------------------------------------- helpers
def split_top(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "({[<":
            depth += 1
        elif ch in ")}]>":
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


def check_file(header, lang, path, errors):
    rust = lang == "--rust"
    comment = r"//[^\n]*" if rust else r"#[^\n]*"
    src = re.sub(comment, "", open(path).read())
    calls = rust_decls(src) if rust else julia_calls(src)
    norm = (lambda t: resolve_rust(header, t)) if rust else (lambda t: t)
    seen, checked = set(), 0
    for line, name, ret, kinds in calls:
        where = f"{path}:{line}"
        if name is None or kinds is None:
            errors.append(f"{where}: cannot parse this call; keep the form "
                          "ccall(<... :tf_name ...>, Ret, (Args...), ...)")
            continue
        checked += 1
        seen.add(name)
        if name not in header.functions:
            errors.append(f"{where}: {name} is not declared in {header.path}")
            continue
        cret, cparams = header.functions[name]
        if len(kinds) != len(cparams):
            errors.append(f"{where}: {name} takes {len(cparams)} arguments in the header, "
                          f"the binding declares {len(kinds)}")
            continue
        if not compatible(header, cret, norm(ret), rust):
            errors.append(f"{where}: {name} returns {show(cret)} in the header, "
                          f"the binding says {show(norm(ret))}")
        for k, (got, want) in enumerate(zip(kinds, cparams)):
            if not compatible(header, want, norm(got), rust):
                errors.append(f"{where}: {name} argument {k + 1} is {show(want)} in the header, "
                              f"the binding says {show(norm(got))}")
    structs = 0
    for line, name, fields in (rust_structs(src) if rust else julia_structs(src)):
        where = f"{path}:{line}"
        if name not in header.structs:
            continue
        structs += 1
        want = [(parse_decl(f)[3], header.c_type(f)) for f in header.structs[name]]
        if [n for n, _ in want] != [n for n, _ in fields]:
            errors.append(f"{where}: struct {name} has fields {[n for n, _ in want]} in the "
                          f"header, the binding has {[n for n, _ in fields]}")
            continue
        for (fname, wt), (_, gt) in zip(want, fields):
            if not compatible(header, wt, norm(gt), False):
                errors.append(f"{where}: {name}.{fname} is {show(wt)} in the header, "
                              f"the binding says {show(norm(gt))}")
    uses = 0
    if not rust:  # the safe layer's calls of the raw layer: L.tf_name(args...)
        for m in re.finditer(r"\b(?:L|LibTenferro)\.(tf_\w+)\s*\(", src):
            uses += 1
            name, line = m.group(1), src.count("\n", 0, m.start()) + 1
            n = len(split_top(balanced(src, m.end() - 1)))
            if name not in header.functions:
                errors.append(f"{path}:{line}: {name} is not declared in {header.path}")
            elif n != len(header.functions[name][1]):
                errors.append(f"{path}:{line}: {name} takes {len(header.functions[name][1])} "
                              f"arguments in the header, this call passes {n}")
    if not seen and not uses:
        errors.append(f"{path}: no binding found; parser broken?")
    return seen, checked, structs, uses


def main(argv):
    quiet = "--quiet" in argv
    argv = [a for a in argv if a != "--quiet"]
    if len(argv) < 4 or len(argv) % 2:
        sys.exit(__doc__)
    header = Header(argv[1])
    errors, total = [], 0
    for i in range(2, len(argv), 2):
        lang, path = argv[i], argv[i + 1]
        if lang not in ("--julia", "--rust"):
            sys.exit(f"check_bindings.py: unknown option {lang}")
        seen, checked, structs, uses = check_file(header, lang, path, errors)
        total += checked
        missing = sorted(set(header.functions) - seen)
        if not quiet and not seen:
            print(f"check_bindings.py: {path}: {uses} calls of the raw layer checked")
        elif not quiet:
            print(f"check_bindings.py: {path}: binds {len(seen)} of the header's "
                  f"{len(header.functions)} functions, {structs} structs checked"
                  + (f"; not bound: {' '.join(missing)}" if missing else ""))
    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit(1)
    if not quiet:
        print(f"check_bindings.py: {total} declarations match {header.path}")


if __name__ == "__main__":
    main(sys.argv)
