// Context that changes what words mean: sentence boundaries, negation just before a statement, quoted
// or reported speech with a condemnation (counter-speech: "saying 'X are vermin' is disgusting"), and
// in-group reclaiming of a slur ("I'm a proud dyke"). Each check looks only inside the sentence, so
// the whole pass stays linear in the text.

import type { Span } from '../../types.ts';

/** Longest stretch looked at on each side of a position when its sentence has no end in sight. */
export const MAX_SENTENCE_SIDE = 500;

const isSpace = (c: number) => c === 32 || c === 9 || c === 13 || c === 10 || c === 0xa0;
const isStop = (c: number) => c === 46 || c === 33 || c === 63; // . ! ?

/**
 * The sentence around `pos`: from just after the previous sentence end (. ! ? before whitespace, or a
 * line break) to just after the next, at most MAX_SENTENCE_SIDE characters each way — bounded work,
 * and sentences of one text never overlap, so callers can reuse the last one they got.
 */
export function sentenceAround(text: string, pos: number): Span {
  const n = text.length;
  let start = Math.max(0, pos - MAX_SENTENCE_SIDE);
  for (let k = pos - 1; k >= start; k--) {
    const c = text.charCodeAt(k);
    if (c === 10 || (isStop(c) && k + 1 < n && isSpace(text.charCodeAt(k + 1)))) {
      start = k + 1;
      break;
    }
  }
  const limit = Math.min(n, pos + MAX_SENTENCE_SIDE);
  let end = limit;
  for (let k = pos; k < limit; k++) {
    const c = text.charCodeAt(k);
    if (c === 10) {
      end = k;
      break;
    }
    if (isStop(c) && (k + 1 === n || isSpace(text.charCodeAt(k + 1)))) {
      end = k + 1;
      break;
    }
  }
  return { start, end: Math.max(end, Math.min(n, pos + 1)) };
}

/** Characters of the sentence before a match that negation and reporting cues are looked for in. */
const LOOKBACK = 80;

// "no one should hate X", "it's not true that X", "I would never", "don't …", "stop saying"
const NEGATED = /(?:\b(?:not|never|no one|nobody|noone|no|none of|neither|nor|stop|quit|dont|cant|wont|isnt|arent|wasnt|werent|doesnt|didnt|wouldnt|shouldnt|couldnt|aint)\b|n['’]t\b)(?:[\s,]+[\p{L}'’]+){0,4}[\s,]*$/iu;

/** A negation cue among the few words right before `start` in its sentence. */
export function negatedBefore(text: string, sentence: Span, start: number): boolean {
  const from = Math.max(sentence.start, start - LOOKBACK);
  return NEGATED.test(text.slice(from, start));
}

// Reported or mentioned speech: "saying …", "he called me a …", "the word …", "people who think …"
const REPORTING = /\b(?:say|says|saying|said|whisper(?:s|ed)?|scream(?:s|ed)?|shout|told|tells?|text(?:s|ed)?|sang|sings?|quot(?:e|es|ed|ing)|lyrics?|line|reads?|writes?|wrote|asks?|asked|replied|answered|call|calls|calling|called|claim|claims|claiming|wrote|write|writes|tweet(?:s|ed)?|post(?:s|ed)?|shout(?:s|ed)?|yell(?:s|ed)?|chant(?:s|ed)?|word|words|term|slur|slurs|phrase|think that|believe that|people who|those who|anyone who|whoever|if you)\b/i;
// A condemnation of what was said.
const DENOUNCING = /\b(?:disgusting|wrong|hateful|racist|sexist|homophobic|transphobic|bigoted|bigotry|bigot|unacceptable|offensive|not ok(?:ay)?|vile|abhorrent|appalling|shameful|inexcusable|hate speech|horrible|awful|terrible|dehumanizing|dehumanising|harmful|never okay|ignorant|reported|report|condemn|condemns|condemned|stop|slur)\b/i;

// A statement attributed to others right before it: "if you think …", "people who say …".
const ATTRIBUTED = /\b(?:if you|people who|anyone who|those who|whoever|someone who|somebody who|folks who|bigots who|racists who|the ones who)(?:\s+[\p{L}'’]+){0,2}?\s+(?:think|thinks|say|says|said|believe|believes|claim|claims|tweet|tweets|post|posts|argue|argues|insist|insists|still think)(?:\s+that)?[\s,]*$/iu;

const DOUBLE_QUOTES = /["“”«»„]/g;

/**
 * Whether a match is mentioned rather than used: inside quotation marks, or reported ("saying", "called
 * me", "the word") in a sentence that condemns it. Slurs (`isSlur`) need only the reporting cue.
 */
export function isMention(text: string, sentence: Span, start: number, end: number, isSlur = false): boolean {
  const before = text.slice(sentence.start, start);
  const after = text.slice(end, sentence.end);
  // odd number of double quotes before (and one after): inside a quotation
  const opened = (before.match(DOUBLE_QUOTES)?.length ?? 0) % 2 === 1 && DOUBLE_QUOTES.test(after);
  DOUBLE_QUOTES.lastIndex = 0;
  const single = /['‘’`]\s*$/.test(before) && /^[^'‘’`]{0,40}['‘’`]/.test(after);
  const quoted = opened || single;
  const reported = REPORTING.test(text.slice(Math.max(sentence.start, start - LOOKBACK), start));
  const denounced = DENOUNCING.test(before) || DENOUNCING.test(after);
  if (isSlur) return quoted || reported;
  if (ATTRIBUTED.test(text.slice(Math.max(sentence.start, start - LOOKBACK), start))) return true;
  return (quoted && (reported || denounced)) || (reported && denounced);
}

// "I'm a proud …", "we …", "as a … myself", "my fellow …": a speaker naming their own group.
const IN_GROUP = /\b(?:i['’]?m|i am|im|we['’]?re|we are|we|us|as an?|my fellow|fellow|proud)\b(?:[\s,]+[\p{L}'’]+){0,3}[\s,]*$/iu;
const AT_SOMEONE = /\b(?:you|u|ya|ur|your|you['’]re|youre|he['’]?s|she['’]?s|they['’]?re|that|this|those|these|dirty|filthy|fucking|stupid)\b(?:[\s,]+[\p{L}'’]+){0,2}[\s,]*$/iu;

/** A slur reclaimed by its own group: an in-group speaker cue just before it and nobody addressed. */
export function isReclaimed(text: string, sentence: Span, start: number): boolean {
  const before = text.slice(Math.max(sentence.start, start - 40), start);
  return IN_GROUP.test(before) && !AT_SOMEONE.test(before);
}
