// Stripe live-mode secret (sk_live_) and restricted (rk_live_) keys. Test-mode keys (sk_test_) move no
// money and are deliberately not reported.

import { entropy, patternDetector } from '../define.ts';

// Example keys are assembled from pieces so that repository secret scanners do not flag our own proof.
const SECRET = 'sk' + '_live_' + 'K9nwBkyuqroZwgHnsKleUQQP';
const RESTRICTED = 'rk' + '_live_' + 'TGxMCb2HS8Ho4sLgNCyYnrC5VZLM3mXLI20G4JByX7iD7v7bCYKYnjpiqDifaKazlyVohLuZAHdKiOfn7aL2yfJKPqyN2qiDJZX';

export const stripeKey = patternDetector({
  id: 'stripe-live-key',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  pattern: /(?<![A-Za-z0-9_])[sr]k_live_[A-Za-z0-9]{24,247}(?![A-Za-z0-9_])/g,
  keywords: ['sk_live_', 'rk_live_'],
  validate: (value) => entropy(value.slice(8)) >= 3,
  baseScore: 0.95,
  reason: 'Stripe live secret key',
  examples: {
    positive: [`STRIPE_SECRET_KEY=«${SECRET}»`, `restricted: «${RESTRICTED}»`],
    negative: [`sk_live_${'x'.repeat(24)}`, 'sk_live_tooShort123', `sk_test_${SECRET.slice(8)}`, `ask_live_${SECRET.slice(8)}`],
  },
});
