import { isAllowed, TAG_COUNT } from './tags.ts';

const T = TAG_COUNT;
const NEG = -1e30;

/** Transition scores: `start[t]` opens a sentence with t, `trans[p * T + t]` follows p with t. */
export interface Transitions {
  start: Float32Array;
  trans: Float32Array;
}

/** Best BIO-valid tag sequence for emission scores `emit[i * T + t]` (first-order Viterbi). */
export function decodeViterbi(emit: Float32Array, n: number, tr: Transitions): Uint8Array {
  const score = new Float64Array(n * T);
  const back = new Uint8Array(n * T);
  for (let t = 0; t < T; t++) score[t] = isAllowed(-1, t) ? tr.start[t]! + emit[t]! : NEG;
  for (let i = 1; i < n; i++) {
    for (let t = 0; t < T; t++) {
      let best = NEG;
      let arg = 0;
      for (let p = 0; p < T; p++) {
        if (!isAllowed(p, t)) continue;
        const s = score[(i - 1) * T + p]! + tr.trans[p * T + t]!;
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      score[i * T + t] = best + emit[i * T + t]!;
      back[i * T + t] = arg;
    }
  }
  const tags = new Uint8Array(n);
  let last = 0;
  for (let t = 1; t < T; t++) if (score[(n - 1) * T + t]! > score[(n - 1) * T + last]!) last = t;
  tags[n - 1] = last;
  for (let i = n - 1; i > 0; i--) tags[i - 1] = back[i * T + tags[i]!]!;
  return tags;
}

/**
 * Viterbi path plus, per token, the margin between the best path and the best path that gives
 * the token any other tag (max-marginals from a forward and a backward max pass).
 */
export function decodeWithMargins(emit: Float32Array, n: number, tr: Transitions) {
  const fwd = new Float64Array(n * T);
  const bwd = new Float64Array(n * T); // best continuation after i, excluding emission at i
  for (let t = 0; t < T; t++) fwd[t] = isAllowed(-1, t) ? tr.start[t]! + emit[t]! : NEG;
  for (let i = 1; i < n; i++) {
    for (let t = 0; t < T; t++) {
      let best = NEG;
      for (let p = 0; p < T; p++) {
        if (isAllowed(p, t)) best = Math.max(best, fwd[(i - 1) * T + p]! + tr.trans[p * T + t]!);
      }
      fwd[i * T + t] = best + emit[i * T + t]!;
    }
  }
  for (let i = n - 2; i >= 0; i--) {
    for (let p = 0; p < T; p++) {
      let best = NEG;
      for (let t = 0; t < T; t++) {
        if (isAllowed(p, t)) best = Math.max(best, tr.trans[p * T + t]! + emit[(i + 1) * T + t]! + bwd[(i + 1) * T + t]!);
      }
      bwd[i * T + p] = best;
    }
  }
  const tags = decodeViterbi(emit, n, tr);
  const margins = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const chosen = fwd[i * T + tags[i]!]! + bwd[i * T + tags[i]!]!;
    let other = NEG;
    for (let t = 0; t < T; t++) if (t !== tags[i]) other = Math.max(other, fwd[i * T + t]! + bwd[i * T + t]!);
    margins[i] = chosen - other;
  }
  return { tags, margins };
}
