import { isAllowed, TAG_COUNT } from './tags.ts';

const T = TAG_COUNT;
const NEG = -1e30;

/** Transition scores: `start[t]` opens a sentence with t, `trans[p * T + t]` follows p with t. */
export interface Transitions {
  start: Float32Array;
  trans: Float32Array;
}

// BIO constraints folded into the scores, so the loops never branch. Cached per table unless the
// table is still changing (training).
const masked = new WeakMap<Transitions, { start: Float64Array; trans: Float64Array }>();
function maskTransitions(tr: Transitions, mutable = false) {
  let m = mutable ? undefined : masked.get(tr);
  if (!m) {
    m = { start: new Float64Array(T), trans: new Float64Array(T * T) };
    for (let t = 0; t < T; t++) m.start[t] = isAllowed(-1, t) ? tr.start[t]! : NEG;
    for (let p = 0; p < T; p++)
      for (let t = 0; t < T; t++) m.trans[p * T + t] = isAllowed(p, t) ? tr.trans[p * T + t]! : NEG;
    if (!mutable) masked.set(tr, m);
  }
  return m;
}

// Working arrays reused across sentences (a page is dozens of them): less garbage to collect.
// Decoding is synchronous, so one set per thread is enough; it never escapes this module.
let scratch = {
  fwd: new Float64Array(256 * T),
  bwd: new Float64Array(256 * T),
  back: new Uint8Array(256 * T),
};
function scratchFor(n: number) {
  if (scratch.back.length < n * T) {
    const size = 2 ** Math.ceil(Math.log2(n)) * T;
    scratch = { fwd: new Float64Array(size), bwd: new Float64Array(size), back: new Uint8Array(size) };
  }
  return scratch;
}

// Forward max pass with back-pointers; returns the scores and the best path.
function forward(emit: Float32Array, n: number, tr: Transitions, mutable = false) {
  const { start, trans } = maskTransitions(tr, mutable);
  const { fwd, back } = scratchFor(n);
  for (let t = 0; t < T; t++) fwd[t] = start[t]! + emit[t]!;
  for (let i = 1; i < n; i++) {
    const prev = (i - 1) * T;
    for (let t = 0; t < T; t++) {
      let best = NEG;
      let arg = 0;
      for (let p = 0; p < T; p++) {
        const s = fwd[prev + p]! + trans[p * T + t]!;
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      fwd[i * T + t] = best + emit[i * T + t]!;
      back[i * T + t] = arg;
    }
  }
  const tags = new Uint8Array(n);
  let last = 0;
  for (let t = 1; t < T; t++) if (fwd[(n - 1) * T + t]! > fwd[(n - 1) * T + last]!) last = t;
  tags[n - 1] = last;
  for (let i = n - 1; i > 0; i--) tags[i - 1] = back[i * T + tags[i]!]!;
  return { fwd, tags };
}

/**
 * Best BIO-valid tag sequence for emission scores `emit[i * T + t]` (first-order Viterbi);
 * `mutable` when the transitions change between calls, as in training.
 */
export function decodeViterbi(emit: Float32Array, n: number, tr: Transitions, mutable = false): Uint8Array {
  return forward(emit, n, tr, mutable).tags;
}

/**
 * Viterbi path plus, per token, the margin between the best path and the best path that gives
 * the token any other tag (max-marginals from the forward pass and a backward max pass).
 * Margins only matter inside entity spans: when the path tags nothing (most sentences), the
 * backward pass is skipped and every margin is 0.
 */
export function decodeWithMargins(emit: Float32Array, n: number, tr: Transitions) {
  const { trans } = maskTransitions(tr);
  const { fwd, tags } = forward(emit, n, tr);
  const margins = new Float32Array(n);
  if (tags.every((t) => t === 0)) return { tags, margins };
  const { bwd } = scratchFor(n); // best continuation after token i, excluding its emission
  bwd.fill(0, (n - 1) * T, n * T);
  for (let i = n - 2; i >= 0; i--) {
    const next = (i + 1) * T;
    for (let p = 0; p < T; p++) {
      let best = NEG;
      for (let t = 0; t < T; t++) {
        const s = trans[p * T + t]! + emit[next + t]! + bwd[next + t]!;
        if (s > best) best = s;
      }
      bwd[i * T + p] = best;
    }
  }
  for (let i = 0; i < n; i++) {
    const o = i * T;
    let other = NEG;
    for (let t = 0; t < T; t++) if (t !== tags[i]) other = Math.max(other, fwd[o + t]! + bwd[o + t]!);
    margins[i] = fwd[o + tags[i]!]! + bwd[o + tags[i]!]! - other;
  }
  return { tags, margins };
}
