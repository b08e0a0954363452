// The one helper that turns a detector described as data — a pattern, a validator, context words and its
// own examples — into a Detector (presidio's recognizer + gitleaks' keyword prefilter and self-proof),
// plus the two notations those descriptions share: «marked» examples and whitespace-tolerant phrases.

import '../regexp-tier.ts'; // first: every detector module imports this one
import type { DetectContext, Detector, DetectorExample, DetectorFamily, Finding, Span, ThreatCategory } from '../types.ts';
import { matchesAt, matchesOf } from '../normalize/matches.ts';
import { indexedStarts } from '../normalize/starts.ts';
import { literalPrefilter } from '../normalize/prefilter.ts';
import { anyOfSources, byFirstChar, escapeRegExp } from '../normalize/alternation.ts';
import { builtStructure, isGenericField, normalizeName, structureOf, type Field, type Structure } from '../structure.ts';

/** What a validator sees besides the matched value. */
export interface MatchContext {
  /** The whole scanned text, for looking just before or after the match. */
  text: string;
  start: number;
  end: number;
  /**
   * One of the detector's context words occurs within its window of the match, or names the structured
   * field the match stands in (its CSV column, JSON or YAML key, element or form label: structure.ts).
   * For a personal-data detector, a match that is the whole value of a field named for something else
   * (a "phone" column for the SSN detector, a "user_id" key) has no context, whatever words stand near
   * it; a generic name ("number", "value", "notes") leaves the words near it to decide. Looked up when read.
   */
  readonly hasContext: boolean;
  /** The name of the structured field the match stands in, as lower-case words ("license no"); looked up when read. */
  readonly field: string | undefined;
  /**
   * The match is the whole value of a field whose name says it is something other than what the
   * detector looks for (another personal-data type, "order_id", "tracking"): for detectors that need no
   * context words but must not claim such values (a Luhn-valid account number is no card).
   */
  readonly fieldSaysOther: boolean;
}

/** Whether `re` (not global) matches within `reach` characters on either side of the candidate, or in it. */
export function near(re: RegExp, ctx: MatchContext, reach: number): boolean {
  return re.test(ctx.text.slice(Math.max(0, ctx.start - reach), ctx.end + reach));
}

/** Characters of scripts written without spaces (Japanese, Chinese, Korean): their words match anywhere. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/**
 * Where one of `words` stands from a candidate: 'label' when right before it (within 25 characters,
 * "Passport no.: X") or right after it (within 20, "X as my passport number"); 'line' when elsewhere on
 * the candidate's own line within `reach` characters; undefined otherwise. Latin words match from the
 * start of a word, CJK ones anywhere. Reads at most `reach` characters on each side.
 */
export function wordPlacement(words: readonly string[], reach = 100): (ctx: MatchContext) => 'label' | 'line' | undefined {
  const latin = words.filter((w) => !CJK.test(w)).map(escapeRegExp);
  const cjk = words.filter((w) => CJK.test(w)).map(escapeRegExp);
  const any = [latin.length ? String.raw`(?<![\p{L}\p{N}])(?:${latin.join('|')})` : '', cjk.join('|')].filter(Boolean).join('|');
  const before = new RegExp(String.raw`(?:${any})[^\n]{0,25}$`, 'iu');
  const after = new RegExp(String.raw`^[^\n\p{N}]{0,20}(?:${any})`, 'iu');
  const anywhere = new RegExp(any, 'iu');
  return (ctx) => {
    const head = ctx.text.slice(Math.max(0, ctx.start - reach), ctx.start);
    const tail = ctx.text.slice(ctx.end, ctx.end + reach);
    if (before.test(head.slice(-30)) || after.test(tail.slice(0, 30))) return 'label';
    const lineHead = head.slice(head.lastIndexOf('\n') + 1);
    const nl = tail.indexOf('\n');
    const lineTail = nl < 0 ? tail : tail.slice(0, nl);
    return anywhere.test(lineHead) || anywhere.test(lineTail) ? 'line' : undefined;
  };
}

/** false rejects the match; true keeps it at the base score; a number replaces the base score for it. */
export type Validator = (value: string, ctx: MatchContext) => boolean | number;

