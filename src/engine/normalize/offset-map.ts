// Offset bookkeeping for the normalized views: every UTF-16 unit of a view remembers the half-open span
// of the ORIGINAL text it came from, so a finding on a view maps back to an exact original span.

import type { Span } from '../types.ts';

/** Per unit i of a view: original span [starts[i], ends[i]). Undefined means identity (nothing moved). */
export interface OffsetMap {
  starts: Int32Array;
  ends: Int32Array;
}

/** A text derived from the original, with the way back. */
export interface TextView {
  text: string;
  /** Per-unit map to the original; undefined = identity. */
  map?: OffsetMap | undefined;
  /** When set, every unit of the view comes from this one original span (a decoded payload). */
  whole?: Span | undefined;
}

/** Maps a half-open span of a view to the original. */
export function toOriginal(view: TextView, start: number, end: number): Span {
  if (view.whole) return { ...view.whole };
  const { map } = view;
  if (!map) return { start, end };
  const n = map.starts.length;
  if (n === 0) return { start: 0, end: 0 };
  const s = Math.max(0, Math.min(start, n - 1));
  const e = Math.max(s + 1, Math.min(end, n));
  return { start: map.starts[s] ?? 0, end: map.ends[e - 1] ?? 0 };
}

/**
 * Builds one pass's output: text plus, for each output unit, the span of the pass's INPUT it came from.
 * compose() then chains that with the input's own map.
 */
export class PassBuilder {
  private parts: string[] = [];
  private s: Int32Array;
  private e: Int32Array;
  private n = 0;
  private readonly input: string;

  constructor(input: string) {
    this.input = input;
    // Output is rarely longer than the input (NFKC may expand a little); grow() covers the rest.
    this.s = new Int32Array(input.length + 16);
    this.e = new Int32Array(input.length + 16);
  }

  private reserve(extra: number): void {
    if (this.n + extra <= this.s.length) return;
    const size = Math.max(this.s.length * 2, this.n + extra);
    const s = new Int32Array(size);
    const e = new Int32Array(size);
    s.set(this.s.subarray(0, this.n));
    e.set(this.e.subarray(0, this.n));
    this.s = s;
    this.e = e;
  }

  /** Copies input[from, to) unchanged. */
  copy(from: number, to: number): void {
    if (to <= from) return;
    this.parts.push(this.input.slice(from, to));
    this.reserve(to - from);
    const { s, e } = this;
    let k = this.n;
    for (let i = from; i < to; i++, k++) {
      s[k] = i;
      e[k] = i + 1;
    }
    this.n = k;
  }

  /** Emits `out` in place of input[from, to): every unit of it maps to the whole replaced span. */
  put(out: string, from: number, to: number): void {
    this.parts.push(out);
    this.reserve(out.length);
    this.s.fill(from, this.n, this.n + out.length);
    this.e.fill(to, this.n, this.n + out.length);
    this.n += out.length;
  }

  /** The output and its map onto `prev` (the input's own map to the original, or identity). */
  finish(prev: OffsetMap | undefined): { text: string; map: OffsetMap } {
    const n = this.n;
    const starts = this.s.slice(0, n);
    const ends = this.e.slice(0, n);
    if (prev) {
      for (let i = 0; i < n; i++) {
        starts[i] = prev.starts[starts[i] ?? 0] ?? 0;
        ends[i] = prev.ends[(ends[i] ?? 1) - 1] ?? 0;
      }
    }
    return { text: this.parts.join(''), map: { starts, ends } };
  }
}
