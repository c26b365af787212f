//! Linked mode (the default): links libtenferro.so.1 from TENFERRO_LIB_DIR,
//! else from the -L directories `pkg-config --libs-only-L tenferro` prints,
//! else from the linker's default paths. The directory is passed on to the
//! crates that depend on this one as DEP_TENFERRO_LIB_DIR (for an rpath).
//! With the runtime-load feature nothing is linked.
use std::env;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=TENFERRO_LIB_DIR");
    println!("cargo:rerun-if-env-changed=PKG_CONFIG_PATH");
    if env::var_os("CARGO_FEATURE_RUNTIME_LOAD").is_some() {
        return;
    }
    let mut dirs: Vec<String> = Vec::new();
    if let Ok(dir) = env::var("TENFERRO_LIB_DIR") {
        dirs.push(dir);
    } else if let Ok(out) = Command::new("pkg-config").args(["--libs-only-L", "tenferro"]).output() {
        if out.status.success() {
            let text = String::from_utf8_lossy(&out.stdout).into_owned();
            dirs.extend(text.split_whitespace().filter_map(|w| w.strip_prefix("-L")).map(String::from));
        }
    }
    for dir in &dirs {
        println!("cargo:rustc-link-search=native={dir}");
        // This crate's own tests find the library at run time.
        println!("cargo:rustc-link-arg-tests=-Wl,-rpath,{dir}");
    }
    if let Some(dir) = dirs.first() {
        println!("cargo:lib_dir={dir}");
    }
    println!("cargo:rustc-link-lib=dylib=tenferro");
}
