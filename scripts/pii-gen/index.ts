// The generated evaluation sets of issue 21: a seeded multi-locale personal-data set (pii.ts) and a
// credential set built from the vendor catalogue's own samples (credentials.ts). Deterministic: the same
// seed gives the same rows, byte for byte.

export { generatePiiSet, CONTEXTS, type PiiSetOptions } from './pii.ts';
export { generateCredentialSet, CRED_CONTEXTS } from './credentials.ts';
export { LOCALES, GOLD_TYPES, type Locale, type GoldType } from './values.ts';
export type { GenRow, Span } from './build.ts';
