// Non-hateful sentences about protected groups, generated for training the toxicity model: everyday
// mentions, positive statements, rebuttals, condemnations of hate and reports about it. The public
// hate data mentions groups mostly in hateful posts, so a model trained on it alone learns that naming
// a group is hateful; these rows teach it otherwise. Seeded and reproducible. Written independently of
// the functional test suite (scripts/toxicity-suite.ts), whose templates are never trained on; a test
// checks that no generated sentence is one of the suite's.

import { rng, shuffle } from '../src/ml/linear.ts';

export const CONTRASTS_SEED = 20261128;

const SUBJECTS = [
  'muslims', 'jews', 'jewish families', 'christians', 'hindus', 'sikhs', 'buddhists', 'atheists', 'catholics',
  'black people', 'black women', 'white people', 'asian americans', 'asians', 'latinos', 'hispanic workers', 'arabs',
  'mexicans', 'chinese students', 'indians', 'pakistanis', 'somalis', 'nigerians', 'syrians', 'turks', 'roma families',
  'immigrants', 'migrants', 'refugees', 'asylum seekers', 'foreigners', 'undocumented workers',
  'gay men', 'gay people', 'lesbians', 'bisexual people', 'queer teenagers', 'lgbtq people',
  'trans people', 'trans women', 'transgender kids', 'nonbinary people',
  'women', 'girls', 'female engineers', 'mothers', 'feminists',
  'disabled people', 'deaf people', 'blind people', 'wheelchair users', 'autistic adults', 'people with disabilities',
  'elderly people', 'pensioners', 'older workers', 'senior citizens',
];

const NEUTRAL = [
  '{S} live in almost every district of the city.', 'The census counted more {S} than ten years ago.',
  'Our library runs a reading club that many {S} attend.', 'The report looks at how {S} use public transport.',
  'Several {S} joined the choir this year.', 'A new study interviewed {S} about housing costs.',
  'The museum has an exhibition on the history of {S} in Europe.', 'Many {S} work night shifts at the hospital.',
  'How many {S} live in Canada?', 'Are there support groups for {S} in my area?', 'What holidays do {S} celebrate in winter?',
  'My neighbours are {S} and they invited us for dinner.', 'I met two {S} at the conference yesterday.',
  'The class had a presentation about {S} and their traditions.', 'The panel included {S} from four countries.',
  'The podcast interviewed {S} who run small businesses.', 'Statistics on {S} in higher education were published today.',
  'Where can {S} find legal advice in this town?', 'The survey found that {S} spend more on rent than others.',
  'The film follows three {S} through a year of their lives.', '{S} make up about a tenth of the workforce here.',
  'We are designing the app so that {S} can use it easily.', 'The council asked {S} for feedback on the new park.',
  'Is it true that many {S} moved here in the nineties?', 'A book about {S} won the prize this year.',
  'The clinic offers appointments for {S} on Saturdays.', 'I am writing a thesis on the history of {S}.',
  'The team hired {S} for the summer project.', 'The article describes what {S} think about the new law.',
];

const POSITIVE = [
  '{S} have enriched this neighbourhood in countless ways.', 'I admire the courage of {S} who speak up.',
  '{S} deserve the same respect as everyone else.', 'Some of my closest friends are {S}.',
  'Our company is better because {S} are part of it.', 'I am proud to stand with {S}.',
  '{S} are valued members of our community.', 'Thank you to all the {S} who volunteered this weekend.',
  'The best teacher I ever had was one of the {S} at my school.', '{S} have every right to be here.',
  'Equal rights for {S} matter to all of us.', 'We welcome {S} with open arms.', '{S} are brilliant colleagues.',
];

const CLAIMS = ['are animals', 'are dangerous', 'are criminals', 'are inferior', 'are a disease', 'should be deported',
  'are lazy', 'are not human', 'ruin everything', 'should disappear', 'are a burden', 'cannot be trusted', 'are vermin', 'are filthy'];

