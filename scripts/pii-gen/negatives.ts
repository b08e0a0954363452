// Hard negatives: texts in each locale's language that hold numbers and codes a careless detector takes
// for personal data — order, invoice and tracking numbers, dates and timestamps, versions, coordinates,
// prices, card and IBAN numbers that fail their checksum, CNH numbers that fail theirs, postal codes
// alone, product codes, UUIDs, git SHAs, hashes, counts written with digit-group spaces.

import type { Rand } from './rng.ts';
import { cnhDigits, ibanValid, luhnValid, makeIban } from './checks.ts';
import { langOf, type Lang } from './lang.ts';
import type { Locale } from './values.ts';

/** A card-shaped number that fails Luhn. */
export function badCard(r: Rand): string {
  const prefix = r.pick(['4', '51', '55', '37', '6011', '3528', '636368']);
  const len = prefix === '37' ? 15 : 16;
  let n: string;
  do n = prefix + r.digits(len - prefix.length);
  while (luhnValid(n));
  return len === 15 ? `${n.slice(0, 4)} ${n.slice(4, 10)} ${n.slice(10)}` : n.match(/.{4}/g)!.join(r.pick([' ', '-']));
}

/** An IBAN of the right shape whose mod-97 check fails. */
export function badIban(r: Rand, country: string): string {
  const len: Record<string, number> = { DE: 18, FR: 23, ES: 20, IT: 23, NL: 14, GB: 18 };
  const bban = country === 'NL' ? 'INGB' + r.digits(10) : country === 'GB' ? 'BARC' + r.digits(14) : country === 'IT' ? r.upper(1) + r.digits(22) : r.digits(len[country] ?? 18);
  const good = makeIban(country, bban);
  let bad: string;
  do bad = good.slice(0, 2) + r.digits(2) + good.slice(4);
  while (ibanValid(bad));
  return bad.match(/.{1,4}/g)!.join(' ');
}

/** Eleven digits whose CNH check digits are wrong. */
export function badCnh(r: Rand): string {
  let n: string;
  do {
    const base = r.digits(9);
    const dv = cnhDigits(base) ?? '00';
    n = base + String((Number(dv[0]) + r.int(1, 9)) % 10) + dv[1];
  } while (cnhDigits(n.slice(0, 9)) === n.slice(9));
  return n;
}

const HEX = '0123456789abcdef';
const COUNTRY: Partial<Record<Locale, string>> = { 'de-DE': 'DE', 'fr-FR': 'FR', 'es-ES': 'ES', 'it-IT': 'IT', 'nl-NL': 'NL', 'en-GB': 'GB' };

