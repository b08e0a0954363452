// Email addresses: the practical shape (local@domain.tld), not full RFC 5322 — quoted local parts and
// IP-literal domains are vanishingly rare in prompts and would make the pattern loose and slow.

import { patternDetector } from '../define.ts';

// Addresses without a dotted, alphabetic TLD (user@localhost, root@server) are NOT reported: they are
// machine accounts, not a person's contact data, and matching them would flag every "npm i pkg@next".
// File names such as icon@2x.png look like addresses; these extensions are not TLDs, so they are refused.
const FILE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'ico', 'bmp', 'tif', 'tiff', 'heic', 'js', 'mjs', 'cjs', 'ts', 'tsx', 'jsx', 'css', 'scss', 'json', 'map', 'txt', 'pdf', 'lock', 'yaml', 'yml']);

/** Characters of a local part, the same set as the pattern's lookbehind ([\w.%+-]). */
const LOCAL = /[A-Za-z0-9_.%+-]/;

/**
 * Where a match can begin. A match holds an "@" and, before it, a local part of at most 64 characters
 * of [\w.%+-]; the lookbehind forbids such a character before the start. So a match starts where the
 * run of those characters ending at an "@" begins, and nowhere else: one position per "@".
 */
function* localPartStarts(text: string): Generator<number> {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start <= 64 && LOCAL.test(text[start - 1]!)) start--;
    yield start;
  }
}

export const email = patternDetector({
  id: 'email',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'email',
  // Local part ≤ 64 and labels ≤ 63 (RFC limits) keep every attempt bounded; the lookbehind starts a
  // match only at the beginning of a local-part run, so a failed attempt is never retried inside it.
  pattern:
    /(?<![\w.%+-])[a-z0-9][a-z0-9._%+-]{0,63}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,8}(?:[a-z]{2,24}|xn--[a-z0-9-]{1,59})(?![\w-]|\.[a-z0-9])/gi,
  starts: localPartStarts,
  validate: (value, { text, start, end }) => {
    const tld = value.slice(value.lastIndexOf('.') + 1).toLowerCase();
    if (FILE_EXTENSIONS.has(tld)) return false;
    // git@github.com:org/repo is an SSH remote, and https://user:pass@host/ is URL userinfo (a
    // credential, left to the credential rules): neither is someone's mailbox.
    if (/^:[\w~/]/.test(text.slice(end, end + 2))) return false;
    return !/:\/\/[^\s/@]*$/.test(text.slice(Math.max(0, start - 200), start));
  },
  baseScore: 0.9,
  reason: 'email address',
  examples: {
    positive: [
      'Email me at «jane.doe@example.com» today',
      'contact: «j.o.h.n+news@mail.example.co.uk».',
      '<«First_Last-99@sub-domain.example.org»>',
      'two: «a@b.io», «x%y@corp.example.com»',
      'write to «a@b.io»: thanks',
      'mailto:«jane@example.com»',
      'IDN «a@xn--d1acufc.xn--p1ai»',
    ],
    negative: [
      'ssh root@localhost',
      'npm i react@18.2.0 and @types/node',
      'see icon@2x.png for retina',
      'git clone git@github.com:org/repo.git',
      'https://user:pass@host.example.com/path',
      'user@@example.com',
      'trailing hyphen user@example-.com is not a host',
    ],
  },
});
