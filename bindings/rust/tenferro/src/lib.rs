//! Safe Rust API of tenferro (standard library only), over `tenferro-sys`.
//!
//! * [`Engine`]: one per thread (it is `Send`, not `Sync`); destroyed on drop.
//! * [`Tensor<'a>`]: owns one tensor handle, released on drop. Engine-made
//!   tensors are `Tensor<'static>`; [`Tensor::wrap`] borrows a caller slice
//!   mutably for `'a` (zero copy; the tensor may be an output) and
//!   [`Tensor::view`] borrows it shared (read-only: passing it as an output
//!   is an error, not a write).
//! * Every failing call returns [`Error`] with the status, its name and the
//!   message of `tf_last_error()`, read on the same thread right after.
//! * Linked by default; with the `runtime-load` feature the library is
//!   opened at run time ([`load`], `$TENFERRO_LIBRARY`), and a library that
//!   cannot be loaded is an `Error` from the first constructor.
//!
//! New operations follow `matmul` in `ops.rs`: every C function is already
//! declared in `tenferro-sys`.
use std::ffi::CStr;
use std::fmt;
use std::marker::PhantomData;
use std::os::raw::c_void;
use std::ptr;

pub use tenferro_sys as ffi;

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
impl Element for f32 { const DTYPE: ffi::tf_dtype = ffi::TF_F32; }
impl Element for f64 { const DTYPE: ffi::tf_dtype = ffi::TF_F64; }
impl Element for C64 { const DTYPE: ffi::tf_dtype = ffi::TF_C64; }
impl Element for C128 { const DTYPE: ffi::tf_dtype = ffi::TF_C128; }

/// Contiguous memory orders (tf_layout).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    RowMajor = ffi::TF_ROW_MAJOR as isize,
    ColMajor = ffi::TF_COL_MAJOR as isize,
}

/// A failed tenferro call: `status` is the tf_status code, `name` its
/// constant name, `message` the library's explanation.
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

impl Error {
    fn invalid(message: String) -> Error {
        Error { status: ffi::TF_ERR_INVALID_ARGUMENT, name: "TF_ERR_INVALID_ARGUMENT".into(),
                message }
    }
}

/// Turns a status into a Result, reading the thread-local message at once.
pub(crate) fn check(status: ffi::tf_status) -> Result<()> {
    if status == ffi::TF_OK {
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

/// Opens the library (runtime-load feature; linked builds: nothing to do).
/// `path` overrides `$TENFERRO_LIBRARY`; only the first call decides.
pub fn load(path: Option<&str>) -> Result<()> {
    ffi::load(path).map_err(|message| Error { status: ffi::TF_ERR_UNSUPPORTED,
                                              name: "TF_ERR_UNSUPPORTED".into(), message })
}

/// The loaded library's version, "MAJOR.MINOR.PATCH".
pub fn version() -> Result<String> {
    load(None)?;
    Ok(unsafe { CStr::from_ptr(ffi::tf_version_string()).to_string_lossy().into_owned() })
}

/// An engine: thread budget, buffer pool, plan cache. Every operation is a
/// method on it.
pub struct Engine {
    raw: *mut ffi::tf_engine,
}
// One thread at a time (the C contract): movable, not shareable.
unsafe impl Send for Engine {}

impl Engine {
    /// A serial engine: never enters a thread pool.
    pub fn serial() -> Result<Engine> {
        load(None)?;
        let mut raw = ptr::null_mut();
        check(unsafe { ffi::tf_engine_create_serial(&mut raw) })?;
        Ok(Engine { raw })
    }
    /// A pooled engine with `threads` workers (0: the default rule of
    /// tenferro.h: thread variables, else the CPUs this process may use).
    pub fn pooled(threads: i32) -> Result<Engine> {
        load(None)?;
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
    /// A new engine-owned tensor holding a copy of `data`, read as
    /// contiguous in `layout` and stored that way.
    pub fn tensor<T: Element>(&self, shape: &[i64], data: &[T], layout: Layout)
                              -> Result<Tensor<'static>> {
        let strides = contiguous_strides(shape, layout);
        check_len(shape, &strides, data.len())?;
        let mut raw = ptr::null_mut();
        check(unsafe {
            ffi::tf_tensor_from_data(self.raw, T::DTYPE, shape.len() as i32, shape.as_ptr(),
                                     strides.as_ptr(), data.as_ptr() as *const c_void,
                                     layout as i32, &mut raw)
        })?;
        Ok(Tensor::owned(raw))
    }
    pub fn zeros<T: Element>(&self, shape: &[i64], layout: Layout) -> Result<Tensor<'static>> {
        let mut raw = ptr::null_mut();
        check(unsafe {
            ffi::tf_tensor_zeros(self.raw, T::DTYPE, shape.len() as i32, shape.as_ptr(),
                                 layout as i32, &mut raw)
        })?;
        Ok(Tensor::owned(raw))
    }
}
impl Drop for Engine {
    fn drop(&mut self) {
        unsafe { ffi::tf_engine_destroy(self.raw) }
    }
}

/// A tensor handle: engine-owned (`'static`) or a view of a Rust slice
/// borrowed for `'a`.
pub struct Tensor<'a> {
    raw: *mut ffi::tf_tensor,
    writable: bool,
    _borrow: PhantomData<&'a mut [u8]>,
}
// A tensor may be released from any thread (tenferro.h, Conventions).
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

