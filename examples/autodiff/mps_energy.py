"""mps_energy.py -- the MPS energy of mps_ground_state.c and its gradient,
from Python through the ctypes binding (python/tenferro).

    TENFERRO_LIBRARY=build/libtenferro.so.1 PYTHONPATH=python \\
        /usr/bin/python3 examples/autodiff/mps_energy.py

Records E(A) = Re<psi|H|psi> / Re<psi|psi> (open-boundary MPS, L = 8,
d = 2, chi = 16, complex128; Heisenberg chain as an MPO), transforms it with
tf_program_vjp (unit seed: value and gradient in one run) and checks, at a
random MPS, against a reference that does not use tenferro:
  - the value: numpy, the MPS contracted to the 256-vector psi and the
    Hamiltonian built densely from Kronecker products;
  - the gradient: torch.autograd of the same dense computation when torch
    is importable, else central finite differences of the numpy energy:
    every real coordinate of three sites (dE/dRe + i dE/dIm, tenferro's
    convention) and directional derivatives along random directions.
Exit status 0 when both agree.
"""
import sys

import numpy as np

import tenferro as tf

L, D, DW, CHI = 8, 2, 5, 16


def mpo():
    """W[i][w, v, s, t]: the lower-triangular Heisenberg MPO, first site the
    last row, last site the first column (as mps_ground_state.c)."""
    I2 = np.eye(2)
    Sp = np.array([[0, 1], [0, 0]], float)
    Sm = Sp.T.copy()
    Sz = np.diag([0.5, -0.5])
    W = np.zeros((DW, DW, 2, 2), complex)
    W[0, 0], W[1, 0], W[2, 0], W[3, 0] = I2, Sp, Sm, Sz
    W[4, 1], W[4, 2], W[4, 3], W[4, 4] = 0.5 * Sm, 0.5 * Sp, Sz, I2
    out = []
    for i in range(L):
        w = W
        if i == 0:
            w = w[4:5]
        if i == L - 1:
            w = w[:, 0:1]
        out.append(np.ascontiguousarray(w))
    return out


def dense_hamiltonian():
    Sp = np.array([[0, 1], [0, 0]], float)
    Sm = Sp.T
    Sz = np.diag([0.5, -0.5])
    H = np.zeros((2 ** L, 2 ** L))
    for i in range(L - 1):
        for a, b, c in ((Sp, Sm, 0.5), (Sm, Sp, 0.5), (Sz, Sz, 1.0)):
            ops = [np.eye(2)] * L
            ops[i], ops[i + 1] = a, b
            term = ops[0]
            for o in ops[1:]:
                term = np.kron(term, o)
            H += c * term
    return H


def bonds():
    return [min(CHI, D ** i, D ** (L - i)) for i in range(L + 1)]


def record(bd, ws):
    p = tf.Program()
    A = [p.input("complex128", (bd[i], D, bd[i + 1])) for i in range(L)]
    W = [p.input("complex128", w.shape) for w in ws]
    env = p.input("complex128", (1, 1, 1))
    nrm = p.input("complex128", (1, 1))
    for i in range(L):
        env = p.einsum("awx,asb,wvst,xtc->bvc", [env, A[i], W[i], A[i]], conj=[0, 1, 0, 0])
        nrm = p.einsum("ax,asb,xsc->bc", [nrm, A[i], A[i]], conj=[0, 1, 0])
    e = p.unary(tf.Program.REAL, p.reduce(tf.Program.SUM, env))
    n = p.unary(tf.Program.REAL, p.reduce(tf.Program.SUM, nrm))
    p.output(p.binary(tf.Program.DIV, e, n))
    return p


def dense_psi(As):
    psi = As[0]
    for a in As[1:]:
        psi = np.tensordot(psi, a, axes=([psi.ndim - 1], [0]))
    return psi.reshape(-1)


def numpy_energy(As, H):
    psi = dense_psi(As)
    return (np.vdot(psi, H @ psi) / np.vdot(psi, psi)).real


