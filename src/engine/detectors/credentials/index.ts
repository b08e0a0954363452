// The credential detectors (all report the `api_key` family of types), in registry order: hand-written
// detectors for the most common secrets, the vendor rule tables (one detector each), connection
// strings with passwords, email:password pairs and combo lists, the secrets that stand in a telling
// context (XML elements and attributes, HTTP headers, URL parameters and webhook paths, a key id's own
// secret halves), and the generic "secret-looking value assigned to a secret-looking name". Every one
// also reads escaped text unescaped (escaped.ts).

import type { Detector } from '../../types.ts';
import { awsAccessKey, awsPairedSecret } from './aws.ts';
import { githubToken } from './github.ts';
import { slackToken } from './slack.ts';
import { stripeKey } from './stripe.ts';
import { openaiKey } from './openai.ts';
import { anthropicKey } from './anthropic.ts';
import { googleApiKey } from './google.ts';
import { privateKey } from './private-key.ts';
import { jwt } from './jwt.ts';
import { vendorDetector } from './vendors/rule.ts';
import { PREFIXED_RULES } from './vendors/prefixed.ts';
import { ASSIGNED_RULES } from './vendors/assigned.ts';
import { genericSecret } from './generic.ts';
import { connectionStringPassword } from './connection-string.ts';
import { comboPassword } from './combo.ts';
import { withoutPublishedExamples } from './published-examples.ts';
import { xmlCredential } from './xml.ts';
import { httpCredential } from './http-auth.ts';
import { urlToken } from './url-token.ts';
import { withEscapes } from './escaped.ts';

export const vendorSecrets = vendorDetector('vendor-secrets', [...PREFIXED_RULES, ...ASSIGNED_RULES]);

// Published example credentials (SDK samples, public client keys) are dropped from every detector.
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
  vendorSecrets,
  connectionStringPassword,
  comboPassword,
  genericSecret,
  xmlCredential,
  httpCredential,
  urlToken,
  awsPairedSecret,
]
  .map(withEscapes)
  .map(withoutPublishedExamples);
