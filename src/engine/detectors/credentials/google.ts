// Google API keys (Maps, Gemini, Firebase, …): "AIza" followed by 35 URL-safe characters.

import { patternDetector } from '../define.ts';
import { hasSequence, isPlaceholder } from './vendors/rule.ts';

// Example keys are assembled from pieces so that repository secret scanners do not flag our own proof.
const KEY = 'AIza' + '3U_H5KWWhpJ_VlQ-OpawHIEiEr2EG605NMe';

export const googleApiKey = patternDetector({
  id: 'google-api-key',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  pattern: /(?<![A-Za-z0-9_-])AIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])/g,
  keywords: ['AIza'],
  // Hand-typed fakes (AIzaaaaa…, AIzaSyabcdefgh…) are documentation, not keys.
  validate: (value) => !isPlaceholder(value.slice(4)) && !hasSequence(value, 6),
  baseScore: 0.9,
  reason: 'Google API key',
  examples: {
    positive: [`https://maps.googleapis.com/maps/api/js?key=«${KEY}»&callback=init`, `GEMINI_API_KEY=«${KEY}»`],
    negative: [`${KEY}x`, 'AIzaSyabcdefghijklmnopqrstuvwxyz1234567', 'AIza-short-key', `xAIza${KEY.slice(4)}`],
  },
});
