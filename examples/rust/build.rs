//! Links libtenferro from TENFERRO_LIB_DIR (a build tree or an installed
//! lib directory), with an rpath so tests and binaries find it at run time.
//! Without the variable the system linker paths are used.
fn main() {
    println!("cargo:rerun-if-env-changed=TENFERRO_LIB_DIR");
    if let Ok(dir) = std::env::var("TENFERRO_LIB_DIR") {
        println!("cargo:rustc-link-search=native={dir}");
        println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
    }
    println!("cargo:rustc-link-lib=dylib=tenferro");
}
