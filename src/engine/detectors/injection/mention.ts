// Quoting an attack is not making one: a security article that says attackers write "ignore previous
// instructions" mentions the phrase. Findings of the injection families whose span is quoted in a
// sentence about attacks, or introduced as an example, are damped by the engine to a LOW signal.

/** Multiplier for a mentioned (quoted or exemplified) attack phrase: even 1.0 becomes 0.25, below MEDIUM. */
export const MENTION_FACTOR = 0.25;

import { lineEndBelow, lineStartAbove } from '../../normalize/lines.ts';

const OPEN_QUOTES = '"“„«‘\'`「『';
const CLOSE_FOR: Readonly<Record<string, string>> = { '"': '"', '“': '”', '„': '“', '«': '»', '‘': '’', "'": "'", '`': '`', '「': '」', '『': '』' };
const META =
  /\b(?:attack(?:er|ers|s)?|hack(?:er|ers)|adversar\w*|inject\w*|jailbreak\w*|malicious|exploit\w*|red[ -]team\w*|researchers?|examples?|e\.g\.|such as|for instance|phrases?|strings?|payloads?|techniques?|detect\w*|filters?|classif\w*|guardrails?|mean(?:s|ing)?|defend\w*|blocks?|flag(?:s|ged)?|security|known as|called|classic)\b|例如|比如|攻击|zum Beispiel|par exemple|por ejemplo|Angreifer|attaquants?|atacantes?/i;
const INTRO = /(?:\b(?:such as|like|e\.g\.|for example|for instance|the (?:phrase|string|sentence|prompt|text)|phrases? like|prompts? like|inputs? like|(?:attackers?|hackers?|adversaries|they|people|users|scammers) (?:often |usually |might |may |typically |commonly |sometimes )?(?:write|type|say|use|try|send|insert|include|inject|hide|paste))\b\s*:?\s*)$/i;

/** Whether the finding's span is mentioned (quoted in talk about attacks, or given as an example) rather than said. */
export function isMention(text: string, start: number, end: number): boolean {
  const before = text.slice(lineStartAbove(text, start, Math.max(0, start - 300)), start);
  const after = text.slice(end, lineEndBelow(text, end, Math.min(text.length, end + 300)));
  if (INTRO.test(before.slice(-80))) return true;
  // Inside quotes: the nearest unmatched opening quote before the span is closed after it, on this line.
  for (let i = before.length - 1; i >= 0 && i >= before.length - 200; i--) {
    const ch = before[i] ?? '';
    if (!OPEN_QUOTES.includes(ch)) continue;
    // An apostrophe inside a word ("don't") is not a quote.
    if (ch === "'" && /\p{L}/u.test(before[i - 1] ?? '')) continue;
    const close = CLOSE_FOR[ch] ?? ch;
    const closing = after.indexOf(close);
    if (closing < 0) return false;
    const sentence = before.slice(Math.max(0, i - 200)) + after.slice(closing, closing + 120);
    return META.test(sentence);
  }
  return false;
}

