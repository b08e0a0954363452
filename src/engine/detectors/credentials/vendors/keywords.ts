// The vendor tables' keyword prefilter: which keywords occur in a text, found exactly as one
// case-insensitive alternation of them, longest first, run with matchAll finds them: at the leftmost
// position where a keyword starts, the longest keyword starting there, then on after its end (no
// overlaps). The found keywords decide which rules run, so the same keywords in the same order
// mean the same findings. Written as a table scan rather than that regex because with ~270
// alternatives the regex engine tries them at every position (~7.5 ms per 1 MB); a lookup of
// the first three characters rules out ~97 % of positions (~2.5 ms), and one of the first four
// keeps that true with ~900 keywords.
//
// The scan reads the text's UTF-8 bytes. Keywords are printable ASCII (a space only inside), and the regex (flag `i`
// without `u`) folds case between ASCII letters only, so only ASCII characters can take part in a
// match. In UTF-8 each ASCII character is the same single byte and every other character (a lone
// surrogate too) becomes bytes ≥ 0x80 that no keyword holds: the matches in the bytes are exactly
// the matches in the text.

/**
 * Returns a function giving the keywords found in a text, lower-case, in text order (repeats kept), and
 * keptBytes(): a copy of the buffer it keeps between scans (all zero after a scan: no text stays in it).
 */
