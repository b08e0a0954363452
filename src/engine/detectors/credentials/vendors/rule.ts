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
import { escapeRegExp } from '../../../normalize/alternation.ts';

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
  /** Overrides whether the literal prefix is distinctive (see distinctivePrefix). */
  distinctive?: boolean;
}

/** Values people paste in place of a real secret. Matched case-insensitively anywhere in the value. */
const PLACEHOLDER = /example|sample|dummy|placeholder|changeme|change_me|your[_-]?(?:api[_-]?)?(?:key|token|secret)|your-[a-z]|redacted|xxxx|\*\*\*\*|<[^>]*>|^<[A-Za-z]|\$\{|\{\{|test[_-]?key|fake|insert|replace/i;
export const isPlaceholder = (value: string): boolean =>
  PLACEHOLDER.test(value) || /^(.)\1+$/.test(value) || /(.)\1{7}/.test(value);

/**
 * The literal characters a prefixed rule's secret starts with ("glpat-", "sk_live_", "xoxb-"): its
 * regex read up to the first class, group or quantifier. '' when it starts with a class or group.
 */
export function literalPrefix(secret: string): string {
  let out = '';
  for (let i = 0; i < secret.length; i++) {
    const c = secret[i]!;
    if (c === '\\') {
      const next = secret[i + 1] ?? '';
      if (!/^[.\-$/_~:=+!|]$/.test(next)) break;
      out += next;
      i++;
    } else if (/[A-Za-z0-9_\-~:/=!]/.test(c)) out += c;
    else {
      if (/[?*{+]/.test(c)) out = out.slice(0, -1); // "AAAA{2}", "s?": the last character is optional or repeated
      break;
    }
  }
  return out;
}

/** A word and one separator: a prefix that ordinary text produces ("API-", "key-", "live_", "pat."). */
const WORD_PREFIX = /^(?:api|key|keys|sdk|live|test|pat|sat|sig|secret|token|access|auth|bot|pub|prod|dev|user|app|id|sk|pk|ck|cs|rk|co|re|fw|fc|px|sc|ext|sl|act|pa)[-_.:=~/]$/i;

/**
 * Whether a prefixed rule's literal prefix is distinctive: at least four characters, holding a letter
 * and a digit or separator, and not a word followed by one separator. No word or identifier of
 * ordinary text starts that way ("glpat-", "xoxb-", "sk_live_", "npm_", "AKCp" needs a mixed case
 * a word does not have, so it gets the override), so a value of the vendor's exact shape after
 * it is a credential shape whatever its entropy: `sk_live_AAAA…` is reported (as a weaker finding)
 * and redacted. Weak prefixes ("API-", "key-", "live_", two or three characters) keep the floor.
 */
export function distinctivePrefix(rule: VendorRule): boolean {
  if (rule.distinctive !== undefined) return rule.distinctive;
  if (rule.assigned) return false;
  const prefix = literalPrefix(rule.secret);
  return prefix.length >= 4 && /[A-Za-z]/.test(prefix) && /[^A-Za-z]/.test(prefix) && !WORD_PREFIX.test(prefix);
}

/**
 * Values written in place of a key: runs of x or *, <…>, ${…}, {{…}}, "your_key", "example",
 * "redacted". They are not keys even after a distinctive prefix (`sk_live_xxxxxxxx`, `ghp_<token>`).
 * Runs of another character (`sk_live_AAAA…`, `…0000…`) are not marked as stand-ins: after a
 * distinctive prefix they are reported, since a live-key shape is worth redacting.
 */
export const isMarkedPlaceholder = (value: string): boolean => PLACEHOLDER.test(value) || /[xX*•.#]{6}/.test(value);

/**
 * Whether a token's body is three or more lower-case words joined by separators ("fixtures-for-the-suite"): the rest
 * of a slug or a file name after a word-like prefix, never a generated key.
 */
export const isSlug = (body: string): boolean => /^[a-z]{2,}(?:[-_.][a-z]{2,}){2,}(?:[-_.][a-z0-9]{1,})*$/.test(body);

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
const EDGE_CHARS = String.raw`A-Za-z0-9_\-+/=~`;
/** After a token: no token character, and no "." that goes on into one (a sentence's full stop may follow). */
const RIGHT_EDGE = String.raw`(?![${EDGE_CHARS}]|\.[${EDGE_CHARS}])`;
const LEFT_EDGE = String.raw`A-Za-z0-9_\-+/.~`;

/**
 * The names an assigned rule's keywords take in code and prose: "duo_skey" is also "duoSkey",
 * "duo-skey" and "duo skey" ("checkout_secret" in a JSON key "checkoutSecret"). Only internal separators vary; a keyword that
 * ends in one ("sumo_") keeps it, so it still needs the separator after the vendor word.
 */
export function keywordVariants(keywords: readonly string[]): string[] {
  const out = new Set(keywords);
  for (const k of keywords) {
    if (!/[a-z0-9][_.-]+[a-z0-9]/.test(k)) continue;
    const joined = k.replace(/([a-z0-9])[_.-]+(?=[a-z0-9])/g, '$1');
    if (joined.replace(/[_.-]/g, '').length >= 4) out.add(joined);
    out.add(k.replace(/([a-z0-9])_(?=[a-z0-9])/g, '$1-'));
    out.add(k.replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1_'));
    out.add(k.replace(/([a-z0-9])[_-]+(?=[a-z0-9])/g, '$1 ')); // prose: 'duo skey', 'vault token'
  }
  return [...out];
}

/**
 * Between a vendor name and its value in prose: "datadog key …", "sumologic api key: …",
 * "stripe secret key is …": up to two words, then a credential word, so "datadog dashboard 42" is not
 * read. Written with a generic word rather than a list of qualifiers: V8 compiles each such regex on
 * first use, and a long case-insensitive list made that ~4× slower for hundreds of rules.
 */
const PROSE_BRIDGE = String.raw`[ \t]{1,3}(?:[A-Za-z]{2,12}[ \t]{1,2}){0,2}(?i:key|keys|token|secret|password|passphrase|pat|credentials?|pwd|skey|ikey)(?:[ \t]{1,2}(?i:is|was))?[ \t]{0,2}[:=]?[ \t]{1,3}["'\x60]?`;

/** A name that itself ends in a credential word ("vault token", "AWS_SECRET_ACCESS_KEY") and a space, or "-" ("capsulecrm-SECRET-…"). */
const NAMED_BRIDGE = String.raw`(?<=(?i:key|token|secret|password|passphrase|pwd|skey|ikey|private|access))(?:[ \t]{1,3}(?:(?i:is|was)[ \t]{1,2})?["'\x60]?|-)`;

function ruleRegex(rule: VendorRule, keywords: readonly string[]): RegExp {
  if (rule.assigned) {
    const names = keywords.map(escapeRegExp).join('|');
    // name … optional closing quote and bracket (os.environ["X_KEY"] = …) … separator … optional quote,
    // then the value; or name, a credential word, the value (prose).
    // Every gap is bounded, so a failed attempt costs a constant; the value is captured so the span
    // covers it alone.
    return new RegExp(
      String.raw`(?<name>(?i:${names}))[\w.-]{0,30}?(?:["']?\]?[ \t]{0,3}(?:={1,2}|:{1,3}=|\?=|:|=>|,)[ \t]{0,3}(?:["'\x60]|[A-Za-z]{2,10}[ \t])?|${PROSE_BRIDGE}|${NAMED_BRIDGE})(?<secret>${rule.secret})${RIGHT_EDGE}`,
      'dg',
    );
  }
  // A rule that anchors itself with a lookbehind ("AccountKey=") sets its own left edge.
  const left = rule.secret.startsWith('(?<=') ? '' : String.raw`(?<![${LEFT_EDGE}])`;
  return new RegExp(String.raw`${left}(?<secret>${rule.secret})${RIGHT_EDGE}`, 'dg');
}

interface Compiled {
  rule: VendorRule;
  re: RegExp;
  /** The prefix is distinctive: no entropy floor and no repeated-character check (distinctivePrefix). */
  strong: boolean;
}

/** Score of a distinctive-prefix value below its rule's entropy floor: reported, but as a weaker finding. */
const LOW_ENTROPY_SCORE = 0.7;

/** One detector for a whole table of rules. Throws at startup on a malformed table. */
export function vendorDetector(id: string, rules: readonly VendorRule[], reasonPrefix = ''): Detector {
  const seen = new Set<string>();
  const prefixLength = new Map(rules.map((r) => [r, literalPrefix(r.secret).length]));
  const compiled: Compiled[] = [];
  const byKeyword = new Map<string, Compiled[]>();
  for (const rule of rules) {
    if (seen.has(rule.id)) throw new Error(`${id}: duplicate rule ${rule.id}`);
    seen.add(rule.id);
    if (rule.keywords.length === 0 || rule.keywords.some((k) => k !== k.toLowerCase())) throw new Error(`${id}: rule ${rule.id} needs lower-case keywords`);
    const keywords = rule.assigned ? keywordVariants(rule.keywords) : rule.keywords;
    const c = { rule, re: ruleRegex(rule, keywords), strong: distinctivePrefix(rule) };
    compiled.push(c);
    for (const k of keywords) {
      const list = byKeyword.get(k);
      if (list) list.push(c);
      else byKeyword.set(k, [c]);
    }
  }
  // The scanner reports the longest keyword at a position ("firebase_token", not "firebase"), so a
  // found keyword also runs the rules of every keyword it contains.
  const own = new Map(byKeyword);
  for (const [k, list] of own) {
    const more: Compiled[] = [];
    for (let i = 0; i < k.length; i++) {
      for (let j = i + 2; j <= k.length; j++) if (j - i < k.length) more.push(...(own.get(k.slice(i, j)) ?? []));
    }
    if (more.length > 0) byKeyword.set(k, [...new Set([...list, ...more])]);
  }
  const keywordsIn = keywordScanner(byKeyword.keys());

  function detect(text: string, ctx?: DetectContext): Finding[] {
    const deadline = ctx?.deadline;
    let steps = 0;
    const run = new Set<Compiled>();
    for (const k of keywordsIn(text)) for (const c of byKeyword.get(k)!) run.add(c);
    const findings: Finding[] = [];
    const seenSpans = new Set<string>();
    for (const { rule, re, strong } of run) {
      for (const m of text.matchAll(re)) {
        deadline?.tick(++steps, id, 255);
        const span = m.indices?.groups?.secret;
        const value = m.groups?.secret;
        if (!span || !value) continue;
        // After a distinctive prefix only marked stand-ins (x or * runs, <…>, "your_key") and hand-typed
        // alphabet runs ("abcdef", "123456") are refused; other runs of one character are still reported.
        if (strong ? isMarkedPlaceholder(value) || hasSequence(value, 6) || isSlug(value.slice(prefixLength.get(rule)!)) : rule.allowRuns ? PLACEHOLDER.test(value) : isPlaceholder(value)) continue;
        // Assigned values: the vendor word must start a name part, and the value must not be a word.
        const nameEnd = m.index + (m.groups?.name?.length ?? 0);
        if (rule.assigned && (!atNameBoundary(text, m.index, m.groups?.name ?? '') || !endsNamePart(text, nameEnd) || /^[A-Za-z]+$/.test(value) || isSlug(value))) continue;
        // The entropy floor holds for weak prefixes and assigned values; a distinctive prefix is reported
        // whatever its entropy, as a weaker finding when below the floor.
        const lowEntropy = rule.minEntropy !== undefined && entropy(value) < rule.minEntropy;
        if (lowEntropy && !strong) continue;
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
          score: lowEntropy ? Math.min(LOW_ENTROPY_SCORE, rule.score ?? 0.9) : (rule.score ?? (rule.assigned ? 0.8 : 0.9)),
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
