//! Operations, as methods of `Engine` (engine first, like the C API). Each
//! has the allocating form (returns a new owned tensor) and, where shown,
//! the `_into` form (overwrites a caller tensor, allocates nothing).
use std::ffi::CString;
use std::ptr;

use crate::{check, ffi, Engine, Error, Result, Tensor};

/// How an operand enters a matrix product (tf_op).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    N = ffi::TF_OP_N as isize,
    T = ffi::TF_OP_T as isize,
    C = ffi::TF_OP_C as isize,
}

fn scalar(v: (f64, f64)) -> ffi::tf_scalar {
    ffi::tf_scalar { re: v.0, im: v.1 }
}

impl Engine {
    /// a @ b over the last two axes (batch axes broadcast).
    pub fn matmul(&self, a: &Tensor, b: &Tensor) -> Result<Tensor<'static>> {
        let mut raw = ptr::null_mut();
        check(unsafe { ffi::tf_matmul(self.as_raw(), a.as_raw(), b.as_raw(), &mut raw) })?;
        Ok(Tensor::owned(raw))
    }
    /// out = a @ b; out must have the exact result shape and dtype.
    pub fn matmul_into(&self, a: &Tensor, b: &Tensor, out: &mut Tensor) -> Result<()> {
        let o = out.out_raw()?;
        check(unsafe { ffi::tf_matmul_into(self.as_raw(), a.as_raw(), b.as_raw(), o) })
    }
    /// out = alpha * op_a(a) @ op_b(b) + beta * out (real parts for real dtypes).
    pub fn matmul_acc(&self, op_a: Op, a: &Tensor, op_b: Op, b: &Tensor, alpha: (f64, f64),
                      beta: (f64, f64), out: &mut Tensor) -> Result<()> {
        let o = out.out_raw()?;
        check(unsafe {
            ffi::tf_matmul_acc(self.as_raw(), op_a as i32, a.as_raw(), op_b as i32, b.as_raw(),
                               scalar(alpha), scalar(beta), o)
        })
    }
    /// NumPy-style einsum ("ij,jk->ik"); tenferro picks the contraction order.
    pub fn einsum(&self, subscripts: &str, operands: &[&Tensor]) -> Result<Tensor<'static>> {
        let s = CString::new(subscripts)
            .map_err(|_| Error::invalid("subscripts: contains a NUL byte".into()))?;
        let ops: Vec<*const ffi::tf_tensor> = operands.iter().map(|t| t.as_raw() as *const _).collect();
        let mut raw = ptr::null_mut();
        check(unsafe {
            ffi::tf_einsum(self.as_raw(), s.as_ptr(), ops.len() as i32, ops.as_ptr(), ptr::null(),
                           &mut raw)
        })?;
        Ok(Tensor::owned(raw))
    }
    /// x + y (broadcasting).
    pub fn add(&self, x: &Tensor, y: &Tensor) -> Result<Tensor<'static>> {
        let mut raw = ptr::null_mut();
        check(unsafe { ffi::tf_add(self.as_raw(), x.as_raw(), y.as_raw(), &mut raw) })?;
        Ok(Tensor::owned(raw))
    }
    /// Thin SVD of the last two axes: (u, s, vh) with a = u * diag(s) * vh.
    pub fn svd(&self, a: &Tensor) -> Result<(Tensor<'static>, Tensor<'static>, Tensor<'static>)> {
        let (mut u, mut s, mut vh) = (ptr::null_mut(), ptr::null_mut(), ptr::null_mut());
        check(unsafe {
            ffi::tf_svd(self.as_raw(), a.as_raw(), ptr::null(), &mut u, &mut s, &mut vh,
                        ptr::null_mut())
        })?;
        Ok((Tensor::owned(u), Tensor::owned(s), Tensor::owned(vh)))
    }
}