const REBUTTALS = [
  '{S} are not {X}, and saying so is plain bigotry.', 'It is simply false that {S} {C}.', 'The idea that {S} {C} is a myth.',
  'Nobody should believe the lie that {S} {C}.', 'People who claim {S} {C} are spreading hate.',
  'I am tired of hearing that {S} {C}; it is not true.', 'Saying {S} {C} is racist and wrong.',
  'The stereotype that {S} {C} has been debunked many times.', 'No, {S} are not {X}.', 'Stop telling people that {S} {C}.',
  'The claim that {S} {C} is dehumanising.', 'It is wrong to say that {S} {C}.',
];
const REPORTS = [
  'The study collected comments saying {S} {C} and traced where they came from.',
  'Moderators removed posts claiming that {S} {C}.', 'The politician was fined for saying {S} {C}.',
  'Leaflets claiming {S} {C} were found near the school, and the police are investigating.',
  'The researchers labelled tweets that said {S} {C} as hate speech.', 'A newspaper quoted a man who shouted that {S} {C}.',
  'Campaigners condemned the slogan that {S} {C}.',
];
const CONDEMN = [
  'Attacks on {S} are cowardly and must stop.', 'Harassment of {S} will not be tolerated on this forum.',
  'Anyone who threatens {S} should be reported to the police.', 'Hate crimes against {S} rose last year, the report says.',
  'We stand in solidarity with {S} after the attack.', 'Discrimination against {S} is illegal.',
  'Those who spread hatred of {S} should be ashamed.', 'The violence against {S} last night was horrifying.',
  'Bullying {S} is never acceptable.', 'The slurs shouted at {S} at the match were disgraceful.',
];

const SINGULAR: ReadonlyArray<readonly [string, string]> = [
  ['a muslim', 'my doctor is a muslim and a great surgeon.'], ['a jew', 'my grandfather was a jew from vienna.'],
  ['a black man', 'the new manager is a black man from atlanta.'], ['a trans woman', 'the author is a trans woman who writes crime novels.'],
  ['a gay man', 'my brother is a gay man and a firefighter.'], ['a wheelchair user', 'our new colleague is a wheelchair user.'],
  ['an immigrant', 'my mother came here as an immigrant in 1985.'], ['a refugee', 'the chef arrived as a refugee ten years ago.'],
  ['a lesbian', 'the senator is a lesbian and a former lawyer.'], ['a woman', 'the first woman to lead the lab retired today.'],
];

// A few sentences in the other languages of the training data.
const OTHER: readonly string[] = [
  'Muslime leben seit Jahrzehnten in unserer Stadt.', 'Flüchtlinge haben das Recht auf faire Verfahren.', 'Es ist falsch zu behaupten, dass Ausländer kriminell sind.',
  'Frauen verdienen gleichen Lohn.', 'Schwule und Lesben sind hier willkommen.', 'Die Studie befragte Migranten zu ihren Wohnkosten.',
  'Les immigrés contribuent à l’économie du pays.', 'Il est faux de dire que les musulmans sont dangereux.', 'Les femmes méritent le même salaire.',
  'Les réfugiés ont le droit d’être protégés.', 'Nous soutenons les personnes handicapées.', 'Les juifs de la ville ont célébré la fête.',
  'Os imigrantes ajudam a economia do país.', 'É mentira que os negros são preguiçosos.', 'As mulheres merecem respeito e salário igual.',
  'Os refugiados têm direito a asilo.', 'Gays e lésbicas são bem-vindos aqui.', 'O estudo entrevistou idosos sobre a saúde.',
  'Los inmigrantes trabajan en muchos sectores.', 'Es falso que los musulmanes sean violentos.', 'Las mujeres merecen los mismos derechos.',
  '女性应该享有同等的权利。', '很多外国人在这里工作和生活。', '同性恋者也应该受到尊重。', '残疾人需要更多的无障碍设施。', '说黑人懒惰是一种偏见。',
  '여성도 같은 권리를 누려야 한다.', '난민들에게 도움이 필요하다.', '장애인을 위한 시설이 늘어났다.', '외국인 노동자들이 많이 일하고 있다.',
  'للنساء الحق في التعليم والعمل.', 'اللاجئون يستحقون الحماية.', 'المسلمون والمسيحيون يعيشون معا في هذه المدينة.',
];

/** The generated non-hateful group sentences, shuffled (seeded). */
export function groupContrasts(seed = CONTRASTS_SEED): string[] {
  const random = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const out: string[] = [];
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  for (const S of SUBJECTS) {
    for (const t of NEUTRAL) if (random() < 0.5) out.push(cap(t.replace('{S}', S)));
    for (const t of POSITIVE) if (random() < 0.5) out.push(cap(t.replace('{S}', S)));
    for (const t of CONDEMN) if (random() < 0.5) out.push(cap(t.replace('{S}', S)));
    for (let k = 0; k < 6; k++) {
      const c = pick(CLAIMS);
      const x = c.replace(/^are (not )?/, '');
      const t = pick([...REBUTTALS, ...REPORTS]);
      out.push(cap(t.replace('{S}', S).replace('{C}', c).replace('{X}', c.startsWith('are ') ? x : 'a threat')));
    }
  }
  for (const [, s] of SINGULAR) out.push(cap(s));
  out.push(...OTHER);
  return shuffle(out, random);
}
