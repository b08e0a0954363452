// Google API keys (Maps, Gemini, Firebase, …): "AIza" followed by 35 URL-safe characters, of which the
// first two are always "Sy" in keys Google issues ("AIzaSy" + 33). A 39-character "AIza…" run without
// "Sy" is an identifier or a hand-made fake, not a key.

import { patternDetector } from '../define.ts';
import { hasSequence, isPlaceholder } from './vendors/rule.ts';

// Example keys are assembled from pieces so that repository secret scanners do not flag our own proof.
const KEY = 'AIza' + 'Sy3U_H5KWWhpJ_VlQ-OpawHIEiEr2EG605N';

export const googleApiKey = patternDetector({
  id: 'google-api-key',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  pattern: /(?<![A-Za-z0-9_-])AIzaSy[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/g,
  keywords: ['AIzaSy'],
  // Hand-typed fakes (AIzaaaaa…, AIzaSyabcdefgh…) are documentation, not keys.
  validate: (value) => !isPlaceholder(value.slice(4)) && !hasSequence(value, 6),
  baseScore: 0.9,
  reason: 'Google API key',
  examples: {
    positive: [`https://maps.googleapis.com/maps/api/js?key=«${KEY}»&callback=init`, `GEMINI_API_KEY=«${KEY}»`],
    negative: [`${KEY}x`, 'AIzaSyabcdefghijklmnopqrstuvwxyz1234567', 'AIza-short-key', `xAIza${KEY.slice(4)}`, `AIza${KEY.slice(6)}xy`],
  },
});