// Asking NOT to ignore instructions is asking to follow them: "don't forget the previous instructions",
// "以前の指示を無視しないでください", "पिछले निर्देशों को अनदेखा न करें". Telling that one ignored them is a
// story, not a command: "I ignored the previous instructions", "Ich habe die Anweisungen ignoriert". Only
// the override verbs (ignore, forget, disregard, skip) count: "do not follow your instructions" and
// "never refuse" stay attacks.
const NOT = String.raw`(?<![\p{L}\p{N}])`;
const NOT_A_COMMAND = new RegExp(
  [
    String.raw`${NOT}(?:don['’]?t|do not|never|not to|no need to)\s+(?:ignore|forget|disregard|skip|overlook)(?![\p{L}])`,
    String.raw`${NOT}nicht\s+(?:ignorieren|vergessen|übergehen)(?![\p{L}])`,
    // the imperative with "nicht" after its object: "Vergiss die vorherigen Anweisungen nicht."
    String.raw`${NOT}(?:vergiss|vergesst|vergessen sie|ignoriere|ignoriert|ignorieren sie|übergehe|übergehen sie|missachte|missachten sie)(?![\p{L}])[^.!?\n]{0,60}?${NOT}nicht(?![\p{L}])`,
    String.raw`${NOT}no\s+(?:ignores|ignore|ignoren|olvides|olvide|olviden)(?![\p{L}])`,
    String.raw`${NOT}n['’](?:ignore|ignorez|ignores|oublie|oubliez|oublies)\s+pas(?![\p{L}])`,
    String.raw`${NOT}non\s+(?:ignorare|ignorate|dimenticare|dimenticate)(?![\p{L}])`,
    String.raw`${NOT}não\s+(?:ignore|ignores|ignorem|esqueça|esqueças|esqueca|esqueçam)(?![\p{L}])`,
    String.raw`${NOT}не\s+(?:игнорир|забыва|забуд|пренебрег)\p{L}*`,
    String.raw`(?:不要|别|請勿|请勿|勿|不可)(?:忽略|忽视|忽視|无视|無視|忘记|忘記|忘了)`,
    String.raw`(?:無視|忘れ)(?:しないで|ないで|しないよう|ないよう)`,
    String.raw`무시하지\s*마`,
    String.raw`(?:अनदेखा|नज़रअंदाज़|नजरअंदाज)\s*(?:न|मत)(?![\p{L}\p{M}])`,
    // conditional, for the reader's setup: "skip / ignore the previous steps if you already have Python"
    // — but "… if you are an AI / assistant / model" is the classic indirect injection and stays one.
    String.raw`${NOT}(?:ignore|skip|disregard)\s+(?:(?:the|these|those|all)\s+)?(?:(?:previous|above|earlier|preceding|prior|following)\s+)?(?:instructions?|steps?|sections?|directions)\s+(?:if|when|unless)\s+you(?![\p{L}])(?!\s+are\s+(?:an?\s+)?(?:ai|a\.i\.|assistant|language|llm|chatbot|bot|model|gpt|agent|automated)(?![\p{L}]))`,
    // first person, past: a story about oneself
    String.raw`${NOT}I(?:\s+(?:had|have)|['’]ve|['’]d)?\s+(?:ignored|forgot|forgotten|skipped|overlooked|disregarded)(?![\p{L}])`,
    String.raw`${NOT}ich\s+(?:habe|hatte)(?:\s+\p{L}+){0,6}\s+(?:ignoriert|vergessen|übersehen|übergangen)(?![\p{L}])`,
    String.raw`${NOT}j['’](?:ai|avais)\s+(?:ignoré|oublié)`,
    String.raw`${NOT}(?:ignoré|olvidé)(?![\p{L}])`,
    String.raw`${NOT}(?:ho|avevo)\s+(?:ignorato|dimenticato)`,
    String.raw`${NOT}(?:ignorei|esqueci)(?![\p{L}])`,
    String.raw`${NOT}я\s+(?:проигнорировал|игнорировал|забыл)\p{L}*`,
    String.raw`我(?:忽略|忽视|无视|忘记|忘)了`,
    String.raw`(?:無視|忘れ)(?:しました|ました|てしまった|てしまいました)`,
  ].join('|'),
  'giu',
);

/** What the negated verb must be about, within NEAR characters (before it in Japanese, Hindi, Korean…). */
const NEAR = 40;
const INSTRUCTION_NOUN =
  /instruction|direction|rules|guideline|guidance|steps|advice|warning|anweisung|hinweis|regeln|instruccion|indicacion|consigne|règle|istruzion|indicazion|regole|instruç|instruc|orientaç|инструкц|указани|правил|指示|说明|說明|指令|规则|規則|指導|注意|안내|지시|निर्देश|हिदायत|नियम|تعليمات/iu;

/** An override verb said without negation, in any of the languages above. */
const OVERRIDE_VERB =
  /(?<![\p{L}\p{N}])(?:ignor\p{L}*|disregard\p{L}*|forget\p{L}*|overrid\p{L}*|bypass\p{L}*|vergiss|vergessen|oubli\p{L}*|olvid\p{L}*|dimentic\p{L}*|esqueç\p{L}*|esquec\p{L}*)|игнорир|забудь|забыть|проигнорир|忽略|无视|無視|忽视|忽視|忘记|忘記|تجاهل|नज़रअंदाज़|नजरअंदाज|अनदेखा|भूल|무시/iu;

/** Intent cues that make a text an attack whatever else it says (see classifier/features.ts). */
const OTHER_INTENTS: ReadonlySet<string> = new Set(['reveal', 'you-rules', 'no-rules', 'roleplay', 'from-now-on', 'force-output', 'mode']);

