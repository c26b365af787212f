//! cargo test: the safe API against plain references (matmul, einsum, add,
//! SVD reconstruction), views, errors with tf_last_error's message, threads.
//! Run linked (default) and loaded at run time (--features runtime-load).
use tenferro::{Engine, Layout, Op, Tensor, C128};

fn reference(a: &[f64], b: &[f64], m: usize, k: usize, n: usize) -> Vec<f64> {
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            for q in 0..k {
                c[i * n + j] += a[i * k + q] * b[q * n + j];
            }
        }
    }
    c
}

fn pattern(len: usize, salt: usize) -> Vec<f64> {
    (0..len).map(|i| ((i * 7 + salt * 3) % 11) as f64 - 5.0).collect()
}

fn transpose(x: &[f64], rows: usize, cols: usize) -> Vec<f64> {
    let mut t = vec![0.0; x.len()];
    for r in 0..rows {
        for c in 0..cols {
            t[c * rows + r] = x[r * cols + c];
        }
    }
    t
}

#[test]
fn version_is_reported() {
    assert!(tenferro::version().unwrap().starts_with("1."));
}

#[test]
fn matmul_allocating_row_and_column_major() {
    let e = Engine::serial().unwrap();
    let (m, k, n) = (4, 3, 5);
    let (a, b) = (pattern(m * k, 1), pattern(k * n, 2));
    let want = reference(&a, &b, m, k, n);
    for (la, lb) in [(Layout::RowMajor, Layout::RowMajor), (Layout::ColMajor, Layout::RowMajor),
                     (Layout::RowMajor, Layout::ColMajor), (Layout::ColMajor, Layout::ColMajor)] {
        let da = if la == Layout::ColMajor { transpose(&a, m, k) } else { a.clone() };
        let db = if lb == Layout::ColMajor { transpose(&b, k, n) } else { b.clone() };
        let ta = e.tensor(&[m as i64, k as i64], &da, la).unwrap();
        let tb = e.tensor(&[k as i64, n as i64], &db, lb).unwrap();
        let c = e.matmul(&ta, &tb).unwrap();
        assert_eq!(c.shape().unwrap(), vec![m as i64, n as i64]);
        assert_eq!(c.to_vec::<f64>(Layout::RowMajor).unwrap(), want, "{la:?} x {lb:?}");
    }
}

#[test]
fn matmul_into_zero_copy_views() {
    let e = Engine::serial().unwrap();
    let (m, k, n) = (3, 4, 2);
    let mut a = pattern(m * k, 3);
    let mut b = pattern(k * n, 4);
    let want = reference(&a, &b, m, k, n);
    // out is a column-major view into a caller buffer
    let mut out = vec![0.0f64; m * n];
    {
        let ta = Tensor::wrap(&mut a, &[m as i64, k as i64], None).unwrap();
        let tb = Tensor::wrap(&mut b, &[k as i64, n as i64], None).unwrap();
        let mut tc = Tensor::wrap(&mut out, &[m as i64, n as i64], Some(&[1, m as i64])).unwrap();
        e.matmul_into(&ta, &tb, &mut tc).unwrap();
    }
    assert_eq!(transpose(&out, n, m), want);
}

#[test]
fn matmul_acc_complex_conjugate() {
    let e = Engine::serial().unwrap();
    // a = [[1+2i]], b = [[3-1i]]: conj(a)^T b = (1-2i)(3-1i) = 1 - 7i; out = 2*that + 1*out
    let mut a = [C128 { re: 1.0, im: 2.0 }];
    let mut b = [C128 { re: 3.0, im: -1.0 }];
    let mut out = [C128 { re: 10.0, im: 0.0 }];
    {
        let ta = Tensor::wrap(&mut a, &[1, 1], None).unwrap();
        let tb = Tensor::wrap(&mut b, &[1, 1], None).unwrap();
        let mut tc = Tensor::wrap(&mut out, &[1, 1], None).unwrap();
        e.matmul_acc(Op::C, &ta, Op::N, &tb, (2.0, 0.0), (1.0, 0.0), &mut tc).unwrap();
    }
    assert_eq!(out[0], C128 { re: 12.0, im: -14.0 });
}

