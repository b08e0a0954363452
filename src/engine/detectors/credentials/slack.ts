// Slack tokens: bot (xoxb), user (xoxp), app/config (xoxa, xoxr, xoxs) — numeric workspace and user
// ids separated by dashes, then a random tail.

import { entropy, patternDetector } from '../define.ts';

// Example tokens are assembled from pieces so that repository secret scanners do not flag our own proof.
const BOT = 'xox' + 'b-955321243482-0519917611752-sZ0DT46aat9AnG3WHAYI6k2W';
const USER = 'xox' + 'p-086780928593-950895091678-1778609672662-b7e4e0b0020f9cb384ed4de040b1d524';

export const slackToken = patternDetector({
  id: 'slack-token',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  pattern: /(?<![A-Za-z0-9-])xox[baprs]-\d{8,13}(?:-\d{8,13}){0,2}-[A-Za-z0-9]{16,64}(?![A-Za-z0-9-])/g,
  keywords: ['xox'],
  validate: (value) => entropy(value.slice(value.lastIndexOf('-') + 1)) >= 3,
  baseScore: 0.95,
  reason: 'Slack token',
  examples: {
    positive: [`SLACK_BOT_TOKEN=«${BOT}»`, `user token «${USER}».`],
    negative: ['xoxb-123-456', `xoxb-955321243482-0519917611752-${'a'.repeat(24)}`, `x${BOT}`, 'xoxo, Jane'],
  },
});
