// THE list of built-in detectors, one list per family. Adding a detector = its file + one line in its
// family's index.ts (the llm-guard counter-example in STYLE.md). The registry refuses a malformed list at startup.

import { PII_TYPES, type Detector } from '../types.ts';
import { PII_DETECTORS } from './pii/index.ts';
import { CREDENTIAL_DETECTORS } from './credentials/index.ts';
import { INJECTION_DETECTORS } from './injection/index.ts';
import { TOXICITY_DETECTORS } from './toxicity/index.ts';
import { ANOMALY_DETECTORS } from './anomaly/index.ts';

/** Each family keeps its own list (one file per family), so adding a detector touches one index. */
export const BUILTIN_DETECTORS: readonly Detector[] = [
  ...PII_DETECTORS,
  ...CREDENTIAL_DETECTORS,
  ...INJECTION_DETECTORS,
  ...TOXICITY_DETECTORS,
  ...ANOMALY_DETECTORS,
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
