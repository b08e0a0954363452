// AWS access key ids: AKIA (long-term) and ASIA (temporary STS) followed by 16 base32 characters.
// The id alone is not the secret, but it is the half that identifies the account and is rarely posted
// without the secret nearby, so it is treated as an exposure.

import type { Detector, Finding } from '../../types.ts';
import { entropy, marked, patternDetector } from '../define.ts';
import { isPlaceholder } from './vendors/rule.ts';

// Example keys are assembled from pieces so that repository secret scanners do not flag our own proof.
const KEY = 'AKIA' + 'RLJAO7335VQSLSFZ';
const TEMP = 'ASIA' + 'BYHLUMVCHQRK3DBK';

export const awsAccessKey = patternDetector({
  id: 'aws-access-key',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z2-7]{16}(?![A-Za-z0-9])/g,
  keywords: ['AKIA', 'ASIA'],
  // AWS documentation keys (AKIAIOSFODNN7EXAMPLE and friends) end in EXAMPLE: placeholders, not secrets.
  validate: (value) => !value.endsWith('EXAMPLE') && !isPlaceholder(value.slice(4)),
  baseScore: 0.9,
  reason: 'AWS access key id',
  examples: {
    positive: [`aws_access_key_id = «${KEY}»`, `"AccessKeyId": "«${TEMP}»"`],
    negative: [
      'AKIAIOSFODNN7EXAMPLE from the docs',
      `too long ${KEY}Q`,
      `prefixed X${KEY}`,
      'lower case akiarljao7335vqslsfz',
      'ASIAN markets rallied',
      'key = AKIAXXXXXXXXXXXXXXXX',
    ],
  },
});

// The secret halves written beside a key id without a telling name: a CSV row or a line
// "AKIA… wJalr…", an STS answer pasted as three values. Within a window of a key id, a 40-character
// base64 run of mixed case and digits is the secret access key, and (beside a temporary ASIA id) a
// base64 run of 100 characters or more is the session token. A session token also shows its own AWS
// shape: its bytes open like a protobuf field holding "aws" or "origin" (IQoJb3JpZ2lu…, FwoGZXIvYXdz…).

const KEY_ID = /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z2-7]{16}(?![A-Za-z0-9])/g;
/** Longest base64 run considered (longer runs are not a session token). */
const MAX_RUN = 4096;
/** [A-Za-z0-9+/] on a character code. */
const isB64 = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 43 || c === 47;

const MIN_RUN = 40;
/** How far from a key id its secret key (same line or the next few) and its session token may stand. */
const SECRET_REACH = 400;
const TOKEN_REACH = 1500;

/**
 * The base64 runs of MIN_RUN to MAX_RUN characters (with up to two "=") wholly inside [from, to). A run
 * that long covers every MIN_RUN-th position, so only those are probed and a probe that hits is widened
 * both ways: prose costs about one look per word, and every character is read at most twice.
 */
function* base64Runs(text: string, from: number, to: number): Generator<[number, number]> {
  let floor = from; // nothing before this is part of an unread run
  for (let p = from + MIN_RUN - 1; p < to; ) {
    if (!isB64(text.charCodeAt(p))) {
      floor = p + 1;
      p += MIN_RUN;
      continue;
    }
    let start = p;
    while (start > floor && isB64(text.charCodeAt(start - 1))) start--;
    let i = p + 1;
    while (i < to && isB64(text.charCodeAt(i))) i++;
    let end = i;
    while (end < to && end - i < 2 && text.charCodeAt(end) === 61) end++;
    floor = end;
    p = end + MIN_RUN;
    // A run cut by the window's edges is judged on what the window holds: only whole runs count.
    if ((start === from && from > 0 && isB64(text.charCodeAt(from - 1))) || (end === to && to < text.length)) continue;
    if (text.charCodeAt(end) === 61 || isB64(text.charCodeAt(end))) continue;
    if (i - start >= MIN_RUN && i - start <= MAX_RUN) yield [start, end];
  }
}