function fillers(r: Rand, locale: Locale): Record<string, string> {
  const lang = langOf(locale);
  const y = r.int(2019, 2026);
  const mo = String(r.int(1, 12)).padStart(2, '0');
  const d = String(r.int(1, 28)).padStart(2, '0');
  const hh = String(r.int(0, 23)).padStart(2, '0');
  const mm = String(r.int(0, 59)).padStart(2, '0');
  const ss = String(r.int(0, 59)).padStart(2, '0');
  const euro = `${r.int(1, 2)}.${r.digits(3)},${r.digits(2)}`;
  const price: Record<Lang, string> = {
    en: locale === 'en-IN' ? `₹${r.int(1, 9)},${r.digits(2)},${r.digits(3)}` : locale === 'en-GB' ? `£${r.int(1, 9)},${r.digits(3)}.${r.digits(2)}` : `$${r.int(1, 9)},${r.digits(3)}.${r.digits(2)}`,
    de: `${euro} €`, fr: `${r.int(1, 9)} ${r.digits(3)},${r.digits(2)} €`, es: `${euro} €`, it: `€ ${euro}`, nl: `€ ${euro}`, pt: `R$ ${euro}`, ja: `¥${r.int(1, 99)},${r.digits(3)}`,
  };
  const date: Record<Lang, string> = {
    en: locale === 'en-US' ? `${mo}/${d}/${y}` : `${d}/${mo}/${y}`, de: `${d}.${mo}.${y}`, fr: `${d}/${mo}/${y}`, es: `${d}/${mo}/${y}`, it: `${d}/${mo}/${y}`, nl: `${d}-${mo}-${y}`, pt: `${d}/${mo}/${y}`, ja: `${y}年${Number(mo)}月${Number(d)}日`,
  };
  const postcode: Record<Locale, string> = {
    'en-US': r.digits(5), 'en-GB': `SW1A ${r.int(1, 9)}AA`, 'en-CA': `M5V ${r.digits(1)}L${r.digits(1)}`, 'en-AU': `${r.int(2, 7)}${r.digits(3)}`, 'en-IN': r.num(6),
    'de-DE': r.num(5), 'fr-FR': r.num(5), 'es-ES': `28${r.digits(3)}`, 'it-IT': `20${r.digits(3)}`, 'nl-NL': `${r.num(4)} ${r.chars('ABCDEGHJKLMNPRSTVWXZ', 2)}`, 'pt-BR': `${r.digits(5)}-${r.digits(3)}`, 'ja-JP': `〒${r.digits(3)}-${r.digits(4)}`,
  };
  const tracking = r.pick([`1Z${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6)}${r.digits(10)}`, `00${r.digits(18)}`, `${r.upper(2)}${r.digits(9)}${r.pick(['DE', 'ES', 'IN', 'BR', 'NL', 'FR', 'JP'])}`, `3S${r.upper(4)}${r.digits(7)}`, `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`, r.digits(12)]);
  const count: Record<Lang, string> = {
    en: `${r.int(1, 99)},${r.digits(3)}`, de: `${r.int(1, 99)}.${r.digits(3)}.${r.digits(3)}`, fr: `${r.int(1, 99)} ${r.digits(3)}`, es: `${r.int(1, 99)}.${r.digits(3)}`, it: `${r.int(1, 99)}.${r.digits(3)}`, nl: `${r.int(1, 99)}.${r.digits(3)}`, pt: `${r.int(1, 99)}.${r.digits(3)}.${r.digits(3)}`, ja: `${r.int(1, 99)},${r.digits(3)}`,
  };
  const c = COUNTRY[locale];
  return {
    order: r.pick([`${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`, `#${r.num(8)}`, `${locale.slice(3)}-${y}-${r.digits(6)}`, `ORD-${r.digits(4)}-${r.upper(4)}`, `${r.num(10)}`]),
    invoice: r.pick([`INV-${y}-${r.digits(5)}`, `${y}/${r.digits(6)}`, `RE${y}${r.digits(6)}`, `F${r.digits(2)}-${r.digits(5)}`]),
    tracking,
    date: date[lang],
    ts: r.pick([`${y}-${mo}-${d}T${hh}:${mm}:${ss}.${r.digits(3)}Z`, `${y}-${mo}-${d} ${hh}:${mm}:${ss}`, `${r.int(1_600_000_000, 1_800_000_000)}`, `${r.int(1_600_000_000, 1_800_000_000)}${r.digits(3)}`]),
    // Four-part versions look like IPv4 addresses; the word before them says what they are.
    version: r.pick([
      `v${r.int(1, 12)}.${r.int(0, 40)}.${r.int(0, 99)}`, `${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}`, `${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}-rc.${r.int(1, 5)}`,
      `10.0.${r.int(17000, 26000)}.${r.int(100, 4000)}`, `${r.int(100, 131)}.0.${r.int(4000, 6999)}.${r.int(10, 200)}`, `build ${y}.${mo}.${r.int(1, 9)}`, `v${r.int(1, 5)}.${r.int(0, 9)}`,
      `${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}.${r.int(0, 200)}`,
    ]),
    coords: `${r.pick(['', '-'])}${r.int(1, 60)}.${r.digits(6)}, ${r.pick(['', '-'])}${r.int(1, 150)}.${r.digits(6)}`,
    price: price[lang],
    badcard: badCard(r),
    badiban: c ? badIban(r, c) : badCard(r),
    badcnh: badCnh(r),
    postcode: postcode[locale],
    sku: r.pick([`SKU-${r.digits(6)}-${r.upper(2)}`, `ART-${r.digits(4)}-${r.pick(['XL', 'M', 'S'])}`, `${r.upper(3)}${r.digits(5)}`, `EAN 40${r.digits(11)}`]),
    uuid: `${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-4${r.chars(HEX, 3)}-${r.pick(['8', '9', 'a', 'b'])}${r.chars(HEX, 3)}-${r.chars(HEX, 12)}`,
    sha: r.chars(HEX, r.pick([7, 40])),
    hash: r.pick([`sha256:${r.chars(HEX, 64)}`, r.chars(HEX, 32), `sha1=${r.chars(HEX, 40)}`]),
    count: count[lang],
    port: String(r.int(1024, 65535)),
    ms: String(r.int(3, 2000)),
  };
}

