// Values as they are written in each locale: phone numbers in national and international forms with the
// separators people use, addresses in the local order, each country's passport, driving-licence and bank
// formats, card brands with their published ranges. Valid values carry valid check digits (checks.ts).

import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import type { Rand } from './rng.ts';
import { abaDigit, cccDigit, cnhDigits, dniLetter, italianCin, luhnDigit, makeIban, ribKey, elfproef } from './checks.ts';

export const LOCALES = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'en-IN', 'de-DE', 'fr-FR', 'es-ES', 'it-IT', 'nl-NL', 'pt-BR', 'ja-JP'] as const;
export type Locale = (typeof LOCALES)[number];
export const GOLD_TYPES = ['email', 'phone', 'address', 'ssn', 'credit_card', 'ip_address', 'passport', 'driver_license', 'bank_account'] as const;
export type GoldType = (typeof GOLD_TYPES)[number];

/** One part of a value: its label key (labels come from the language), the text, and its role. */
export interface Field {
  key: string;
  value: string;
  role: 'gold' | 'neutral' | 'text';
  format?: string;
}
export interface Item {
  type: GoldType;
  fields: Field[];
}
const gold = (key: string, value: string): Field => ({ key, value, role: 'gold' });
const neut = (key: string, value: string): Field => ({ key, value, role: 'neutral' });
const txt = (key: string, value: string): Field => ({ key, value, role: 'text' });

export interface Person {
  first: string;
  last: string;
  /** As written in the locale (family name first in Japanese). */
  full: string;
}

interface LocaleValues {
  first: readonly string[];
  last: readonly string[];
  /** Latin spelling for e-mail local parts (Japanese names). */
  latin?: (p: Person) => string;
  domains: readonly string[];
  phone: (r: Rand) => string;
  address: (r: Rand, multiline: boolean) => string;
  passport: (r: Rand) => string;
  /** The licence number, or it with the scheme's name (a US state) for per-format recall. */
  license: (r: Rand) => string | { value: string; format: string };
  bank: (r: Rand) => Field[];
  cards: readonly Brand[];
}

// ---------- cards ----------
type Brand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay' | 'elo' | 'hipercard' | 'rupay';
const BRAND_PREFIX: Record<Brand, { prefixes: readonly string[]; length: number }> = {
  visa: { prefixes: ['4'], length: 16 },
  mastercard: { prefixes: ['51', '52', '53', '54', '55', '2221', '2300', '2720'], length: 16 },
  amex: { prefixes: ['34', '37'], length: 15 },
  discover: { prefixes: ['6011', '65', '644', '649'], length: 16 },
  jcb: { prefixes: ['3528', '3540', '3566', '3589'], length: 16 },
  diners: { prefixes: ['300', '305', '36', '38'], length: 14 },
  unionpay: { prefixes: ['62'], length: 16 },
  elo: { prefixes: ['636368', '438935', '504175', '451416', '636297', '506699', '509048', '650031'], length: 16 },
  hipercard: { prefixes: ['606282', '384100', '384140'], length: 16 },
  rupay: { prefixes: ['6521', '6522', '508500', '607400', '817200'], length: 16 },
};

export function cardNumber(r: Rand, brand: Brand): string {
  const { prefixes, length } = BRAND_PREFIX[brand];
  const payload = r.pick(prefixes);
  const body = payload + r.digits(length - 1 - payload.length);
  return body + luhnDigit(body);
}

/** The card in one of the ways people write it: grouped by 4 (Amex 4-6-5, Diners 4-6-4) with spaces or dashes, or plain. */
export function formatCard(r: Rand, n: string): string {
  const style = r.int(0, 3);
  if (style === 0) return n;
  const sep = style === 1 || style === 3 ? ' ' : '-';
  if (n.length === 15) return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  if (n.length === 14) return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  return n.match(/.{1,4}/g)!.join(sep);
}

// ---------- helpers ----------
const grp = (s: string, sizes: readonly number[], sep: string) => {
  const out: string[] = [];
  let at = 0;
  for (const n of sizes) {
    out.push(s.slice(at, at + n));
    at += n;
  }
  return out.join(sep);
};

function ssn(r: Rand): string {
  let area: number;
  do area = r.int(1, 899);
  while (area === 666);
  const s = `${String(area).padStart(3, '0')}${String(r.int(1, 99)).padStart(2, '0')}${String(r.int(1, 9999)).padStart(4, '0')}`;
  const style = r.int(0, 5);
  return style <= 2 ? grp(s, [3, 2, 4], '-') : style <= 4 ? grp(s, [3, 2, 4], ' ') : s;
}

function ip(r: Rand): string {
  if (r.chance(0.2)) {
    const h = () => r.chars('0123456789abcdef', r.int(1, 4)).replace(/^0+(?=.)/, '');
    return r.chance(0.5) ? `2001:db8:${h()}:${h()}::${h()}` : `2a02:${h()}:${h()}:${h()}:${h()}:${h()}:${h()}:${h()}`;
  }
  const first = r.pick([r.int(11, 99), r.int(100, 223), 192, 10, 172]);
  const second = first === 192 ? 168 : first === 172 ? r.int(16, 31) : r.int(0, 255);
  return `${first}.${second}.${r.int(0, 255)}.${r.int(1, 254)}`;
}

const nanp = (areas: readonly string[]) => (r: Rand) => {
  const area = r.pick(areas);
  const ex = String(r.int(2, 9)) + r.digits(2);
  const line = r.digits(4);
  switch (r.int(0, 6)) {
    case 0: return `(${area}) ${ex}-${line}`;
    case 1: return `${area}-${ex}-${line}`;
    case 2: return `${area}.${ex}.${line}`;
    case 3: return `+1 ${area} ${ex} ${line}`;
    case 4: return `+1-${area}-${ex}-${line}`;
    case 5: return `1 (${area}) ${ex}-${line}`;
    default: return `${area} ${ex} ${line}`;
  }
};

