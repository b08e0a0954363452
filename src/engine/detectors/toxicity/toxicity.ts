// The toxicity detector: lexicon terms (profanity, sexual terms, slurs), statement patterns (threats,
// harassment, violence, self-harm, hateful generalizations) and the hate classifier, read in context
// (negation, quotation, counter-speech, reclaiming, who is addressed), turned into non-overlapping
// findings whose scores say when to block:
//
// | finding                                                   | score      | blocks at 70? |
// |-----------------------------------------------------------|------------|---------------|
// | profanity (mild / strong / severe word)                   | 0.25–0.45  | never         |
// | sexual term                                               | 0.30–0.50  | never         |
// |   …all profanity and sexual findings together             | ≤ 0.55     | never         |
// | mild insult at a person ("you're so stupid")              | 0.55       | no            |
// | self-harm intent ("I want to kill myself")                | 0.60       | no            |
// | slur (used, not quoted, reported or reclaimed)            | 0.70–0.80  | yes           |
// | violence, incitement ("he should be shot")                | 0.70–0.75  | yes           |
// | insult aimed at a person ("you stupid bitch", "fuck you") | 0.75–0.80  | yes           |
// | self-harm method-seeking                                  | 0.85       | yes           |
// | hateful generalization, "I hate <group>"                  | 0.85–0.88  | yes           |
// | threat ("I will kill you"), slur aimed at a person        | 0.85–0.92  | yes           |
// | "kill yourself", calls to kill a group                    | 0.95       | yes           |
// | hate classifier on a sentence naming a group              | 0.50–0.80  | when sure     |

import type { DetectContext, Detector, DetectorExample, Finding, Span } from '../../types.ts';
import { Deadline } from '../../../budget.ts';
import { marked } from '../define.ts';
import { resolveOverlaps } from '../../merge.ts';
import { TOXIC_CATEGORIES, type ToxicCategory } from './categories.ts';
import { foldLeet } from './normalize.ts';
import { ROLE, patternBit, scanWords, type TermHit, type Tokens } from './lexicon.ts';
import { isMention, isReclaimed, negatedBefore, sentenceAround } from './context.ts';
import { STATEMENTS } from './patterns.ts';
import { modelCategories, readSentence, toxicityScores, viewScores } from './model.ts';

export const DETECTOR_ID = 'toxicity';

const TERM_SCORES: Readonly<Record<'profanity' | 'sexual', readonly [number, number, number]>> = {
  profanity: [0.25, 0.35, 0.45],
  sexual: [0.3, 0.4, 0.5],
};
/** All profanity and sexual findings of a text together never exceed this: swearing alone never blocks. */
const MILD_CAP = 0.55;
/** Probability of the hate head from which an ambiguous slur's sentence counts as hateful. */
const AMBIGUOUS_HATE = 0.5;
/** Bounded model work per scan: sentences and characters looked at. */
const MODEL_SENTENCES = 256;
const MODEL_CHARS = 65_536;
/**
 * A sentence worth asking the model about: at least MIN_WORDS words (or MIN_CJK characters of a script
 * written without spaces). Shorter fragments ("You will:", "If You", "- expat") carry too little for
 * an n-gram model, whose bias then decides; the lexicon and statement rules still read them.
 */
