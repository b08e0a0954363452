// Statements whose meaning is in their structure, not in any one word: threats ("I will kill you"),
// harassment aimed at a person ("fuck you", "kill yourself"), incitement and graphic violence, self-harm,
// and hateful generalizations about a group ("Muslims are vermin", "death to …"). Each pattern is
// bounded (every repetition has a small maximum) so the scan stays linear.

import type { ToxicCategory } from './categories.ts';

export interface StatementPattern {
  /** kebab-case name, for tests and the reason text. */
  name: string;
  category: ToxicCategory;
  score: number;
  re: RegExp;
  /** Context may clear it: negation just before, or quoted / reported counter-speech. */
  negatable: boolean;
  /**
   * Words (as tokens: lower-cased, leetspeak folded) of which every match contains at least one: the
   * pattern runs only on sentences that have one, so a scan costs regex time only where it can match.
   */
  anchors: readonly string[];
}

/** One word boundary-safe regex from readable source: a space = 1–3 whitespace characters. */
function rx(source: string): RegExp {
  const body = source.replace(/ /g, String.raw`[\s]{1,3}`);
  return new RegExp(String.raw`(?<![\p{L}\p{N}_'’])(?:${body})(?![\p{L}\p{N}_])`, 'giu');
}

const APOS = `['’]?`;
// Protected groups named in the plural or as "X people" (HateCheck's targets and more).
const GROUP_NOUNS = [
  'muslims', 'moslems', 'islamists', 'jews', 'christians', 'hindus', 'sikhs', 'buddhists', 'atheists', 'catholics', 'mormons',
  'arabs', 'blacks', 'whites', 'asians', 'chinese', 'japanese', 'koreans', 'mexicans', 'latinos', 'latinas', 'latinx',
  'hispanics', 'immigrants', 'migrants', 'refugees', 'foreigners', 'indians', 'pakistanis', 'africans', 'gays', 'lesbians',
  'homosexuals', 'bisexuals', 'transgenders', 'queers', 'women', 'females', 'feminists', 'cripples', 'retards', 'roma',
  'gypsies', 'natives', 'aboriginals', 'palestinians', 'israelis', 'romanians', 'poles',
];
const GROUP_ADJECTIVES = ['muslim', 'jewish', 'black', 'white', 'asian', 'gay', 'trans', 'transgender', 'disabled', 'mexican', 'arab', 'immigrant', 'chinese', 'autistic', 'indigenous', 'irish', 'asylum'];
const GROUP_PEOPLE = ['people', 'folks', 'men', 'women', 'kids', 'children', 'families', 'seekers'];
/** Every word that can start or make up a group mention: the hate patterns' anchors. */
export const GROUP_WORDS: readonly string[] = [...GROUP_NOUNS, ...GROUP_ADJECTIVES];
// Protected groups named in the plural or as "X people" (HateCheck's targets and more).
export const GROUP = String.raw`(?:${GROUP_NOUNS.join('|')}|the disabled|(?:${GROUP_ADJECTIVES.join('|')}) (?:${GROUP_PEOPLE.join('|')}))`;
/** Whether tokens name a group: a group noun, or a group adjective followed by people/men/women…. */
export const GROUP_NOUN_SET: ReadonlySet<string> = new Set(GROUP_NOUNS);
export const GROUP_ADJECTIVE_SET: ReadonlySet<string> = new Set(GROUP_ADJECTIVES);
export const GROUP_PEOPLE_SET: ReadonlySet<string> = new Set(GROUP_PEOPLE);
const DET = String.raw`(?:(?:all|these|those|the|most|fucking|filthy|dirty|damn|bloody|you) ){0,2}`;
const DEHUMANIZING = String.raw`(?:vermin|animals|parasites|rats|cockroaches|roaches|insects|maggots|leeches|subhuman|subhumans|sub-human|savages|scum|filth|trash|garbage|pigs|apes|monkeys|dogs|beasts|a disease|a plague|a cancer|a virus|an infestation|disgusting|inferior|worthless|evil|criminals|terrorists|rapists|thieves|degenerates|abominations|freaks|mentally ill|a burden|not human|not people|unclean|lesser beings|a threat to (?:our|this) country|ruining (?:this|our) country|destroying (?:this|our) country)`;
// Stereotypes stated as facts about a whole group.
const STEREOTYPE = String.raw`(?:lazy|stupid|dumb|less intelligent|less human|less civilized|uncivilized|primitive|backward|barbaric|violent|dangerous|greedy|dirty|smelly|filthy|untrustworthy|liars|thieves|criminal|a problem|the problem|all the same|all terrorists|all criminals|all rapists)`;
const CONSPIRACY = String.raw`(?:control|run|own|rule) (?:the|our|all the) (?:media|banks|world|government|money|country|hollywood)|(?:steal|take|are taking|are stealing) (?:our|all the) (?:jobs|women|country|money|benefits)|(?:can(?:not|${APOS}t)|should never) be trusted|belong (?:in the kitchen|in cages|in zoos)|should (?:stay|be kept) in the kitchen|are ruining (?:everything|this country|our country|the country)|are taking over`;

