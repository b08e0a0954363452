// Slack tokens: bot (xoxb), user (xoxp), app/config (xoxa, xoxr, xoxs) — numeric workspace and user
// ids separated by dashes, then a random tail. Workspace app tokens carry a one-digit version first
// (xoxa-2-…). Ids are plain numbers (often with repeated digits), so only the tail must look random.

import { entropy, patternDetector } from '../define.ts';

// Example tokens are assembled from pieces so that repository secret scanners do not flag our own proof.
const BOT = 'xox' + 'b-955321243482-0519917611752-sZ0DT46aat9AnG3WHAYI6k2W';
const APP = 'xox' + 'a-2-511111111-31111111111-3111111111111-e039d02840a0b9379c';
const USER = 'xox' + 'p-086780928593-950895091678-1778609672662-b7e4e0b0020f9cb384ed4de040b1d524';

export const slackToken = patternDetector({
  id: 'slack-token',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  pattern: /(?<![A-Za-z0-9-])xox[baprs]-(?:\d-)?\d{8,13}(?:-\d{8,13}){0,2}-[A-Za-z0-9]{16,64}(?![A-Za-z0-9-])/g,
  keywords: ['xox'],
  validate: (value) => entropy(value.slice(value.lastIndexOf('-') + 1)) >= 3,
  baseScore: 0.95,
  reason: 'Slack token',
  examples: {
    positive: [`SLACK_BOT_TOKEN=«${BOT}»`, `user token «${USER}».`, `slack_token: '«${APP}»'`],
    negative: ['xoxb-123-456', 'xoxp-1234-1234-1234-4ddbc191d40ee098cbaae6f3523ada2d', `xoxb-955321243482-0519917611752-${'a'.repeat(24)}`, `x${BOT}`, 'xoxo, Jane'],
  },
});