const MIN_WORDS = 4;
const MIN_CJK = 6;
const WORD_RE = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;
const CJK_RE = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
function enoughWords(sentence: string): boolean {
  let words = 0;
  WORD_RE.lastIndex = 0;
  while (WORD_RE.exec(sentence) !== null) if (++words >= MIN_WORDS) return true;
  let cjk = 0;
  CJK_RE.lastIndex = 0;
  while (CJK_RE.exec(sentence) !== null) if (++cjk >= MIN_CJK) return true;
  return false;
}
/** Someone addressed, in the languages of the training data. */
const SECOND_PERSON = /(?<![\p{L}])(?:you|your|yours|yourself|you['’]re|youre|du|dich|dir|dein\w*|tu|toi|te|ton|ta|tes|vous|votre|você|voce|teu|tua|seu|sua|usted|tú|ti|tuo|tua|jij|je|jou|jouw|ты|тебя|тебе|твой|sen|seni|sana|ty|ciebie|tobie)(?![\p{L}])|你|妳|您|너|니가|넌|당신|네가|أنت|انت|انتي|أنتم|انتم|عليك|منك/iu;
/** A third-person plural that can stand for the group the sentence before named. */
const GROUP_PRONOUN = /(?<![\p{L}])(?:they|them|these people|those people|such people|their kind|people like them|sie|ils|elles|eux|eles|elas|ellos|ellas|loro)(?![\p{L}])/iu;
/** A speaker announcing violence (English, German, French, Portuguese, Spanish). */
const THREAT_INTENT = /(?<![\p{L}])(?:(?:i|we)(?:['’]ll| will| shall|['’]m going to| am going to|['’]m gonna| am gonna| gonna|['’]re going to| are going to| want to| wanna| plan to| intend to| would love to)\s+(?:[\p{L}'’]+\s+){0,3}?(?:kill|murder|shoot|stab|hurt|beat|burn|torch|set fire to|firebomb|hang|lynch|bomb|attack|slaughter|exterminate|wipe out|get rid of|gas|torture|rape|run over|blow up|punch|kick|smash|strangle|choke|drown|poison|behead|butcher|slit|bash|mow down|gun down|hunt down|hunt|cleanse|eliminate|destroy)|(?:ich werde|wir werden)\s+(?:\S+\s+){0,4}?(?:töten|umbringen|erschießen|vergasen|abstechen|verbrennen)|(?:je vais|on va|nous allons)\s+(?:\S+\s+){0,3}?(?:tuer|buter|massacrer|brûler)|(?:vou|vamos|voy a|vamos a)\s+(?:\S+\s+){0,3}?(?:matar|queimar))(?![\p{L}])/iu;
/** Chat spellings of "you", lower-case only ("U+1D03" is a code point, not a person). */
const SECOND_PERSON_SHORT = /(?<![\p{L}\p{N}+])(?:u|ur|ya|vc|vcs)(?![\p{L}\p{N}+])/u;
/** Whether every head the model ships reports only with a target (hate, harassment) or not at all here. */
function targetedOnly(): boolean {
  return modelCategories().every((c) => c === 'hate' || c === 'harassment' || c === 'profanity' || c === 'self_harm');
}
/** Words that make a claim about a group hateful (the statement patterns' vocabulary and the insults). */
const HATEFUL_WORDS = [
  'vermin', 'animals', 'parasites', 'rats', 'cockroaches', 'roaches', 'insects', 'maggots', 'leeches', 'subhuman', 'subhumans', 'savages',
  'scum', 'filth', 'trash', 'garbage', 'pigs', 'apes', 'monkeys', 'dogs', 'beasts', 'disease', 'plague', 'cancer', 'virus', 'infestation',
  'disgusting', 'inferior', 'worthless', 'evil', 'criminals', 'terrorists', 'rapists', 'thieves', 'degenerates', 'abominations', 'freaks',
  'dangerous', 'lazy', 'stupid', 'dumb', 'primitive', 'backward', 'barbaric', 'violent', 'greedy', 'dirty', 'smelly', 'filthy',
  'untrustworthy', 'liars', 'criminal', 'problem', 'burden', 'threat', 'idiots', 'morons', 'losers', 'pathetic', 'useless', 'ugly',
];
/** A hateful word in the scope of a negation: "are not parasites", "never dangerous", "aren't a burden". */
const NEGATED_HATEFUL = new RegExp(String.raw`(?<![\p{L}])(?:not|never|no longer|hardly|n['’]t)(?:\s+(?:a|an|the|all|at|really|so|more|less|any|ever|just|some|kind|of|sort)){0,3}\s+(?:${HATEFUL_WORDS.join('|')})(?![\p{L}])`, 'iu');
/** Words of a model view that say nothing by themselves. */
const FUNCTION_WORDS = new Set(['zgrp', 'zslur', 'are', 'is', 'am', 'be', 'were', 'was', 'the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'on', 'for', 'with', 'all', 'some', 'many', 'most', 'people', 'men', 'women', 'i', 'we', 'they', 'it', 'this', 'that', 'these', 'those', '?', '!']);
/** Whether a model view has a word besides group tokens and function words: evidence of its own. */
function hasContent(view: string): boolean {
  for (const w of view.split(' ')) if (w && !FUNCTION_WORDS.has(w.toLowerCase())) return true;
  return false;
}
const isBlankOrBreak = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
/** Characters on each side of an anchor word that its patterns look at (longer than any match). */
const REGION = 120;
const LEETISH = /[0-9@$€]/;
/** Role bits below the statement-pattern anchors. */
const PATTERN_BITS_MASK_LOW = patternBit(0) - 1;

const REASONS: Readonly<Record<ToxicCategory, string>> = {
  hate: 'hateful language about a group',
  harassment: 'abuse aimed at a person',
  profanity: 'profanity',
  sexual: 'sexually explicit language',
  violence: 'violent language',
  self_harm: 'self-harm',
  threat: 'threat of violence',
};

function finding(category: ToxicCategory, start: number, end: number, score: number, reason = REASONS[category]): Finding {
  return { detector: DETECTOR_ID, category: 'TOXICITY', type: category, start, end, score: Math.round(score * 100) / 100, reason };
}

/**
 * Index of the "you" that a word at token `k` is aimed at ("you are such a fucking idiot"), or -1. Only
 * filler words may stand between, so "you are not an idiot" and "you guys" are not aimed insults.
 */
function addressedFrom(tokens: Tokens, k: number, sentence: Span): number {
  for (let j = k - 1; j >= 0 && j >= k - 6; j--) {
    if (tokens.starts[j]! < sentence.start) return -1;
    const role = tokens.roles[j]!;
    if (role & ROLE.address) return j;
    if (!(role & ROLE.filler)) return -1;
  }
  return -1;
}

/** Sentences around positions given in increasing order, reusing the last one while it still applies. */
function sentenceCursor(text: string): (pos: number) => Span {
  let last: Span = { start: -1, end: -1 };
  return (pos) => (pos >= last.start && pos < last.end ? last : (last = sentenceAround(text, pos)));
}

export function detectToxicity(text: string, ctx?: DetectContext): Finding[] {
  const deadline = ctx?.deadline ?? Deadline.NONE;
  const { tokens, terms } = scanWords(text);
  deadline.check(DETECTOR_ID);
  const out: Finding[] = [];

  // 1. statements: each pattern runs only on the sentences holding one of its anchor words, on the
  //    sentence with leetspeak folded (same offsets)
  // A window: the stretch around anchor words (± REGION characters, inside their sentence) that the
  // anchored patterns run on; `span` is the sentence, for context.
  const windows: Array<{ span: Span; from: number; to: number; bits: number }> = [];
  {
    const around = sentenceCursor(text);
    for (let t = 0; t < tokens.count; t++) {
      const bits = tokens.roles[t]! & ~PATTERN_BITS_MASK_LOW;
      if (bits === 0) continue;
      const at = tokens.starts[t]!;
      const span = around(at);
      const from = Math.max(span.start, at - REGION);
      const to = Math.min(span.end, tokens.ends[t]! + REGION);
      const last = windows[windows.length - 1];
      if (last && last.span.start === span.start && from <= last.to) {
        last.to = Math.max(last.to, to);
        last.bits |= bits;
      } else windows.push({ span, from, to, bits });
    }
  }
  deadline.check(DETECTOR_ID);
  for (let k = 0; k < windows.length; k++) {
    const w = windows[k]!;
    deadline.tick(k, DETECTOR_ID, 63);
    const region = text.slice(w.from, w.to);
    const folded = LEETISH.test(region) ? foldLeet(region) : region;
    STATEMENTS.forEach((p, i) => {
      if (!(w.bits & patternBit(i))) return;
      for (const m of folded.matchAll(p.re)) {
        const start = w.from + m.index;
        const end = start + m[0].length;
        if (p.negatable && (negatedBefore(text, w.span, start) || isMention(text, w.span, start, end))) continue;
        out.push(finding(p.category, start, end, p.score));
      }
    });
  }

  // 2. lexicon terms, and insults aimed at the one addressed
  const mild: Finding[] = [];
  {
    const around = sentenceCursor(text);
    const covered = new Uint8Array(tokens.count);
    let ti = 0;
    for (const t of terms) for (let k = t.first; k < t.last; k++) covered[k] = 1;
    for (let k = 0; k < tokens.count; k++) {
      deadline.tick(k, DETECTOR_ID);
      // terms and insult words, in reading order so the sentence cursor only moves forward
      while (ti < terms.length && terms[ti]!.first <= k) {
        const t = terms[ti++]!;
        out.push(...fromTerm(text, tokens, around(t.start), t, mild));
      }
      const role = tokens.roles[k]!;
      if (covered[k] || !(role & (ROLE.insultStrong | ROLE.insultMild))) continue;
      const s = around(tokens.starts[k]!);
      const j = addressedFrom(tokens, k, s);
      if (j < 0 || negatedBefore(text, s, tokens.starts[j]!) || isMention(text, s, tokens.starts[j]!, tokens.ends[k]!)) continue;
      out.push(finding('harassment', tokens.starts[j]!, tokens.ends[k]!, role & ROLE.insultStrong ? 0.8 : 0.55));
    }
  }

  // 3. the multi-label model, sentence by sentence where no strong finding stands yet (bounded: at most
  //    MODEL_SENTENCES sentences and MODEL_CHARS characters per scan). A head over its threshold reports
  //    its category when the sentence has what the category needs: hate a group or a slur it is about,
  //    neither negated nor mentioned (counter-speech, reporting, quoting); harassment someone addressed.
  const strong = coverOf(out.filter((f) => f.type === 'hate' || f.type === 'threat' || f.type === 'harassment' || f.type === 'violence'));
  let c = 0; // the first stretch of `strong` that may reach the sentence under way
  const slurStarts = terms.filter((t) => t.category === 'hate').map((t) => t.start).sort((a, b) => a - b);
  const severe = terms.filter((t) => t.category === 'hate' && t.severity === 3).sort((x, y) => x.start - y.start);
  let sv = 0; // the first severe slur that may lie in the sentence under way
  let budgetSentences = MODEL_SENTENCES;
  let budgetChars = MODEL_CHARS;
  // the group the previous sentence named, for "they" in this one (cleared after one sentence)
  let previousGroup: string | undefined;
  for (let pos = 0, n = 0; pos < text.length && budgetSentences > 0 && budgetChars > 0; n++) {
    deadline.tick(n, DETECTOR_ID);
    const s = sentenceAround(text, pos);
    pos = Math.max(s.end, pos + 1);
    while (pos < text.length && isBlankOrBreak(text.charCodeAt(pos))) pos++;
    const sentence = text.slice(s.start, s.end);
    if (!enoughWords(sentence)) {
      previousGroup = undefined;
      continue;
    }
    while (sv < severe.length && severe[sv]!.end <= s.start) sv++;
    const slurs: Span[] = [];
    for (let k = sv; k < severe.length && severe[k]!.start < s.end; k++) slurs.push({ start: severe[k]!.start - s.start, end: severe[k]!.end - s.start });
    const sentenceRead = readSentence(sentence, slurs);
    const mentions = sentenceRead.mentions;
    const before = previousGroup;
    previousGroup = mentions.length > 0 ? sentence.slice(mentions[0]!.start, mentions[0]!.end) : undefined;
    // Sentences come in reading order: step past the stretches that end before this one.
    while (c < strong.length && strong[c]!.end <= s.start) c++;
    if (c < strong.length && strong[c]!.start < s.end) continue;
    budgetSentences--;
    budgetChars -= sentence.length;
    const lead = sentence.length - sentence.trimStart().length;
    const trail = sentence.length - sentence.trimEnd().length;
    // A sentence about "them" right after one naming a group is read as about that group.
    let read = sentence;
    let target: { start: number; end: number } | undefined = mentions[0];
    if (target === undefined && before !== undefined) {
      const pronoun = GROUP_PRONOUN.exec(sentence);
      if (pronoun) {
        read = sentence.slice(0, pronoun.index) + before + sentence.slice(pronoun.index + pronoun[0].length);
        target = { start: pronoun.index, end: pronoun.index + pronoun[0].length };
      }
    }
    const targetFree = target !== undefined && !negatedBefore(text, s, s.start + target.start) && !isMention(text, s, s.start + target.start, s.start + target.end);
    // A threat of violence against a group is hate whatever the model says.
    if (targetFree && THREAT_INTENT.test(sentence)) {
      out.push(finding('hate', s.start + lead, s.end - trail, 0.9, 'threatens violence against a group'));
      continue;
    }
    // The model's heads report only with a target (a group, a slur, someone addressed): without one
    // the sentence is not scored at all, unless a head of another category ships.
    const youWord = SECOND_PERSON.test(sentence);
    const youShort = SECOND_PERSON_SHORT.test(sentence);
    const slurHere = slurIn(slurStarts, s);
    if (target === undefined && !youWord && !youShort && !slurHere && targetedOnly()) continue;
    const view = read === sentence ? sentenceRead.view : readSentence(read).view;
    for (const h of viewScores(view)) {
      if (!h.over || h.category === 'profanity' || h.category === 'self_harm') continue;
      const strength = (h.probability - h.threshold) / (1 - h.threshold);
      if (h.category === 'hate') {
        if (target === undefined ? !slurHere : !targetFree) continue;
        // what the model cannot tell: a hateful word denied ("are not parasites"), a speaker of the
        // group ("we queers"), and a sentence with nothing but group words ("trans women are women")
        if (NEGATED_HATEFUL.test(sentence) || (target !== undefined && isReclaimed(text, s, s.start + target.start)) || !hasContent(view)) continue;
        out.push(finding('hate', s.start + lead, s.end - trail, 0.5 + 0.35 * strength, 'reads as hateful about a group (model)'));
      } else if (h.category === 'harassment') {
        if (!youWord && !(youShort && SECOND_PERSON_SHORT.test(view)) && !slurHere) continue;
        out.push(finding('harassment', s.start + lead, s.end - trail, 0.5 + 0.3 * strength, 'reads as abuse aimed at a person (model)'));
      } else {
        out.push(finding(h.category, s.start + lead, s.end - trail, 0.5 + 0.2 * strength, `${REASONS[h.category]} (model)`));
      }
    }
  }

  // 4. one finding per stretch of text (the longest, then the strongest), and swearing capped
  const kept = resolveOverlaps([...out, ...mild], () => DETECTOR_ID);
  return capMild(kept);
}

/** Whether a slur starts in the sentence, given the slurs' starts in ascending order (binary search). */
function slurIn(slurStarts: readonly number[], s: Span): boolean {
  let lo = 0;
  let hi = slurStarts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (slurStarts[mid]! < s.start) lo = mid + 1;
    else hi = mid;
  }
  return lo < slurStarts.length && slurStarts[lo]! < s.end;
}

/** The stretches of text the findings cover: sorted, overlapping ones merged (touching ones not). */
function coverOf(findings: readonly Finding[]): Span[] {
  const spans = findings.map((f) => ({ start: f.start, end: f.end })).sort((x, y) => x.start - y.start);
  const out: Span[] = [];
  for (const sp of spans) {
    const last = out[out.length - 1];
    if (last && sp.start < last.end) last.end = Math.max(last.end, sp.end);
    else out.push(sp);
  }
  return out;
}

function fromTerm(text: string, tokens: Tokens, s: Span, t: TermHit, mild: Finding[]): Finding[] {
  if (t.category === 'hate') {
    if (isMention(text, s, t.start, t.end, true) || isReclaimed(text, s, t.start)) return [];
    const j = addressedFrom(tokens, t.first, s);
    if (j >= 0) return [finding('hate', tokens.starts[j]!, t.end, 0.9, 'slur aimed at a person')];
    if (t.severity === 3) return [finding('hate', t.start, t.end, 0.8, 'slur')];
    // a word that is also an ordinary word or name: hate only when its sentence reads as hateful
    if (toxicityScores(text.slice(s.start, s.end)).some((h) => h.category === 'hate' && h.probability >= AMBIGUOUS_HATE)) {
      return [finding('hate', t.start, t.end, 0.7, 'slur')];
    }
    return []; // Maine coon, the Redskins, a car's tranny: not reported
  }
  if (t.insult) {
    const j = addressedFrom(tokens, t.first, s);
    if (j >= 0 && !negatedBefore(text, s, tokens.starts[j]!) && !isMention(text, s, tokens.starts[j]!, t.end)) {
      return [finding('harassment', tokens.starts[j]!, t.end, t.severity === 1 ? 0.75 : 0.8, 'insult aimed at a person')];
    }
  }
  if (t.category === 'profanity' || t.category === 'sexual') {
    mild.push(finding(t.category, t.start, t.end, TERM_SCORES[t.category][t.severity - 1] ?? TERM_SCORES[t.category][0]));
    return [];
  }
  return [finding(t.category, t.start, t.end, 0.5)];
}

/**
 * Scores of profanity and sexual findings adjusted, in reading order, so that together (noisy-OR) they
 * approach MILD_CAP but never pass it: each keeps its own base score when alone, repetition adds
 * confidence with diminishing returns, and no amount of swearing blocks by itself.
 */
function capMild(findings: Finding[]): Finding[] {
  let combined = 0; // capped combination so far
  let raw = 1; // Π(1 − s/cap)
  for (const f of findings) {
    if (f.type !== 'profanity' && f.type !== 'sexual') continue;
    raw *= 1 - Math.min(f.score, MILD_CAP) / MILD_CAP;
    const next = MILD_CAP * (1 - raw);
    // not rounded: the increments multiply back exactly to the capped total (rounding up would not)
    f.score = Math.max(1e-6, 1 - (1 - next) / (1 - combined));
    combined = next;
  }
  return findings;
}

// ---------- its own proof ----------

function ex(category: ToxicCategory, source: string): DetectorExample {
  const { text, spans } = marked(source);
  return { text, spans: (spans ?? []).map((s) => ({ ...s, type: category })) };
}

export const toxicity: Detector = {
  id: DETECTOR_ID,
  family: 'toxicity',
  category: 'TOXICITY',
  types: TOXIC_CATEGORIES,
  detect: detectToxicity,
  examples: {
    positive: [
      ex('profanity', 'this «fucking» printer jammed again'),
      ex('profanity', '«f*ck» this, and «fuuuuck» that, «f u c k» everything, «sh1t»'),
      ex('threat', '«I will kill you» if you come back'),
      ex('threat', "«I'm going to hurt your family»."),
      ex('harassment', '«you stupid bitch», nobody asked'),
      ex('harassment', 'honestly «kill yourself»'),
      ex('harassment', '«fuck you»'),
      ex('hate', '«Muslims are vermin».'),
      ex('hate', '«I hate all immigrants».'),
      ex('hate', 'get lost, «you f****t»'),
      ex('violence', 'that judge «should be shot»'),
      ex('self_harm', '«how do i kill myself» quickly'),
      ex('self_harm', 'some days «I want to die»'),
    ],
    negative: [
      "I'm a proud gay man",
      'Muslims celebrate Eid at the end of Ramadan',
      'No one should hate Muslims.',
      "Saying 'Muslims are vermin' is disgusting.",
      'He called me a f****t and I reported him.',
      'I would never hurt you.',
      'You are not an idiot, you just made a mistake.',
      'Breast cancer screening saves lives.',
      'Assess the class before the Sussex cocktail party in Scunthorpe.',
      'The killer whale will kill seals.',
    ],
  },
};
