// Compact constructors for the vendor catalogue tables (catalogue-*.ts). A shape names the secret's
// alphabet and length ("hex32", "an20-40", "uuid"); the constructor turns it into the rule's regex and
// a deterministic sample of that shape (sample.ts), so each table line is one documented format.

import type { VendorRule } from './rule.ts';
import { entropy } from '../../define.ts';
import { escapeRegExp } from '../../../normalize/alternation.ts';
import { ALNUM, B64, B64URL, DIGITS, HEX, LOWER_ALNUM, UPPER_ALNUM, UPPER_HEX, gen } from './sample.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** Shape kinds: the regex class body and the alphabet samples are drawn from. */
const KINDS: Record<string, readonly [cls: string, alphabet: string]> = {
  an: ['A-Za-z0-9', ALNUM],
  lan: ['a-z0-9', LOWER_ALNUM],
  uan: ['A-Z0-9', UPPER_ALNUM],
  hex: ['a-f0-9', HEX],
  uhex: ['A-F0-9', UPPER_HEX],
  hexi: ['a-fA-F0-9', HEX],
  anu: ['A-Za-z0-9_', ALNUM],
  anud: ['A-Za-z0-9_\\-', B64URL],
  b64: ['A-Za-z0-9+/', B64],
  d: ['0-9', DIGITS],
  l: ['a-zA-Z', LETTERS],
  lz: ['a-z', LOWER],
};

export const UUID_RE = '[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}';
export const uuid = (): string => `${gen(HEX, 8)}-${gen(HEX, 4)}-4${gen(HEX, 3)}-a${gen(HEX, 3)}-${gen(HEX, 12)}`;

/** The regex and a sample for a shape such as "hex32", "an20-40" (a range), "uuid" or a bare kind ("b64"). */
export function shape(spec: string): { re: string; sample: string } {
  if (spec === 'uuid') return { re: UUID_RE, sample: uuid() };
  if (KINDS[spec]) spec = `${spec}:32`; // a bare kind: the rule gives its own regex and sample
  const m = /^([a-z]+|b64):?(\d+)(?:-(\d+))?$/.exec(spec);
  const kind = m ? KINDS[m[1]!] : undefined;
  if (!m || !kind) throw new Error(`vendor shape: unknown "${spec}"`);
  const [cls, alphabet] = kind;
  const len = m[3] ? `${m[2]},${m[3]}` : m[2]!;
  return { re: `[${cls}]{${len}}`, sample: gen(alphabet, Number(m[2])) };
}

/**
 * A shape whose sample looks like a real key: above the entropy floor, and not letters only (an
 * assigned value of letters alone reads as a word). Random draws rarely miss; a few more are drawn.
 */
function typical(spec: string, floor: number): { re: string; sample: string } {
  let s = shape(spec);
  for (let i = 0; i < 20 && (entropy(s.sample) < floor + 0.1 || /^[A-Za-z]+$/.test(s.sample)) && !/^(?:l|lz)\d/.test(spec); i++) s = shape(spec);
  return s;
}

/**
 * A token that carries its vendor's literal prefix, found anywhere. The keyword is the prefix itself
 * (lower-cased); `extra` may replace the regex and sample for compound shapes.
 */
export function pre(id: string, name: string, prefix: string, spec: string, extra: Partial<VendorRule> = {}): VendorRule {
  const s = typical(spec, extra.minEntropy ?? 3);
  return { id, name, keywords: [prefix.toLowerCase()], secret: `${escapeRegExp(prefix)}${s.re}`, sample: prefix + s.sample, minEntropy: 3, ...extra };
}

/** A value of a vendor's documented shape, counted only when assigned to a name holding a vendor word. */
export function asg(id: string, name: string, keywords: string[], spec: string, extra: Partial<VendorRule> = {}): VendorRule {
  const s = typical(spec, extra.minEntropy ?? 3);
  return { id, name, keywords, secret: s.re, sample: s.sample, assigned: true, minEntropy: 3, ...extra };
}