/// The view must stay inside the slice: checked here, before C sees it.
fn check_len(shape: &[i64], strides: &[i64], len: usize) -> Result<()> {
    if shape.len() != strides.len() {
        return Err(Error::invalid(format!("strides: {} values for rank {}", strides.len(),
                                          shape.len())));
    }
    if shape.iter().any(|&d| d < 0) || strides.iter().any(|&s| s < 0) {
        return Err(Error::invalid("shape and strides must be non-negative".into()));
    }
    let empty = shape.iter().any(|&d| d == 0);
    let need = if empty { 0 } else {
        1 + shape.iter().zip(strides).map(|(&d, &s)| (d - 1) * s).sum::<i64>()
    };
    if (len as i64) < need {
        return Err(Error::invalid(format!("data: {len} elements, the view reaches {need}")));
    }
    Ok(())
}

impl<'a> Tensor<'a> {
    pub(crate) fn owned(raw: *mut ffi::tf_tensor) -> Tensor<'static> {
        Tensor { raw, writable: true, _borrow: PhantomData }
    }
    fn wrap_raw<T: Element>(data: *mut T, len: usize, shape: &[i64], strides: Option<&[i64]>,
                            writable: bool) -> Result<Tensor<'a>> {
        load(None)?;
        let st = match strides {
            Some(s) => s.to_vec(),
            None => contiguous_strides(shape, Layout::RowMajor),
        };
        check_len(shape, &st, len)?;
        let mut raw = ptr::null_mut();
        check(unsafe {
            ffi::tf_tensor_wrap(T::DTYPE, shape.len() as i32, shape.as_ptr(), st.as_ptr(),
                                data as *mut c_void, &mut raw)
        })?;
        Ok(Tensor { raw, writable, _borrow: PhantomData })
    }
    /// A zero-copy view of `data` with `shape` and `strides` in elements
    /// (None: row-major). The slice stays mutably borrowed while the view
    /// lives; the view may be an output.
    pub fn wrap<T: Element>(data: &'a mut [T], shape: &[i64], strides: Option<&[i64]>)
                            -> Result<Tensor<'a>> {
        Self::wrap_raw(data.as_mut_ptr(), data.len(), shape, strides, true)
    }
    /// A read-only zero-copy view of `data` (an input only).
    pub fn view<T: Element>(data: &'a [T], shape: &[i64], strides: Option<&[i64]>)
                            -> Result<Tensor<'a>> {
        Self::wrap_raw(data.as_ptr() as *mut T, data.len(), shape, strides, false)
    }
    pub fn as_raw(&self) -> *mut ffi::tf_tensor {
        self.raw
    }
    /// The handle of an output: refuses read-only views.
    pub(crate) fn out_raw(&mut self) -> Result<*mut ffi::tf_tensor> {
        if !self.writable {
            return Err(Error::invalid("out: a read-only view (Tensor::view) cannot be an \
                                       output; use Tensor::wrap".into()));
        }
        Ok(self.raw)
    }
    fn dims(&self, f: unsafe fn(*const ffi::tf_tensor, *mut i64) -> ffi::tf_status)
            -> Result<Vec<i64>> {
        let mut n = 0;
        check(unsafe { ffi::tf_tensor_ndim(self.raw, &mut n) })?;
        let mut v = vec![0i64; n as usize];
        check(unsafe { f(self.raw, v.as_mut_ptr()) })?;
        Ok(v)
    }
    pub fn shape(&self) -> Result<Vec<i64>> {
        self.dims(|t, o| unsafe { ffi::tf_tensor_shape(t, o) })
    }
    pub fn strides(&self) -> Result<Vec<i64>> {
        self.dims(|t, o| unsafe { ffi::tf_tensor_strides(t, o) })
    }
    pub fn dtype(&self) -> Result<ffi::tf_dtype> {
        let mut d = 0;
        check(unsafe { ffi::tf_tensor_dtype(self.raw, &mut d) })?;
        Ok(d)
    }
    /// A copy of the elements, contiguous in `layout`.
    pub fn to_vec<T: Element>(&self, layout: Layout) -> Result<Vec<T>> {
        let mut n = 0i64;
        check(unsafe { ffi::tf_tensor_numel(self.raw, &mut n) })?;
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
