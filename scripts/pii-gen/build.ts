// Texts with exact spans: a text is assembled from plain strings and values, and each value's offsets
// are recorded as it is appended, so a span is right by construction (never searched for afterwards).

export interface Span {
  type: string;
  start: number;
  end: number;
  value: string;
  /** The value's format where the generator knows it (card brand), for per-format recall. */
  format?: string;
}

/** One generated row: the shared data's {text, spans} plus where it comes from. */
export interface GenRow {
  text: string;
  spans: Span[];
  /**
   * Public identifiers that sit beside a value (routing numbers, sort codes, IFSC, BIC, agência): not
   * gold, yet a finding on them is not counted as a false positive either.
   */
  neutral: Span[];
  locale: string;
  context: string;
  negative: boolean;
  /** Credential set: the catalogue rule or detector the value comes from. */
  rule?: string;
}

/** A value to place: its type, and whether it is gold or a neutral neighbour. */
export interface Val {
  type: string;
  value: string;
  neutral?: boolean;
  format?: string;
}
export const val = (type: string, value: string): Val => ({ type, value });
export const neutral = (type: string, value: string): Val => ({ type, value, neutral: true });

export type Part = string | number | Val | Built;

export class Built {
  text = '';
  spans: Span[] = [];
  neutral: Span[] = [];
  add(...parts: Part[]): this {
    for (const p of parts) {
      if (typeof p === 'string' || typeof p === 'number') this.text += String(p);
      else if (p instanceof Built) {
        const at = this.text.length;
        this.text += p.text;
        for (const s of p.spans) this.spans.push({ ...s, start: s.start + at, end: s.end + at });
        for (const s of p.neutral) this.neutral.push({ ...s, start: s.start + at, end: s.end + at });
      } else {
        const start = this.text.length;
        this.text += p.value;
        const span: Span = { type: p.type, start, end: this.text.length, value: p.value };
        if (p.format) span.format = p.format;
        (p.neutral ? this.neutral : this.spans).push(span);
      }
    }
    return this;
  }
  row(locale: string, context: string, negative = false): GenRow {
    return { text: this.text, spans: this.spans, neutral: this.neutral, locale, context, negative };
  }
}

export const b = (...parts: Part[]): Built => new Built().add(...parts);

/** Parts joined by a separator. */
export function join(parts: readonly Part[], sep: string): Built {
  const out = new Built();
  parts.forEach((p, i) => (i === 0 ? out.add(p) : out.add(sep, p)));
  return out;
}

/** A JSON string literal of the part: escapes applied, spans moved onto the escaped value. */
export function jsonString(p: Part): Built {
  const inner = new Built();
  const add = (x: Part) => {
    if (typeof x === 'string' || typeof x === 'number') inner.add(JSON.stringify(String(x)).slice(1, -1));
    else if (x instanceof Built) {
      // Escape piece by piece so spans stay on their (escaped) values.
      let cursor = 0;
      const marks = [...x.spans.map((s) => ({ ...s, n: false })), ...x.neutral.map((s) => ({ ...s, n: true }))].sort((a, c) => a.start - c.start);
      for (const m of marks) {
        add(x.text.slice(cursor, m.start));
        add({ type: m.type, value: x.text.slice(m.start, m.end), neutral: m.n, format: m.format });
        cursor = m.end;
      }
      add(x.text.slice(cursor));
    } else inner.add({ ...x, value: JSON.stringify(x.value).slice(1, -1) });
  };
  add(p);
  return b('"', inner, '"');
}

/** A CSV field: quoted (with doubled quotes) when it holds the delimiter, a quote or a line break. */
export function csvField(p: Part, delim: string): Built {
  const x = p instanceof Built ? p : b(p);
  if (!x.text.includes(delim) && !x.text.includes('"') && !x.text.includes('\n')) return x;
  if (x.text.includes('"')) return b('"', x.text.replaceAll('"', '""'), '"'); // rare; spans dropped
  return b('"', x, '"');
}