// ---------- per locale ----------
const US_STREETS = ['Maple Avenue', 'Oak Street', 'Pine Street', 'Cedar Lane', 'Washington Boulevard', 'Lakeview Drive', 'Elm Street', 'Sunset Boulevard', 'Market Street', 'Hillcrest Road', 'Park Avenue', 'Main Street'];
const US_CITIES: ReadonlyArray<[string, string, string]> = [['Springfield', 'IL', '627'], ['Portland', 'OR', '972'], ['Austin', 'TX', '787'], ['Denver', 'CO', '802'], ['Seattle', 'WA', '981'], ['Columbus', 'OH', '432'], ['Brooklyn', 'NY', '112'], ['San Jose', 'CA', '951'], ['Atlanta', 'GA', '303'], ['Madison', 'WI', '537']];
const GB_STREETS = ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Baker Street', 'Mill Lane', 'Queens Road', 'King Street', 'Park Road', 'Windsor Close'];
const GB_CITIES: ReadonlyArray<[string, string]> = [['London', 'NW1'], ['Manchester', 'M14'], ['Bristol', 'BS8'], ['Leeds', 'LS6'], ['Oxford', 'OX4'], ['Glasgow', 'G12'], ['Cardiff', 'CF10'], ['Norwich', 'NR2'], ['York', 'YO31'], ['Brighton', 'BN1']];
const CA_CITIES: ReadonlyArray<[string, string, string]> = [['Toronto', 'ON', 'M5H'], ['Vancouver', 'BC', 'V6B'], ['Montréal', 'QC', 'H2X'], ['Calgary', 'AB', 'T2P'], ['Ottawa', 'ON', 'K1P'], ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C']];
const AU_CITIES: ReadonlyArray<[string, string, string]> = [['Sydney', 'NSW', '2000'], ['Surry Hills', 'NSW', '2010'], ['Melbourne', 'VIC', '3000'], ['Fitzroy', 'VIC', '3065'], ['Brisbane', 'QLD', '4000'], ['Perth', 'WA', '6000'], ['Adelaide', 'SA', '5000'], ['Hobart', 'TAS', '7000']];
const AU_STREETS = ['George Street', 'Pitt Street', 'Collins Street', 'Brunswick Street', 'Queen Street', 'Hay Street', 'Rundle Mall', 'Oxford Street'];
const IN_CITIES: ReadonlyArray<[string, string, string, readonly string[]]> = [
  ['Bengaluru', 'Karnataka', '560', ['Indiranagar', 'Koramangala', 'Jayanagar', 'HSR Layout', 'Whitefield']],
  ['Mumbai', 'Maharashtra', '400', ['Andheri West', 'Bandra East', 'Powai', 'Dadar', 'Goregaon']],
  ['Hyderabad', 'Telangana', '500', ['Banjara Hills', 'Madhapur', 'Kukatpally', 'Gachibowli']],
  ['Chennai', 'Tamil Nadu', '600', ['T. Nagar', 'Adyar', 'Velachery', 'Anna Nagar']],
  ['New Delhi', 'Delhi', '110', ['Lajpat Nagar', 'Karol Bagh', 'Dwarka Sector 7', 'Saket']],
  ['Pune', 'Maharashtra', '411', ['Kothrud', 'Baner', 'Viman Nagar', 'Hadapsar']],
];
const DE_STREETS = ['Hauptstraße', 'Am Falkenberg', 'Bahnhofstraße', 'Schillerstraße', 'Lindenallee', 'Goethestraße', 'Kirchweg', 'Am Markt', 'Friedrich-Ebert-Straße', 'Gartenstraße', 'Mühlenweg', 'Berliner Platz'];
const DE_CITIES: ReadonlyArray<[string, string]> = [['Berlin', '10'], ['Hamburg', '20'], ['München', '80'], ['Köln', '50'], ['Stuttgart', '70'], ['Hanau', '63'], ['Leipzig', '04'], ['Dresden', '01'], ['Freiburg im Breisgau', '79'], ['Bremen', '28']];
const FR_STREETS = ['rue de la Paix', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue Victor Hugo', 'place de la République', 'rue du Général Leclerc', 'allée des Tilleuls', 'chemin des Vignes', 'rue Pasteur', 'quai de la Loire'];
const FR_CITIES: ReadonlyArray<[string, string]> = [['Paris', '750'], ['Lyon', '6900'], ['Marseille', '130'], ['Toulouse', '3100'], ['Nantes', '4400'], ['Bordeaux', '3300'], ['Lille', '5900'], ['Strasbourg', '6700'], ['Rennes', '3500'], ['Montpellier', '3400']];
const ES_STREETS = ['Calle Mayor', 'C/ de Alcalá', 'Avenida Diagonal', 'Calle Gran Vía', 'Paseo de la Castellana', 'Calle del Carmen', 'Avda. de la Constitución', 'Calle San Vicente', 'Plaza de España', 'Calle Larios'];
const ES_CITIES: ReadonlyArray<[string, string]> = [['Madrid', '280'], ['Barcelona', '080'], ['Valencia', '460'], ['Sevilla', '410'], ['Málaga', '290'], ['Bilbao', '480'], ['Zaragoza', '500'], ['Granada', '180']];
const IT_STREETS = ['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele II', 'Piazza della Repubblica', 'Via Mazzini', 'Viale dei Mille', 'Via Dante Alighieri', 'Corso Buenos Aires', 'Via del Corso', 'Largo Augusto'];
const IT_CITIES: ReadonlyArray<[string, string, string]> = [['Milano', 'MI', '201'], ['Roma', 'RM', '001'], ['Torino', 'TO', '101'], ['Napoli', 'NA', '801'], ['Bologna', 'BO', '401'], ['Firenze', 'FI', '501'], ['Genova', 'GE', '161'], ['Palermo', 'PA', '901']];
const NL_STREETS = ['Keizersgracht', 'Stationsstraat', 'Kerkstraat', 'Dorpsstraat', 'Prinsengracht', 'Molenweg', 'Julianalaan', 'Hoofdstraat', 'Oudegracht', 'Wilhelminaplein'];
const NL_CITIES: ReadonlyArray<[string, string]> = [['Amsterdam', '10'], ['Rotterdam', '30'], ['Utrecht', '35'], ['Den Haag', '25'], ['Eindhoven', '56'], ['Groningen', '97'], ['Haarlem', '20'], ['Leiden', '23']];
const BR_STREETS = ['Rua Augusta', 'Av. Paulista', 'Rua das Flores', 'Avenida Atlântica', 'Rua XV de Novembro', 'Rua Sete de Setembro', 'Avenida Brasil', 'Rua da Consolação', 'Travessa do Comércio', 'Alameda Santos'];
const BR_CITIES: ReadonlyArray<[string, string, string, readonly string[]]> = [
  ['São Paulo', 'SP', '01', ['Consolação', 'Bela Vista', 'Pinheiros', 'Moema']],
  ['Rio de Janeiro', 'RJ', '22', ['Copacabana', 'Botafogo', 'Tijuca', 'Leblon']],
  ['Belo Horizonte', 'MG', '30', ['Savassi', 'Funcionários', 'Lourdes']],
  ['Curitiba', 'PR', '80', ['Batel', 'Centro', 'Água Verde']],
  ['Porto Alegre', 'RS', '90', ['Moinhos de Vento', 'Cidade Baixa', 'Menino Deus']],
  ['Recife', 'PE', '50', ['Boa Viagem', 'Casa Forte', 'Graças']],
];
const JP_PLACES: ReadonlyArray<[string, readonly string[]]> = [
  ['東京都', ['渋谷区渋谷', '新宿区西新宿', '港区六本木', '世田谷区三軒茶屋', '千代田区丸の内']],
  ['大阪府', ['大阪市北区梅田', '大阪市中央区難波', '堺市堺区中瓦町']],
  ['香川県', ['高松市番町', '丸亀市大手町']],
  ['神奈川県', ['横浜市中区山下町', '川崎市中原区小杉町']],
  ['愛知県', ['名古屋市中区栄', '豊田市元城町']],
  ['福岡県', ['福岡市博多区博多駅前', '北九州市小倉北区魚町']],
  ['北海道', ['札幌市中央区北一条西', '函館市本町']],
];
const JP_BUILDINGS = ['サンシャインマンション', 'グランドハイツ', 'メゾン桜', 'パークコート', 'コーポ緑'];

const nl = (multiline: boolean) => (multiline ? '\n' : ', ');

export const VALUES: Record<Locale, LocaleValues> = {
  'en-US': {
    first: ['James', 'Mary', 'Robert', 'Patricia', 'Michael', 'Jennifer', 'David', 'Linda', 'Carlos', 'Aisha', 'Kevin', 'Emily'],
    last: ['Smith', 'Johnson', 'Williams', 'Brown', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Nguyen', 'Walker', "O'Brien", 'Patel'],
    domains: ['gmail.com', 'yahoo.com', 'outlook.com', 'comcast.net', 'icloud.com', 'acme-corp.com'],
    phone: nanp(['212', '415', '312', '617', '206', '303', '512', '404', '713', '602', '503', '919']),
    address: (r, m) => {
      const [city, st, zip] = r.pick(US_CITIES);
      const unit = r.chance(0.3) ? r.pick([` Apt ${r.int(1, 20)}${r.pick(['A', 'B', 'C'])}`, ` Suite ${r.int(100, 900)}`, ` Unit ${r.int(1, 40)}`, `, #${r.int(2, 40)}`]) : '';
      const street = r.chance(0.08) ? `PO Box ${r.int(100, 9999)}` : `${r.int(10, 9999)} ${r.chance(0.2) ? r.pick(['N ', 'S ', 'E ', 'W ']) : ''}${r.pick(US_STREETS)}${unit}`;
      return `${street}${nl(m)}${city}, ${st} ${zip}${r.digits(2)}${r.chance(0.2) ? '-' + r.digits(4) : ''}`;
    },
    passport: (r) => (r.chance(0.6) ? r.num(9) : r.pick(['A', 'C', 'E']) + r.digits(8)),
    license: (r) => {
      switch (r.int(0, 6)) {
        case 0: return { value: r.upper(1) + r.digits(7), format: 'California' };
        case 1: return { value: grp(r.num(9), [3, 3, 3], ' '), format: 'New York' };
        case 2: return { value: `${r.upper(1)}${r.digits(3)}-${r.digits(3)}-${r.digits(2)}-${r.digits(3)}-${r.digits(1)}`, format: 'Florida' };
        case 3: return { value: r.num(8), format: 'Texas' };
        case 4: return { value: `${r.upper(1)}${r.digits(3)}-${r.digits(4)}-${r.digits(4)}`, format: 'Illinois' };
        case 5: return { value: `WDL${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 9)}`, format: 'Washington' };
        default: return { value: grp(r.num(8), [2, 3, 3], ' '), format: 'Pennsylvania' };
      }
    },
    bank: (r) => {
      const routing = r.pick(['0210', '0260', '1110', '3222', '0710', '1210', '0910', '0440']) + r.digits(4);
      return [neut('routing', routing + abaDigit(routing)), gold('account', r.num(r.int(8, 12)))];
    },
    cards: ['visa', 'visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb'],
  },
  'en-GB': {
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Sophie', 'Jack', 'Charlotte', 'Priya', 'Mohammed', 'Eleanor', 'Callum'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Thomas', 'Roberts', 'Hughes', 'Khan', 'Clarke', 'MacDonald'],
    domains: ['btinternet.com', 'gmail.com', 'hotmail.co.uk', 'sky.com', 'outlook.com', 'company.co.uk'],
    phone: (r) => {
      // Mobiles 071–075 and 077–079 (076 is pagers); geographic subscribers start 2–7.
      const mob = '7' + r.pick(['1', '2', '3', '4', '5', '7', '8', '9']) + r.digits(8);
      const lon = r.pick(['20 7', '20 8', '20 3']) + r.digits(3) + ' ' + r.digits(4);
      const geo = r.pick(['161', '117', '113', '121', '131', '141', '1865', '1223']);
      const rest = geo.length === 4 ? r.chars('2345', 1) + r.digits(5) : r.chars('234567', 1) + r.digits(2) + ' ' + r.digits(4);
      switch (r.int(0, 6)) {
        case 0: return `0${mob.slice(0, 4)} ${mob.slice(4)}`;
        case 1: return `+44 ${mob.slice(0, 4)} ${mob.slice(4)}`;
        case 2: return `0${lon}`;
        case 3: return `+44 (0)${lon}`;
        case 4: return `0${geo} ${rest}`;
        case 5: return `+44 ${geo} ${rest}`;
        default: return `0${mob}`;
      }
    },
    address: (r, m) => {
      const [city, out] = r.pick(GB_CITIES);
      const flat = r.chance(0.35) ? `Flat ${r.int(1, 24)}, ` : '';
      return `${flat}${r.int(1, 240)} ${r.pick(GB_STREETS)}${nl(m)}${city}${m ? '\n' : ' '}${out} ${r.int(1, 9)}${r.chars('ABDEFGHJLNPQRSTUWXYZ', 2)}`;
    },
    passport: (r) => r.num(9),
    license: (r) => {
      // DVLA: 5 letters of the surname (9-padded), decade, month (+5 for women), day, year, 2 initials, 9, 2 check letters.
      const sur = r.pick(['SMITH', 'JONES', 'TAYLO', 'BROWN', 'WILSO', 'EVANS', 'KHAN9', 'ROBER', 'HUGHE', 'MORGA']);
      const y = r.int(50, 99);
      const mo = r.int(1, 12) + (r.chance(0.5) ? 50 : 0);
      const d = String(r.int(1, 28)).padStart(2, '0');
      const lic = `${sur}${String(y)[0]}${String(mo).padStart(2, '0')}${d}${String(y)[1]}${r.upper(1)}${r.pick([r.upper(1), '9'])}9${r.upper(2)}`;
      return r.chance(0.25) ? `${lic.slice(0, 5)} ${lic.slice(5, 11)} ${lic.slice(11)}` : lic;
    },
    bank: (r) => {
      if (r.chance(0.35)) {
        const bank = r.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']);
        const iban = makeIban('GB', bank + r.digits(6) + r.digits(8));
        return [gold('iban', r.chance(0.5) ? iban.match(/.{1,4}/g)!.join(' ') : iban)];
      }
      return [neut('sortcode', `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`), gold('account', r.num(8))];
    },
    cards: ['visa', 'visa', 'mastercard', 'mastercard', 'amex', 'discover'],
  },
  'en-CA': {
    first: ['Liam', 'Olivia', 'Noah', 'Emma', 'William', 'Charlotte', 'Benjamin', 'Chloé', 'Mathieu', 'Harpreet', 'Ethan', 'Ava'],
    last: ['Tremblay', 'Roy', 'Gagnon', 'MacLeod', 'Wong', 'Singh', 'Campbell', 'Martin', 'Anderson', 'Lee', 'Bouchard', 'Stewart'],
    domains: ['gmail.com', 'rogers.com', 'shaw.ca', 'sympatico.ca', 'hotmail.com', 'bell.net'],
    phone: nanp(['416', '647', '604', '778', '514', '438', '403', '613', '902', '204']),
    address: (r, m) => {
      const [city, prov, fsa] = r.pick(CA_CITIES);
      const unit = r.chance(0.3) ? r.pick([`Suite ${r.int(100, 2400)}, `, `Unit ${r.int(1, 30)}, `]) : '';
      return `${unit}${r.int(10, 9999)} ${r.pick(['Bay Street', 'Yonge Street', 'Rue Sainte-Catherine', 'Granville Street', 'Spring Garden Road', 'Portage Avenue', 'Wellington Street'])}${nl(m)}${city}, ${prov} ${fsa} ${r.digits(1)}${r.upper(1)}${r.digits(1)}`;
    },
    passport: (r) => r.upper(2) + r.digits(6),
    license: (r) => (r.chance(0.6) ? `${r.upper(1)}${r.digits(4)}-${r.digits(5)}-${r.digits(5)}` : r.num(7)),
    bank: (r) => [neut('transit', `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '010'])}`), gold('account', r.num(7))],
    cards: ['visa', 'visa', 'mastercard', 'amex'],
  },
  'en-AU': {
    first: ['Jack', 'Charlotte', 'William', 'Olivia', 'Lachlan', 'Mia', 'Cooper', 'Ruby', 'Thomas', 'Zoe', 'Mei', 'Nikolas'],
    last: ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Nguyen', 'Kelly', 'Ryan', 'Papadopoulos', 'Chen', 'Murphy', 'Walsh'],
    domains: ['bigpond.com', 'gmail.com', 'optusnet.com.au', 'outlook.com', 'iinet.net.au'],
    phone: (r) => {
      const mob = '4' + r.pick(['0', '1', '2', '3', '8']) + r.digits(7);
      // Sydney 02 9…, Melbourne 03 9…, Brisbane 07 3…, Perth 08 9…
      const [area, head] = r.pick([['2', '9'], ['2', '8'], ['3', '9'], ['3', '8'], ['7', '3'], ['8', '9']] as const);
      const land = head + r.digits(3) + ' ' + r.digits(4);
      switch (r.int(0, 5)) {
        case 0: return `0${mob.slice(0, 3)} ${mob.slice(3, 6)} ${mob.slice(6)}`;
        case 1: return `+61 ${mob.slice(0, 3)} ${mob.slice(3, 6)} ${mob.slice(6)}`;
        case 2: return `(0${area}) ${land}`;
        case 3: return `0${area} ${land}`;
        case 4: return `+61 ${area} ${land}`;
        default: return `0${mob}`;
      }
    },
    address: (r, m) => {
      const [city, st, pc] = r.pick(AU_CITIES);
      const unit = r.chance(0.35) ? r.pick([`Unit ${r.int(1, 30)}, `, `${r.int(1, 30)}/`]) : '';
      return `${unit}${r.int(1, 400)} ${r.pick(AU_STREETS)}${nl(m)}${city} ${st} ${pc}`;
    },
    passport: (r) => (r.chance(0.5) ? r.pick(['N', 'E', 'M']) + r.digits(7) : r.pick(['PA', 'PB', 'PE']) + r.digits(7)),
    license: (r) => (r.chance(0.5) ? r.num(8) : r.num(9)),
    bank: (r) => [neut('bsb', `${r.pick(['062', '063', '082', '083', '032', '033'])}-${r.digits(3)}`), gold('account', r.num(r.int(6, 9)))],
    cards: ['visa', 'visa', 'mastercard', 'amex', 'unionpay'],
  },
  'en-IN': {
    first: ['Priya', 'Rahul', 'Ananya', 'Arjun', 'Sneha', 'Vikram', 'Kavya', 'Rohan', 'Lakshmi', 'Aditya', 'Meera', 'Sanjay'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Singh', 'Menon', 'Das', 'Kulkarni', 'Banerjee', 'Rao'],
    domains: ['gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com', 'infosys.com'],
    phone: (r) => {
      const mob = r.pick(['9', '8', '7', '6']) + r.digits(9);
      switch (r.int(0, 5)) {
        case 0: return `+91 ${mob.slice(0, 5)} ${mob.slice(5)}`;
        case 1: return `+91-${mob}`;
        case 2: return `0${mob.slice(0, 5)} ${mob.slice(5)}`;
        case 3: return mob;
        case 4: return `${r.pick(['022', '080', '044', '040'])}-${r.pick(['2', '4'])}${r.digits(3)} ${r.digits(4)}`;
        default: return `+91 ${mob}`;
      }
    },
    address: (r, m) => {
      const [city, state, pin, areas] = r.pick(IN_CITIES);
      const head = r.pick([
        `Flat ${r.int(1, 12)}0${r.int(1, 9)}, ${r.pick(['Sai Krupa Apartments', 'Green Park Residency', 'Prestige Towers', 'Shanti Niketan'])}`,
        `H.No. ${r.int(1, 20)}-${r.int(1, 9)}-${r.int(10, 999)}`,
        `#${r.int(1, 999)}, ${r.int(1, 20)}th Cross`,
        `Plot No. ${r.int(1, 300)}`,
      ]);
      const road = r.pick([`${r.int(1, 12)}th Main Road`, 'MG Road', `Road No. ${r.int(1, 14)}`, 'Link Road', 'SV Road', 'Nehru Street']);
      const sep = nl(m);
      const landmark = r.chance(0.25) ? `, ${r.pick(['Near Hanuman Temple', 'Opp. City Mall', 'Behind SBI Bank', 'Near Metro Station'])}` : '';
      return `${head}, ${road}${landmark}${sep}${r.pick(areas)}${sep}${city}${r.chance(0.5) ? ', ' + state : ''}${r.pick([' - ', ' ', ', '])}${pin}${r.digits(3)}`;
    },
    passport: (r) => r.upper(1) + r.num(7),
    license: (r) => {
      const st = r.pick(['MH', 'KA', 'DL', 'TN', 'TS', 'UP', 'GJ']);
      const rto = String(r.int(1, 50)).padStart(2, '0');
      const yr = String(r.int(1995, 2024));
      const n = r.digits(7);
      return r.pick([`${st}${rto} ${yr}${n}`, `${st}-${rto}${yr}${n}`, `${st}${rto}${yr}${n}`]);
    },
    bank: (r) => [gold('account', r.num(r.int(11, 16))), neut('ifsc', `${r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'KKBK'])}0${r.digits(6)}`)],
    cards: ['visa', 'mastercard', 'rupay', 'rupay'],
  },
  'de-DE': {
    first: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Maximilian', 'Sophie', 'Felix', 'Marie', 'Jürgen', 'Özlem', 'Katharina', 'Stefan'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schäfer', 'Yılmaz', 'Hoffmann', 'Krüger'],
    domains: ['web.de', 'gmx.de', 't-online.de', 'posteo.de', 'gmail.com', 'firma.de'],
    phone: (r) => {
      // 015x numbers have 8 subscriber digits, 016x/017x 7 or 8.
      const pre = r.pick(['151', '152', '157', '160', '162', '170', '171', '176', '179']);
      const mob = pre + r.num(pre.startsWith('15') ? 8 : r.int(7, 8));
      const area = r.pick(['30', '40', '89', '221', '711', '69', '6181', '341']);
      const sub = r.num(Math.max(5, 11 - area.length - r.int(0, 2)));
      switch (r.int(0, 7)) {
        case 0: return `0${mob.slice(0, 3)} ${mob.slice(3)}`;
        case 1: return `+49 ${mob.slice(0, 3)} ${mob.slice(3)}`;
        case 2: return `0${area} ${sub}`;
        case 3: return `+49 ${area} ${sub}`;
        case 4: return `0${area}/${sub}`;
        case 5: return `+49 (0)${area} ${sub}`;
        case 6: return `0${area}-${sub.slice(0, 3)} ${sub.slice(3)}`;
        default: return `0${mob}`;
      }
    },
    address: (r, m) => {
      const [city, plz] = r.pick(DE_CITIES);
      const nr = `${r.int(1, 180)}${r.chance(0.15) ? r.pick(['a', 'b', 'c']) : ''}`;
      const extra = r.chance(0.15) ? r.pick([', 2. OG', ', Hinterhaus', ', App. 12']) : '';
      const co = r.chance(0.08) ? `c/o ${r.pick(['Schmidt', 'Weber GmbH', 'Familie Wagner'])}${nl(m)}` : '';
      return `${co}${r.pick(DE_STREETS)} ${nr}${extra}${nl(m)}${plz}${r.digits(3)} ${city}`;
    },
    passport: (r) => r.pick(['C', 'F', 'G', 'H', 'J', 'K']) + r.chars('CFGHJKLMNPRTVWXYZ0123456789', 8),
    license: (r) => r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 4) + r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 5) + r.digits(1) + r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 1),
    bank: (r) => {
      const iban = makeIban('DE', r.pick(['37040044', '50010517', '10020890', '70150000', '20041133', '50070010']) + r.num(10));
      return [gold('iban', r.chance(0.6) ? iban.match(/.{1,4}/g)!.join(' ') : iban), ...(r.chance(0.3) ? [neut('bic', r.pick(['COBADEFFXXX', 'INGDDEFFXXX', 'DEUTDEFF']))] : [])];
    },
    cards: ['visa', 'mastercard', 'mastercard', 'amex'],
  },
  'fr-FR': {
    first: ['Camille', 'Léa', 'Hugo', 'Manon', 'Lucas', 'Chloé', 'Théo', 'Inès', 'Louis', 'Élodie', 'Mathis', 'Yasmine'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Lefèvre', 'Benali', 'Fontaine'],
    domains: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com', 'sfr.fr', 'wanadoo.fr'],
    phone: (r) => {
      // 01–05 geographic, 06 and 073–078 mobile, 09 non-geographic; the digit after the first is never 0.
      const first = r.pick(['1', '2', '3', '4', '5', '6', '6', '7', '9']);
      const n = first + (first === '7' ? r.chars('345678', 1) : r.chars('12345678', 1)) + r.digits(7);
      const pairs = n.slice(1).match(/.{2}/g)!;
      switch (r.int(0, 5)) {
        case 0: return `0${n[0]} ${pairs.join(' ')}`;
        case 1: return `+33 ${n[0]} ${pairs.join(' ')}`;
        case 2: return `0${n[0]}.${pairs.join('.')}`;
        case 3: return `+33 (0)${n[0]} ${pairs.join(' ')}`;
        case 4: return `0${n}`;
        default: return `0${n[0]}-${pairs.join('-')}`;
      }
    },
    address: (r, m) => {
      const [city, cp] = r.pick(FR_CITIES);
      const code = (cp + r.digits(5)).slice(0, 5);
      const nr = `${r.int(1, 120)}${r.chance(0.15) ? ' bis' : ''}`;
      const bat = r.chance(0.15) ? `${r.pick(['Bâtiment B', 'Résidence Les Lilas', 'Apt 12'])}${nl(m)}` : '';
      return `${bat}${nr}${r.chance(0.3) ? ',' : ''} ${r.pick(FR_STREETS)}${nl(m)}${code} ${city}${r.chance(0.1) ? ' CEDEX' : ''}`;
    },
    passport: (r) => r.digits(2) + r.upper(2) + r.digits(5),
    license: (r) => (r.chance(0.5) ? r.digits(12) : r.digits(2) + r.upper(2) + r.digits(5)),
    bank: (r) => {
      const bank = r.pick(['30004', '30002', '20041', '10278', '30003']);
      const branch = r.digits(5);
      const account = r.digits(11);
      const iban = makeIban('FR', bank + branch + account + ribKey(bank, branch, account));
      return [gold('iban', r.chance(0.6) ? iban.match(/.{1,4}/g)!.join(' ') : iban)];
    },
    cards: ['visa', 'mastercard', 'visa', 'amex'],
  },
  'es-ES': {
    first: ['Lucía', 'Hugo', 'Martina', 'Pablo', 'Sofía', 'Alejandro', 'Carmen', 'Javier', 'Nuria', 'Iker', 'María José', 'Jordi'],
    last: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Puig', 'Etxeberria'],
    domains: ['gmail.com', 'hotmail.es', 'yahoo.es', 'telefonica.net', 'outlook.es'],
    phone: (r) => {
      // Mobiles 6… and 71–74…; landlines 91 Madrid, 93 Barcelona, 96 Valencia, 95 Sevilla/Málaga.
      const n = r.pick(['6' + r.digits(8), '7' + r.chars('1234', 1) + r.digits(7), r.pick(['91', '93', '96', '95']) + r.chars('2345', 1) + r.digits(6)]);
      switch (r.int(0, 5)) {
        case 0: return grp(n, [3, 3, 3], ' ');
        case 1: return `+34 ${grp(n, [3, 2, 2, 2], ' ')}`;
        case 2: return `+34 ${grp(n, [3, 3, 3], ' ')}`;
        case 3: return n;
        case 4: return n[0] === '9' ? grp(n, [2, 3, 2, 2], ' ') : grp(n, [3, 2, 2, 2], ' ');
        default: return `0034 ${n}`;
      }
    },
    address: (r, m) => {
      const [city, cp] = r.pick(ES_CITIES);
      const floor = r.chance(0.4) ? `, ${r.int(1, 9)}º ${r.pick(['A', 'B', 'C', 'D', 'Izda.', 'Dcha.'])}` : '';
      return `${r.pick(ES_STREETS)}${r.chance(0.4) ? ', ' : ' '}${r.int(1, 200)}${floor}${nl(m)}${cp}${r.digits(2)} ${city}`;
    },
    passport: (r) => r.upper(3) + r.digits(6),
    license: (r) => {
      const n = r.int(10_000_000, 99_999_999);
      return `${n}${r.chance(0.2) ? '-' : ''}${dniLetter(n)}`;
    },
    bank: (r) => {
      const bank = r.pick(['2100', '0049', '0182', '0081', '2085']);
      const branch = r.digits(4);
      const account = r.digits(10);
      const dc = cccDigit('00' + bank + branch) + cccDigit(account);
      const iban = makeIban('ES', bank + branch + dc + account);
      return [gold('iban', r.chance(0.6) ? iban.match(/.{1,4}/g)!.join(' ') : iban)];
    },
    cards: ['visa', 'mastercard', 'visa', 'amex'],
  },
  'it-IT': {
    first: ['Giulia', 'Francesco', 'Sofia', 'Alessandro', 'Aurora', 'Lorenzo', 'Chiara', 'Matteo', 'Giuseppe', 'Francesca', 'Niccolò', 'Elisa'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'De Luca', 'Conti'],
    domains: ['libero.it', 'gmail.com', 'virgilio.it', 'tiscali.it', 'alice.it', 'azienda.it'],
    phone: (r) => {
      const mob = '3' + r.int(2, 9) + r.digits(8);
      const land = r.pick(['02', '06', '011', '055', '081']);
      const sub = r.num(10 - land.length);
      switch (r.int(0, 5)) {
        case 0: return `${mob.slice(0, 3)} ${mob.slice(3, 6)} ${mob.slice(6)}`;
        case 1: return `+39 ${mob.slice(0, 3)} ${mob.slice(3)}`;
        case 2: return `${land} ${sub}`;
        case 3: return `+39 ${land} ${sub.slice(0, 4)} ${sub.slice(4)}`;
        case 4: return mob;
        default: return `${mob.slice(0, 3)}-${mob.slice(3)}`;
      }
    },
    address: (r, m) => {
      const [city, prov, cap] = r.pick(IT_CITIES);
      const scala = r.chance(0.15) ? `, ${r.pick(['scala B', 'int. 5', 'piano 3'])}` : '';
      return `${r.pick(IT_STREETS)}${r.chance(0.4) ? ', ' : ' '}${r.int(1, 200)}${scala}${nl(m)}${cap}${r.digits(2)} ${city}${r.chance(0.5) ? ` (${prov})` : ''}`;
    },
    passport: (r) => r.upper(2) + r.digits(7),
    license: (r) => (r.chance(0.6) ? r.pick(['MI', 'RM', 'TO', 'NA', 'BO']) + r.digits(7) + r.upper(1) : 'U1' + r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 7) + r.upper(1)),
    bank: (r) => {
      const abi = r.pick(['03069', '02008', '05034', '03062', '01030']);
      const cab = r.digits(5);
      const account = r.digits(12);
      const iban = makeIban('IT', italianCin(abi, cab, account) + abi + cab + account);
      return [gold('iban', r.chance(0.6) ? iban.match(/.{1,4}/g)!.join(' ') : iban)];
    },
    cards: ['visa', 'mastercard', 'visa', 'amex'],
  },
  'nl-NL': {
    first: ['Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Tess', 'Bram', 'Sanne', 'Jeroen', 'Fleur', 'Mohamed', 'Anouk'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos'],
    domains: ['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'hotmail.nl', 'xs4all.nl', 'bedrijf.nl'],
    phone: (r) => {
      const mob = '6' + r.chars('12345', 1) + r.digits(7); // 06-1… to 06-5…
      const area = r.pick(['20', '10', '30', '70', '40', '50']);
      const sub = r.num(7);
      switch (r.int(0, 6)) {
        case 0: return `0${mob.slice(0, 1)} ${mob.slice(1)}`;
        case 1: return `06-${mob.slice(1)}`;
        case 2: return `+31 6 ${mob.slice(1)}`;
        case 3: return `0${area} ${sub.slice(0, 3)} ${sub.slice(3)}`;
        case 4: return `0${area}-${sub}`;
        case 5: return `+31 ${area} ${sub.slice(0, 3)} ${sub.slice(3)}`;
        default: return `+31 (0)6 ${mob.slice(1, 3)} ${mob.slice(3, 5)} ${mob.slice(5, 7)} ${mob.slice(7)}`;
      }
    },
    address: (r, m) => {
      const [city, pc] = r.pick(NL_CITIES);
      const nr = `${r.int(1, 300)}${r.chance(0.2) ? r.pick(['a', 'b', '-2', ' hs']) : ''}`;
      return `${r.pick(NL_STREETS)} ${nr}${nl(m)}${pc}${r.digits(2)} ${r.chars('ABCDEGHJKLMNPRSTVWXZ', 2)} ${city}`;
    },
    passport: (r) => r.chars('ABCDEFGHIJKLMNPQRSTUVWXYZ', 2) + r.chars('ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789', 6) + r.digits(1),
    license: (r) => r.num(10),
    bank: (r) => {
      let acc: string;
      do acc = r.digits(10);
      while (!elfproef(acc));
      const iban = makeIban('NL', r.pick(['INGB', 'ABNA', 'RABO', 'SNSB', 'TRIO']) + acc);
      return [gold('iban', r.chance(0.6) ? iban.match(/.{1,4}/g)!.join(' ') : iban)];
    },
    cards: ['visa', 'mastercard', 'visa', 'amex'],
  },
  'pt-BR': {
    first: ['João', 'Maria', 'Gabriel', 'Ana', 'Lucas', 'Juliana', 'Pedro', 'Fernanda', 'Rafael', 'Beatriz', 'Thiago', 'Luíza'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Carvalho', 'Ribeiro'],
    domains: ['gmail.com', 'hotmail.com', 'uol.com.br', 'bol.com.br', 'terra.com.br', 'empresa.com.br'],
    phone: (r) => {
      const ddd = r.pick(['11', '21', '31', '41', '51', '61', '63', '71', '81', '85']);
      const mob = '9' + r.int(6, 9) + r.digits(7);
      const land = r.int(2, 5) + r.digits(7);
      switch (r.int(0, 6)) {
        case 0: return `(${ddd}) ${mob.slice(0, 5)}-${mob.slice(5)}`;
        case 1: return `(${ddd}) ${land.slice(0, 4)}-${land.slice(4)}`;
        case 2: return `+55 ${ddd} ${mob.slice(0, 5)}-${mob.slice(5)}`;
        case 3: return `+55 (${ddd}) ${land.slice(0, 4)}-${land.slice(4)}`;
        case 4: return `${ddd} ${mob.slice(0, 5)} ${mob.slice(5)}`;
        case 5: return `(${ddd}) ${mob}`;
        default: return `${ddd}${mob}`;
      }
    },
    address: (r, m) => {
      const [city, uf, cep, bairros] = r.pick(BR_CITIES);
      const compl = r.chance(0.3) ? `, ${r.pick(['apto', 'ap.', 'sala', 'casa'])} ${r.int(1, 180)}` : '';
      const dash = r.pick([' – ', ' - ', ', ']);
      const c = `${cep}${r.digits(3)}-${r.digits(3)}`;
      return `${r.pick(BR_STREETS)}, ${r.int(1, 3000)}${compl}${dash}${r.pick(bairros)}${m ? '\n' : ', '}${city}${dash}${uf}${m ? '\n' : ', '}${r.chance(0.4) ? 'CEP ' : ''}${c}`;
    },
    passport: (r) => r.upper(2) + r.digits(6),
    license: (r) => {
      let base: string;
      let dv: string | undefined;
      do {
        base = r.digits(9);
        dv = cnhDigits(base);
      } while (dv === undefined || /^(\d)\1+$/.test(base));
      return base + dv;
    },
    bank: (r) => {
      const ag = r.digits(4) + (r.chance(0.3) ? '-' + r.digits(1) : '');
      const conta = `${r.num(r.int(5, 8))}-${r.chars('0123456789X', 1)}`;
      return [txt('bank_name', r.pick(['Banco do Brasil', 'Itaú', 'Bradesco', 'Caixa Econômica Federal', 'Santander', 'Nubank'])), neut('agencia', ag), gold('conta', conta)];
    },
    cards: ['visa', 'mastercard', 'elo', 'elo', 'hipercard', 'amex', 'diners'],
  },
  'ja-JP': {
    first: ['翔太', '陽菜', '大輝', '結衣', '健太', '美咲', '拓海', '彩花', '直樹', '由美'],
    last: ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤'],
    latin: (p) => {
      const F: Record<string, string> = { 翔太: 'shota', 陽菜: 'hina', 大輝: 'daiki', 結衣: 'yui', 健太: 'kenta', 美咲: 'misaki', 拓海: 'takumi', 彩花: 'ayaka', 直樹: 'naoki', 由美: 'yumi' };
      const L: Record<string, string> = { 佐藤: 'sato', 鈴木: 'suzuki', 高橋: 'takahashi', 田中: 'tanaka', 伊藤: 'ito', 渡辺: 'watanabe', 山本: 'yamamoto', 中村: 'nakamura', 小林: 'kobayashi', 加藤: 'kato' };
      return `${L[p.last] ?? 'yamada'}.${F[p.first] ?? 'taro'}`;
    },
    domains: ['docomo.ne.jp', 'ezweb.ne.jp', 'gmail.com', 'yahoo.co.jp', 'icloud.com', 'kaisha.co.jp'],
    phone: (r) => {
      const mob = r.pick(['90', '80', '70']) + r.num(8);
      const [area, sub] = r.pick([['3', 8], ['6', 8], ['45', 7], ['52', 7], ['87', 7], ['92', 7]] as const);
      const land = r.chars('2345678', 1) + r.digits(sub - 1);
      const split = sub === 8 ? [4, 4] : [3, 4];
      switch (r.int(0, 5)) {
        case 0: return `0${mob.slice(0, 2)}-${mob.slice(2, 6)}-${mob.slice(6)}`;
        case 1: return `+81 ${mob.slice(0, 2)}-${mob.slice(2, 6)}-${mob.slice(6)}`;
        case 2: return `0${area}-${grp(land, split, '-')}`;
        case 3: return `(0${area}) ${grp(land, split, '-')}`;
        case 4: return `+81 ${area} ${grp(land, split, ' ')}`;
        default: return `0${mob}`;
      }
    },
    address: (r, m) => {
      const [pref, towns] = r.pick(JP_PLACES);
      const zip = `〒${r.digits(3)}-${r.digits(4)}`;
      const block = r.chance(0.5) ? `${r.int(1, 9)}-${r.int(1, 30)}-${r.int(1, 20)}` : `${r.int(1, 9)}丁目${r.int(1, 30)}番${r.int(1, 20)}号`;
      const bldg = r.chance(0.4) ? ` ${r.pick(JP_BUILDINGS)}${r.int(1, 12)}0${r.int(1, 9)}号室` : '';
      return `${zip}${m ? '\n' : r.pick([' ', ''])}${pref}${r.pick(towns)}${block}${bldg}`;
    },
    passport: (r) => r.pick(['TK', 'TR', 'TZ', 'MU', 'ME']) + r.digits(7),
    license: (r) => r.digits(12),
    bank: (r) => [
      txt('bank_name', r.pick(['三菱UFJ銀行', 'みずほ銀行', '三井住友銀行', 'りそな銀行', 'ゆうちょ銀行'])),
      txt('branch', `${r.pick(['新宿', '渋谷', '梅田', '名古屋', '博多', '札幌'])}支店`),
      txt('kind', r.pick(['普通', '当座'])),
      gold('account', r.digits(7)),
    ],
    cards: ['visa', 'jcb', 'jcb', 'mastercard', 'amex', 'diners', 'unionpay'],
  },
};

export function person(r: Rand, locale: Locale): Person {
  const v = VALUES[locale];
  const first = r.pick(v.first);
  const last = r.pick(v.last);
  return { first, last, full: locale === 'ja-JP' ? `${last} ${first}` : `${first} ${last}` };
}

const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ı/g, 'i').replace(/[^A-Za-z]/g, '').toLowerCase();

export function email(r: Rand, locale: Locale, p: Person): string {
  const v = VALUES[locale];
  const latin = v.latin ? v.latin(p) : `${ascii(p.first)}.${ascii(p.last)}`;
  const [f, l] = latin.split('.') as [string, string];
  const local = r.pick([latin, `${f[0]}.${l}`, `${f}${l}${r.int(1, 99)}`, `${f}_${l}`, `${l}${f[0]}`, `${f}.${l}+${r.pick(['shop', 'work', 'news'])}`]);
  return `${local}@${r.pick(v.domains)}`;
}

/** One value of `type` for the locale, with its fields. */
export interface ItemOptions {
  /** An address may span lines. */
  multiline?: boolean;
  /** Structured forms: a card comes with its expiry date and security code. */
  extras?: boolean;
}

const FULLWIDTH = (s: string) => s.replace(/[0-9-]/g, (c) => (c === '-' ? '－' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)));

