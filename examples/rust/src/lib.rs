//! Safe Rust bindings of tenferro (std only).
//!
//! * `Engine`: one per thread (it is `Send`, not `Sync`); destroyed on drop.
//! * `Tensor<'a>`: owns one tensor handle, released on drop. Engine-made
//!   tensors are `Tensor<'static>`; `Tensor::wrap` borrows a caller slice
//!   mutably for `'a` (zero copy), so the slice outlives the view.
//! * Every failing call returns `Error` with the status and tf_last_error().
//!
//! New operations (einsum, programs) follow `matmul`: declare the C
//! functions in `ffi.rs` and add a method on `Engine` in `ops.rs`.
use std::ffi::CStr;
use std::fmt;
use std::marker::PhantomData;
use std::os::raw::c_void;
use std::ptr;

pub mod ffi;
mod ops;

pub use ops::Op;

/// Element types: f32, f64 and the two complex types below.
pub trait Element: Copy + Default {
    const DTYPE: ffi::tf_dtype;
}
/// complex64 as tenferro stores it: (re, im) floats.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct C64 {
    pub re: f32,
    pub im: f32,
}
/// complex128: (re, im) doubles.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct C128 {
    pub re: f64,
    pub im: f64,
}
impl Element for f32 { const DTYPE: ffi::tf_dtype = 0; }
impl Element for f64 { const DTYPE: ffi::tf_dtype = 1; }
impl Element for C64 { const DTYPE: ffi::tf_dtype = 2; }
impl Element for C128 { const DTYPE: ffi::tf_dtype = 3; }

/// Contiguous memory orders (tf_layout).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    RowMajor = 0,
    ColMajor = 1,
}

/// A failed tenferro call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub status: i32,
    pub name: String,
    pub message: String,
}
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.name, self.message)
    }
}
impl std::error::Error for Error {}
pub type Result<T> = std::result::Result<T, Error>;

/// Turns a status into a Result, reading the thread-local message at once.
pub(crate) fn check(status: ffi::tf_status) -> Result<()> {
    if status == 0 {
        return Ok(());
    }
    unsafe {
        Err(Error {
            status,
            name: CStr::from_ptr(ffi::tf_status_name(status)).to_string_lossy().into_owned(),
            message: CStr::from_ptr(ffi::tf_last_error()).to_string_lossy().into_owned(),
        })
    }
}

/// The loaded library's version, "MAJOR.MINOR.PATCH".
pub fn version() -> String {
    unsafe { CStr::from_ptr(ffi::tf_version_string()).to_string_lossy().into_owned() }
}

pub struct Engine {
    raw: *mut ffi::tf_engine,
}
// One thread at a time (the C contract): movable, not shareable.
unsafe impl Send for Engine {}

impl Engine {
    /// A serial engine: never enters a thread pool.
    pub fn serial() -> Result<Engine> {
        let mut raw = ptr::null_mut();
        check(unsafe { ffi::tf_engine_create_serial(&mut raw) })?;
        Ok(Engine { raw })
    }
    /// A pooled engine with `threads` workers (0: environment, else all cores).
    pub fn pooled(threads: i32) -> Result<Engine> {
        let mut raw = ptr::null_mut();
        check(unsafe { ffi::tf_engine_create_pooled(threads, &mut raw) })?;
        Ok(Engine { raw })
    }
    pub fn num_threads(&self) -> Result<i32> {
        let mut n = 0;
        check(unsafe { ffi::tf_engine_num_threads(self.raw, &mut n) })?;
        Ok(n)
    }
    pub fn as_raw(&self) -> *mut ffi::tf_engine {
        self.raw
    }
    /// A new engine-owned tensor holding a copy of `data` (contiguous in
    /// `layout`, read as row-major when `layout` is RowMajor, else as
    /// column-major).
    pub fn tensor<T: Element>(&self, shape: &[i64], data: &[T], layout: Layout)
                              -> Result<Tensor<'static>> {
        let strides = contiguous_strides(shape, layout);
        check_len::<T>(shape, &strides, data.len())?;
        let mut raw = ptr::null_mut();
        check(unsafe {
            ffi::tf_tensor_from_data(self.raw, T::DTYPE, shape.len() as i32, shape.as_ptr(),
                                     strides.as_ptr(), data.as_ptr() as *const c_void,
                                     layout as i32, &mut raw)
        })?;
        Ok(Tensor { raw, _borrow: PhantomData })
    }
    pub fn zeros<T: Element>(&self, shape: &[i64], layout: Layout) -> Result<Tensor<'static>> {
        let mut raw = ptr::null_mut();
        check(unsafe {
            ffi::tf_tensor_zeros(self.raw, T::DTYPE, shape.len() as i32, shape.as_ptr(),
                                 layout as i32, &mut raw)
        })?;
        Ok(Tensor { raw, _borrow: PhantomData })
    }
}
impl Drop for Engine {
    fn drop(&mut self) {
        unsafe { ffi::tf_engine_destroy(self.raw) }
    }
}

