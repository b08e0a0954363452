// Case folding for case-insensitive keyword matching, exactly as JavaScript's /…/iv compares
// characters: two code points match when they have the same simple case folding (CaseFolding.txt, C and
// S entries). fold(cp) is one fixed member of that class (the smallest code point), so comparing folds
// is comparing classes. The classes are not derived from toLowerCase (which maps İ to two code points
// and leaves ſ, ς, ϐ alone); they are read from the regex engine itself, once, on first use: code points
// grouped by their lower, upper and lower-of-upper case forms, each candidate pair kept only when /^a$/iv
// matches b. Cased letters all lie below U+20000; above it every code point folds to itself.

const LIMIT = 0x20000;

let table: Int32Array | undefined;

function escape(ch: string): string {
  return /[\\^$.*+?()[\]{}|/]/.test(ch) ? `\\${ch}` : ch;
}

function build(): Int32Array {
  const parent = new Int32Array(LIMIT);
  for (let i = 0; i < LIMIT; i++) parent[i] = i;
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!;
    return x;
  };
  const buckets = new Map<string, number[]>();
  const put = (key: string, cp: number) => {
    const list = buckets.get(key);
    if (list) list.push(cp);
    else buckets.set(key, [cp]);
  };
  for (let cp = 0; cp < LIMIT; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    const lower = ch.toLowerCase();
    const upper = ch.toUpperCase();
    if (lower === ch && upper === ch) continue;
    put(`l${lower}`, cp);
    put(`u${upper}`, cp);
    put(`x${upper.toLowerCase()}`, cp);
    // The forms themselves, when single code points, belong to the same candidate groups.
    for (const form of [lower, upper]) {
      const f = form.codePointAt(0)!;
      if (form.length === String.fromCodePoint(f).length && f < LIMIT && f !== cp) put(`l${lower}`, f);
    }
  }
  for (const members of buckets.values()) {
    const list = [...new Set(members)];
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      const re = new RegExp(`^${escape(String.fromCodePoint(a))}$`, 'iv');
      for (let j = i + 1; j < list.length; j++) {
        const b = list[j]!;
        if (find(a) !== find(b) && re.test(String.fromCodePoint(b))) parent[Math.max(find(a), find(b))] = Math.min(find(a), find(b));
      }
    }
  }
  const folded = new Int32Array(LIMIT);
  for (let i = 0; i < LIMIT; i++) folded[i] = find(i);
  return folded;
}

/** The representative of cp's case-insensitive class (the class's smallest code point). */
export function fold(cp: number): number {
  if (cp >= LIMIT) return cp;
  table ??= build();
  return table[cp]!;
}

/** The folded code points of s (lone surrogates kept as they are, as /v does). */
export function foldedCodePoints(s: string, caseSensitive: boolean): number[] {
  const out: number[] = [];
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    out.push(caseSensitive ? cp : fold(cp));
  }
  return out;
}
