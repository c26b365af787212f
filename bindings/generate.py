#!/usr/bin/env python3
"""Writes the raw layers of the Rust and Julia bindings from
include/tenferro.h: every type, constant and function of the header, one
declaration each. The safe layers (bindings/rust/tenferro, the Tenferro
module of bindings/julia) are written by hand on top.

    bindings/generate.py [HEADER]      rewrites the two files below

    bindings/rust/tenferro-sys/src/generated.rs
    bindings/julia/Tenferro/src/LibTenferro.jl
    python/tenferro/_native_gen.h, _ops_gen.py and the rows of __init__.pyi
        (bindings/generate_python.py: the Python extension's raw layer)

Run it after the header changes and commit the result. ctest
interop_bindings_check checks both files against the header independently
of this script (tests/interop/check_bindings.py: its own reading of each
language's types), and reports how many of the header's functions they bind.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "interop"))
from header_functions import functions, parse_decl, types  # noqa: E402

SCALARS = {  # C: (Rust, Julia)
    "int32_t": ("i32", "Int32"), "uint32_t": ("u32", "UInt32"), "int64_t": ("i64", "Int64"),
    "uint64_t": ("u64", "UInt64"), "size_t": ("usize", "Csize_t"), "double": ("f64", "Float64"),
    "float": ("f32", "Float32"), "uint8_t": ("u8", "UInt8"), "uint16_t": ("u16", "UInt16"),
    "char": ("c_char", "Cchar"), "void": ("c_void", "Cvoid"), "int": ("i32", "Cint"),
}
RUST_KEYWORDS = {"as", "box", "break", "const", "continue", "crate", "else", "enum", "extern",
                 "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut",
                 "pub", "ref", "return", "self", "static", "struct", "super", "trait", "type",
                 "unsafe", "use", "where", "while", "dyn", "async", "await", "abstract", "final",
                 "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "macro"}
JULIA_KEYWORDS = {"begin", "end", "function", "global", "local", "module", "struct", "type",
                  "quote", "let", "do", "try", "catch", "finally", "for", "while", "if", "else",
                  "elseif", "return", "break", "continue", "macro", "import", "using", "export",
                  "const", "abstract", "primitive", "mutable", "baremodule", "in", "isa", "where"}


def camel(name):
    """tf_engine_stats -> TfEngineStats"""
    return "".join(w.capitalize() for w in name.split("_"))


class Gen:
    def __init__(self, header):
        self.t = types(header)
        self.fns = functions(header)
        self.enums = self.t["enums"]
        self.aliases = self.t["aliases"]
        self.structs = self.t["structs"]
        self.opaque = self.t["opaque"]

    # ------------------------------------------------------------- Rust
    def rust_base(self, base):
        if base in SCALARS:
            return SCALARS[base][0]
        if base in self.enums or base in self.aliases or base in self.structs or base in self.opaque:
            return base
        raise SystemExit(f"generate.py: no Rust type for C type {base!r}")

    def rust_type(self, decl, named=True, field_owner=None):
        base, const, levels, _ = parse_decl(decl, named)
        if base == "fnptr":  # void (*deleter)(struct X* self): the struct's own deleter
            return f"Option<unsafe extern \"C\" fn(*mut {field_owner})>"
        t = self.rust_base(base)
        pointee_const = const
        for level_const in levels:
            t = ("*const " if pointee_const else "*mut ") + t
            pointee_const = level_const
        return t

    def rust(self):
        out = ["// Generated from include/tenferro.h by bindings/generate.py; do not edit.",
               "// Checked against the header by tests/interop/check_bindings.py.",
               "// Included by lib.rs, which defines the tf_api! macro (linked or loaded).", ""]
        out.append("// ---- constants")
        for name, value in self.t["constants"]:
            ty = "u64" if name.startswith("TF_DL_FLAG") else "i32"
            out.append(f"pub const {name}: {ty} = {value};")
        out.append("")
        out.append("// ---- enums (C enums are int-sized)")
        for name, values in self.enums.items():
            out.append(f"pub type {name} = i32;")
            for v, n in values:
                out.append(f"pub const {v}: {name} = {n};")
        for name, c in self.aliases.items():
            out.append(f"pub type {name} = {SCALARS[c][0]};")
        out.append("")
        out.append("// ---- opaque handles")
        for name in self.opaque:
            out.append("#[repr(C)]")
            out.append(f"pub struct {name} {{\n    _private: [u8; 0],\n}}")
        out.append("")
        out.append("// ---- structs")
        for name, fields in self.structs.items():
            out.append("#[repr(C)]")
            out.append("#[derive(Clone, Copy, Debug)]")
            out.append(f"pub struct {name} {{")
            for f in fields:
                fname = parse_decl(f)[3]
                out.append(f"    pub {self.rust_ident(fname)}: "
                           f"{self.rust_type(f, field_owner=name)},")
            out.append("}")
        out.append("")
        out.append("tf_api! {")
        out.append('    extern "C" {')
        for name, ret, params in self.fns:
            args = ", ".join(f"{self.rust_ident(parse_decl(p)[3])}: {self.rust_type(p)}"
                             for p in params)
            r = self.rust_type(ret, named=False)
            tail = "" if r == "c_void" else f" -> {r}"
            out.append(f"        pub fn {name}({args}){tail};")
        out.append("    }")
        out.append("}")
        return "\n".join(out) + "\n"

    @staticmethod
    def rust_ident(n):
        return "r#" + n if n in RUST_KEYWORDS else n

    # ------------------------------------------------------------ Julia
    def julia_base(self, base, pointee):
        if base in SCALARS:
            return SCALARS[base][1]
        if base in self.enums or base in self.aliases:
            return "Int32"
        if base in self.structs:
            return camel(base)
        if base in self.opaque:
            return "Cvoid"  # handles are Ptr{Cvoid}
        raise SystemExit(f"generate.py: no Julia type for C type {base!r}")

    def julia_type(self, decl, named=True):
        base, const, levels, _ = parse_decl(decl, named)
        if base == "fnptr":
            return "Ptr{Cvoid}"
        if base == "char" and const and len(levels) == 1:
            return "Cstring"
        t = self.julia_base(base, bool(levels))
        for _ in levels:
            t = f"Ptr{{{t}}}"
        return t

    def julia(self):
        out = ["# Generated from include/tenferro.h by bindings/generate.py; do not edit.",
               "# Checked against the header by tests/interop/check_bindings.py.",
               "#", "# One Julia function per C function, same name and arguments; handles are",
               "# Ptr{Cvoid}. Each resolves its symbol once, in the library that",
               "# Tenferro.load chose (see ../src/Tenferro.jl).",
               "module LibTenferro", "", "import ..Tenferro: _fp", ""]
        for name, value in self.t["constants"]:
            ty = "UInt64" if name.startswith("TF_DL_FLAG") else "Int32"
            out.append(f"const {name} = {ty}({value})")
        for name, values in self.enums.items():
            for v, n in values:
                out.append(f"const {v} = Int32({n})")
        out.append("")
        for name, fields in self.structs.items():
            out.append(f"struct {camel(name)}")
            for f in fields:
                fname = parse_decl(f)[3]
                out.append(f"    {self.julia_ident(fname)}::{self.julia_type(f)}")
            out.append("end")
        out.append("")
        names = []
        for name, ret, params in self.fns:
            pnames = [self.julia_ident(parse_decl(p)[3]) for p in params]
            ptypes = [self.julia_type(p) for p in params]
            tup = "(" + ", ".join(ptypes) + ("," if len(ptypes) == 1 else "") + ")"
            args = ", ".join(pnames)
            call_args = (", " + args) if args else ""
            out.append(f"const _{name} = Ref(C_NULL)")
            out.append(f"{name}({args}) = ccall(_fp(_{name}, :{name}), "
                       f"{self.julia_type(ret, named=False)}, {tup}{call_args})")
            names.append(name)
        out.append("")
        exported = ([n for n, _ in self.t["constants"]]
                    + [v for vals in self.enums.values() for v, _ in vals]
                    + [camel(s) for s in self.structs] + names)
        for i in range(0, len(exported), 6):
            out.append("export " + ", ".join(exported[i:i + 6]))
        out.append("")
        out.append("end # module LibTenferro")
        return "\n".join(out) + "\n"

    @staticmethod
    def julia_ident(n):
        return n + "_" if n in JULIA_KEYWORDS else n


def rust_layout_test(table_path):
    """tests/layout/layout_table.h (the C ABI's sizes, field offsets and field
    sizes) as a Rust test of the -sys structs. Refuses rows it cannot read,
    so a change of the table's format cannot drop checks silently."""
    import re
    text = open(table_path).read()
    rows = re.findall(r"^TF_(SIZE|FIELD)\(([^)]*)\)", text, re.M)
    out = ["// Generated from tests/layout/layout_table.h by bindings/generate.py; do not",
           "// edit. The sizes, field offsets and field sizes the C ABI promises,",
           "// checked on the -sys declarations.", "use std::mem::{offset_of, size_of};",
           "use tenferro_sys::*;", "",
           "fn field_size<S, F>(_: fn(&S) -> &F) -> usize {", "    size_of::<F>()", "}", "",
           "#[test]", "fn layouts_match_the_c_abi() {"]
    for kind, args in rows:
        a = [x.strip() for x in args.split(",")]
        if kind == "SIZE" and len(a) == 2:
            out.append(f'    assert_eq!(size_of::<{a[0]}>(), {a[1]}, "sizeof({a[0]})");')
        elif kind == "FIELD" and len(a) in (3, 4):
            out.append(f'    assert_eq!(offset_of!({a[0]}, {a[1]}), {a[2]}, '
                       f'"offsetof({a[0]}, {a[1]})");')
            if len(a) == 4:
                out.append(f'    assert_eq!(field_size(|s: &{a[0]}| &s.{a[1]}), {a[3]}, '
                           f'"sizeof({a[0]}.{a[1]})");')
        else:
            raise SystemExit(f"generate.py: cannot read TF_{kind}({args}) of {table_path}")
    if len(rows) != len(re.findall(r"^TF_", text, re.M)):
        raise SystemExit(f"generate.py: {table_path} has rows other than TF_SIZE/TF_FIELD")
    out.append("}")
    return "\n".join(out) + "\n"


def write(path, text):
    old = open(path).read() if os.path.exists(path) else None
    if old != text:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        print(f"generate.py: wrote {os.path.relpath(path, ROOT)}")


def main(argv):
    header = argv[1] if len(argv) > 1 else os.path.join(ROOT, "include", "tenferro.h")
    g = Gen(header)
    write(os.path.join(HERE, "rust", "tenferro-sys", "src", "generated.rs"), g.rust())
    write(os.path.join(HERE, "julia", "Tenferro", "src", "LibTenferro.jl"), g.julia())
    write(os.path.join(HERE, "rust", "tenferro-sys", "tests", "layout.rs"),
          rust_layout_test(os.path.join(ROOT, "tests", "layout", "layout_table.h")))
    import generate_python  # the Python extension's raw layer (python/tenferro)
    generate_python.main([argv[0], header])


if __name__ == "__main__":
    main(sys.argv)
