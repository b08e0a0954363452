// The prompt-injection and jailbreak detectors, in registry order.

import type { Detector } from '../../types.ts';
import { instructionOverride } from './instruction-override.ts';
import { newInstructions } from './new-instructions.ts';
import { systemPromptExtraction } from './system-prompt-extraction.ts';
import { chatTemplateToken, roleLabel } from './fake-delimiter.ts';
import { jailbreakDan } from './jailbreak-dan.ts';
import { jailbreakDeveloperMode } from './jailbreak-developer-mode.ts';
import { jailbreakJailbroken } from './jailbreak-jailbroken.ts';
import { jailbreakNoRestrictions } from './jailbreak-no-restrictions.ts';
import { jailbreakStayInCharacter } from './jailbreak-stay-in-character.ts';
import { jailbreakRefusalSuppression } from './jailbreak-refusal-suppression.ts';

export const INJECTION_DETECTORS: readonly Detector[] = [
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
