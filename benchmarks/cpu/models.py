# The CPU benchmark suite: model-shaped JAX programs, their inputs, and their
# export to StableHLO text as `jax.jit(f).lower(*args).as_text()` writes it.
#
#   python3 models.py export DIR   writes DIR/NAME.mlir for every program
#                                  (needs JAX; run on the GPU machine)
#
# run_suite.py imports SUITE for the inputs and, where JAX is present, for
# XLA:CPU's side of the comparison. Weights are arguments, so the exported
# text stays small and both compilers see the same program.
import sys

import numpy as np


def _rand(rng, shape, scale=1.0, dtype=np.float32):
    return (rng.standard_normal(shape) * scale).astype(dtype)


def mlp_inputs(rng):
    return [_rand(rng, (32, 784)), _rand(rng, (784, 512), 0.04),
            _rand(rng, (512,), 0.1), _rand(rng, (512, 512), 0.04),
            _rand(rng, (512,), 0.1), _rand(rng, (512, 10), 0.04),
            _rand(rng, (10,), 0.1)]


def cnn_inputs(rng):
    return [_rand(rng, (8, 28, 28, 1)), _rand(rng, (3, 3, 1, 32), 0.3),
            _rand(rng, (32,), 0.1), _rand(rng, (3, 3, 32, 64), 0.06),
            _rand(rng, (64,), 0.1), _rand(rng, (7 * 7 * 64, 10), 0.02),
            _rand(rng, (10,), 0.1)]


def resnet_block_inputs(rng):
    def bn(c):
        return [_rand(rng, (c,), 0.1) + 1, _rand(rng, (c,), 0.1),
                _rand(rng, (c,), 0.1), np.abs(_rand(rng, (c,), 0.1)) + 1]
    return ([_rand(rng, (1, 56, 56, 64)), _rand(rng, (3, 3, 64, 64), 0.04)] +
            bn(64) + [_rand(rng, (3, 3, 64, 64), 0.04)] + bn(64))


def encoder_inputs(rng):
    d, f = 256, 1024
    return [_rand(rng, (128, d)),
            _rand(rng, (d, 3 * d), 0.06), _rand(rng, (3 * d,), 0.02),
            _rand(rng, (d, d), 0.06), _rand(rng, (d,), 0.02),
            _rand(rng, (d,), 0.1) + 1, _rand(rng, (d,), 0.1),
            _rand(rng, (d, f), 0.06), _rand(rng, (f,), 0.02),
            _rand(rng, (f, d), 0.03), _rand(rng, (d,), 0.02),
            _rand(rng, (d,), 0.1) + 1, _rand(rng, (d,), 0.1)]


def matmul_inputs(rng):
    return [_rand(rng, (1024, 1024)), _rand(rng, (1024, 1024))]


def int8_matmul_inputs(rng):
    return [rng.integers(-128, 128, (64, 128), dtype=np.int8),
            rng.integers(-128, 128, (128, 32), dtype=np.int8)]


def gather_segment_inputs(rng):
    return [_rand(rng, (10000, 128)),
            rng.integers(0, 10000, (4096,), dtype=np.int32),
            np.sort(rng.integers(0, 256, (4096,), dtype=np.int32))]


def newton_inputs(rng):
    return [np.abs(_rand(rng, (64,))) * 100 + 1]


def _programs():
    import jax
    import jax.numpy as jnp
    from jax import lax

    def dense(x, w, b):
        return jnp.dot(x, w) + b

    def mlp(x, w1, b1, w2, b2, w3, b3):
        h = jax.nn.relu(dense(x, w1, b1))
        h = jax.nn.relu(dense(h, w2, b2))
        return jax.nn.log_softmax(dense(h, w3, b3))

    def conv(x, w, stride=1):
        return lax.conv_general_dilated(
            x, w, (stride, stride), "SAME",
            dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def max_pool(x):
        return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1),
                                 (1, 2, 2, 1), "VALID")

    def cnn(x, w1, b1, w2, b2, w3, b3):
        h = max_pool(jax.nn.relu(conv(x, w1) + b1))
        h = max_pool(jax.nn.relu(conv(h, w2) + b2))
        return dense(h.reshape(h.shape[0], -1), w3, b3)

    def batch_norm(x, scale, offset, mean, var):
        return (x - mean) * lax.rsqrt(var + 1e-5) * scale + offset

    def resnet_block(x, w1, s1, o1, m1, v1, w2, s2, o2, m2, v2):
        h = jax.nn.relu(batch_norm(conv(x, w1), s1, o1, m1, v1))
        h = batch_norm(conv(h, w2), s2, o2, m2, v2)
        return jax.nn.relu(h + x)

    def layer_norm(x, g, b):
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        return (x - mean) * lax.rsqrt(var + 1e-5) * g + b

    def encoder(x, wqkv, bqkv, wo, bo, g1, c1, w1, b1, w2, b2, g2, c2):
        s, d, heads = x.shape[0], x.shape[1], 4
        qkv = dense(x, wqkv, bqkv).reshape(s, 3, heads, d // heads)
        q, k, v = (qkv[:, i].transpose(1, 0, 2) for i in range(3))
        scores = jnp.einsum("hqd,hkd->hqk", q, k) / jnp.sqrt(d // heads)
        att = jnp.einsum("hqk,hkd->hqd", jax.nn.softmax(scores, -1), v)
        h = layer_norm(x + dense(att.transpose(1, 0, 2).reshape(s, d), wo, bo),
                       g1, c1)
        ffn = dense(jax.nn.gelu(dense(h, w1, b1)), w2, b2)
        return layer_norm(h + ffn, g2, c2)

    def matmul(a, b):
        return jnp.dot(a, b)

    def int8_matmul(a, b):
        return jnp.dot(a, b, preferred_element_type=jnp.int32).astype(
            jnp.float16)

    def gather_segment(table, ids, segments):
        return jax.ops.segment_sum(table[ids], segments, num_segments=256,
                                   indices_are_sorted=True)

    def newton(a):
        def cond(state):
            x, prev = state
            return jnp.max(jnp.abs(x - prev)) > 1e-4 * jnp.max(x)

        def body(state):
            x, _ = state
            return 0.5 * (x + a / x), x

        return lax.while_loop(cond, body, (a, a + 1))[0]

    return {"mlp": mlp, "cnn": cnn, "resnet_block": resnet_block,
            "encoder": encoder, "matmul": matmul, "int8_matmul": int8_matmul,
            "gather_segment": gather_segment, "newton": newton}


# name -> input maker; the functions come from _programs() (needs JAX).
SUITE = {
    "mlp": mlp_inputs,
    "cnn": cnn_inputs,
    "resnet_block": resnet_block_inputs,
    "encoder": encoder_inputs,
    "matmul": matmul_inputs,
    "int8_matmul": int8_matmul_inputs,
    "gather_segment": gather_segment_inputs,
    "newton": newton_inputs,
}


def inputs(name):
    return SUITE[name](np.random.default_rng(0))


def programs():
    return _programs()


def export(directory):
    import os
    import jax
    os.makedirs(directory, exist_ok=True)
    for name, function in programs().items():
        text = jax.jit(function).lower(*inputs(name)).as_text()
        with open(os.path.join(directory, f"{name}.mlir"), "w") as f:
            f.write(text)
        print(f"exported {name}")


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] != "export":
        sys.exit("usage: models.py export DIR")
    export(sys.argv[2])
