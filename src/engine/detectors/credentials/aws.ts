// AWS access key ids: AKIA (long-term) and ASIA (temporary STS) followed by 16 base32 characters.
// The id alone is not the secret, but it is the half that identifies the account and is rarely posted
// without the secret nearby, so it is treated as an exposure.

import { patternDetector } from '../define.ts';
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