export interface PatternDetectorSpec {
  /** kebab-case, unique across the registry. */
  id: string;
  family: DetectorFamily;
  category: ThreatCategory;
  type: string;
  /**
   * Global regex. Must run in linear time on any input: every quantifier is bounded or cannot overlap
   * its neighbour, and a lookbehind anchors the start so a failed attempt is not retried inside a run.
   */
  pattern: RegExp;
  /**
   * Where a match can begin, ascending: the pattern is then tried at these positions only (same
   * findings, far fewer attempts). The list must hold every position where the pattern can match; the
   * detector says in a comment why its list does.
   */
  starts?: (text: string) => Iterable<number>;
  /** Prefilter (case-sensitive): the regex runs only when the text contains one of these. */
  keywords?: readonly string[];
  /**
   * Prefilter: the regex runs only when this holds, so it must hold on every text that can yield a
   * finding (`matches(re)` when it is "this regex matches somewhere"). It runs before the context pass
   * of `requireContext`, so a detector whose own pattern is rarer than its context words gates on it.
   */
  textGate?: (text: string) => boolean;
  /**
   * Run textGate before the shared start index: for a gate cheaper than the index's search for the
   * pattern's non-Latin heads (a literal scan against a case-insensitive Cyrillic or CJK hint).
   */
  gateFirst?: boolean;
  validate?: Validator;
  /** Words (case-insensitive, whole words) that make a match more likely to be what we think it is. */
  contextWords?: readonly string[];
  /** Characters on each side of the match searched for context words (default 50). */
  contextWindow?: number;
  /** Added to the score when a context word is near (default 0). */
  contextBoost?: number;
  /** Without a context word nearby the match is dropped. */
  requireContext?: boolean;
  baseScore: number;
  /** Short human reason; never the matched value. */
  reason: string;
  /** Positives in «marked» notation (the marked parts are the exact expected spans); negatives plain. */
  examples: { positive: readonly string[]; negative: readonly string[] };
}

const DEFAULT_CONTEXT_WINDOW = 50;

/** How a detection looks up the context of its candidates. */
interface ContextLookup {
  near(start: number, end: number): boolean;
  /** Whether a field name holds one of the detector's context words. */
  names(name: string): boolean;
  /** Whether a field name holds the words of another personal-data type (undefined: never vetoes). */
  namesOther: ((name: string) => boolean) | undefined;
  /** The text's structure (built once per scan). */
  structure(): Structure;
}

/** Characters a value may hold around the match for the match to still be "the field's value". */
const WHOLE_VALUE_SLACK = 4;

/**
 * The MatchContext of one candidate. Context is looked up when first read: most candidates are
 * refused by the validator before it asks (a time, a short number), and a context search costs more
 * than the validation. The text's structure is built on the first such read of a scan (structure.ts).
 */