const KILL_VERB = String.raw`(?:kill|murder|shoot|stab|strangle|choke|hurt|beat|rape|slaughter|behead|burn|bury|hunt down|slit|torture|punch|smash)`;
const SELF = String.raw`(?:kill|hurt|cut|harm|end|hang|shoot|poison|starve|drown)`;
const YOU = String.raw`(?:you|u|ya|y${APOS}all|your (?:family|kids|children|wife|husband|mother|mom|dad|father|sister|brother|daughter|son|dog|face|throat|head|neck|ass)|him|her|them)`;
const I_WILL = String.raw`(?:i|we)(?:${APOS}ll| will| shall|${APOS}m going to| am going to|${APOS}m gonna| am gonna| gonna|${APOS}re going to| are going to|${APOS}re gonna| are gonna| want to| wanna| am about to|${APOS}m about to| will fucking|${APOS}ll fucking)`;
const YOU_ARE = String.raw`(?:you${APOS}re|youre|you are|u r|ur)`;

export const STATEMENTS: readonly StatementPattern[] = [
  // ---- threats: a speaker announcing harm to the one addressed or a named person
  { name: 'threat-harm', category: 'threat', score: 0.92, negatable: true, anchors: ['kill', 'murder', 'shoot', 'stab', 'strangle', 'choke', 'hurt', 'beat', 'rape', 'slaughter', 'behead', 'burn', 'bury', 'hunt', 'slit', 'torture', 'punch', 'smash'], re: rx(`${I_WILL} (?:(?:fucking|really|literally|personally|come and|come|find you and) ){0,2}${KILL_VERB} ${YOU}`) },
  { name: 'threat-you-will', category: 'threat', score: 0.9, negatable: true, anchors: ['die', 'regret', 'pay', 'bleed', 'suffer', 'sorry', 'dead'], re: rx(`(?:${YOU_ARE} (?:going to|gonna)|you${APOS}ll|you will) (?:die|regret (?:this|it|that)|pay for (?:this|that|it)|bleed|suffer|be sorry|wish you were dead)`) },
  { name: 'threat-know-where', category: 'threat', score: 0.85, negatable: true, anchors: ['where', 'watch', 'numbered', 'eye', 'dead'], re: rx(`(?:i|we) know where you (?:live|sleep|work)|watch your (?:back|step)|your days are numbered|sleep with one eye open|${YOU_ARE} (?:dead meat|a dead man|a dead woman|so dead)`) },
  { name: 'threat-make-you', category: 'threat', score: 0.88, negatable: true, anchors: ['pay', 'suffer', 'bleed', 'regret'], re: rx(`(?:i|we)(?:${APOS}ll| will| am going to|${APOS}m going to|${APOS}m gonna) (?:make|see) (?:you|him|her|them) (?:pay|suffer|bleed|regret)`) },
  { name: 'threat-incite', category: 'threat', score: 0.85, negatable: true, anchors: ['someone', 'somebody', 'anyone', 'everyone'], re: rx(`(?:someone|somebody|anyone|everyone) (?:should|needs to|ought to|must) (?:${KILL_VERB}) (?:you|him|her|them|this (?:guy|woman|man|bitch|bastard))`) },
  // ---- harassment: aimed at the one addressed
  { name: 'harassment-self-harm-wish', category: 'harassment', score: 0.95, negatable: true, anchors: ['yourself', 'kys', 'die', 'bleach', 'jump'], re: rx(`(?:(?:go|just|you should|you need to|please|pls) ){0,2}(?:kill yourself|hang yourself|kys|neck yourself|drink bleach|jump off a (?:bridge|cliff|building)|go die)`) },
  { name: 'harassment-wish-harm', category: 'harassment', score: 0.9, negatable: true, anchors: ['hope'], re: rx(`i hope (?:you|u) (?:die|get cancer|get raped|get hit by a (?:car|bus|truck)|burn in hell|rot in hell|suffer|choke)`) },
  { name: 'harassment-fuck-you', category: 'harassment', score: 0.75, negatable: true, anchors: ['fuck', 'screw', 'f*ck', 'f**k', 'fck', 'fuk', 'shut', 'stfu', 'gtfo'], re: rx(`(?:fuck|screw|f\\*ck|f\\*\\*k|fck|fuk) (?:you|u|ya|off|yourself)|shut the (?:fuck|hell) up|stfu|gtfo`) },
  { name: 'harassment-nobody-likes', category: 'harassment', score: 0.7, negatable: false, anchors: ['likes', 'loves', 'wants', 'cares', 'waste', 'worthless', 'pathetic', 'disgusting', 'disgrace', 'joke', 'without'], re: rx(`(?:nobody|no one|noone) (?:likes|loves|wants|cares about) (?:you|u)|${YOU_ARE} (?:a )?(?:waste of (?:space|air|oxygen|skin|life)|worthless|pathetic|disgusting|a disgrace|a joke)|the world would be better (?:off )?without (?:you|u)`) },
  // ---- violence: incitement and graphic harm, not aimed at the one addressed
  { name: 'violence-should-be', category: 'violence', score: 0.75, negatable: true, anchors: ['shot', 'hanged', 'hung', 'lynched', 'beheaded', 'raped', 'tortured', 'burned', 'burnt', 'gassed', 'stabbed', 'beaten', 'exterminated'], re: rx(`(?:should|must|needs to|need to|ought to|deserves? to|deserve) (?:all )?(?:be )?(?:shot|hanged|hung|lynched|beheaded|raped|tortured|burned alive|burnt alive|gassed|stabbed|beaten to death|exterminated|shot dead)`) },
  { name: 'violence-act', category: 'violence', score: 0.7, negatable: true, anchors: ['beat', 'kick', 'stab', 'punch', 'choke', 'strangle', 'stomp', 'shoot', 'bomb', 'blow', 'kill', 'murder', 'hurt', 'raped', 'rape', 'murdered', 'slaughtered', 'tortured'], re: rx(`(?:beat|kick|stab|punch|choke|strangle|stomp) (?:him|her|them|someone|somebody|people|that (?:guy|woman|man|kid)) (?:to death|until (?:he|she|they) (?:dies|die|stops?)|till (?:he|she|they) (?:dies|die))|(?:shoot|bomb|blow) up (?:a |the |my |our |this |that )?(?:school|church|mosque|synagogue|temple|office|mall|concert|building|hospital|crowd)|(?:i|we) (?:want to|wanna|am going to|${APOS}m going to|${APOS}m gonna|will) (?:kill|murder|shoot|stab|hurt) (?:someone|somebody|people|everyone|everybody|them all)|(?:raped|rape|murdered|slaughtered|tortured) (?:her|him|them) (?:to death|repeatedly|brutally)`) },
  // ---- self-harm: the speaker's own intent, and method-seeking
  { name: 'self-harm-method', category: 'self_harm', score: 0.85, negatable: false, anchors: ['myself', 'suicide', 'life', 'overdose', 'wrists', 'die', 'painlessly', 'pills', 'tylenol', 'paracetamol', 'painkillers'], re: rx(`(?:how (?:to|do i|can i|could i|should i|would i)|(?:best|easiest|quickest|fastest|painless|surest|most painless) (?:way|ways|method|methods) to) (?:${SELF} myself|commit suicide|end my (?:own )?life|overdose|slit my wrists|die painlessly|die quickly)|how many (?:pills|sleeping pills|tylenol|paracetamol|painkillers) (?:to|would|will|does it take to) (?:kill|overdose|die)`) },
  { name: 'self-harm-intent', category: 'self_harm', score: 0.6, negatable: true, anchors: ['myself', 'suicidal', 'suicide', 'life', 'end', 'ending', 'die', 'anymore'], re: rx(`(?:${SELF}|${SELF}ing|killin|cutting) myself|end(?:ing)? (?:my (?:own )?life|it all)|take my (?:own )?life|(?:i|i${APOS}m|im|i am) (?:so |really |feeling |very ){0,2}suicidal|(?:i|i${APOS}m|im|i am) (?:want|wanna|going|gonna|planning|thinking about|thinking of) (?:to )?(?:die|commit suicide|kill myself)|i (?:do not|don${APOS}t|dont) want to (?:live|be alive|exist|wake up) anymore`) },
  // ---- hate: generalizations about a protected group
  { name: 'hate-dehumanize', category: 'hate', score: 0.88, negatable: true, anchors: GROUP_WORDS, re: rx(`${DET}${GROUP} (?:are|r|is|were) (?:(?:all|just|nothing but|literally|such|so|fucking|like|no better than|a bunch of|basically|simply) ){0,2}${DEHUMANIZING}`) },
  { name: 'hate-stereotype', category: 'hate', score: 0.8, negatable: true, anchors: GROUP_WORDS, re: rx(`${DET}${GROUP} (?:(?:are|r|is|were) (?:(?:all|just|so|such|always|naturally|inherently|genetically|basically|fucking) ){0,2}${STEREOTYPE}|${CONSPIRACY})`) },
  { name: 'hate-hatred', category: 'hate', score: 0.85, negatable: true, anchors: ['hate', 'despise', 'loathe', 'detest', 'stand'], re: rx(`(?:i|we) (?:(?:really|fucking|just|absolutely|truly|all) ){0,2}(?:hate|despise|loathe|detest|can${APOS}t stand|cannot stand) ${DET}${GROUP}`) },
  { name: 'hate-violence', category: 'hate', score: 0.95, negatable: true, anchors: GROUP_WORDS, re: rx(`(?:kill|exterminate|gas|shoot|hang|lynch|deport|eradicate|wipe out|get rid of|burn|ban|genocide|eliminate) ${DET}${GROUP}|${DET}${GROUP} (?:should|must|need to|needs to|ought to|deserve to|deserves to) (?:all )?(?:die|be (?:killed|exterminated|gassed|shot|hanged|deported|eradicated|wiped out|locked up|sterilized|banned|eliminated)|go back (?:to|where)|burn|rot)|death to ${DET}${GROUP}|${DET}${GROUP} (?:do not|don${APOS}t|dont) deserve (?:to live|rights|to exist|human rights)|${DET}${GROUP} (?:should not|shouldn${APOS}t|shouldnt) (?:be allowed to (?:live|exist|vote|work)|exist|have rights)`) },
];

