// The vocabulary of the attack generator: every family a row can belong to, as closed lists, so a
// leave-one-family-out evaluation can hold out exactly one value of one dimension.

export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'ru', 'uk', 'tr', 'ar', 'he', 'fa', 'hi', 'zh', 'ja', 'ko', 'vi', 'id', 'th', 'sv'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** What the attacker wants. `harmful` asks for a forbidden answer (a jailbreak); the rest act on the model or its tools. */
export const INTENTS = ['override', 'extract_prompt', 'extract_secret', 'hijack', 'harmful', 'exfiltrate', 'tool_call'] as const;
export type AttackIntent = (typeof INTENTS)[number];

/** What an honest user or document wants: the hard negatives. `instruct` is text that gives orders to a person or a bot
 *  on purpose (rule files, READMEs, licences, "reply by Friday"); `security` talks about attacks, sometimes quoting one. */
export const BENIGN_INTENTS = ['summarize', 'translate', 'fix_code', 'poem', 'security', 'instruct'] as const;
export type BenignIntent = (typeof BENIGN_INTENTS)[number];

/** How the request is dressed. Benign rows use the same names for their look-alike dress. */
export const FRAMINGS = ['direct', 'persona', 'fiction', 'hypothetical', 'persuasive', 'system', 'completion', 'fewshot', 'format', 'encoding', 'splitting', 'salad'] as const;
export type Framing = (typeof FRAMINGS)[number];

/** Where the text travels: typed by a user, or planted in data the model reads. */
export const CARRIERS = ['bare', 'email', 'table', 'html', 'code', 'tool', 'json', 'rag'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Where the payload sits among the carrier's own content blocks (rows, paragraphs, results, fields). */
export const POSITIONS = ['start', 'middle', 'end'] as const;
export type Position = (typeof POSITIONS)[number];

export const SPLITS = ['train', 'eval'] as const;
export type Split = (typeof SPLITS)[number];

export type Label = 'injection' | 'jailbreak' | 'benign';

export interface Row {
  text: string;
  label: Label;
  intent: AttackIntent | BenignIntent;
  framing: Framing;
  carrier: Carrier;
  position: Position;
  language: Lang;
  /** Id of the framing template (`de.fiction.1`, benign `de.b.persona.0`); each belongs to one split. */
  template: string;
  split: Split;
}

/** Harmful goals, always generic and non-operational; each language words them as a "how to …" clause. */
export const TOPICS = ['lockpick', 'phishing', 'weapon', 'account', 'fakeid', 'malware'] as const;
export type Topic = (typeof TOPICS)[number];

export type Transform = 'base64' | 'rot13' | 'leet' | 'ascii';

/** A template: `{req}` is the request; encoding templates also use `{enc}` (the transformed request) or `{art}`;
 *  splitting templates `{parts}` and `{sum}`; salad templates `{salad}`; write-ups `{quote}`. */
export type Tpl = string | { t: string; enc: Transform } | { t: string; vars: 'abc' | 'x' | 'part' };

export interface Pack {
  lang: Lang;
  /** Latin-script languages also get ROT13 and leetspeak encodings. */
  latin: boolean;
  topics: Record<Topic, string>;
  /** The topic clause for the ASCII-art framing: it names the drawn word instead of the goal. */
  maskTopic: string;
  intents: Record<AttackIntent, readonly string[]>;
  framings: Record<Framing, readonly Tpl[]>;
  benignIntents: Record<BenignIntent, readonly string[]>;
  benignFramings: Record<Framing, readonly Tpl[]>;
  /** Short lines a user writes around a request (the bare carrier's filler). */
  chat: readonly string[];
  /** Attack strings a defender quotes in a write-up (benign); never one of the attack templates. */
  quotes?: readonly string[];
}
