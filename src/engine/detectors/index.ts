// THE list of built-in detectors. Adding a detector = its file + one line here; nothing else to keep in
// sync (the llm-guard counter-example in STYLE.md). The registry refuses a malformed list at startup.

import { PII_TYPES, type Detector } from '../types.ts';
import { email } from './pii/email.ts';
import { creditCard } from './pii/credit-card.ts';
import { ssn } from './pii/ssn.ts';
import { ipv4, ipv6 } from './pii/ip-address.ts';
import { awsAccessKey } from './credentials/aws.ts';
import { githubToken } from './credentials/github.ts';
import { slackToken } from './credentials/slack.ts';
import { stripeKey } from './credentials/stripe.ts';
import { openaiKey } from './credentials/openai.ts';
import { anthropicKey } from './credentials/anthropic.ts';
import { googleApiKey } from './credentials/google.ts';
import { privateKey } from './credentials/private-key.ts';
import { jwt } from './credentials/jwt.ts';
import { instructionOverride } from './injection/instruction-override.ts';
import { newInstructions } from './injection/new-instructions.ts';
import { systemPromptExtraction } from './injection/system-prompt-extraction.ts';
import { chatTemplateToken, roleLabel } from './injection/fake-delimiter.ts';
import { jailbreakDan } from './injection/jailbreak-dan.ts';
import { jailbreakDeveloperMode } from './injection/jailbreak-developer-mode.ts';
import { jailbreakJailbroken } from './injection/jailbreak-jailbroken.ts';
import { jailbreakNoRestrictions } from './injection/jailbreak-no-restrictions.ts';
import { jailbreakStayInCharacter } from './injection/jailbreak-stay-in-character.ts';
import { jailbreakRefusalSuppression } from './injection/jailbreak-refusal-suppression.ts';

export const BUILTIN_DETECTORS: readonly Detector[] = [
  // personal data
  email,
  creditCard,
  ssn,
  ipv4,
  ipv6,
  // credentials
  awsAccessKey,
  githubToken,
  slackToken,
  stripeKey,
  openaiKey,
  anthropicKey,
  googleApiKey,
  privateKey,
  jwt,
  // prompt injection
  instructionOverride,
  newInstructions,
  systemPromptExtraction,
  chatTemplateToken,
  roleLabel,
  // jailbreak
  jailbreakDan,
  jailbreakDeveloperMode,
  jailbreakJailbroken,
  jailbreakNoRestrictions,
  jailbreakStayInCharacter,
  jailbreakRefusalSuppression,
];

export interface Registry {
  readonly detectors: readonly Detector[];
  readonly byId: ReadonlyMap<string, Detector>;
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PII_TYPE_SET: ReadonlySet<string> = new Set(PII_TYPES);

/**
 * Builds a registry, throwing on a duplicate or non-kebab-case id, and on a personal-data or credential
 * detector whose types are not interface PII types (redaction and the pii summary key on them).
 */
export function buildRegistry(detectors: readonly Detector[]): Registry {
  const byId = new Map<string, Detector>();
  for (const d of detectors) {
    if (byId.has(d.id)) throw new Error(`duplicate detector id "${d.id}"`);
    if (!KEBAB.test(d.id)) throw new Error(`detector id "${d.id}" must be kebab-case`);
    if (d.types.length === 0) throw new Error(`detector ${d.id} declares no types`);
    if (d.family === 'pii' || d.family === 'credential') {
      const bad = d.types.filter((t) => !PII_TYPE_SET.has(t));
      if (bad.length > 0) throw new Error(`detector ${d.id} reports non-PII types: ${bad.join(', ')}`);
    }
    byId.set(d.id, d);
  }
  return { detectors: [...detectors], byId };
}

export const registry: Registry = buildRegistry(BUILTIN_DETECTORS);
