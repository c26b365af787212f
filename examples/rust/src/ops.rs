//! Operations, as methods of `Engine` (engine first, like the C API).
//! Each has the allocating form (returns a new owned tensor) and the
//! `_into` form (overwrites a caller tensor, allocates nothing).
use std::ptr;

use crate::{check, ffi, Engine, Result, Tensor};

/// How an operand enters a matrix product (tf_op).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    N = 0,
    T = 1,
    C = 2,
}

impl Engine {
    /// a @ b over the last two axes (batch axes broadcast).
    pub fn matmul(&self, a: &Tensor, b: &Tensor) -> Result<Tensor<'static>> {
        let mut raw = ptr::null_mut();
        check(unsafe { ffi::tf_matmul(self.as_raw(), a.as_raw(), b.as_raw(), &mut raw) })?;
        Ok(Tensor { raw, _borrow: std::marker::PhantomData })
    }
    /// out = a @ b; out must have the exact result shape and dtype.
    pub fn matmul_into(&self, a: &Tensor, b: &Tensor, out: &mut Tensor) -> Result<()> {
        check(unsafe { ffi::tf_matmul_into(self.as_raw(), a.as_raw(), b.as_raw(), out.as_raw()) })
    }
    /// out = alpha * op_a(a) @ op_b(b) + beta * out (real parts for real dtypes).
    pub fn matmul_acc(&self, op_a: Op, a: &Tensor, op_b: Op, b: &Tensor, alpha: (f64, f64),
                      beta: (f64, f64), out: &mut Tensor) -> Result<()> {
        check(unsafe {
            ffi::tf_matmul_acc(self.as_raw(), op_a as i32, a.as_raw(), op_b as i32, b.as_raw(),
                               ffi::tf_scalar { re: alpha.0, im: alpha.1 },
                               ffi::tf_scalar { re: beta.0, im: beta.1 }, out.as_raw())
        })
    }
}
