// IP addresses, v4 and v6 (compressed forms and embedded IPv4 included). The regexes only find
// candidates; node:net's isIP has the final word, so "999.1.1.1" or "1:2:3" never pass.

import { isIP } from 'node:net';
import { patternDetector } from '../define.ts';

// Loopback, unspecified and broadcast addresses and CIDR networks identify no one; they are still
// reported (they can matter to a policy) but with a score low enough to barely move the risk.
const NON_PERSONAL_V4 = /^(?:127\.|0\.0\.0\.0$|255\.255\.255\.255$)/;
const NON_PERSONAL_V6 = new Set(['::1']);
const NON_PERSONAL_SCORE = 0.1;

/** "10.0.0.0/8", "fe80::/10": CIDR notation names a network, not a host. */
const isNetwork = (text: string, end: number) => /^\/\d/.test(text.slice(end, end + 2));

/**
 * A version word right before the value, in any of the languages we read, as a word or as a key:
 * "version 1.2.3.4", "v10.0.0.1", "(build 4.4.3.105)", "\"version\":\"3.17.0.22\"", "versie 1.7.2.14",
 * "release: 2.0.1.181". Four-part versions with every part under 256 are one version string in eight.
 */
const VERSION_BEFORE = /(?:\b(?:version|versions?nummer|ver\.?|v|build|release|rel\.?|firmware|fw|versie|versión|versione|versão|revision|rev\.?)|バージョン|版本)["']?[ \t]{0,2}[:=]?[ \t]{0,2}["'(]?[ \t]?$/i;

/**
 * "Deployed commit a48b20f as 3.17.0.22", "released as 2.0.1.181", "publicado como 9.12.7.69": what a
 * release is published AS is its version; a host is deployed TO. A release verb earlier on the line, then
 * "as" (in the languages we read) right before the value.
 */
const AS_BEFORE_VALUE = String.raw`\b(?:as|als|como|come|comme)[ \t]{1,2}["']?$`;
const RELEASED_AS = new RegExp(
  String.raw`\b(?:deploy(?:ed|s)?|releas(?:ed|es)|publish(?:ed|es)|tagged|shipped|rolled out|publicad[oa]|lançad[oa]|veröffentlicht|bereitgestellt|rilasciat[oa]|pubblicat[oa]|publié|déployé|uitgebracht|gepubliceerd|desplegad[oa])\b[^\n]{0,60}` + AS_BEFORE_VALUE,
  'i',
);

/** "Chrome/120.0.0.0", "version 1.2.3.4", "v10.0.0.1": a version string, not an address. */
function looksLikeVersion(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 24), start);
  if (/[A-Za-z]\/$/.test(before)) return true;
  // Both patterns end in a few quotes, blanks, ":" or "=" after their word: the character before those
  // tells at once whether either can match (nearly every address stands after "=", "ip " or "from ").
  let i = before.length;
  while (i > 0 && before.length - i < 8 && AFTER_WORD.has(before.charCodeAt(i - 1))) i--;
  const last = before.charCodeAt(i - 1);
  if (VERSION_WORD_ENDS.has(last) && VERSION_BEFORE.test(before)) return true;
  return i < before.length && LAST_WORD_AS.test(before) && RELEASED_AS.test(text.slice(Math.max(0, start - 90), start));
}
/** What VERSION_BEFORE and RELEASED_AS allow after their word: blanks, quotes, "(", ":" and "=". */
const AFTER_WORD: ReadonlySet<number> = new Set([...' \t"\'(:='].map((c) => c.charCodeAt(0)));
/** The last characters of VERSION_BEFORE's words ("version", "ver.", "build", "fw", "versão", "バージョン", "版本"), either case. */
const VERSION_WORD_ENDS: ReadonlySet<number> = new Set([...'nrv.dlewoNRVDLEWOン本'].map((c) => c.charCodeAt(0)));
/** RELEASED_AS's end alone: "as", "als", "como", "come" or "comme" right before the value. */
const LAST_WORD_AS = new RegExp(AS_BEFORE_VALUE, 'i');

const CONTEXT_WORDS = ['ip', 'ips', 'ipv4', 'ipv6', 'ip address', 'host', 'server', 'client', 'remote', 'addr', 'src', 'dst', 'unspecified', 'bind', 'listen'];

/**
 * Bare "::" stands alone (start, whitespace, "=" or a quote before; end, whitespace or closing
 * punctuation after) and has an IP word within its context window.
 */
