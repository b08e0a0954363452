// The anomaly detectors, in registry order.

import type { Detector } from '../../types.ts';
import { hiddenContent } from './hidden-content.ts';

export const ANOMALY_DETECTORS: readonly Detector[] = [hiddenContent];