export function keywordScanner(keywords: Iterable<string>): ((text: string) => string[]) & { keptBytes(): Uint8Array } {
  // Longest first: at one position the longest keyword wins, as in the longest-first alternation.
  const words = [...new Set(keywords)].sort((a, b) => b.length - a.length);
  for (const w of words) {
    if (!/^[\x21-\x40\x5b-\x7e][\x20-\x40\x5b-\x7e]*[\x21-\x40\x5b-\x7e]$/.test(w)) {
      throw new Error(`keyword scanner: "${w}" must be 2+ printable ASCII characters without capitals (spaces inside only)`);
    }
  }

  // Each byte a keyword holds gets a symbol 1…63 (a capital letter shares its small letter's);
  // every other byte is 0, which no keyword holds.
  const symbol = new Uint8Array(256);
  let symbols = 1;
  for (const w of words) {
    for (let i = 0; i < w.length; i++) {
      const c = w.charCodeAt(i);
      if (symbol[c] !== 0) continue;
      if (symbols === 64) throw new Error('keyword scanner: more than 63 distinct keyword characters');
      symbol[c] = symbols++;
      if (c >= 0x61 && c <= 0x7a) symbol[c - 0x20] = symbol[c]!;
    }
  }
  const lower = new Uint8Array(256).map((_, c) => (c >= 0x41 && c <= 0x5a ? c + 0x20 : c));

  // Keyword bytes, back to back: keyword k is bytes[start[k]] … bytes[start[k + 1] - 1].
  const bytes = Uint8Array.from(words.join(''), (ch) => ch.charCodeAt(0));
  const start = new Int32Array(words.length + 1);
  words.forEach((w, k) => (start[k + 1] = start[k]! + w.length));

  // For three symbols a·b·c (c = 0 at the end of the text): the keywords that may start there — those
  // beginning a·b·c, and two-character keywords a·b — longest first. Equal candidate lists share one
  // id; list i is listed[first[i]] … listed[first[i + 1] - 1]. `pairs` marks the first two symbols
  // of any keyword: a small table that rules out most positions before `triples` is read.
  const pairs = new Uint8Array(1 << 12);
  const triples = new Uint16Array(1 << 18);
  const candidates = new Map<number, number[]>();
  words.forEach((w, k) => {
    const [a, b, c] = Array.from(w.slice(0, 3), (ch) => symbol[ch.charCodeAt(0)]!);
    const anyThird = Array.from({ length: 64 }, (_, s) => s); // a two-character keyword: whatever follows
    for (const third of c === undefined ? anyThird : [c]) {
      const triple = (a! << 12) | (b! << 6) | third;
      candidates.set(triple, [...(candidates.get(triple) ?? []), k]); // k ascending: longest first
    }
  });
  const lists: number[][] = [[]];
  const ids = new Map<string, number>();
  for (const [triple, list] of candidates) {
    let id = ids.get(list.join());
    if (id === undefined) ids.set(list.join(), (id = lists.push(list) - 1));
    if (id > 0xffff) throw new Error('keyword scanner: too many keyword beginnings');
    triples[triple] = id;
    pairs[triple >> 6] = 1;
  }
  // `quads` (one bit per four symbols, 2 MB) marks the first four symbols of every keyword (any fourth
  // for a three-character keyword, any third and fourth for a two-character one): with ~900 keywords
  // many ordinary three-letter starts ("ite", "ser") begin some keyword, few four-letter ones do.
  // A small table (a test's single rule) gets one byte and every quad marked: the table alone decides.
  const useQuads = words.length >= 64;
  const quads = useQuads ? new Uint8Array(1 << 21) : Uint8Array.of(0xff);
  const markQuad = (q: number): void => void (quads[q >> 3] = quads[q >> 3]! | (1 << (q & 7)));
  for (const w of useQuads ? words : []) {
    const [a, b, c, d] = Array.from(w.slice(0, 4), (ch) => symbol[ch.charCodeAt(0)]!);
    const head = (a! << 18) | (b! << 12);
    if (c === undefined) for (let x = 0; x < 4096; x++) markQuad(head | x);
    else if (d === undefined) for (let x = 0; x < 64; x++) markQuad(head | (c << 6) | x);
    else markQuad(head | (c << 6) | d);
  }
  const first = new Int32Array(lists.length + 1);
  lists.forEach((l, i) => (first[i + 1] = first[i]! + l.length));
  const listed = Int32Array.from(lists.flat());

  /**
   * The first position ≥ p where some keyword may start, or -1. Kept apart from the rest (no calls
   * inside) so the compiler keeps the loop tight; it is where the time goes.
   */
  function candidate(text: Uint8Array, p: number): number {
    const n = text.length;
    let pair = ((p < n ? symbol[text[p]!]! : 0) << 6) | (p + 1 < n ? symbol[text[p + 1]!]! : 0);
    for (let q = p + 2; q <= n + 1; q++) {
      const s = q < n ? symbol[text[q]!]! : 0;
      if (pairs[pair] !== 0) {
        const triple = (pair << 6) | s;
        if (triples[triple] !== 0) {
          const quad = useQuads ? (triple << 6) | (q + 1 < n ? symbol[text[q + 1]!]! : 0) : 0;
          if ((quads[quad >> 3]! & (1 << (quad & 7))) !== 0) return q - 2;
        }
      }
      pair = ((pair << 6) | s) & 4095;
    }
    return -1;
  }

  /** The end of the longest keyword starting at p, or 0; pushes it onto `found`. */
  function matchAt(text: Uint8Array, p: number, found: string[]): number {
    const n = text.length;
    const id = triples[(symbol[text[p]!]! << 12) | (symbol[text[p + 1]!]! << 6) | (p + 2 < n ? symbol[text[p + 2]!]! : 0)]!;
    for (let x = first[id]!; x < first[id + 1]!; x++) {
      const k = listed[x]!;
      const from = start[k]!;
      const length = start[k + 1]! - from;
      if (p + length > n) continue;
      let j = 2; // the first two bytes matched through the tables (the third too, but j = 2 keeps two-byte keywords simple)
      while (j < length && lower[text[p + j]!] === bytes[from + j]) j++;
      if (j === length) {
        found.push(words[k]!);
        return p + length;
      }
    }
    return 0;
  }

  const encoder = new TextEncoder();
  // encodeInto() a kept buffer costs a copy; encode() allocates a new one per call, 20 times slower.
  // Three bytes per UTF-16 unit always suffice. The kept buffer grows up to KEPT_BYTES (enough for a
  // 1 MB text); a longer text gets a buffer of its own, so one huge request does not pin memory.
  const KEPT_BYTES = 3 * 1_048_576;
  let buffer = new Uint8Array(0);
  const scan = (text: string): string[] => {
    const need = 3 * text.length;
    if (buffer.length < need && need <= KEPT_BYTES) buffer = new Uint8Array(need);
    const into = buffer.length >= need ? buffer : new Uint8Array(need);
    const utf8 = into.subarray(0, encoder.encodeInto(text, into).written);
    const found: string[] = [];
    for (let p = candidate(utf8, 0); p >= 0; p = candidate(utf8, matchAt(utf8, p, found) || p + 1));
    // The kept buffer outlives the scan: it must not keep the text's bytes.
    if (into === buffer) utf8.fill(0);
    return found;
  };
  return Object.assign(scan, { keptBytes: () => buffer.slice() });
}
