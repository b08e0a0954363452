// OpenAI API keys: legacy sk-…, project (sk-proj-), service-account (sk-svcacct-) and admin keys.
// Genuine keys embed "T3BlbkFJ" (base64 of "OpenAI"); other sk- keys of the same shape (several
// vendors copied the format) are still secrets, reported with a lower score.

import { entropy, patternDetector } from '../define.ts';

// Example keys are assembled from pieces so that repository secret scanners do not flag our own proof.
const MARK = 'T3Blbk' + 'FJ';
const LEGACY = `sk-JwtLSmrAlMePUB1Ozd1x${MARK}1UxvFkABNlUb4CDkU6R2`;
const PROJECT = `sk-proj-TO32DBoj7LyEpbkqp470tZElvlKkzKvhP7jP8cyZOANP_EDglDpKOYTrsnubSGVHv7ec2GbowP${MARK}3Hjw5F3ATzBJCJUzm9h573_G87ybzXPC8mXInpTLANpdSuL1hbQz6AJKbe1S_Suk23w5K2gULs`;
const LOOKALIKE = 'sk-' + '9ZtsOAbDitN2k11YBFxwQnvGHMXQHbkAOdOre5mEIhHCZpsf';

export const openaiKey = patternDetector({
  id: 'openai-api-key',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  // sk-ant- belongs to the Anthropic rule; "task-…" and "risk-…" are refused by the lookbehind.
  pattern: /(?<![A-Za-z0-9_-])sk-(?!ant-)(?:(?:proj|svcacct|admin)-)?[A-Za-z0-9_-]{32,250}(?![A-Za-z0-9_-])/g,
  keywords: ['sk-'],
  validate: (value) => {
    if (value.includes('T3BlbkFJ')) return true;
    // Without the marker, demand the look of a random key: letters and digits, high entropy.
    return /\d/.test(value) && /[A-Za-z]/.test(value) && entropy(value) >= 4 ? 0.7 : false;
  },
  baseScore: 0.95,
  reason: 'OpenAI-style secret API key',
  examples: {
    positive: [`OPENAI_API_KEY=«${LEGACY}»`, `key: «${PROJECT}»`, `other vendor «${LOOKALIKE}»`],
    negative: [
      'sk-learn-is-a-python-library-for-machine-learning-in-general',
      `sk-${'x'.repeat(48)}`,
      `task-${LOOKALIKE.slice(3)}`,
      'sk-short123',
    ],
  },
});
