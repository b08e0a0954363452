// The prompt-injection and jailbreak detectors, in registry order.

import type { Detector } from '../../types.ts';
import { instructionOverride } from './instruction-override.ts';
import { newInstructions } from './new-instructions.ts';
import { canaryOutput, dictatedAnswer, goalHijack } from './goal-hijack.ts';
import { plantedTask } from './planted-task.ts';
import { lateTask } from './late-task.ts';
import { promptLeak, systemPromptExtraction } from './system-prompt-extraction.ts';
import { chatTemplateToken, jsonRoleMessage, roleLabel, systemMarker } from './fake-delimiter.ts';
import { fromNowOn, personaNoRules } from './behavior-override.ts';
import { payloadSplitting } from './payload-splitting.ts';
import { indirectAddressed, indirectHiddenText, indirectImpersonatedUser, indirectOutputDirective, indirectTask } from './indirect.ts';
import { exfiltrationLink, htmlImageExfiltration, systemPromptLeak, toolCallExfiltration } from './output.ts';
import { multilingualExtraction, multilingualNoRules, multilingualOverride } from './multilingual.ts';
import { jailbreakDan } from './jailbreak-dan.ts';
import { jailbreakDanMultilingual, jailbreakDeveloperModeMultilingual, instructionsQuestionMultilingual, newInstructionsMultilingual, refusalSuppressionMultilingual, roleLabelMultilingual, addressedMultilingual, secretExtractionMultilingual } from './translated.ts';
import { jailbreakDeveloperMode } from './jailbreak-developer-mode.ts';
import { jailbreakJailbroken } from './jailbreak-jailbroken.ts';
import { jailbreakDisableSafety, jailbreakNoRestrictions } from './jailbreak-no-restrictions.ts';
import { jailbreakStayInCharacter } from './jailbreak-stay-in-character.ts';
import { jailbreakBlockedRefusals, jailbreakRefusalSuppression, jailbreakWarnInsteadOfRefusing } from './jailbreak-refusal-suppression.ts';
import { jailbreakHatefulGeneration } from './jailbreak-hateful-generation.ts';
import { jailbreakSceneCompletion } from './jailbreak-scene-completion.ts';
import { jailbreakCipher, jailbreakGrandma, jailbreakGrandmaMultilingual, secretExtraction } from './pretext.ts';
import { jailbreakUnboundPersona } from './jailbreak-unbound-persona.ts';
import { jailbreakMaliciousPersona, jailbreakMaliciousPersonaMultilingual } from './jailbreak-malicious-persona.ts';
import { jailbreakDualResponse } from './jailbreak-dual-response.ts';
import { adversarialSuffix, injectionClassifier, jailbreakClassifier } from './classifier.ts';
import { indirectConcealment, indirectMemoryWrite, jailbreakLikertJudge, jailbreakManyShot, jailbreakPreRulesPersona, jailbreakSafetyOffConfig, secretFileRelayDetector } from './agent-planted.ts';
import { indirectConcealmentMultilingual, indirectMemoryWriteMultilingual, jailbreakManyShotMultilingual, jailbreakPreRulesPersonaMultilingual, secretFileRelayMultilingual } from './agent-planted-translated.ts';

export const INJECTION_DETECTORS: readonly Detector[] = [
  // prompt injection
  instructionOverride,
  newInstructions,
  goalHijack,
  dictatedAnswer,
  canaryOutput,
  plantedTask,
  lateTask,
  systemPromptExtraction,
  secretExtraction,
  chatTemplateToken,
  roleLabel,
  systemMarker,
  jsonRoleMessage,
  promptLeak,
  fromNowOn,
  payloadSplitting,
  multilingualOverride,
  multilingualExtraction,
  instructionsQuestionMultilingual,
  secretExtractionMultilingual,
  newInstructionsMultilingual,
  roleLabelMultilingual,
  // indirect injection (document mode) and model output (direction "output")
  indirectAddressed,
  indirectImpersonatedUser,
  indirectTask,
  indirectOutputDirective,
  indirectHiddenText,
  indirectConcealment,
  indirectMemoryWrite,
  secretFileRelayDetector,
  indirectConcealmentMultilingual,
  indirectMemoryWriteMultilingual,
  secretFileRelayMultilingual,
  addressedMultilingual,
  exfiltrationLink,
  htmlImageExfiltration,
  systemPromptLeak,
  toolCallExfiltration,
  // jailbreak
  jailbreakDan,
  jailbreakDeveloperMode,
  jailbreakDanMultilingual,
  jailbreakDeveloperModeMultilingual,
  jailbreakJailbroken,
  jailbreakNoRestrictions,
  jailbreakDisableSafety,
  jailbreakStayInCharacter,
  jailbreakRefusalSuppression,
  jailbreakBlockedRefusals,
  jailbreakSafetyOffConfig,
  jailbreakLikertJudge,
  jailbreakManyShot,
  jailbreakPreRulesPersona,
  jailbreakManyShotMultilingual,
  jailbreakPreRulesPersonaMultilingual,
  jailbreakWarnInsteadOfRefusing,
  refusalSuppressionMultilingual,
  jailbreakHatefulGeneration,
  jailbreakSceneCompletion,
  jailbreakGrandma,
  jailbreakGrandmaMultilingual,
  jailbreakCipher,
  jailbreakUnboundPersona,
  jailbreakMaliciousPersona,
  jailbreakMaliciousPersonaMultilingual,
  jailbreakDualResponse,
  personaNoRules,
  multilingualNoRules,
  // trained (scripts/train-prompts.ts)
  injectionClassifier,
  jailbreakClassifier,
  adversarialSuffix,
];
