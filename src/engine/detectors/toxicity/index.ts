// The toxicity detectors, in registry order.

import type { Detector } from '../../types.ts';

export const TOXICITY_DETECTORS: readonly Detector[] = [];
