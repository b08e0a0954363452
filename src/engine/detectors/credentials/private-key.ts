// PEM private key blocks (RSA, EC, DSA, OPENSSH, PKCS#8, ENCRYPTED, PGP …), from the BEGIN line to the
// matching END line, so redaction removes the whole key and not just its header.

import { patternDetector } from '../define.ts';

// Example keys are assembled from pieces so that repository secret scanners do not flag our own proof.
const BEGIN = (kind: string) => `-----BEGIN ${kind}PRIVATE` + ' KEY-----';
const END = (kind: string) => `-----END ${kind}PRIVATE` + ' KEY-----';
const BODY = 'MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM9Oi4tqzJZbLh5zzKXvUGN3PW\nq5sR2W0bbKk5zTLZTgPzwkYdnMHvLyhVw4Kqj0Y8iT7N9F1oHNmD0t9Xo3dRbO5u\nVqzT8ul5Yx2c3pH1dYBvW6iNnMvpb6Wg==';

export const privateKey = patternDetector({
  id: 'private-key',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  // The body is "anything but the start of a -----" — each step consumes one character and stops at the
  // next dashed line, so scanning is linear even over thousands of BEGIN lines without an END. A block
  // truncated before its END line is not reported (a known gap; the header alone is no secret).
  pattern:
    /-----BEGIN (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----(?:[^-]|-(?!----)){16,65536}-----END (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----/g,
  keywords: ['PRIVATE KEY'],
  // Documentation placeholders ("<your key here>", "...") have no long base64 run; real keys always do.
  validate: (value) => /[A-Za-z0-9+/=]{40}/.test(value),
  baseScore: 0.95,
  reason: 'PEM private key block',
  examples: {
    positive: [
      `key:\n«${BEGIN('RSA ')}\n${BODY}\n${END('RSA ')}»\nthanks`,
      `«${BEGIN('')}\n${BODY}\n${END('')}»`,
      `«${BEGIN('ENCRYPTED ')}\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,3F1A2B\n\n${BODY}\n${END('ENCRYPTED ')}»`,
      `«${BEGIN('OPENSSH ')}\n${BODY}\n${END('OPENSSH ')}»`,
    ],
    negative: [
      `${BEGIN('RSA ')}\n<paste your key here, it is a long placeholder>\n${END('RSA ')}`,
      `-----BEGIN PUBLIC KEY-----\n${BODY}\n-----END PUBLIC KEY-----`,
      `${BEGIN('RSA ')}\n${BODY}`,
    ],
  },
});
