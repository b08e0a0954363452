// The credential detectors (all report the `api_key` family of types), in registry order.

import type { Detector } from '../../types.ts';
import { awsAccessKey } from './aws.ts';
import { githubToken } from './github.ts';
import { slackToken } from './slack.ts';
import { stripeKey } from './stripe.ts';
import { openaiKey } from './openai.ts';
import { anthropicKey } from './anthropic.ts';
import { googleApiKey } from './google.ts';
import { privateKey } from './private-key.ts';
import { jwt } from './jwt.ts';

export const CREDENTIAL_DETECTORS: readonly Detector[] = [
  awsAccessKey,
  githubToken,
  slackToken,
  stripeKey,
  openaiKey,
  anthropicKey,
  googleApiKey,
  privateKey,
  jwt,
];