function unspecifiedV6(text: string, start: number, end: number, hasContext: boolean): boolean {
  if (!hasContext) return false;
  const before = text[start - 1];
  const after = text[end];
  return (before === undefined || /[\s="'(\[]/.test(before)) && (after === undefined || /[\s"')\],;]/.test(after) || (after === '.' && !/\w/.test(text[end + 1] ?? '')));
}

const HEX = /[0-9A-Fa-f]/;

/**
 * Where a v6 match can begin. A match opens with two groups "hex{0,4}:", so its first two colons are at
 * most five characters apart, and it starts at most four hex digits before the first — where the run of
 * hex digits before that colon begins (the lookbehind forbids starting inside a run). One position per
 * colon that has another colon close after it.
 */
function* v6Starts(text: string): Generator<number> {
  for (let colon = text.indexOf(':'), next; colon !== -1; colon = next) {
    next = text.indexOf(':', colon + 1);
    if (next === -1 || next - colon > 5) continue;
    let start = colon;
    while (start > 0 && colon - start < 4 && HEX.test(text[start - 1]!)) start--;
    yield start;
  }
}

export const ipv4 = patternDetector({
  id: 'ip-address-v4',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'ip_address',
  // Not part of a longer dotted or numeric run: "1.2.3.4.5" and "x1.2.3.4" are refused as a whole.
  // Written from its first digit, looking behind it, rather than opening with the look-behind: the
  // same matches, and the engine skips ahead to digits instead of trying every position.
  pattern: /\d(?<![\w.]\d)\d{0,2}\.(?:\d{1,3}\.){2}\d{1,3}(?!\w|\.\d)/g,
  keywords: ['.'],
  validate: (value, ctx) => {
    if (isIP(value) !== 4 || looksLikeVersion(ctx.text, ctx.start)) return false;
    return NON_PERSONAL_V4.test(value) || isNetwork(ctx.text, ctx.end) ? NON_PERSONAL_SCORE : true;
  },
  contextWords: CONTEXT_WORDS,
  baseScore: 0.7,
  contextBoost: 0.2,
  reason: 'IPv4 address',
  examples: {
    positive: [
      'client «203.0.113.42» connected',
      'IP:«10.0.0.1», gateway «192.168.1.254».',
      'http://«198.51.100.7»:8080/',
      'localhost is «127.0.0.1»',
      'server «3.17.0.22» (v2 of the API)',
      '{"ip":"«9.8.7.62»","build":"4.4"}',
      'Deployed the API to «10.20.30.40» as planned',
      'route «10.0.0.0»/8 via vpn',
    ],
    negative: [
      'version 1.2.3.4.5',
      'release v1.2.3.4',
      '{"version":"3.17.0.22","request_id":"r-1"}',
      'completed in 374 ms (build 4.4.3.105)',
      'afgerond (versie 1.7.2.14)',
      'firmware: 2.0.1.181',
      'Deployed commit a48b20f as 3.17.0.22 at 2021-01-02T10:00:00Z',
      'publicado como 9.12.7.69 em 1707989714',
      'Mozilla/5.0 Chrome/120.0.0.0 Safari/537.36',
      'not an address 256.1.1.1',
      'leading zeros 01.02.03.04',
      'section 1.2.3',
    ],
  },
});

export const ipv6 = patternDetector({
  id: 'ip-address-v6',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'ip_address',
  // Candidates: 2–7 "hex:" groups then a hex group or a dotted IPv4 tail. Each group ends at its colon,
  // so the repetition cannot split a run two ways. The lookbehind refuses starting inside an address.
  pattern: /(?<![\w.]|[0-9a-f]:|::)(?:[0-9a-f]{0,4}:){2,7}(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{0,4})(?![\w:]|\.\d)/gi,
  starts: v6Starts,
  validate: (value, ctx) => {
    // "::" alone (the unspecified address, "listen on ::") is also Haskell's "x :: Int", Python's
    // "a[::2]" and C++'s "::std": only with an IP word nearby ("ipv6 ::", "src=:: dst=::1").
    if (value === '::') return unspecifiedV6(ctx.text, ctx.start, ctx.end, ctx.hasContext) ? NON_PERSONAL_SCORE : false;
    // Requiring a decimal digit trades all-letter addresses (dead:beef::cafe) for never flagging
    // code such as Abc::Def or Foo::Bad; real-world v6 addresses nearly always contain digits.
    if (!/\d/.test(value) || isIP(value) !== 6) return false;
    // "a[::2]", "s[::-1]": a slice step, not an address; a lone last group needs an IP word nearby.
    if (/^::[0-9a-f]{1,4}$/i.test(value) && value !== '::1' && !ctx.hasContext) return false;
    return NON_PERSONAL_V6.has(value) || isNetwork(ctx.text, ctx.end) ? NON_PERSONAL_SCORE : true;
  },
  contextWords: CONTEXT_WORDS,
  baseScore: 0.7,
  contextBoost: 0.2,
  reason: 'IPv6 address',
  examples: {
    positive: [
      'from «2001:db8:85a3::8a2e:370:7334» today',
      'full «2001:0db8:0000:0000:0000:ff00:0042:8329».',
      'mapped «::ffff:192.0.2.128» and loopback «::1»',
      'link «fe80::1ff:fe23:4567:890a»',
      'prefix «2001:db8::»/32',
      'url http://[«2001:db8::1»]:443/',
      'Use local ipv6 «::»',
      'src=«::» dst=«::1»',
    ],
    negative: [
      'meet at 12:30:45',
      'MAC 00:1a:2b:3c:4d:5e',
      'std::vector and Abc::Def',
      'too many 1:2:3:4:5:6:7:8:9',
      'ratio 1::2::3',
      'x :: Int -> Int',
      'reverse with s[::-1] and a[::2]',
    ],
  },
});
