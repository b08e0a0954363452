// Email addresses: the practical shape (local@domain.tld), not full RFC 5322 — quoted local parts and
// IP-literal domains are vanishingly rare in prompts and would make the pattern loose and slow.

import { patternDetector } from '../define.ts';
import { ADDRESS, localPartStarts, notAMailbox } from './email-address.ts';
import { addressInPair } from '../credentials/combo.ts';

// Addresses without a dotted, alphabetic TLD (user@localhost, root@server) are NOT reported: they are
// machine accounts, not a person's contact data, and matching them would flag every "npm i pkg@next".

export const email = patternDetector({
  id: 'email',
  family: 'pii',
  category: 'PII_EXPOSURE',
  type: 'email',
  // Local part ≤ 64 and labels ≤ 63 (RFC limits) keep every attempt bounded; the lookbehind starts a
  // match only at the beginning of a local-part run, so a failed attempt is never retried inside it.
  pattern: new RegExp(String.raw`(?<![\w.%+-])${ADDRESS}(?![\w-]|\.[a-z0-9])`, 'gi'),
  starts: localPartStarts,
  validate: (value, { text, start, end }) => {
    if (notAMailbox(value, text, start)) return false;
    // git@github.com:org/repo is an SSH remote and user@db.example.com:5432 a login to a host: not
    // someone's mailbox. bob@example.com:hunter2 is a mailbox with its password, and so is an address
    // in a combo list (credentials/combo.ts reports the password and makes this judgement too).
    return !/^:[\w~/]/.test(text.slice(end, end + 2)) || addressInPair(text, start, end);
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
      'login «bob@example.com»:hunter2',
    ],
    negative: [
      'ssh root@localhost',
      'npm i react@18.2.0 and @types/node',
      'see icon@2x.png for retina',
      'git clone git@github.com:org/repo.git',
      'psql -h user@db.example.com:5432',
      'https://user:pass@host.example.com/path',
      'user@@example.com',
      'trailing hyphen user@example-.com is not a host',
    ],
  },
});