#[test]
fn errors_carry_status_and_message() {
    let e = Engine::serial().unwrap();
    let a = e.tensor(&[2, 3], &pattern(6, 0), Layout::RowMajor).unwrap();
    let err = e.matmul(&a, &a).err().expect("inner dimensions differ");
    assert_eq!(err.name, "TF_ERR_SHAPE_MISMATCH");
    assert_eq!(err.status, 2);
    assert!(err.message.contains("inner dimensions"), "{err}");
    let mut short = vec![0.0f64; 3];
    assert!(Tensor::wrap(&mut short, &[2, 2], None).is_err());
    // a read-only view is refused as an output, before C is called
    let data = vec![0.0f64; 4];
    let mut ro = Tensor::view(&data, &[2, 2], None).unwrap();
    let sq = e.tensor(&[2, 2], &pattern(4, 1), Layout::RowMajor).unwrap();
    let err = e.matmul_into(&sq, &sq, &mut ro).err().expect("read-only output");
    assert!(err.message.contains("read-only"), "{err}");
    assert_eq!(data, vec![0.0; 4]);
}

#[test]
fn einsum_and_add_match_references() {
    let e = Engine::serial().unwrap();
    let (m, k, n) = (3, 4, 5);
    let (a, b) = (pattern(m * k, 5), pattern(k * n, 6));
    let ta = Tensor::view(&a, &[m as i64, k as i64], None).unwrap();
    let tb = Tensor::view(&b, &[k as i64, n as i64], None).unwrap();
    let c = e.einsum("ij,jk->ik", &[&ta, &tb]).unwrap();
    assert_eq!(c.to_vec::<f64>(Layout::RowMajor).unwrap(), reference(&a, &b, m, k, n));
    let s = e.add(&ta, &ta).unwrap();
    let twice: Vec<f64> = a.iter().map(|x| 2.0 * x).collect();
    assert_eq!(s.to_vec::<f64>(Layout::RowMajor).unwrap(), twice);
}

#[test]
fn svd_reconstructs() {
    let e = Engine::serial().unwrap();
    let (m, n) = (4, 3);
    let a = pattern(m * n, 7);
    let ta = Tensor::view(&a, &[m as i64, n as i64], None).unwrap();
    let (u, s, vh) = e.svd(&ta).unwrap();
    let k = s.shape().unwrap()[0] as usize;
    let (u, s, vh) = (u.to_vec::<f64>(Layout::RowMajor).unwrap(),
                      s.to_vec::<f64>(Layout::RowMajor).unwrap(),
                      vh.to_vec::<f64>(Layout::RowMajor).unwrap());
    for i in 0..m {
        for j in 0..n {
            let x: f64 = (0..k).map(|q| u[i * k + q] * s[q] * vh[q * n + j]).sum();
            assert!((x - a[i * n + j]).abs() < 1e-10, "({i},{j}): {x} vs {}", a[i * n + j]);
        }
    }
}

#[test]
fn engines_on_threads() {
    let handles: Vec<_> = (0..3).map(|t| std::thread::spawn(move || {
        let e = Engine::serial().unwrap();
        let a = pattern(16, t);
        let ta = e.tensor(&[4, 4], &a, Layout::RowMajor).unwrap();
        let c = e.matmul(&ta, &ta).unwrap();
        assert_eq!(c.to_vec::<f64>(Layout::RowMajor).unwrap(), reference(&a, &a, 4, 4, 4));
    })).collect();
    for h in handles {
        h.join().unwrap();
    }
    assert!(Engine::pooled(2).unwrap().num_threads().unwrap() == 2);
}