/** Sentence frames per language; {name} slots come from fillers(). */
const FRAMES: Record<Lang, readonly string[]> = {
  en: [
    'Order {order} placed on {date}, total {price}. Tracking number: {tracking}.',
    'Invoice {invoice} is due on {date}. Amount: {price}.',
    '[{ts}] INFO request {uuid} completed in {ms} ms (build {version})',
    'Deployed commit {sha} as {version} at {ts}.',
    'The warehouse is at {coords}; we shipped {count} units last quarter.',
    'Card number {badcard} was rejected by the payment form - it fails the check digit.',
    'We only deliver to postcode {postcode} at the moment.',
    'Product {sku} is back in stock at {price}.',
    'File checksum {hash}, uploaded {date}.',
    'Your parcel {tracking} left the depot on {date} and is expected by {ts}.',
    'Ticket {order} reopened; see run {uuid} and commit {sha}.',
  ],
  de: [
    'Bestellung {order} vom {date}, Gesamtbetrag {price}. Sendungsnummer: {tracking}.',
    'Rechnung {invoice} ist am {date} fällig. Betrag: {price}.',
    '[{ts}] INFO Anfrage {uuid} in {ms} ms abgeschlossen (Version {version})',
    'Commit {sha} als {version} am {ts} ausgerollt.',
    'Das Lager liegt bei {coords}; im letzten Quartal wurden {count} Stück verkauft.',
    'Die Kartennummer {badcard} wurde abgelehnt, die Prüfziffer stimmt nicht.',
    'Die IBAN {badiban} ist ungültig (Prüfsumme falsch), bitte neu eingeben.',
    'Wir liefern derzeit nur in die PLZ {postcode}.',
    'Artikel {sku} ist wieder lieferbar für {price}.',
    'Prüfsumme der Datei {hash}, hochgeladen am {date}.',
    'Ihr Paket {tracking} hat am {date} das Verteilzentrum verlassen.',
  ],
  fr: [
    'Commande {order} du {date}, montant total {price}. Numéro de suivi : {tracking}.',
    'La facture {invoice} est à régler avant le {date}. Montant : {price}.',
    '[{ts}] INFO requête {uuid} terminée en {ms} ms (version {version})',
    'Commit {sha} déployé en {version} le {ts}.',
    "L'entrepôt se trouve à {coords} ; nous avons vendu {count} unités ce trimestre.",
    'Le numéro de carte {badcard} a été refusé : la clé de contrôle est fausse.',
    "L'IBAN {badiban} est invalide (clé incorrecte), merci de le ressaisir.",
    'Nous livrons uniquement le code postal {postcode} pour le moment.',
    "L'article {sku} est de nouveau disponible à {price}.",
    'Empreinte du fichier {hash}, envoyé le {date}.',
    'Votre colis {tracking} a quitté le centre de tri le {date}.',
  ],
  es: [
    'Pedido {order} del {date}, importe total {price}. Número de seguimiento: {tracking}.',
    'La factura {invoice} vence el {date}. Importe: {price}.',
    '[{ts}] INFO petición {uuid} completada en {ms} ms (versión {version})',
    'Commit {sha} desplegado como {version} el {ts}.',
    'El almacén está en {coords}; vendimos {count} unidades el último trimestre.',
    'El número de tarjeta {badcard} fue rechazado: el dígito de control no cuadra.',
    'El IBAN {badiban} no es válido (dígitos de control incorrectos).',
    'De momento solo enviamos al código postal {postcode}.',
    'El artículo {sku} vuelve a estar disponible por {price}.',
    'Hash del archivo {hash}, subido el {date}.',
    'Tu paquete {tracking} salió del centro logístico el {date}.',
  ],
  it: [
    'Ordine {order} del {date}, totale {price}. Codice di tracciamento: {tracking}.',
    'La fattura {invoice} scade il {date}. Importo: {price}.',
    '[{ts}] INFO richiesta {uuid} completata in {ms} ms (versione {version})',
    'Commit {sha} rilasciato come {version} il {ts}.',
    'Il magazzino si trova a {coords}; abbiamo venduto {count} pezzi nel trimestre.',
    'Il numero di carta {badcard} è stato rifiutato: la cifra di controllo è errata.',
    "L'IBAN {badiban} non è valido (codice di controllo errato).",
    'Per ora consegniamo solo nel CAP {postcode}.',
    "L'articolo {sku} è di nuovo disponibile a {price}.",
    'Impronta del file {hash}, caricato il {date}.',
    'Il tuo pacco {tracking} è partito dal centro di smistamento il {date}.',
  ],
  nl: [
    'Bestelling {order} van {date}, totaal {price}. Track & trace: {tracking}.',
    'Factuur {invoice} moet voor {date} betaald zijn. Bedrag: {price}.',
    '[{ts}] INFO verzoek {uuid} afgerond in {ms} ms (versie {version})',
    'Commit {sha} uitgerold als {version} op {ts}.',
    'Het magazijn ligt op {coords}; we verkochten {count} stuks dit kwartaal.',
    'Kaartnummer {badcard} is geweigerd: het controlecijfer klopt niet.',
    'Het IBAN {badiban} is ongeldig (controlegetal klopt niet).',
    'We bezorgen voorlopig alleen in postcode {postcode}.',
    'Artikel {sku} is weer op voorraad voor {price}.',
    'Controlegetal van het bestand {hash}, geüpload op {date}.',
    'Je pakket {tracking} heeft op {date} het sorteercentrum verlaten.',
  ],
  pt: [
    'Pedido {order} de {date}, total {price}. Código de rastreio: {tracking}.',
    'O boleto {invoice} vence em {date}. Valor: {price}.',
    '[{ts}] INFO requisição {uuid} concluída em {ms} ms (versão {version})',
    'Commit {sha} publicado como {version} em {ts}.',
    'O depósito fica em {coords}; vendemos {count} unidades no trimestre.',
    'O número do cartão {badcard} foi recusado: dígito verificador inválido.',
    'CNH nº {badcnh} não confere — os dígitos verificadores estão errados.',
    'Por enquanto só entregamos no CEP {postcode}.',
    'O produto {sku} voltou ao estoque por {price}.',
    'Hash do arquivo {hash}, enviado em {date}.',
    'Sua encomenda {tracking} saiu do centro de distribuição em {date}.',
  ],
  ja: [
    'ご注文番号 {order}（{date}）、合計 {price}。お問い合わせ番号：{tracking}',
    '請求書 {invoice} のお支払期限は{date}です。金額：{price}',
    '[{ts}] INFO リクエスト {uuid} を {ms} ms で処理しました（バージョン {version}）',
    'コミット {sha} を {version} として {ts} にデプロイしました。',
    '倉庫の座標は {coords} です。前四半期の出荷数は {count} 個でした。',
    'カード番号 {badcard} はチェックデジットが一致しないため利用できません。',
    '現在は郵便番号 {postcode} の地域のみ配送しています。',
    '商品 {sku} が {price} で再入荷しました。',
    'ファイルのハッシュ値 {hash}（{date} アップロード）',
    'お荷物 {tracking} は{date}に配送センターを出発しました。',
  ],
};

/** `n` hard-negative texts for the locale. */
export function negatives(r: Rand, locale: Locale, n: number): Array<{ text: string; context: string }> {
  const frames = FRAMES[langOf(locale)];
  const out: Array<{ text: string; context: string }> = [];
  for (let i = 0; i < n; i++) {
    const f = fillers(r, locale);
    const fill = (frame: string) => frame.replace(/\{(\w+)\}/g, (_, k: string) => f[k] ?? k);
    const frame = frames[i % frames.length]!;
    if (i % 5 === 3) {
      // The same facts as a JSON log line.
      out.push({ text: JSON.stringify({ ts: f.ts, level: 'info', order_id: f.order, tracking: f.tracking, amount: f.price, version: f.version, request_id: f.uuid, msg: fill(frame) }), context: 'json' });
    } else if (i % 5 === 4) {
      out.push({ text: `${fill(frame)}\n${fill(frames[(i + 3) % frames.length]!)}`, context: 'ticket' });
    } else out.push({ text: fill(frame), context: 'prose' });
  }
  return out;
}
