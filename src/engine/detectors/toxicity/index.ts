// The toxicity detectors, in registry order.

import type { Detector } from '../../types.ts';
import { toxicity } from './toxicity.ts';

export const TOXICITY_DETECTORS: readonly Detector[] = [toxicity];