def main():
    rng = np.random.default_rng(7)
    bd = bonds()
    ws = mpo()
    As = [rng.uniform(-1, 1, (bd[i], D, bd[i + 1])) +
          1j * rng.uniform(-1, 1, (bd[i], D, bd[i + 1])) for i in range(L)]
    one3, one2 = np.ones((1, 1, 1), complex), np.ones((1, 1), complex)

    with tf.Engine() as eng:
        f = record(bd, ws)
        g = f.vjp([0], list(range(L)), keep_outputs=True, unit_seed=True)
        run = g.prepare(eng)
        value = np.zeros(())
        grads = [np.zeros_like(a) for a in As]
        run(eng, As + ws + [one3, one2], [value] + grads)
        run.release()
        g.release()
        f.release()
    e_tf = float(value)

    H = dense_hamiltonian()
    e_np = numpy_energy(As, H)
    print(f"energy: tenferro {e_tf:.15f}, numpy (dense psi, dense H) {e_np:.15f}, "
          f"difference {abs(e_tf - e_np):.2e}")
    ok = abs(e_tf - e_np) <= 1e-12 * max(1.0, abs(e_np))

    try:
        import torch
    except ImportError:
        torch = None
    if torch is not None:
        ref_name = "torch.autograd"
        Ht = torch.tensor(H, dtype=torch.complex128)
        ts = [torch.tensor(a, requires_grad=True) for a in As]
        psi = ts[0]
        for t in ts[1:]:
            psi = torch.tensordot(psi, t, dims=([psi.dim() - 1], [0]))
        psi = psi.reshape(-1)
        # <u, v> as (conj(u) * v).sum(), not torch.vdot: the backward of
        # vdot in Debian's torch 1.13 returns NaN for complex128 here.
        e = ((psi.conj() * (Ht @ psi)).sum() / (psi.conj() * psi).sum()).real
        e.backward()
        ref = [t.grad.numpy() for t in ts]
    else:
        # Every real coordinate of three sites (the ends and one inner
        # site), and 8 random directions over all sites: within the ctest
        # time budget on a loaded machine.
        h = 1e-6
        fd_sites = (0, 2, L - 1)
        ref_name = (f"central finite differences (numpy): every real coordinate of sites "
                    f"{fd_sites}")
        ref = [None] * L
        for i in fd_sites:
            a = As[i]
            gi = np.zeros_like(a)
            for idx in np.ndindex(a.shape):
                for unit in (1.0, 1j):
                    Ap = [x.copy() for x in As]
                    Am = [x.copy() for x in As]
                    Ap[i][idx] += h * unit
                    Am[i][idx] -= h * unit
                    d = (numpy_energy(Ap, H) - numpy_energy(Am, H)) / (2 * h)
                    gi[idx] += d * unit
            ref[i] = gi
        worst = 0.0
        for _ in range(8):
            dirs = [rng.standard_normal(a.shape) + 1j * rng.standard_normal(a.shape) for a in As]
            Ap = [a + h * d for a, d in zip(As, dirs)]
            Am = [a - h * d for a, d in zip(As, dirs)]
            fd = (numpy_energy(Ap, H) - numpy_energy(Am, H)) / (2 * h)
            got = sum(np.sum((np.conj(g) * d).real) for g, d in zip(grads, dirs))
            worst = max(worst, abs(got - fd) / max(abs(fd), 1e-3))
        print(f"directional derivatives, 8 random directions over all sites: worst relative "
              f"error {worst:.2e}")
        ok = ok and worst <= 1e-6
    pairs = [(a, b) for a, b in zip(grads, ref) if b is not None]
    num = sum(np.sum(np.abs(a - b) ** 2) for a, b in pairs) ** 0.5
    den = sum(np.sum(np.abs(b) ** 2) for a, b in pairs) ** 0.5
    print(f"gradient vs {ref_name}: relative error {num / den:.2e} "
          f"(|grad| = {den:.6e}, {sum(a.size for a, b in pairs)} complex entries)")
    ok = ok and num <= 1e-7 * den
    print("OK" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
