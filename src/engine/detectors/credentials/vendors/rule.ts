// Vendor credential rules as data (gitleaks' model): each rule has its keywords, the shape of the
// secret, an optional entropy floor and its own examples. Two kinds:
//   - prefixed: the token carries a vendor prefix (glpat-, npm_, SG.) and is found anywhere;
//   - assigned: a generic-looking value counts only when assigned to a name holding a vendor keyword
//     ("TWILIO_AUTH_TOKEN=…", "heroku_api_key: …"); the span is the value, never the name.
// All rules of a table become ONE detector: one case-insensitive keyword pass (keywords.ts) picks the rules to run,
// so hundreds of rules cost one scan of the text plus the few regexes whose keywords occur.

import type { DetectContext, Detector, DetectorExample, Finding } from '../../../types.ts';
import { entropy, marked } from '../../define.ts';
import { keywordScanner } from './keywords.ts';

export interface VendorRule {
  /** kebab-case, unique within the table; appears in no output except tests. */
  id: string;
  /** Vendor and kind, used in the finding's reason ("GitLab personal access token"). */
  name: string;
  /** Lower-case prefilter words; at least one must occur (case-insensitively) for the rule to run. */
  keywords: readonly string[];
  /** Regex source of the secret itself (case-sensitive unless wrapped in (?i:…)). */
  secret: string;
  /** The value must be assigned to a name containing one of the keywords. */
  assigned?: boolean;
  /** Minimum Shannon entropy (bits per character) of the secret. */
  minEntropy?: number;
  /** A sample secret for the rule's own positive example (assembled so repository scanners skip it). */
  sample: string;
  /** The positive example in «marked» form, when the generated one cannot show the rule (lookbehinds). */
  example?: string;
  /** Skip the repeated-character placeholder check (formats with fixed runs such as AAAAAAAAAA). */
  allowRuns?: boolean;
  /** Extra negatives beyond the generated ones. */
  negatives?: readonly string[];
  /** A format check beyond the regex (a checksum, a decoded structure); false drops the match. */
  validate?: (secret: string) => boolean;
  /** Score; default 0.9 for prefixed, 0.8 for assigned. */
  score?: number;
}

