// Japanese addresses: an optional 〒 postcode, a prefecture (the 47 都道府県 by name), the city, ward,
// town and block numbers (丁目, 番地, 番, 号 or "1-2-3") written without spaces, and an optional building
// name with its room number after a space ("〒569-8008 香川県横浜市緑区六番町14丁目16番13号 コート六番町420").
// A 〒 postcode followed by a place and numbers counts without a prefecture ("〒100-0001 千代田区千代田1-1").
// The address ends after its last number; the sentence that follows it (in hiragana) is not taken.

const PREFECTURES =
  '北海道|東京都|大阪府|京都府|(?:青森|岩手|宮城|秋田|山形|福島|茨城|栃木|群馬|埼玉|千葉|神奈川|新潟|富山|石川|福井|山梨|長野|岐阜|静岡|愛知|三重|滋賀|兵庫|奈良|和歌山|鳥取|島根|岡山|広島|山口|徳島|香川|愛媛|高知|福岡|佐賀|長崎|熊本|大分|宮崎|鹿児島|沖縄)県';
const DIGIT = '[0-9０-９]';
const HYPHEN = '[-－‐−ー]';
const POSTCODE = String.raw`〒[ 　]?${DIGIT}{3}${HYPHEN}${DIGIT}{4}[ 　\n]{0,2}`;
/** City, ward, town and numbers: kanji, katakana, digits, hyphens, and the particles place names hold. */
const BODY = String.raw`[\p{Script=Han}\p{Script=Katakana}ー々ヶケのが0-9０-９\-－‐−]{1,40}`;
/** A building and its room after one space: katakana or kanji words ending in a number (and 号室). */
const BUILDING = String.raw`(?:[ 　][\p{Script=Han}\p{Script=Katakana}ー・A-Za-zＡ-Ｚａ-ｚ]{1,24}[ 　]?${DIGIT}{1,5}(?:号室|号|階|F|Ｆ)?(?![0-9０-９年月日時分円万人]))?`;
/** A designated city and its ward ("大阪市北区", "横浜市緑区"): an address start without the prefecture. */
const CITY_WARD = String.raw`\p{Script=Han}{1,4}市\p{Script=Han}{1,4}区`;
const JA_RE = new RegExp(String.raw`(?:${POSTCODE}(?:${PREFECTURES})?|(?:${PREFECTURES})|${CITY_WARD})${BODY}${BUILDING}`, 'gu');
/** The body ends at its last number or block word; anything after it is not the address. */
const LAST_NUMBER = /[0-9０-９丁目番地号]/u;
const GATE = /[〒都道府県区]/;

export function japaneseAddresses(text: string): Array<{ start: number; end: number }> {
  if (!GATE.test(text)) return [];
  const out: Array<{ start: number; end: number }> = [];
  JA_RE.lastIndex = 0;
  for (let m = JA_RE.exec(text); m !== null; m = JA_RE.exec(text)) {
    const value = m[0];
    // Split off the building (after the space); the body must hold a number and ends at its last one.
    const prefixEnd = value.startsWith('〒') ? value.search(/[0-9０-９]{4}/u) + 4 : 0;
    // The building follows the first space after the postcode ("〒081-1164 東京都…2-11-5 グランドハイツ1004号室").
    const after = value.slice(prefixEnd + 1).search(/[ 　]/u);
    const space = after < 0 ? -1 : prefixEnd + 1 + after;
    const body = space > prefixEnd + 1 ? value.slice(0, space) : value;
    let cut = body.length;
    while (cut > prefixEnd && !LAST_NUMBER.test(body[cut - 1]!)) cut--;
    if (cut <= prefixEnd || !/[0-9０-９一二三四五六七八九十]/u.test(body.slice(prefixEnd, cut))) continue;
    // No block number at all ("東京都の人口は1400万人"): the numbers must be a block, not a quantity.
    if (!/(?:丁目|番地?|号|[0-9０-９][-－‐−][0-9０-９])/u.test(body.slice(prefixEnd, cut)) && !value.startsWith('〒')) continue;
    const end = cut === body.length && space > prefixEnd + 1 ? m.index + value.length : m.index + cut;
    out.push({ start: m.index, end });
  }
  return out;
}