pub struct Tensor<'a> {
    raw: *mut ffi::tf_tensor,
    _borrow: PhantomData<&'a mut [u8]>,
}
unsafe impl Send for Tensor<'_> {}

/// Strides (in elements) of a contiguous array of `shape` in `layout`.
pub fn contiguous_strides(shape: &[i64], layout: Layout) -> Vec<i64> {
    let mut st = vec![0; shape.len()];
    let mut s = 1;
    let order: Vec<usize> = match layout {
        Layout::RowMajor => (0..shape.len()).rev().collect(),
        Layout::ColMajor => (0..shape.len()).collect(),
    };
    for i in order {
        st[i] = s;
        s *= shape[i].max(1);
    }
    st
}

fn check_len<T>(shape: &[i64], strides: &[i64], len: usize) -> Result<()> {
    if shape.len() != strides.len() {
        return Err(Error { status: 1, name: "TF_ERR_INVALID_ARGUMENT".into(),
                           message: format!("strides: {} values for rank {}",
                                            strides.len(), shape.len()) });
    }
    let empty = shape.iter().any(|&d| d == 0);
    let need = if empty { 0 } else {
        1 + shape.iter().zip(strides).map(|(&d, &s)| (d - 1) * s.max(0)).sum::<i64>()
    };
    if (len as i64) < need {
        return Err(Error { status: 1, name: "TF_ERR_INVALID_ARGUMENT".into(),
                           message: format!("data: {len} elements, the view reaches {need}") });
    }
    Ok(())
}

impl<'a> Tensor<'a> {
    /// A zero-copy view of `data` with `shape` and `strides` in elements
    /// (None: row-major). The slice stays borrowed while the view lives.
    pub fn wrap<T: Element>(data: &'a mut [T], shape: &[i64], strides: Option<&[i64]>)
                            -> Result<Tensor<'a>> {
        let st = match strides {
            Some(s) => s.to_vec(),
            None => contiguous_strides(shape, Layout::RowMajor),
        };
        check_len::<T>(shape, &st, data.len())?;
        let mut raw = ptr::null_mut();
        check(unsafe {
            ffi::tf_tensor_wrap(T::DTYPE, shape.len() as i32, shape.as_ptr(), st.as_ptr(),
                                data.as_mut_ptr() as *mut c_void, &mut raw)
        })?;
        Ok(Tensor { raw, _borrow: PhantomData })
    }
    pub fn as_raw(&self) -> *mut ffi::tf_tensor {
        self.raw
    }
    fn dims(&self, f: unsafe extern "C" fn(*const ffi::tf_tensor, *mut i64) -> i32)
            -> Result<Vec<i64>> {
        let mut n = 0;
        check(unsafe { ffi::tf_tensor_ndim(self.raw, &mut n) })?;
        let mut v = vec![0i64; n as usize];
        check(unsafe { f(self.raw, v.as_mut_ptr()) })?;
        Ok(v)
    }
    pub fn shape(&self) -> Result<Vec<i64>> {
        self.dims(ffi::tf_tensor_shape)
    }
    pub fn strides(&self) -> Result<Vec<i64>> {
        self.dims(ffi::tf_tensor_strides)
    }
    /// A copy of the elements, contiguous in `layout`.
    pub fn to_vec<T: Element>(&self, layout: Layout) -> Result<Vec<T>> {
        let n: i64 = self.shape()?.iter().product();
        let mut v = vec![T::default(); n as usize];
        check(unsafe {
            ffi::tf_tensor_read(self.raw, layout as i32, v.as_mut_ptr() as *mut c_void,
                                v.len() * std::mem::size_of::<T>())
        })?;
        Ok(v)
    }
}
impl Drop for Tensor<'_> {
    fn drop(&mut self) {
        unsafe { ffi::tf_tensor_release(self.raw) }
    }
}