/** Values people paste in place of a real secret. Matched case-insensitively anywhere in the value. */
const PLACEHOLDER = /example|sample|dummy|placeholder|changeme|change_me|your[_-]?(?:api[_-]?)?(?:key|token|secret)|redacted|xxxx|\*\*\*\*|<[^>]*>|\$\{|\{\{|test[_-]?key|fake|insert|replace/i;
export const isPlaceholder = (value: string): boolean =>
  PLACEHOLDER.test(value) || /^(.)\1+$/.test(value) || /(.)\1{7}/.test(value);

/**
 * Whether `value` holds a run of `n` consecutive ascending characters ("abcdef", "123456", "klmnop"):
 * hand-typed fakes do, random keys practically never (under 1 in 10⁷ per position for base64).
 */
export function hasSequence(value: string, n: number): boolean {
  let run = 1;
  for (let i = 1; i < value.length; i++) {
    const a = value.charCodeAt(i - 1);
    const b = value.charCodeAt(i);
    run = b === a + 1 && /[a-z0-9]/i.test(value[i]!) ? run + 1 : 1;
    if (run >= n) return true;
  }
  return false;
}

/**
 * Whether a keyword found at `at` starts a name part: at the start of an identifier, after a
 * separator or digit, or camelCase ("apiKey") — so "monkey", "rookTable" and "sumObj" do not count.
 */
export function atNameBoundary(text: string, at: number, word: string): boolean {
  const before = text[at - 1];
  if (before === undefined || !/[A-Za-z]/.test(before)) return true;
  if (/[a-z]/.test(before) && /^[A-Z]/.test(word)) return true;
  const prev = text.slice(Math.max(0, at - 8), at).toLowerCase();
  return /(?:api|auth|access|secret|client|private|db|admin|root|user|app|master|service|bot|my|x)$/.test(prev);
}

/**
 * Whether a keyword ending at `end` ends a name part: "sumo" in "sumObj" or "sumOfExposures" does
 * not, "twilio" in "twilioAuthToken", "TWILIO_TOKEN" or "twiliotoken" does.
 */
export function endsNamePart(text: string, end: number): boolean {
  const last = text[end - 1] ?? '';
  const next = text[end];
  if (next === undefined || !/[A-Za-z]/.test(next)) return true; // separator, digit or end of text
  const lastUpper = /[A-Z]/.test(last);
  const nextUpper = /[A-Z]/.test(next);
  if (nextUpper) return true; // camelCase ("twilioAuth") or an upper-case run
  if (lastUpper) return false; // "sumO|bj": the keyword stops inside a capitalised word
  return /^(?:api|key|token|secret|pass|pwd|auth|access|client|app|login|s(?![a-z]))/.test(text.slice(end, end + 6).toLowerCase());
}

/** Characters a token's end must not touch, and (without "=", which assignments end with) its start. */
const EDGE = String.raw`A-Za-z0-9_\-+/=.~`;
const LEFT_EDGE = String.raw`A-Za-z0-9_\-+/.~`;

function ruleRegex(rule: VendorRule): RegExp {
  if (rule.assigned) {
    const names = rule.keywords.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    // name … separator … optional quote, then the value. Every gap is bounded, so a failed attempt
    // costs a constant; the value is captured so the span covers it alone.
    return new RegExp(
      String.raw`(?<name>(?i:${names}))[\w.-]{0,30}?["']?[ \t]{0,3}(?:={1,2}|:{1,3}=|\?=|:|=>|,)[ \t]{0,3}(?:["'\x60]|[A-Za-z]{2,10}[ \t])?(?<secret>${rule.secret})(?![${EDGE}])`,
      'dg',
    );
  }
  // A rule that anchors itself with a lookbehind ("AccountKey=") sets its own left edge.
  const left = rule.secret.startsWith('(?<=') ? '' : String.raw`(?<![${LEFT_EDGE}])`;
  return new RegExp(String.raw`${left}(?<secret>${rule.secret})(?![${EDGE}])`, 'dg');
}

interface Compiled {
  rule: VendorRule;
  re: RegExp;
}

/** One detector for a whole table of rules. Throws at startup on a malformed table. */
export function vendorDetector(id: string, rules: readonly VendorRule[], reasonPrefix = ''): Detector {
  const seen = new Set<string>();
  const compiled: Compiled[] = [];
  const byKeyword = new Map<string, Compiled[]>();
  for (const rule of rules) {
    if (seen.has(rule.id)) throw new Error(`${id}: duplicate rule ${rule.id}`);
    seen.add(rule.id);
    if (rule.keywords.length === 0 || rule.keywords.some((k) => k !== k.toLowerCase())) throw new Error(`${id}: rule ${rule.id} needs lower-case keywords`);
    const c = { rule, re: ruleRegex(rule) };
    compiled.push(c);
    for (const k of rule.keywords) byKeyword.set(k, [...(byKeyword.get(k) ?? []), c]);
  }
  const keywordsIn = keywordScanner(byKeyword.keys());

  function detect(text: string, ctx?: DetectContext): Finding[] {
    const deadline = ctx?.deadline;
    let steps = 0;
    const run = new Set<Compiled>();
    for (const k of keywordsIn(text)) for (const c of byKeyword.get(k)!) run.add(c);
    const findings: Finding[] = [];
    const seenSpans = new Set<string>();
    for (const { rule, re } of run) {
      for (const m of text.matchAll(re)) {
        deadline?.tick(++steps, id, 255);
        const span = m.indices?.groups?.secret;
        const value = m.groups?.secret;
        if (!span || !value) continue;
        if (rule.allowRuns ? PLACEHOLDER.test(value) : isPlaceholder(value)) continue;
        // Assigned values: the vendor word must start a name part, and the value must not be a word.
        const nameEnd = m.index + (m.groups?.name?.length ?? 0);
        if (rule.assigned && (!atNameBoundary(text, m.index, m.groups?.name ?? '') || !endsNamePart(text, nameEnd) || /^[A-Za-z]+$/.test(value))) continue;
        if (rule.minEntropy !== undefined && entropy(value) < rule.minEntropy) continue;
        if (rule.validate && !rule.validate(value)) continue;
        const key = `${span[0]}:${span[1]}`;
        if (seenSpans.has(key)) continue; // two rules of the table found the same token: report it once
        seenSpans.add(key);
        findings.push({
          detector: id,
          category: 'CREDENTIAL_EXPOSURE',
          type: 'api_key',
          start: span[0],
          end: span[1],
          score: rule.score ?? (rule.assigned ? 0.8 : 0.9),
          reason: `${reasonPrefix}${rule.name}`,
        });
      }
    }
    return findings;
  }

  const positive: DetectorExample[] = [];
  const negative: string[] = [];
  for (const rule of rules) {
    const name = rule.keywords[0]!.toUpperCase().replace(/[^A-Z0-9_]+/g, '_');
    positive.push(marked(rule.example ?? (rule.assigned ? `${name}_TOKEN = "«${rule.sample}»"` : `${rule.keywords[0]} token: «${rule.sample}»`)));
    // Generated negatives: the keyword alone, and a placeholder in the secret's place.
    negative.push(`see the ${rule.keywords[0]} documentation`, rule.assigned ? `${name}_TOKEN = "<your token here>"` : `token: ${rule.sample.slice(0, 4)}xxxxxxxxxxxxxxxx`);
    negative.push(...(rule.negatives ?? []));
  }

  return {
    id,
    family: 'credential',
    category: 'CREDENTIAL_EXPOSURE',
    types: ['api_key'],
    detect,
    examples: { positive, negative },
  };
}

/** The rules of a table, for tests that check each rule on its own. */
export function ruleIds(rules: readonly VendorRule[]): string[] {
  return rules.map((r) => r.id);
}
