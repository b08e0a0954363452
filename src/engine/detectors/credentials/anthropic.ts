// Anthropic API and admin keys: sk-ant-<kind><2-digit version>-<random>, e.g. sk-ant-api03-….

import { entropy, patternDetector } from '../define.ts';
import { hasSequence } from './vendors/rule.ts';

// Example keys are assembled from pieces so that repository secret scanners do not flag our own proof.
const KEY = 'sk-' + 'ant-api03-uKJNiSJbscKC8_86QpxCSS-q6LW0cM9z5yB7SR9dDBkNuL5n5PCsPkf1co343VevrZChWUJZDJfW3OKN-d7oqC5qykU98AA';

export const anthropicKey = patternDetector({
  id: 'anthropic-api-key',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  // Published format: kind + version (api03, admin01), 93 random characters, then "AA".
  pattern: /(?<![A-Za-z0-9_-])sk-ant-[a-z]{3,8}\d{2}-[A-Za-z0-9_-]{93}AA(?![A-Za-z0-9_-])/g,
  keywords: ['sk-ant-'],
  // Documentation fakes are typed by hand: alphabet or digit runs ("klmnopqrstuvwx") in the random part.
  validate: (value) => entropy(value) >= 3.5 && !hasSequence(value.slice(value.indexOf('-', 7) + 1), 6),
  baseScore: 0.95,
  reason: 'Anthropic API key',
  examples: {
    positive: [`ANTHROPIC_API_KEY=«${KEY}»`, `"«${KEY}»"`],
    negative: [`sk-ant-api03-${'x'.repeat(93)}AA`, `sk-ant-api03-abc123xyz-456def789ghij-klmnopqrstuvwx-${KEY.slice(50, 104)}AA`, `${KEY.slice(0, -2)}BB`, `${KEY.slice(0, -10)}AA`, 'sk-ant-api03-short', 'the sk-ant- prefix'],
  },
});