/** Second-person words that make an insult right after them harassment. */
export const ADDRESS = new Set(['you', 'u', 'ya', 'ye', 'youre', 'ur', 'yo']);
/** Words allowed between "you" and the insult: "you are such a fucking …". */
export const FILLER = new Set([
  'are', 'r', 're', 'a', 'an', 'such', 'so', 'fucking', 'fuckin', 'fking', 'stupid', 'dumb', 'little', 'big', 'fat',
  'ugly', 'absolute', 'complete', 'total', 'utter', 'worthless', 'pathetic', 'damn', 'bloody', 'lazy', 'dirty',
  'filthy', 'just', 'the', 'biggest', 'what', 'a', 'real', 'sick', 'brainless', 'useless', 'fat', 'old',
  'disgusting', 'piece', 'of', 'ignorant', 'retarded', 'gay', 'dumbass', 'silly', 'f', 'fing', 'freaking', 'frickin',
]);
/** Insults that are not profanity (so not in the lexicon) but hurt when aimed at someone. */
export const INSULTS_STRONG = new Set([
  'idiot', 'idiots', 'moron', 'morons', 'imbecile', 'imbeciles', 'cretin', 'cretins', 'retard', 'scumbag', 'degenerate',
  'subhuman', 'vermin', 'parasite', 'waste', 'dumbass', 'jackass', 'dipshit', 'loser', 'losers', 'freak', 'creep',
  'psycho', 'lunatic', 'pig', 'skank', 'trash', 'garbage', 'scum', 'filth', 'clown', 'halfwit', 'nitwit', 'numbskull',
]);
export const INSULTS_MILD = new Set(['stupid', 'dumb', 'useless', 'pathetic', 'ugly', 'fat', 'worthless', 'disgusting', 'ignorant', 'fool', 'jerk', 'dork', 'weirdo', 'failure', 'liar']);
/** Words after "you …" that turn it into something else ("you are not", "you stupid people"). */
export const NOT_AT_PERSON = new Set(['not', 'no', 'never', 'nt', 'isnt', 'arent', 'people', 'guys']);