/** Whether a base64 run opens the way STS session tokens do (field 1 holding "aws"/"origin"/"er/aws"). */
export function stsShaped(run: string): boolean {
  const head = Buffer.from(run.slice(0, 16), 'base64');
  if (head.length < 6 || head[1] !== 0x0a) return false;
  const len = head[2]!;
  const label = head.subarray(3, 3 + len).toString('latin1');
  return len >= 3 && len <= 12 && /^[a-z/]{3,12}$/.test(label) && /aws|origin/.test(label);
}

function pairedSecrets(text: string): Finding[] {
  if (!text.includes('AKIA') && !text.includes('ASIA')) return [];
  const keys: { start: number; end: number; temporary: boolean }[] = [];
  for (const m of text.matchAll(KEY_ID)) {
    if (m[0].endsWith('EXAMPLE') || isPlaceholder(m[0].slice(4))) continue;
    keys.push({ start: m.index, end: m.index + 20, temporary: m[0].startsWith('ASIA') });
  }
  if (keys.length === 0) return [];
  // One scan of each merged window around the key ids: linear however many keys there are.
  const windows: [number, number][] = [];
  for (const k of keys) {
    const reach = k.temporary ? TOKEN_REACH : SECRET_REACH;
    const from = Math.max(0, k.start - reach);
    const to = Math.min(text.length, k.end + reach);
    const last = windows[windows.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else windows.push([from, to]);
  }
  const findings: Finding[] = [];
  const distance = (s: number, e: number, temporaryOnly: boolean) => {
    let best = Infinity;
    for (const k of keys) if (!temporaryOnly || k.temporary) best = Math.min(best, s >= k.end ? s - k.end : k.start >= e ? k.start - e : 0);
    return best;
  };
  for (const [from, to] of windows) {
    for (const [start, end] of base64Runs(text, from, to)) {
      const run = text.slice(start, end);
      // STS tokens hold runs of "/" by design, so only placeholder words refuse one, not repeats.
      if (/example|xxxxxxxx|sample|dummy/i.test(run)) continue;
      if (run.length === 40) {
        if (distance(start, end, false) <= SECRET_REACH && /[a-z]/.test(run) && /[A-Z]/.test(run) && /\d/.test(run) && entropy(run) >= 4) {
          findings.push({ detector: 'aws-paired-secret', category: 'CREDENTIAL_EXPOSURE', type: 'api_key', start, end, score: 0.9, reason: 'AWS secret access key beside its key id' });
        }
      } else if (run.length >= 100 && distance(start, end, true) <= TOKEN_REACH && (stsShaped(run) || entropy(run) >= 5)) {
        findings.push({ detector: 'aws-paired-secret', category: 'CREDENTIAL_EXPOSURE', type: 'api_key', start, end, score: 0.9, reason: 'AWS session token beside its key id' });
      }
    }
  }
  return findings;
}

const SECRET = 'Xq3vB8nZ' + 'p1Lr7Tk2Wm9Yc4Hd6Fs0Gj5Ae8Ub3Ni7';
const SESSION = 'IQoJb3JpZ2luX2VjEJr' + '//////////wEaCXVzLWVhc3QtMSJHMEUCIQD3mXz8Kq2Lw9Rt4Vb7Nc1Hf6Jd0Sg5Ye3Pa8Mu2Zk7QIgT4xR9vL2mW8nK3pQ7sB1yD6hJ0fG5cA8eU4iO2tZ9XwqoQIIo///////////ARAAGgw5ODc2NTQzMjEwOTgiDK';

export const awsPairedSecret: Detector = {
  id: 'aws-paired-secret',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  types: ['api_key'],
  detect: (text) => pairedSecrets(text),
  examples: {
    positive: [
      `User name,Access key ID,Secret access key\nci,${KEY},«${SECRET}»`,
      `export AWS_ACCESS_KEY_ID=${TEMP}\nexport AWS_SECRET_ACCESS_KEY=«${SECRET}»\nexport AWS_SESSION_TOKEN=«${SESSION}»`,
      `creds: ${TEMP} «${SECRET}» «${SESSION}»`,
    ].map(marked),
    negative: [
      `${KEY} and a commit 3f1c2a9e8b7d6c5f4e3a2b1c0d9e8f7a6b5c4d3e`,
      'AKIAIOSFODNN7EXAMPLE wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      `${SECRET} alone, with no key id near it`,
      `${KEY} ${'A'.repeat(120)}`,
    ],
  },
};