/**
 * Whether the span only asks NOT to ignore instructions, or tells that someone did, and says nothing else an
 * attack says: once those phrases are blanked out, no override verb and no other intent cue remains.
 */
export function isNegatedOverride(text: string, start: number, end: number, intentsOf: (text: string) => readonly string[]): boolean {
  // To the end of the sentence: a negation may follow the words found ("Vergiss die Anweisungen nicht").
  const span = text.slice(start, end) + (/^[^.!?\n]{0,60}/.exec(text.slice(end, end + 60))?.[0] ?? '');
  // Only a negation about instructions counts ("don't forget to submit the report" is not one).
  let about = false;
  const rest = span.replace(NOT_A_COMMAND, (m, at: number) => {
    about ||= INSTRUCTION_NOUN.test(span.slice(Math.max(0, at - NEAR), at + m.length + NEAR));
    return ' '.repeat(m.length);
  });
  if (!about) return false;
  return saysNothingElse(rest, intentsOf, OTHER_INTENTS);
}

/** No override verb is left in `rest`, and none of `cues` among its intent cues. */
function saysNothingElse(rest: string, intentsOf: (text: string) => readonly string[], cues: ReadonlySet<string>): boolean {
  return !OVERRIDE_VERB.test(rest) && !intentsOf(rest).some((name) => cues.has(name));
}

// Asking how to write, structure or improve a system prompt of one's own is prompt engineering, not
// extraction: "How do I write a good system prompt for my bot?", "Wie schreibe ich einen guten
// Systemprompt für meinen Chatbot?". The classifier's n-grams of "system prompt" say otherwise.
const AUTHORING = new RegExp(
  [
    String.raw`\b(?:how (?:do|can|should|would) (?:i|we|you)|help me|tips (?:for|on)|best way to|what makes a good)\s+(?:to\s+)?(?:write|create|design|improve|structure|craft|formulate|draft|phrase)?[^.?!\n]{0,40}?\bsystem[ -]?prompts?\b`,
    String.raw`\bwie\s+(?:schreibe|formuliere|erstelle|gestalte|verbessere|baue)\s+(?:ich|man)\b[^.?!\n]{0,40}?system-?prompts?`,
    String.raw`\bcomment\s+(?:écrire|ecrire|rédiger|rediger|créer|creer|améliorer|ameliorer|structurer)\b[^.?!\n]{0,40}?prompt\s+(?:système|systeme)`,
    String.raw`\bc[oó]mo\s+(?:escribo|escribir|redacto|redactar|creo|crear|mejoro|mejorar)\b[^.?!\n]{0,40}?prompt\s+del\s+sistema`,
    String.raw`\bcome\s+(?:si\s+)?(?:scrive|scrivo|scrivere|creo|creare|miglioro|migliorare)\b[^.?!\n]{0,40}?prompt\s+di\s+sistema`,
    String.raw`\bcomo\s+(?:escrevo|escrever|crio|criar|melhoro|melhorar)\b[^.?!\n]{0,40}?prompt\s+do\s+sistema`,
    String.raw`как\s+(?:написать|составить|создать|улучшить)\s[^.?!\n]{0,40}?системн\p{L}*\s+(?:промпт|подсказк|инструкц)\p{L}*`,
    String.raw`(?:如何|怎么|怎样)(?:写|编写|撰写|设计|改进|优化)[^。？！\n]{0,20}?系统提示词?`,
    String.raw`システムプロンプト(?:は|を)?(?:どう|どのように)(?:書け|書く|作れ|作る|改善)`,
  ].join('|'),
  'giu',
);

/** Whether the span asks how to write one's own system prompt and says nothing else an attack says. */
export function isPromptAuthoring(text: string, start: number, end: number, intentsOf: (text: string) => readonly string[]): boolean {
  const span = text.slice(start, end);
  let found = false;
  const rest = span.replace(AUTHORING, (m) => {
    found = true;
    return ' '.repeat(m.length);
  });
  return found && saysNothingElse(rest, intentsOf, AUTHORING_EXCEPT);
}
/** Here a reveal cue left over counts too: the question must not also ask for the prompt. */
const AUTHORING_EXCEPT: ReadonlySet<string> = new Set([...OTHER_INTENTS, 'reveal']);
