// Google API keys (Maps, Gemini, Firebase, …): "AIza" followed by 35 URL-safe characters.

import { patternDetector } from '../define.ts';

// Example keys are assembled from pieces so that repository secret scanners do not flag our own proof.
const KEY = 'AIza' + '3U_H5KWWhpJ_VlQ-OpawHIEiEr2EG605NMe';

export const googleApiKey = patternDetector({
  id: 'google-api-key',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  pattern: /(?<![A-Za-z0-9_-])AIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])/g,
  keywords: ['AIza'],
  baseScore: 0.9,
  reason: 'Google API key',
  examples: {
    positive: [`https://maps.googleapis.com/maps/api/js?key=«${KEY}»&callback=init`, `GEMINI_API_KEY=«${KEY}»`],
    negative: [`${KEY}x`, 'AIza-short-key', `xAIza${KEY.slice(4)}`],
  },
});
