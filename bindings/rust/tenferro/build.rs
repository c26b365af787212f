//! This crate's tests find the library the -sys crate linked
//! (DEP_TENFERRO_LIB_DIR) at run time through an rpath. A program of yours
//! does the same in its own build.rs, or sets LD_LIBRARY_PATH, or uses a
//! library the system loader finds (/usr/local/lib + ldconfig).
fn main() {
    if let Ok(dir) = std::env::var("DEP_TENFERRO_LIB_DIR") {
        println!("cargo:rustc-link-arg-tests=-Wl,-rpath,{dir}");
    }
}
