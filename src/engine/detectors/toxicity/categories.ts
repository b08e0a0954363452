// The toxicity categories (finding types) and how the shipped lexicon packs a term's category,
// severity and flags into one byte.

export const TOXIC_CATEGORIES = ['hate', 'harassment', 'profanity', 'sexual', 'violence', 'self_harm', 'threat'] as const;
export type ToxicCategory = (typeof TOXIC_CATEGORIES)[number];

/** A lexicon term: what it is, how strong (1 mild, 2 strong, 3 severe), whether it insults a person. */
export interface Term {
  category: ToxicCategory;
  severity: 1 | 2 | 3;
  /** Used at a person ("you ___") it is harassment. */
  insult: boolean;
}

// byte = category index (3 bits) | severity << 3 (2 bits) | insult << 5
export function packTerm(t: Term): number {
  return TOXIC_CATEGORIES.indexOf(t.category) | (t.severity << 3) | (t.insult ? 32 : 0);
}

export function unpackTerm(code: number): Term {
  const category = TOXIC_CATEGORIES[code & 7] ?? 'profanity';
  const sev = (code >> 3) & 3;
  return { category, severity: (sev < 1 ? 1 : sev > 3 ? 3 : sev) as 1 | 2 | 3, insult: (code & 32) !== 0 };
}
