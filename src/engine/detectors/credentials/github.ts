// GitHub tokens: classic prefixed tokens (ghp_ personal, gho_ OAuth, ghu_ user-to-server, ghs_
// server-to-server, ghr_ refresh) with 36 characters, and fine-grained personal access tokens.

import { entropy, patternDetector } from '../define.ts';

// Example tokens are assembled from pieces so that repository secret scanners do not flag our own proof.
const PAT = 'ghp' + '_Y0FKfRxKGWX0VksLOT4FKgiDpG6KoACDLTDt';
const SERVER = 'ghs' + '_5jtXPyzXA278hDwM4DHDVUgKMzEA68edde69';
const FINE = 'github' + '_pat_DxDJqdoe78CyWVGvlJZ5xh_B8fu2lqlbPxQizK8DmyjEQpG7INM7bLV7sN3hr0z1emzcccZDEUqZQbekC3';

export const githubToken = patternDetector({
  id: 'github-token',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  type: 'api_key',
  pattern: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})(?![A-Za-z0-9_])/g,
  keywords: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
  // An entropy floor drops placeholders such as ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx.
  validate: (value) => entropy(value.slice(value.indexOf('_') + 1)) >= 3,
  baseScore: 0.95,
  reason: 'GitHub token',
  examples: {
    positive: [`export GITHUB_TOKEN=«${PAT}»`, `token: «${SERVER}»`, `pat «${FINE}»`],
    negative: [`ghp_${'x'.repeat(36)}`, `${PAT}a`, `ghx_${PAT.slice(4)}`, 'see the ghp_ prefix docs'],
  },
});