class Candidate implements MatchContext {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly #lookup: ContextLookup;
  #context: boolean | undefined;
  #field: Field | null | undefined;
  constructor(text: string, start: number, end: number, lookup: ContextLookup) {
    this.text = text;
    this.start = start;
    this.end = end;
    this.#lookup = lookup;
  }
  get hasContext(): boolean {
    return (this.#context ??= this.#decide());
  }
  get field(): string | undefined {
    return this.#fieldAt()?.name;
  }
  #fieldAt(): Field | undefined {
    if (this.#field === undefined) this.#field = this.#lookup.structure().fieldAt(this.start, this.end) ?? null;
    return this.#field ?? undefined;
  }
  get fieldSaysOther(): boolean {
    const f = this.#fieldAt();
    return f !== undefined && !this.#lookup.names(f.name) && this.#saysOther(f);
  }
  /** Whether the match is the whole value of field f, named for something else (f not named by the detector's words). */
  #saysOther(f: Field): boolean {
    const whole = !f.list && this.start - f.valueStart <= WHOLE_VALUE_SLACK && f.valueEnd - this.end <= WHOLE_VALUE_SLACK;
    // The whole value of a field named for something else — another type of personal data, or any
    // name that says what the value is ("user_id", "order") — is that, whatever words stand near.
    return whole && this.#lookup.namesOther !== undefined && (this.#lookup.namesOther(f.name) || !isGenericField(f.name));
  }
  #decide(): boolean {
    const f = this.#fieldAt();
    if (f) {
      if (this.#lookup.names(f.name)) return true;
      if (this.#saysOther(f)) return false;
    }
    return this.#lookup.near(this.start, this.end);
  }
}

/** Context words as a test of a field name: long words and CJK anywhere (compounds: "reisepassnummer"), short ones whole. */
function fieldNameTest(words: readonly string[]): (name: string) => boolean {
  // A word that ends in punctuation ("account #", "tel.") says less without it: not used on names.
  // Nor do words that say nothing of a value's kind ("numéro", "number is"): any field may hold them.
  const norm = [...new Set(words.filter((w) => /[\p{L}\p{N}]$/u.test(w)).map(normalizeName).filter((w) => w.length > 0 && !isGenericField(w)))];
  const loose = (w: string) => w.length >= 5 || CJK.test(w);
  const parts: string[] = [];
  const long = norm.filter(loose).map(escapeRegExp);
  const short = norm.filter((w) => !loose(w)).map(escapeRegExp);
  if (long.length) parts.push(long.join('|'));
  if (short.length) parts.push(`(?:^| )(?:${short.join('|')})(?= |$)`);
  if (parts.length === 0) return () => false;
  const re = new RegExp(parts.join('|'), 'u');
  const seen = new Map<string, boolean>();
  return (name) => {
    let hit = seen.get(name);
    if (hit === undefined) {
      if (seen.size > 1000) seen.clear();
      hit = re.test(name);
      seen.set(name, hit);
    }
    return hit;
  };
}

/** The field-name tests of the personal-data detectors, by type: a field named for one type vetoes the others. */
const PII_FIELD_TESTS: Array<{ type: string; test: (name: string) => boolean }> = [];

function namesOtherType(type: string): (name: string) => boolean {
  return (name) => PII_FIELD_TESTS.some((t) => t.type !== type && t.test(name));
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A test of whether a text contains one of these words (case-sensitive). Many words: one literal
 * alternation, which scans the text once. A few: each word searched from its rarest character on
 * (`containsWord`), as V8 finds "sk-ant-" or "eyJ" by stopping at every "s" or "e" of the text, ten
 * times slower than it finds "-ant-" or "yJ".
 */
function containsAny(words: readonly string[]): (text: string) => boolean {
  if (words.length > 3) {
    const re = new RegExp(words.map(escapeRegExp).join('|'));
    return (text) => re.test(text);
  }
  const tests = words.map(containsWord);
  return (text) => tests.some((test) => test(text));
}

/** Characters from frequent to rare in prose and code (roughly; it only decides where a search starts). */
const FREQUENT_FIRST = ' etaoinsrhldcumfpgwybvkxjqzETAOINSRHLDCUMFPGWYBVKXJQZ';
const rarity = (c: string) => (FREQUENT_FIRST.includes(c) ? FREQUENT_FIRST.indexOf(c) : FREQUENT_FIRST.length);

/**
 * text.includes(word), searching for the word's tail from its rarest character (keeping at least two
 * characters, as one common character would stop the search too often) and checking the head before
 * each hit: the same answer.
 */
function containsWord(word: string): (text: string) => boolean {
  let at = 0;
  for (let i = 1; i <= word.length - 2; i++) if (rarity(word[i]!) > rarity(word[at]!)) at = i;
  if (at === 0) return (text) => text.includes(word);
  const tail = word.slice(at);
  return (text) => {
    for (let i = text.indexOf(tail, at); i !== -1; i = text.indexOf(tail, i + 1)) if (text.startsWith(word, i - at)) return true;
    return false;
  };
}

/** A textGate: whether `re` (its global or sticky flag dropped) matches somewhere in the text. */
export function matches(re: RegExp): (text: string) => boolean {
  const probe = new RegExp(re.source, re.flags.replace(/[gy]/g, ''));
  return (text) => probe.test(text);
}

/** A detector made by patternDetector, with its pattern (for the tests of what is read off it). */
export interface PatternDetector extends Detector {
  readonly pattern: RegExp;
}

export function patternDetector(spec: PatternDetectorSpec): PatternDetector {
  const { id, pattern, baseScore } = spec;
  // Misdeclared detectors fail at startup, not as silent misses in production.
  if (!KEBAB.test(id)) throw new Error(`detector id "${id}" must be kebab-case`);
  if (!pattern.global || pattern.sticky) throw new Error(`detector ${id}: pattern must be global and not sticky`);
  if (!(baseScore > 0 && baseScore <= 1)) throw new Error(`detector ${id}: baseScore must be in (0, 1]`);

  // Without a list of its own, where the pattern can match comes from the index every pattern shares
  // (normalize/starts.ts): a text where none of its heads occurs is done before any gate runs.
  const indexed = spec.starts ? undefined : indexedStarts(pattern);
  // An attack signature also needs words that benign text seldom holds together ("ignore" and "previous"
  // and "instructions"): one pass shared by all of them finds which are there (normalize/prefilter.ts),
  // and a text without them is done before the start index and every gate. Personal-data and credential
  // patterns need nothing that rare.
  const mayMatch = spec.family === 'injection' || spec.family === 'jailbreak' ? literalPrefilter(pattern) : undefined;
  const sticky = spec.starts || indexed ? new RegExp(pattern.source, pattern.flags.replace('g', 'y')) : undefined;
  const contextRe = spec.contextWords?.length ? wordsPattern(spec.contextWords) : undefined;
  const window = spec.contextWindow ?? DEFAULT_CONTEXT_WINDOW;
  const boost = spec.contextBoost ?? 0;
  const hasKeyword = spec.keywords?.length ? containsAny(spec.keywords) : undefined;
  const fieldNames = spec.contextWords?.length ? fieldNameTest(spec.contextWords) : () => false;
  const mentionsLoosely = spec.requireContext && spec.contextWords?.length ? looseMentions(spec.contextWords) : undefined;
  if (spec.family === 'pii' && spec.contextWords?.length) PII_FIELD_TESTS.push({ type: spec.type, test: fieldNames });
  const namesOther = spec.family === 'pii' ? namesOtherType(spec.type) : undefined;

  function detect(text: string, dctx?: DetectContext): Finding[] {
    if (mayMatch && !mayMatch(text)) return [];
    if (spec.gateFirst && spec.textGate && !spec.textGate(text)) return [];
    const candidates = indexed?.(text);
    if (candidates?.length === 0) return [];
    if (hasKeyword && !hasKeyword(text)) return [];
    if (!spec.gateFirst && spec.textGate && !spec.textGate(text)) return [];
    const findings: Finding[] = [];
    let built: Structure | undefined;
    const structure = () => (built ??= structureOf(text, dctx));
    let contexts: Span[] | undefined; // all context words of the text, found once when worth it
    if (spec.requireContext) {
      // Without a context word anywhere nothing can be reported: skip the pattern altogether.
      contexts = contextRe ? allSpans(contextRe, text) : [];
      // …nor a field named by one (`"license_no": …`, a CSV column "Passport number").
      // (Such a name holds a context word in some spelling, "sortCode", "license_no": without one anywhere
      // in the text the structure is not built.)
      // The loose test only spares building the structure: when this scan has built it already, its
      // names (a short list) are asked first and the loose scan of the whole text only if one matches.
      if (contexts.length === 0 && mentionsLoosely === undefined) return [];
      if (contexts.length === 0) {
        built ??= builtStructure(text, dctx);
        const named = built !== undefined ? built.names.some(fieldNames) && mentionsLoosely!.test(text) : mentionsLoosely!.test(text) && structure().names.some(fieldNames);
        if (!named) return [];
      }
    }
    let nearChecks = 0;
    let sliceCost = 0; // characters read by the looks around matches so far, with a fixed cost per look
    const near = (start: number, end: number): boolean => {
      if (!contextRe) return false;
      // Matches far apart: look around each one. Close together (the looks so far have read more than
      // half the text they passed): find every context word once instead (same answer).
      if (contexts === undefined) {
        sliceCost += end - start + 2 * (window + SLICE_MARGIN) + SLICE_LOOK_COST;
        if (++nearChecks > NEAR_CHECKS_BEFORE_FULL_PASS && 2 * sliceCost > end) contexts = allSpans(contextRe, text);
      }
      if (contexts !== undefined) return anyWithin(contexts, start - window, end + window);
      return contextInSlice(contextRe, text, start - window, end + window);
    };
    const lookup: ContextLookup = { near, names: fieldNames, namesOther, structure };
    const at = candidates ?? spec.starts?.(text);
    const deadline = dctx?.deadline;
    const matches = sticky && at ? matchesAt(sticky, text, at, deadline, id) : matchesOf(pattern, text);
    deadline?.check(id);
    for (let k = 0; k < matches.length; k++) {
      const m = matches[k]!;
      deadline?.tick(k, id, 255);
      const value = m[0];
      if (value.length === 0) continue;
      const start = m.index;
      const end = start + value.length;
      const ctx = new Candidate(text, start, end, lookup);
      if (spec.requireContext && !ctx.hasContext) continue;
      const verdict = spec.validate ? spec.validate(value, ctx) : true;
      if (verdict === false) continue;
      const base = verdict === true ? baseScore : verdict;
      if (!(base > 0)) continue;
      // Without a boost a kept match never needs its context looked up.
      const score = round2(Math.min(1, base + (boost !== 0 && ctx.hasContext ? boost : 0)));
      findings.push({ detector: id, category: spec.category, type: spec.type, start, end, score, reason: spec.reason });
    }
    return findings;
  }

  return {
    id,
    family: spec.family,
    category: spec.category,
    types: [spec.type],
    pattern,
    detect,
    examples: { positive: spec.examples.positive.map(marked), negative: [...spec.examples.negative] },
  };
}

/**
 * Parses «marked» example text: the marked parts become the expected spans and the markers disappear.
 * Writing spans this way keeps them exact without counting offsets by hand.
 */
export function marked(source: string): DetectorExample {
  let text = '';
  const spans: Array<{ start: number; end: number }> = [];
  let open = -1;
  for (const ch of source) {
    if (ch === '«') {
      if (open >= 0) throw new Error(`nested « in example: ${source}`);
      open = text.length;
    } else if (ch === '»') {
      if (open < 0) throw new Error(`» without « in example: ${source}`);
      spans.push({ start: open, end: text.length });
      open = -1;
    } else {
      text += ch;
    }
  }
  if (open >= 0 || spans.length === 0) throw new Error(`positive example needs balanced «» markers: ${source}`);
  return { text, spans };
}

/** Separator between the words of a phrase: a few spaces, newlines or markdown emphasis characters. */
const SEP = String.raw`(?:[\s*_-]{1,4})`;

/**
 * A case-insensitive global regex from readable source in which every literal space means "a short run
 * of whitespace" — signatures tolerate doubled spaces, line breaks and **emphasis** without being loose.
 * Do not put spaces inside character classes here.
 */
export function phrase(source: string, flags = 'gi'): RegExp {
  return new RegExp(source.replace(/ +/g, SEP), flags);
}

/** Shannon entropy in bits per character: placeholder "keys" such as sk_live_xxxxxxxx score near 0. */
export function entropy(value: string): number {
  const ascii = asciiEntropy(value);
  if (ascii !== undefined) return ascii;
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

const asciiCounts = new Int32Array(128);
const asciiOrder = new Uint8Array(128);
/**
 * entropy() of an ASCII value (nearly every secret) without a Map: the counts in a reused array, summed
 * in order of first occurrence as the Map iterates them, so the result is the same to the last bit.
 * undefined for a value with other characters.
 */
function asciiEntropy(value: string): number | undefined {
  let distinct = 0;
  let i = 0;
  for (; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 128) break;
    if (asciiCounts[c] === 0) asciiOrder[distinct++] = c;
    asciiCounts[c] = asciiCounts[c]! + 1;
  }
  let bits = 0;
  for (let k = 0; k < distinct; k++) {
    const c = asciiOrder[k]!;
    const p = asciiCounts[c]! / value.length;
    bits -= p * Math.log2(p);
    asciiCounts[c] = 0;
  }
  return i === value.length ? bits : undefined;
}

/**
 * Problems with a detector's own proof: a positive must yield exactly its marked spans from this
 * detector, a negative nothing. Empty means the detector does what it claims.
 */
export function checkExamples(detector: Detector): string[] {
  const problems: string[] = [];
  const key = (s: { start: number; end: number; type?: string }) => `${s.start}-${s.end}:${s.type ?? detector.types[0]}`;
  const spansOf = (text: string): string[] => {
    try {
      return detector.detect(text, detector.exampleContext).filter((f) => f.detector === detector.id).map(key).sort();
    } catch (err) {
      return [`threw ${err instanceof Error ? err.name : 'non-error'}`];
    }
  };
  for (const example of detector.examples.positive) {
    const got = spansOf(example.text);
    const want = (example.spans ?? []).map(key).sort();
    const ok = want.length > 0 ? got.join() === want.join() : got.length > 0;
    if (!ok) problems.push(`positive ${JSON.stringify(example.text)}: want [${want.join(', ')}], got [${got.join(', ')}]`);
  }
  for (const text of detector.examples.negative) {
    const got = spansOf(text);
    if (got.length > 0) problems.push(`negative ${JSON.stringify(text)}: got [${got.join(', ')}]`);
  }
  return problems;
}

/**
 * The context words, whole words only: read with `wordMatches`, which adds the start-of-word test. (With
 * the look-behind in front the regex engine tries every position; with the words first it skips ahead.)
 */
function wordsPattern(words: readonly string[]): RegExp {
  // Words of scripts written without spaces (Japanese, Chinese, Korean) stand inside longer runs of
  // letters ("運転免許証番号"): they match anywhere, the others only as whole words.
  const cjk = words.filter((w) => CJK.test(w));
  const latin = words.filter((w) => !CJK.test(w));
  const parts: string[] = [];
  if (latin.length) parts.push(String.raw`(?:${byFirstChar(latin, { ignoreCase: true, source: (rest) => wordAlternatives([rest]) })})(?![\p{L}\p{N}_])`);
  if (cjk.length) parts.push(wordAlternatives(cjk));
  return new RegExp(parts.join('|'), 'giu');
}

const WORD_START = /(?<![\p{L}\p{N}_])/uy;

/**
 * The matches of `(?<![\p{L}\p{N}_])` followed by `re`, from a scan of `re` alone: where `re` matches at a
 * position that does not start a word, that position has no match and the scan goes on one code point
 * further, exactly as a scan of the whole pattern would.
 */
function wordMatches(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    WORD_START.lastIndex = m.index;
    if (CJK.test(m[0][0]!) || WORD_START.test(text)) out.push(m);
    else re.lastIndex = m.index + (text.codePointAt(m.index)! > 0xffff ? 2 : 1);
  }
  re.lastIndex = 0;
  return out;
}

function wordAlternatives(words: readonly string[]): string {
  return words.map((w) => escapeRegExp(w).replace(/ +/g, String.raw`[\s_-]{1,3}`)).join('|');
}

/**
 * A test that holds on every text where one of these context words is found (the same words, case
 * rules and phrase spacing, inside words too): a cheap text gate for detectors that need context.
 */
export function mentionsAny(words: readonly string[]): RegExp {
  return new RegExp(byFirstChar(words, { ignoreCase: true, source: (rest) => wordAlternatives([rest]) }), 'iu');
}

/**
 * A test that holds on every text holding one of these words in any spelling a key or label gives it
 * (inside words, any case, words run together or joined by blanks, `_` or `-`: "sortCode", "Sort-Code").
 */
function looseMentions(words: readonly string[]): RegExp {
  const alts = words.map((w) =>
    w
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map(escapeRegExp)
      .join(String.raw`[^\p{L}\p{N}]{0,3}`),
  );
  return new RegExp(anyOfSources(alts.filter(Boolean), { ignoreCase: true }), 'iu');
}

/** Per-match context lookups always made before one pass over the whole text is considered. */
const NEAR_CHECKS_BEFORE_FULL_PASS = 32;
/** What one lookup around a match costs besides the characters it reads, counted in characters. */
const SLICE_LOOK_COST = 100;
/** Extra characters read on each side, so a word cut by the slice edge can never look whole inside [lo, hi). */
const SLICE_MARGIN = 40;

/** Whether a context word intersects [lo, hi), reading only a slice of the text around it. */
function contextInSlice(re: RegExp, text: string, lo: number, hi: number): boolean {
  const from = Math.max(0, lo - SLICE_MARGIN);
  const slice = text.slice(from, Math.min(text.length, hi + SLICE_MARGIN));
  for (const m of wordMatches(re, slice)) {
    const s = from + m.index;
    if (s < hi && s + m[0].length > lo) return true;
  }
  return false;
}

function allSpans(re: RegExp, text: string): Span[] {
  const spans: Span[] = [];
  for (const m of wordMatches(re, text)) spans.push({ start: m.index, end: m.index + m[0].length });
  return spans;
}

/** Whether a span of `sorted` (non-overlapping, in order, so ends ascend too) intersects [lo, hi). */
function anyWithin(sorted: readonly Span[], lo: number, hi: number): boolean {
  let a = 0;
  let b = sorted.length;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if ((sorted[mid]?.end ?? Infinity) <= lo) a = mid + 1;
    else b = mid;
  }
  const first = sorted[a];
  return first !== undefined && first.start < hi;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