export function item(r: Rand, locale: Locale, type: GoldType, p: Person, opts: ItemOptions = {}): Item {
  const v = VALUES[locale];
  const multiline = opts.multiline ?? false;
  switch (type) {
    case 'email': return { type, fields: [gold('email', email(r, locale, p))] };
    case 'phone': {
      // Only numbers the national numbering plan assigns (libphonenumber's full metadata): real people
      // have those, and an unassigned range would fault a validating detector for the generator's error.
      let phone = v.phone(r);
      for (let i = 0; i < 50 && !isValidPhoneNumber(phone, locale.slice(3) as CountryCode); i++) phone = v.phone(r);
      // Japanese text often carries full-width digits (０９０－１２３４－５６７８).
      return { type, fields: [gold('phone', locale === 'ja-JP' && r.chance(0.1) ? FULLWIDTH(phone) : phone)] };
    }
    case 'address': return { type, fields: [gold('address', v.address(r, multiline && r.chance(0.4)))] };
    case 'ssn': return { type, fields: [gold('ssn', ssn(r))] };
    case 'credit_card': {
      const brand = r.pick(v.cards);
      const fields: Field[] = [{ ...gold('credit_card', formatCard(r, cardNumber(r, brand))), format: brand }];
      if (opts.extras && r.chance(0.5)) fields.push(txt('expiry', `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}`), txt('cvc', r.digits(3)));
      return { type, fields };
    }
    case 'ip_address': return { type, fields: [gold('ip_address', ip(r))] };
    case 'passport': return { type, fields: [gold('passport', v.passport(r))] };
    case 'driver_license': {
      const lic = v.license(r);
      return { type, fields: [typeof lic === 'string' ? gold('driver_license', lic) : { ...gold('driver_license', lic.value), format: lic.format }] };
    }
    case 'bank_account': return { type, fields: v.bank(r) };
  }
}

/** A date of birth as the locale writes it (not personal data we score: dates are context). */
export function birthDate(r: Rand, locale: Locale): string {
  const y = r.int(1950, 2004);
  const m = String(r.int(1, 12)).padStart(2, '0');
  const d = String(r.int(1, 28)).padStart(2, '0');
  switch (locale) {
    case 'en-US': return `${m}/${d}/${y}`;
    case 'de-DE': return `${d}.${m}.${y}`;
    case 'nl-NL': return `${d}-${m}-${y}`;
    case 'ja-JP': return `${y}年${Number(m)}月${Number(d)}日`;
    case 'en-CA': return `${y}-${m}-${d}`;
    default: return `${d}/${m}/${y}`;
  }
}

/** Types that exist in the locale (ssn: United States only). */
export const typesOf = (locale: Locale): GoldType[] => GOLD_TYPES.filter((t) => t !== 'ssn' || locale === 'en-US');
