// Quoting an attack is not making one: a security article that says attackers write "ignore previous
// instructions" mentions the phrase. Findings of the injection families whose span is quoted in a
// sentence about attacks, or introduced as an example, are damped by the engine to a LOW signal.

/** Multiplier for a mentioned (quoted or exemplified) attack phrase: even 1.0 becomes 0.25, below MEDIUM. */
export const MENTION_FACTOR = 0.25;

const OPEN_QUOTES = '"“„«‘\'`「『';
const CLOSE_FOR: Readonly<Record<string, string>> = { '"': '"', '“': '”', '„': '“', '«': '»', '‘': '’', "'": "'", '`': '`', '「': '」', '『': '』' };
const META =
  /\b(?:attack(?:er|ers|s)?|hack(?:er|ers)|adversar\w*|inject\w*|jailbreak\w*|malicious|exploit\w*|red[ -]team\w*|researchers?|examples?|e\.g\.|such as|for instance|phrases?|strings?|payloads?|techniques?|detect\w*|filters?|classif\w*|guardrails?|mean(?:s|ing)?|defend\w*|blocks?|flag(?:s|ged)?|security|known as|called|classic)\b|例如|比如|攻击|zum Beispiel|par exemple|por ejemplo|Angreifer|attaquants?|atacantes?/i;
const INTRO = /(?:\b(?:such as|like|e\.g\.|for example|for instance|the (?:phrase|string|sentence|prompt|text)|phrases? like|prompts? like|inputs? like|(?:attackers?|hackers?|adversaries|they|people|users|scammers) (?:often |usually |might |may |typically |commonly |sometimes )?(?:write|type|say|use|try|send|insert|include|inject|hide|paste))\b\s*:?\s*)$/i;

/** Whether the finding's span is mentioned (quoted in talk about attacks, or given as an example) rather than said. */
export function isMention(text: string, start: number, end: number): boolean {
  const lineStart = Math.max(text.lastIndexOf('\n', start - 1) + 1, start - 300);
  const before = text.slice(lineStart, start);
  const lineEndAt = text.indexOf('\n', end);
  const after = text.slice(end, Math.min(lineEndAt < 0 ? text.length : lineEndAt, end + 300));
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
