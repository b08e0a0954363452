// Addresses in every locale: for each locale a handful of texts in the forms its people write (prose,
// JSON values, CSV rows, form dumps, multi-line postal blocks), each with the exact spans the address
// detector must report («marked»), and texts that must yield none. Written by hand, independent of the
// generated evaluation set, so the mechanisms are held to forms they were not tuned on.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { address } from '../src/engine/detectors/pii/address.ts';

/** «marked» text → the plain text and the marked spans. */
function parse(marked: string): { text: string; spans: Array<[number, number]> } {
  let text = '';
  const spans: Array<[number, number]> = [];
  let open = -1;
  for (const ch of marked) {
    if (ch === '«') open = text.length;
    else if (ch === '»') {
      spans.push([open, text.length]);
      open = -1;
    } else text += ch;
  }
  return { text, spans };
}

const PROBES: Record<string, { positive: string[]; negative: string[] }> = {
  'de-DE': {
    positive: [
      'Lieferadresse: «Am Falkenberg 106, 63407 Friedberg». Danke!',
      'Bitte an «Unter den Linden 77\n10117 Berlin» schicken.',
      '{"kunde":"Jan Wolf","adresse":"«Karl-Marx-Allee 90a, 10243 Berlin»","tel":"030 1234567"}',
      'name,strasse,plz,ort\nJan Wolf,«Lindenhof 4,63407,Friedberg»,ja',
      'Anschrift: «Hans-Dietrich-Genscher-Str. 12, 53175 Bonn»',
      'Rechnung an «Musterstraße 12, 2. OG, 10115 Berlin».',
      'Empfänger: «c/o Weber GmbH, Am Falkenberg 150, 20060 Hamburg»',
      'Siehe Adresse «Lindenallee 59, 28286 Bremen». Melden Sie sich bitte.',
      '{"adresse":"«Hauptstraße 155a, 2. OG\\n28331 Bremen»"}',
      'Wohnort: «Goethestraße 48, 79568 Freiburg im Breisgau»',
      'Gültig bis;Prüfnummer;Name;Adresse\n12.03.2030;X1;Felix Müller;«Hauptstraße 143c, 04476 Leipzig»',
    ],
    negative: ['Termin am 12.03.2024 um 10:00 in Berlin', 'Bestellung 10115 vom Montag', 'Kapitel 5, 12345 Wörter insgesamt', 'PLZ 10115 Berlin'],
  },
  'de-AT/CH': {
    positive: ['Wohnhaft in der «Mariahilfer Straße 45, 1060 Wien»', 'Sitz: «Bahnhofstrasse 1, 8001 Zürich»'],
    negative: ['Im Jahr 2019 Wien besucht', 'Seite 12, 1060 Zeichen'],
  },
  'es-ES': {
    positive: [
      'Dirección: «Calle Mayor 5, 28013 Madrid»',
      'Envíalo a «C/ Alcalá 23, 3º B, 28014 Madrid», gracias',
      '«Avenida de la Constitución 12, 41001 Sevilla»',
      'Mi dirección es «Paseo de Gracia, 43\n08007 Barcelona»\nTeléfono: 612 345 678',
      '«Calle de Alcalá, 45, 2º izq., 28014 Madrid»',
      'Domicilio: «Calle Larios 29, 50042 Zaragoza»\nIP del cliente: 172.22.26.55',
      'nombre;nacimiento;dirección\nAna Ruiz;11/01/1951;«Calle San Vicente 191, 4º B, 41063 Sevilla»',
      "addr = '«Calle del Carmen, 159, 48013 Bilbao»'",
      'A partir de ahora usad «Calle San Vicente 40, 5º Dcha., 46051 Valencia» (dirección), gracias.',
    ],
    negative: ['Vivo en Madrid desde 2019.', 'Pedido 28013, total 45 EUR, Madrid', 'Llámame al 961 519 472, por favor'],
  },
  'it-IT': {
    positive: [
      'Indirizzo: «Via Roma 12, 00184 Roma»',
      'Spedire a «Corso Vittorio Emanuele II 15, 10123 Torino TO».',
      '«Piazza del Duomo 1\n50122 Firenze (FI)»',
      'Consegna: «Via Giuseppe Garibaldi, 7 - 20121 Milano (MI)»',
      '«Via Roma 12, scala B, interno 5, 00184 Roma»',
    ],
    negative: ['Abito a Roma dal 2015', 'Fattura 00184 del 12/03/2024'],
  },
  'pt-BR': {
    positive: [
      'Endereço: «Rua das Flores, 123 - Centro, Curitiba - PR, 80010-000»',
      'Entrega em «Av. Paulista, 1578, Bela Vista, São Paulo/SP, 01310-200»',
      '«Travessa de Pereira, 78\nVila Nova\n30956-245 Cunha / PE»',
      'Cliente: «Rua Augusta, 1500, apto 52 - Consolação, São Paulo - SP, CEP: 01310-100»',
    ],
    negative: ['Moro em São Paulo há 10 anos', 'Pedido 01310-200 enviado'],
  },
  'nl-NL': {
    positive: ['Adres: «Keizersgracht 123, 1015 CJ Amsterdam»', '«Prinsengracht 263-267, 1016 GV Amsterdam»', 'Nieuw adres: «Oudegracht 248 hs, 3511 PM Utrecht»',
      'id;pin;adres\n7;941;«Molenweg 280, 3014 PC Rotterdam»', 'Bezorgen op «Damrak 1\n1012 LG Amsterdam»\nTelefoon: 020 123 4567'],
    negative: ['Ik woon sinds 2010 in Amsterdam', 'Versie 1015 CJ build'],
  },
  'fr-FR': {
    positive: ['Adresse : «12, rue de la Paix\n75002 Paris»', '«Résidence Les Lilas, 91 bis place de la République, 13015 Marseille»', 'Livrer au «Bâtiment B, 9 bis rue Pasteur, 34004 Montpellier»', 'Livraison au «8 boulevard Haussmann, 75009 Paris».'],
    negative: ["J'habite à Paris depuis 2015", 'Commande 75009 du 12 mars'],
  },
  'en-GB': {
    positive: [
      'Send it to «Flat 3, 14 Queen Road, Brighton BN1 3XE» please',
      '«Apartment 12, Riverside House, 5 Water Lane, Leeds LS11 5QN»',
      'Address: «Rose Cottage, Church Lane, Little Snoring, Norfolk NR21 0AA»',
      'Ship to «Flat 1, 12 High Street, London» today',
    ],
    negative: ['I moved to London in 2019', 'Ref SW1A 1AA only'],
  },
  'en-CA': {
    positive: ['Mail: «24 Sussex Drive, Ottawa, ON K1A 0B1»'],
    negative: ['Code K1A 0B1 was printed'],
  },
  'en-AU': {
    positive: ['Deliver to «Unit 5, 12 George St, Sydney NSW 2000»', 'Address: «69 Rundle Mall, Sydney NSW 2000»\nClient IP: 2001:db8::f', '«5/12 George St, Sydney NSW 2000»', '«45 Collins Street, Melbourne VIC 3000»'],
    negative: ['NSW 2000 athletes competed in Sydney'],
  },
  'en-IN': {
    positive: [
      'Address: «Flat No. 402, Sai Residency, 5th Cross, Koramangala, Bengaluru 560 034»',
      'Ship to «H.No. 12-3-456, Banjara Hills, Hyderabad, Telangana 500034»',
      '«23, Nehru Marg, Jaipur, Rajasthan - 302001»',
      'Deliver to «82, Balakrishnan Path, Nagpur-502512» by Friday',
      '«Flat 4, Shanti Niwas, 12 MG Road, Pune, Maharashtra, PIN: 411001»',
      'its «H.No. 12-8-83, Road No. 6, Hadapsar, Pune, Maharashtra 411333». Quick one',
      'Address: «#547, 14th Cross, SV Road, Behind SBI Bank, Whitefield, Bengaluru, Karnataka, 560951»',
    ],
    negative: ['I live in Bengaluru since 2015', 'Order 560034 shipped', 'Call +91 98450 12345 today'],
  },
  'ja-JP': {
    positive: [
      '住所：«〒100-0005 東京都千代田区丸の内1丁目9-1»',
      '«北海道札幌市中央区北1条西2丁目»に住んでいます',
      '送付先は«〒530-0001 大阪府大阪市北区梅田３丁目１−１»です',
      '«〒569-8008 香川県横浜市緑区六番町14丁目16番13号 コート六番町420»',
      'オフィス：«東京都渋谷区道玄坂1-2-3 渋谷マークシティ 5F»',
      '{"address":"«〒678-0503\\n北海道札幌市中央区北一条西3丁目26番14号»"}',
      '«〒081-1164 東京都渋谷区渋谷2-11-5 グランドハイツ1004号室»',
    ],
    negative: ['東京都に行きました', '〒マークは郵便のしるしです', '東京都の人口は1400万人です'],
  },
  'other locales': {
    positive: [
      '«Rua Augusta 100, 1100-053 Lisboa»', '«Václavské náměstí 1, 110 00 Praha» 1', '«Karl Johans gate 1, 0154 Oslo»',
      '«Av. Insurgentes Sur 1234, Col. Del Valle, 03100 Ciudad de México, CDMX»', '«ul. Piotrkowska 104/12, 90-004 Łódź»',
      '«Nørregade 10, 1165 København K»', '«大阪市北区梅田3-1-1»', 'Frau Anna Schmidt\n«Musterweg 12\n12345 Musterstadt»',
    ],
    negative: ['I live in Berlin 10115 with my family', 'Meeting at 10:30, room 12345 Berlin office'],
  },
  boundaries: {
    positive: [
      '{"address":"«Calle de Ana Soler 75 Apt. 24\\nMadrid, 28013»","phone":"+34 600 000 000"}',
      '{"note":"adres:\\n«Molenweg 300, 1034 LB Amsterdam»\\n--"}',
      '{"address":"«Via Roma 12, 00184 Roma»","city":"Roma"}',
      'Name: Jan Wolf\n«Rosenweg 4a\n80331 München»\nPhone: +49 89 1234567',
      'Address: «742 Evergreen Terrace»\nPhone: (217) 555-0100',
      'name,address,city\nAnn Lee,«742 Evergreen Terrace,Springfield»\nBob Ray,«12 Main St,Boston»',
      '{"address":"«742 Evergreen Terrace, Springfield, IL 62704»","email":"ann@example.org"}',
      'Jan Wolf;«Hauptstraße 5;10115;Berlin»;030 1234567',
      'Ann Lee,«Am Falkenberg 106,63407,Friedberg»,0711 754479508',
      'Nome: Maria Silva | Endereço: «Rua das Flores, 123, Centro, Curitiba - PR, 80010-000» | Telefone: (41) 3333-4444',
    ],
    negative: ['Version 2, 10115 Berlin', 'coordinates 52.5200, 13.4050, Berlin 10115', 'Specs: 16GB, SSD 480GB, RTX 2060, Fonte 650W'],
  },
  'hard negatives': {
    positive: [],
    negative: [
      'Es kamen 5 Leute, 12345 Besucher in Berlin', 'Order #12345 shipped 2024-05-12 to Berlin', 'Bestellnummer 10115-2024, Lieferung Montag',
      'Version 3.2.1, build 20240 Berlin', 'lat 48.8566, lon 2.3522, Paris 75001', 'timestamp 2024-05-12T10:30:00Z Berlin',
      'Preis: 12345 EUR, Versand 5 Tage', 'Die Firma hat 3 Standorte, 12000 Mitarbeiter', 'Pedido n.º 28013, Madrid, 12 de mayo',
      'Tavolo 12, 00184 Roma', 'Step 3, 28013 Madrid is the answer', 'Jan Wolf, 34 Jahre, 10115 Berlin', 'Die PLZ von Berlin Mitte ist 10115',
      'Gate B12, Terminal 2, 80331 München Flughafen', 'Sale 2024, Aisle 5, Store 12345 Dallas', 'Fonte 650W, Windows 10 Pro - 30224',
      '2024年5月12日 東京都で会議', 'Posted on 3rd February 2019 By Mike Bell',
    ],
  },
};

describe('addresses by locale (exact spans)', () => {
  for (const [locale, { positive, negative }] of Object.entries(PROBES)) {
    it(`${locale}: finds each address whole and nothing else`, () => {
      const wrong: string[] = [];
      for (const marked of positive) {
        const { text, spans } = parse(marked);
        const got = address.detect(text).map((f) => [f.start, f.end]);
        if (JSON.stringify(got) !== JSON.stringify(spans)) {
          wrong.push(`${JSON.stringify(text)}: want ${spans.map(([s, e]) => JSON.stringify(text.slice(s, e)))} got ${got.map(([s, e]) => JSON.stringify(text.slice(s!, e!)))}`);
        }
      }
      for (const text of negative) {
        const got = address.detect(text);
        if (got.length > 0) wrong.push(`${JSON.stringify(text)}: want none, got ${got.map((f) => JSON.stringify(text.slice(f.start, f.end)))}`);
      }
      assert.deepEqual(wrong, []);
    });
  }
});
