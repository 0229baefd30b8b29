import { isAllowed, isInside, TAG_COUNT } from './tags.ts';

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

if (T !== 7) throw new Error('forwardInto unrolls exactly seven tags');
const IS_INSIDE = Uint8Array.from({ length: T }, (_, t) => (isInside(t) ? 1 : 0));

// Forward max pass with back-pointers into the scratch arrays; writes the best path into `tags`
// and tells whether it holds any entity tag. The previous token's seven scores are read once.
// BIO allows I-X only after B-X or I-X, so only those two are compared for it: any other tag
// would add the NEG mask to a finite score and could never be the maximum, so the result (and
// the first-best tie-break) is that of comparing all seven.
function forwardInto(emit: Float32Array, n: number, tr: Transitions, tags: Uint8Array, mutable = false) {
  const { start, trans } = maskTransitions(tr, mutable);
  const { fwd, back } = scratchFor(n);
  for (let t = 0; t < T; t++) fwd[t] = start[t]! + emit[t]!;
  for (let i = 1; i < n; i++) {
    const prev = (i - 1) * T;
    const f0 = fwd[prev]!;
    const f1 = fwd[prev + 1]!;
    const f2 = fwd[prev + 2]!;
    const f3 = fwd[prev + 3]!;
    const f4 = fwd[prev + 4]!;
    const f5 = fwd[prev + 5]!;
    const f6 = fwd[prev + 6]!;
    for (let t = 0; t < T; t++) {
      let best: number;
      let arg: number;
      if (IS_INSIDE[t] === 1) {
        best = fwd[prev + t - 1]! + trans[(t - 1) * T + t]!;
        arg = t - 1;
        const s = fwd[prev + t]! + trans[t * T + t]!;
        if (s > best) {
          best = s;
          arg = t;
        }
      } else {
        best = f0 + trans[t]!;
        arg = 0;
        let s = f1 + trans[T + t]!;
        if (s > best) {
          best = s;
          arg = 1;
        }
        s = f2 + trans[2 * T + t]!;
        if (s > best) {
          best = s;
          arg = 2;
        }
        s = f3 + trans[3 * T + t]!;
        if (s > best) {
          best = s;
          arg = 3;
        }
        s = f4 + trans[4 * T + t]!;
        if (s > best) {
          best = s;
          arg = 4;
        }
        s = f5 + trans[5 * T + t]!;
        if (s > best) {
          best = s;
          arg = 5;
        }
        s = f6 + trans[6 * T + t]!;
        if (s > best) {
          best = s;
          arg = 6;
        }
      }
      fwd[i * T + t] = best + emit[i * T + t]!;
      back[i * T + t] = arg;
    }
  }
  let last = 0;
  for (let t = 1; t < T; t++) if (fwd[(n - 1) * T + t]! > fwd[(n - 1) * T + last]!) last = t;
  tags[n - 1] = last;
  let tagged = last;
  for (let i = n - 1; i > 0; i--) {
    tags[i - 1] = back[i * T + tags[i]!]!;
    tagged |= tags[i - 1]!;
  }
  return tagged !== 0;
}

/**
 * Best BIO-valid tag sequence for emission scores `emit[i * T + t]` (first-order Viterbi);
 * `mutable` when the transitions change between calls, as in training.
 */
export function decodeViterbi(emit: Float32Array, n: number, tr: Transitions, mutable = false): Uint8Array {
  const tags = new Uint8Array(n);
  if (n > 0) forwardInto(emit, n, tr, tags, mutable);
  return tags;
}

/**
 * Viterbi path plus, per token, the margin between the best path and the best path that gives
 * the token any other tag (max-marginals from the forward pass and a backward max pass).
 * Margins only matter inside entity spans: when the path tags nothing (most sentences), the
 * backward pass is skipped and every margin is 0.
 */
export function decodeWithMargins(emit: Float32Array, n: number, tr: Transitions) {
  const tags = new Uint8Array(n);
  const margins = new Float32Array(n);
  if (n > 0) decodeInto(emit, n, tr, tags, margins);
  return { tags, margins };
}

/**
 * decodeWithMargins into the caller's arrays (of at least n entries), for a loop over many
 * sentences. Returns whether the path tags any entity; when it does not, `margins` is left as
 * it was (no span needs it).
 */
export function decodeInto(
  emit: Float32Array,
  n: number,
  tr: Transitions,
  tags: Uint8Array,
  margins: Float32Array,
): boolean {
  if (!forwardInto(emit, n, tr, tags)) return false;
  const { trans } = maskTransitions(tr);
  const { fwd, bwd } = scratchFor(n); // bwd: best continuation after token i, excluding its emission
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
  return true;
}
