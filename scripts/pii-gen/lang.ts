// The words around the values, per language: form labels, CSV headers, JSON keys in the local language,
// prose and ticket templates. Locales of one language share them, with a few local overrides
// ("driving licence" in the UK, "postcode", "sort code").

import type { Locale } from './values.ts';
import type { Part } from './build.ts';

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'ja';
export const langOf = (l: Locale): Lang => l.slice(0, 2) as Lang;

/** How prose names a type: "my phone number", "the phone number", and the bare noun. */
export interface Noun {
  my: string;
  the: string;
  bare: string;
}
/** (name, noun of the type, the value) → the sentence's parts. */
type Sentence = (name: string, noun: Noun, x: Part) => Part[];

export interface LangText {
  /** Form labels per field key; the first is also the CSV header. */
  labels: Record<string, readonly string[]>;
  /** The type named in prose: a noun, or [my …, the …] where gender or number decides the words. */
  nouns: Record<string, string | readonly [string, string]>;
  /** "my"/"the" before a plain noun. */
  articles: readonly [string, string];
  /** JSON keys in the local language (English keys are added for every language). */
  jsonKeys: Record<string, readonly string[]>;
  labelled: readonly Sentence[];
  /** Sentences where the value stands without a label, per type. */
  bare: Partial<Record<string, readonly Sentence[]>>;
  ticket: { subject: string; from: string; to: string; subjects: readonly string[]; hello: (n: string) => string; bye: string; date: string };
  /** CSV delimiter (Excel's in the locale). */
  delim: string;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const EN_JSON: Record<string, readonly string[]> = {
  email: ['email', 'email_address', 'contactEmail'], phone: ['phone', 'phone_number', 'mobile', 'tel'], address: ['address', 'shipping_address', 'billing_address'],
  ssn: ['ssn', 'social_security_number'], credit_card: ['card_number', 'cc', 'pan'], ip_address: ['ip', 'client_ip', 'remote_addr'],
  passport: ['passport', 'passport_no', 'passportNumber'], driver_license: ['license_no', 'driver_license', 'dl_number'],
  iban: ['iban'], account: ['account_number', 'acct'], routing: ['routing_number'], sortcode: ['sort_code'], transit: ['transit'], bsb: ['bsb'], ifsc: ['ifsc'],
  bic: ['bic'], expiry: ['exp', 'expiry'], cvc: ['cvv'], dob: ['dob', 'birth_date'], order: ['order_id', 'orderNumber'], customer_no: ['customer_id', 'account_id'], agencia: ['branch'], conta: ['account'], bank_name: ['bank'], branch: ['branch'], kind: ['account_type'], name: ['name', 'customer', 'full_name'],
};

const EN: LangText = {
  labels: {
    order: ['Order no.', 'Order number'], customer_no: ['Customer ID', 'Account ID'],
    expiry: ['Expiry', 'Exp. date', 'Valid thru'], cvc: ['CVV', 'CVC', 'Security code'], dob: ['Date of birth', 'DOB'],
    name: ['Name', 'Full name', 'Customer'], email: ['Email', 'E-mail address', 'Contact email'], phone: ['Phone', 'Mobile', 'Tel', 'Phone number'],
    address: ['Address', 'Mailing address', 'Shipping address'], ssn: ['SSN', 'Social Security No.', 'Social security number'],
    credit_card: ['Card number', 'Credit card', 'Card no.'], ip_address: ['IP address', 'Client IP', 'Last login IP'],
    passport: ['Passport number', 'Passport No.', 'Passport'], driver_license: ["Driver's license number", 'DL #', "Driver's licence"],
    iban: ['IBAN'], account: ['Account number', 'Account no.'], routing: ['Routing number', 'ABA'], sortcode: ['Sort code'], transit: ['Transit/institution'],
    bsb: ['BSB'], ifsc: ['IFSC'], bic: ['BIC'], bank_name: ['Bank'], branch: ['Branch'], kind: ['Type'], agencia: ['Branch'], conta: ['Account'],
  },
  nouns: { email: 'email', phone: 'phone number', address: 'address', ssn: 'social security number', credit_card: 'card number', ip_address: 'IP address', passport: 'passport number', driver_license: "driver's license number", bank_account: 'bank details' },
  jsonKeys: {},
  articles: ['my', 'the'],
  labelled: [
    (n, t, x) => [`Hi, this is ${n}. My ${t.bare} is `, x, ', can you update my profile?'],
    (n, t, x) => [`Quick one - ${t.the} on file for ${n} is wrong, it should be `, x, '.'],
    (_n, t, x) => [`For verification: ${t.bare} `, x, '. Let me know if you need anything else.'],
    (n, t, x) => [`${n} here. Please use `, x, ` as ${t.my} from now on. Thanks!`],
    (_n, t, x) => [`can u double check ${t.my}? its `, x],
  ],
  bare: {
    email: [(_n, _t, x) => ['You can reach me at ', x, ' any time.'], (n, _t, x) => [`Please send the invoice for ${n} to `, x, ' instead.']],
    phone: [(_n, _t, x) => ['Call me on ', x, ' after 6pm.'], (n, _t, x) => [`${n} can be reached at `, x, ' (mobile).']],
    address: [(_n, _t, x) => ['Please ship the replacement to ', x, ' - the old address is no longer valid.'], (n, _t, x) => [`${n} moved last month, new address:\n`, x]],
    credit_card: [(_n, _t, x) => ['I was charged twice on ', x, ', please refund one of them.']],
    ip_address: [(_n, _t, x) => ['Login blocked from ', x, ' - that was me, on the hotel wifi.']],
  },
  ticket: { subject: 'Subject', from: 'From', to: 'To', subjects: ['Update my account details', 'Refund request', 'Problem with my order', 'Change of address', 'Verification documents'], hello: (n) => `Hi ${n},`, bye: 'Kind regards,', date: 'Date' },
  delim: ',',
};

const DE: LangText = {
  labels: {
    order: ['Bestellnummer', 'Bestell-Nr.'], customer_no: ['Kundennummer', 'Kunden-Nr.'],
    expiry: ['Gültig bis', 'Ablaufdatum'], cvc: ['Prüfnummer', 'CVC'], dob: ['Geburtsdatum', 'Geb.-Datum'],
    name: ['Name', 'Vollständiger Name', 'Kunde'], email: ['E-Mail', 'E-Mail-Adresse', 'Mail'], phone: ['Telefon', 'Tel.', 'Mobil', 'Handynummer', 'Rufnummer'],
    address: ['Anschrift', 'Adresse', 'Lieferadresse', 'Wohnanschrift'], credit_card: ['Kartennummer', 'Kreditkarte', 'Kreditkartennummer'],
    ip_address: ['IP-Adresse', 'Client-IP', 'Letzte Anmeldung von'], passport: ['Reisepassnummer', 'Reisepass-Nr.', 'Passnummer'],
    driver_license: ['Führerschein-Nr.', 'Führerscheinnummer', 'Führerschein'], iban: ['IBAN', 'Kontonummer (IBAN)'], bic: ['BIC'], account: ['Kontonummer'],
  },
  nouns: { email: 'E-Mail-Adresse', phone: 'Telefonnummer', address: 'Adresse', credit_card: 'Kreditkartennummer', ip_address: 'IP-Adresse', passport: 'Reisepassnummer', driver_license: 'Führerscheinnummer', bank_account: 'Bankverbindung' },
  jsonKeys: { email: ['mail', 'emailAdresse'], phone: ['telefon', 'handy', 'rufnummer'], address: ['anschrift', 'adresse'], credit_card: ['kartennummer'], ip_address: ['ip_adresse'], passport: ['reisepass', 'passnummer'], driver_license: ['fuehrerschein', 'führerschein_nr'], iban: ['iban', 'bankverbindung'], bic: ['bic'], name: ['name', 'kunde'] },
  articles: ['meine', 'die'],
  labelled: [
    (n, t, x) => [`Hallo, hier ist ${n}. ${cap(t.my)} lautet `, x, ', bitte im Kundenkonto ändern.'],
    (n, t, x) => [`${cap(t.the)} von ${n} ist falsch hinterlegt – richtig ist `, x, '.'],
    (_n, t, x) => [`Zur Verifizierung: ${t.bare} `, x, '. Melden Sie sich, falls noch etwas fehlt.'],
    (n, t, x) => [`${n} hier. Bitte ab sofort `, x, ` als ${t.bare} verwenden. Danke!`],
    (_n, t, x) => [`kannst du kurz ${t.my} prüfen? ist `, x],
  ],
  bare: {
    email: [(_n, _t, x) => ['Sie erreichen mich jederzeit unter ', x, '.'], (n, _t, x) => [`Bitte die Rechnung für ${n} an `, x, ' schicken.']],
    phone: [(_n, _t, x) => ['Rufen Sie mich bitte unter ', x, ' zurück.'], (n, _t, x) => [`${n} ist ab 18 Uhr unter `, x, ' erreichbar.']],
    address: [(_n, _t, x) => ['Bitte das Ersatzgerät an ', x, ' senden, die alte Adresse gilt nicht mehr.'], (n, _t, x) => [`${n} ist umgezogen, neue Anschrift:\n`, x]],
    credit_card: [(_n, _t, x) => ['Auf der Karte ', x, ' wurde doppelt abgebucht.']],
    ip_address: [(_n, _t, x) => ['Die Anmeldung von ', x, ' war ich, im Hotel-WLAN.']],
  },
  ticket: { subject: 'Betreff', from: 'Von', to: 'An', subjects: ['Änderung meiner Daten', 'Rückerstattung', 'Problem mit meiner Bestellung', 'Adressänderung', 'Unterlagen zur Verifizierung'], hello: (n) => `Hallo ${n},`, bye: 'Mit freundlichen Grüßen', date: 'Datum' },
  delim: ';',
};

const FR: LangText = {
  labels: {
    order: ['N° de commande', 'Commande'], customer_no: ['N° client', 'Identifiant client'],
    expiry: ["Date d'expiration", 'Expire fin'], cvc: ['Cryptogramme', 'CVV'], dob: ['Date de naissance', 'Né(e) le'],
    name: ['Nom', 'Nom complet', 'Client'], email: ['E-mail', 'Adresse e-mail', 'Courriel'], phone: ['Téléphone', 'Tél.', 'Portable', 'Mobile'],
    address: ['Adresse', 'Adresse postale', 'Adresse de livraison'], credit_card: ['Numéro de carte', 'Carte bancaire', 'N° de carte'],
    ip_address: ['Adresse IP', 'IP client', 'Dernière connexion depuis'], passport: ['Numéro de passeport', 'N° de passeport', 'Passeport'],
    driver_license: ['Numéro de permis de conduire', 'N° de permis', 'Permis de conduire'], iban: ['IBAN', 'RIB (IBAN)'], bic: ['BIC'], account: ['Numéro de compte'],
  },
  nouns: { email: 'e-mail', phone: 'numéro de téléphone', address: ['mon adresse', "l'adresse"], credit_card: 'numéro de carte', ip_address: ['mon adresse IP', "l'adresse IP"], passport: 'numéro de passeport', driver_license: 'numéro de permis de conduire', bank_account: 'RIB' },
  jsonKeys: { email: ['courriel', 'adresse_email'], phone: ['telephone', 'portable', 'tel'], address: ['adresse', 'adresse_postale'], credit_card: ['numero_carte'], ip_address: ['adresse_ip'], passport: ['passeport', 'numero_passeport'], driver_license: ['permis', 'numero_permis'], iban: ['iban', 'rib'], name: ['nom', 'client'] },
  articles: ['mon', 'le'],
  labelled: [
    (n, t, x) => [`Bonjour, c'est ${n}. ${cap(t.my)} est `, x, ', merci de mettre à jour mon compte.'],
    (n, t, x) => [`Pour ${n}, ${t.the} enregistré est faux, le bon est `, x, '.'],
    (_n, t, x) => [`Pour vérification : ${t.bare} `, x, '. Dites-moi s’il manque quelque chose.'],
    (n, t, x) => [`${n} ici. Merci d’utiliser désormais `, x, ` (${t.bare}).`],
    (_n, t, x) => [`tu peux vérifier ${t.my} stp ? c'est `, x],
  ],
  bare: {
    email: [(_n, _t, x) => ['Vous pouvez me joindre à ', x, ' à tout moment.'], (n, _t, x) => [`Merci d'envoyer la facture de ${n} à `, x, '.']],
    phone: [(_n, _t, x) => ['Rappelez-moi au ', x, ' après 18h.'], (n, _t, x) => [`${n} est joignable au `, x, '.']],
    address: [(_n, _t, x) => ['Merci d’envoyer le colis au ', x, ', l’ancienne adresse n’est plus valable.'], (n, _t, x) => [`${n} a déménagé, nouvelle adresse :\n`, x]],
    credit_card: [(_n, _t, x) => ['J’ai été débité deux fois sur la carte ', x, '.']],
    ip_address: [(_n, _t, x) => ['La connexion depuis ', x, ' c’était moi, à l’hôtel.']],
  },
  ticket: { subject: 'Objet', from: 'De', to: 'À', subjects: ['Mise à jour de mes coordonnées', 'Demande de remboursement', 'Problème avec ma commande', 'Changement d’adresse', 'Pièces justificatives'], hello: (n) => `Bonjour ${n},`, bye: 'Cordialement,', date: 'Date' },
  delim: ';',
};

const ES: LangText = {
  labels: {
    order: ['N.º de pedido', 'Pedido'], customer_no: ['N.º de cliente', 'ID de cliente'],
    expiry: ['Caducidad', 'Fecha de caducidad'], cvc: ['CVV', 'Código de seguridad'], dob: ['Fecha de nacimiento', 'F. nacimiento'],
    name: ['Nombre', 'Nombre completo', 'Cliente'], email: ['Correo electrónico', 'Email', 'E-mail'], phone: ['Teléfono', 'Tel.', 'Móvil'],
    address: ['Dirección', 'Domicilio', 'Dirección de envío'], credit_card: ['Número de tarjeta', 'Tarjeta de crédito', 'N.º de tarjeta'],
    ip_address: ['Dirección IP', 'IP del cliente'], passport: ['Número de pasaporte', 'Pasaporte n.º', 'Pasaporte'],
    driver_license: ['Carné de conducir n.º', 'Número de permiso de conducir', 'Permiso de conducir'], iban: ['IBAN', 'Cuenta (IBAN)'], account: ['Número de cuenta'],
  },
  nouns: { email: 'correo electrónico', phone: 'número de teléfono', address: ['mi dirección', 'la dirección'], credit_card: 'número de tarjeta', ip_address: ['mi IP', 'la IP'], passport: 'número de pasaporte', driver_license: 'número del carné de conducir', bank_account: 'IBAN' },
  jsonKeys: { email: ['correo', 'correo_electronico'], phone: ['telefono', 'movil'], address: ['direccion', 'domicilio'], credit_card: ['numero_tarjeta'], ip_address: ['direccion_ip'], passport: ['pasaporte', 'numero_pasaporte'], driver_license: ['carne_conducir', 'numero_permiso'], iban: ['iban', 'cuenta'], name: ['nombre', 'cliente'] },
  articles: ['mi', 'el'],
  labelled: [
    (n, t, x) => [`Hola, soy ${n}. ${cap(t.my)} es `, x, ', ¿podéis actualizar mi perfil?'],
    (n, t, x) => [`Tenéis mal ${t.the} de ${n}, el correcto es `, x, '.'],
    (_n, t, x) => [`Para la verificación: ${t.bare} `, x, '. Avísame si falta algo.'],
    (n, t, x) => [`${n} aquí. A partir de ahora usad `, x, ` (${t.bare}), gracias.`],
    (_n, t, x) => [`me revisas ${t.the}? es `, x],
  ],
  bare: {
    email: [(_n, _t, x) => ['Me podéis escribir a ', x, ' cuando queráis.'], (n, _t, x) => [`Enviad la factura de ${n} a `, x, ', por favor.']],
    phone: [(_n, _t, x) => ['Llámame al ', x, ' a partir de las 18h.'], (n, _t, x) => [`${n} está disponible en el `, x, '.']],
    address: [(_n, _t, x) => ['Enviad el pedido a ', x, ', la dirección antigua ya no vale.'], (n, _t, x) => [`${n} se ha mudado, nueva dirección:\n`, x]],
    credit_card: [(_n, _t, x) => ['Me han cobrado dos veces en la tarjeta ', x, '.']],
    ip_address: [(_n, _t, x) => ['El acceso desde ', x, ' fui yo, desde el hotel.']],
  },
  ticket: { subject: 'Asunto', from: 'De', to: 'Para', subjects: ['Actualizar mis datos', 'Solicitud de reembolso', 'Problema con mi pedido', 'Cambio de dirección', 'Documentación'], hello: (n) => `Hola ${n}:`, bye: 'Un saludo,', date: 'Fecha' },
  delim: ';',
};

const IT: LangText = {
  labels: {
    order: ['N. ordine', 'Numero ordine'], customer_no: ['Codice cliente', 'ID cliente'],
    expiry: ['Scadenza', 'Data di scadenza'], cvc: ['CVV', 'Codice di sicurezza'], dob: ['Data di nascita', 'Nato il'],
    name: ['Nome', 'Nome e cognome', 'Cliente'], email: ['Email', 'Indirizzo email', 'Posta elettronica'], phone: ['Telefono', 'Tel.', 'Cellulare'],
    address: ['Indirizzo', 'Indirizzo di spedizione', 'Residenza'], credit_card: ['Numero carta', 'Carta di credito', 'N. carta'],
    ip_address: ['Indirizzo IP', 'IP client'], passport: ['Numero passaporto', 'Passaporto n.', 'Passaporto'],
    driver_license: ['Numero patente', 'Patente di guida n.', 'Patente'], iban: ['IBAN', 'Coordinate bancarie (IBAN)'], account: ['Numero di conto'],
  },
  nouns: { email: 'indirizzo email', phone: 'numero di telefono', address: 'indirizzo', credit_card: 'numero della carta', ip_address: 'indirizzo IP', passport: 'numero di passaporto', driver_license: 'numero di patente', bank_account: 'IBAN' },
  jsonKeys: { email: ['posta', 'indirizzo_email'], phone: ['telefono', 'cellulare'], address: ['indirizzo', 'residenza'], credit_card: ['numero_carta'], ip_address: ['indirizzo_ip'], passport: ['passaporto', 'numero_passaporto'], driver_license: ['numero_patente', 'patente'], iban: ['iban', 'conto'], name: ['nome', 'cliente'] },
  articles: ['il mio', 'il'],
  labelled: [
    (n, t, x) => [`Ciao, sono ${n}. ${cap(t.my)} è `, x, ', potete aggiornare il profilo?'],
    (n, t, x) => [`${cap(t.the)} registrato per ${n} è sbagliato, quello giusto è `, x, '.'],
    (_n, t, x) => [`Per la verifica: ${t.bare} `, x, '. Fatemi sapere se serve altro.'],
    (n, t, x) => [`${n} qui. D'ora in poi usate `, x, ` (${t.bare}), grazie.`],
    (_n, t, x) => [`mi controlli ${t.the}? è `, x],
  ],
  bare: {
    email: [(_n, _t, x) => ['Potete scrivermi a ', x, ' in qualsiasi momento.'], (n, _t, x) => [`Inviate la fattura di ${n} a `, x, ', grazie.']],
    phone: [(_n, _t, x) => ['Chiamami al ', x, ' dopo le 18.'], (n, _t, x) => [`${n} è raggiungibile al `, x, '.']],
    address: [(_n, _t, x) => ['Spedite il pacco a ', x, ', il vecchio indirizzo non è più valido.'], (n, _t, x) => [`${n} si è trasferito, nuovo indirizzo:\n`, x]],
    credit_card: [(_n, _t, x) => ['Mi avete addebitato due volte sulla carta ', x, '.']],
    ip_address: [(_n, _t, x) => ["L'accesso da ", x, " ero io, dall'albergo."]],
  },
  ticket: { subject: 'Oggetto', from: 'Da', to: 'A', subjects: ['Aggiornamento dati', 'Richiesta di rimborso', 'Problema con il mio ordine', 'Cambio di indirizzo', 'Documenti per la verifica'], hello: (n) => `Gentile ${n},`, bye: 'Cordiali saluti,', date: 'Data' },
  delim: ';',
};

const NL: LangText = {
  labels: {
    order: ['Ordernummer', 'Bestelnummer'], customer_no: ['Klantnummer'],
    expiry: ['Vervaldatum', 'Geldig t/m'], cvc: ['CVC', 'Beveiligingscode'], dob: ['Geboortedatum'],
    name: ['Naam', 'Volledige naam', 'Klant'], email: ['E-mail', 'E-mailadres'], phone: ['Telefoon', 'Tel.', 'Mobiel', 'Telefoonnummer'],
    address: ['Adres', 'Afleveradres', 'Woonadres'], credit_card: ['Kaartnummer', 'Creditcard', 'Creditcardnummer'],
    ip_address: ['IP-adres', 'Client-IP'], passport: ['Paspoortnummer', 'Paspoort nr.', 'Paspoort'],
    driver_license: ['Rijbewijsnummer', 'Rijbewijs nr.', 'Rijbewijs'], iban: ['IBAN', 'Rekeningnummer (IBAN)', 'Rekeningnummer'], account: ['Rekeningnummer'],
  },
  nouns: { email: 'e-mailadres', phone: 'telefoonnummer', address: 'adres', credit_card: 'creditcardnummer', ip_address: 'IP-adres', passport: 'paspoortnummer', driver_license: 'rijbewijsnummer', bank_account: 'rekeningnummer' },
  jsonKeys: { email: ['emailadres'], phone: ['telefoon', 'mobiel'], address: ['adres', 'woonadres'], credit_card: ['kaartnummer'], ip_address: ['ip_adres'], passport: ['paspoort', 'paspoortnummer'], driver_license: ['rijbewijs', 'rijbewijsnummer'], iban: ['iban', 'rekeningnummer'], name: ['naam', 'klant'] },
  articles: ['mijn', 'het'],
  labelled: [
    (n, t, x) => [`Hoi, met ${n}. ${cap(t.my)} is `, x, ', kunnen jullie mijn profiel aanpassen?'],
    (n, t, x) => [`${cap(t.the)} van ${n} klopt niet, het juiste is `, x, '.'],
    (_n, t, x) => [`Ter verificatie: ${t.bare} `, x, '. Laat maar weten als er iets ontbreekt.'],
    (n, t, x) => [`${n} hier. Gebruik voortaan `, x, ` als ${t.bare}, bedankt!`],
    (_n, t, x) => [`kun je ${t.my} checken? is `, x],
  ],
  bare: {
    email: [(_n, _t, x) => ['Je kunt me altijd mailen op ', x, '.'], (n, _t, x) => [`Stuur de factuur van ${n} graag naar `, x, '.']],
    phone: [(_n, _t, x) => ['Bel me na 18.00 uur op ', x, '.'], (n, _t, x) => [`${n} is bereikbaar op `, x, '.']],
    address: [(_n, _t, x) => ['Stuur het pakket naar ', x, ', het oude adres klopt niet meer.'], (n, _t, x) => [`${n} is verhuisd, nieuw adres:\n`, x]],
    credit_card: [(_n, _t, x) => ['Er is twee keer afgeschreven van kaart ', x, '.']],
    ip_address: [(_n, _t, x) => ['De login vanaf ', x, ' was ik, in het hotel.']],
  },
  ticket: { subject: 'Onderwerp', from: 'Van', to: 'Aan', subjects: ['Gegevens wijzigen', 'Terugbetaling', 'Probleem met mijn bestelling', 'Adreswijziging', 'Documenten voor verificatie'], hello: (n) => `Beste ${n},`, bye: 'Met vriendelijke groet,', date: 'Datum' },
  delim: ';',
};

const PT: LangText = {
  labels: {
    order: ['Nº do pedido', 'Pedido'], customer_no: ['Código do cliente', 'ID do cliente'],
    expiry: ['Validade', 'Vencimento'], cvc: ['CVV', 'Código de segurança'], dob: ['Data de nascimento', 'Nascimento'],
    name: ['Nome', 'Nome completo', 'Cliente'], email: ['E-mail', 'Endereço de e-mail'], phone: ['Telefone', 'Tel.', 'Celular', 'WhatsApp'],
    address: ['Endereço', 'Endereço de entrega', 'Endereço residencial'], credit_card: ['Número do cartão', 'Cartão de crédito', 'Nº do cartão'],
    ip_address: ['Endereço IP', 'IP do cliente'], passport: ['Número do passaporte', 'Passaporte nº', 'Passaporte'],
    driver_license: ['CNH nº', 'Número da CNH', 'Carteira de motorista (CNH)'], bank_name: ['Banco'], agencia: ['Agência', 'agência'], conta: ['Conta corrente', 'conta corrente', 'C/C'],
  },
  nouns: { email: 'e-mail', phone: 'telefone', address: 'endereço', credit_card: 'número do cartão', ip_address: 'endereço IP', passport: 'número do passaporte', driver_license: ['minha CNH', 'a CNH'], bank_account: ['minha conta', 'a conta'] },
  jsonKeys: { email: ['email', 'correio'], phone: ['telefone', 'celular'], address: ['endereco', 'logradouro'], credit_card: ['numero_cartao'], ip_address: ['endereco_ip'], passport: ['passaporte', 'numero_passaporte'], driver_license: ['cnh', 'numero_cnh'], bank_name: ['banco'], agencia: ['agencia'], conta: ['conta', 'conta_corrente'], name: ['nome', 'cliente'] },
  articles: ['meu', 'o'],
  labelled: [
    (n, t, x) => [`Oi, aqui é ${n}. ${cap(t.my)}: `, x, ' — podem atualizar meu cadastro?'],
    (n, t, x) => [`Está errado ${t.the} cadastrado de ${n}, o correto é `, x, '.'],
    (_n, t, x) => [`Para verificação: ${t.bare} `, x, '. Qualquer coisa me avisem.'],
    (n, t, x) => [`${n} aqui. Usem `, x, ` (${t.bare}) daqui pra frente, obrigado!`],
    (_n, t, x) => [`vc confere ${t.my}? é `, x],
  ],
  bare: {
    email: [(_n, _t, x) => ['Pode me mandar e-mail em ', x, ' a qualquer hora.'], (n, _t, x) => [`Enviem a nota fiscal de ${n} para `, x, '.']],
    phone: [(_n, _t, x) => ['Me liga no ', x, ' depois das 18h.'], (n, _t, x) => [`${n} atende no `, x, ' (WhatsApp).']],
    address: [(_n, _t, x) => ['Favor entregar em ', x, ', o endereço antigo não vale mais.'], (n, _t, x) => [`${n} mudou, endereço novo:\n`, x]],
    credit_card: [(_n, _t, x) => ['Fui cobrado duas vezes no cartão ', x, '.']],
    ip_address: [(_n, _t, x) => ['O acesso de ', x, ' fui eu, no hotel.']],
  },
  ticket: { subject: 'Assunto', from: 'De', to: 'Para', subjects: ['Atualização cadastral', 'Pedido de reembolso', 'Problema com meu pedido', 'Mudança de endereço', 'Documentos para verificação'], hello: (n) => `Olá ${n},`, bye: 'Atenciosamente,', date: 'Data' },
  delim: ';',
};

const JA: LangText = {
  labels: {
    order: ['注文番号'], customer_no: ['会員番号', 'お客様番号'],
    expiry: ['有効期限'], cvc: ['セキュリティコード'], dob: ['生年月日'],
    name: ['氏名', 'お名前', '顧客名'], email: ['メールアドレス', 'Eメール', 'メール'], phone: ['電話番号', '携帯電話', 'TEL', '連絡先'],
    address: ['住所', 'お届け先住所', '現住所'], credit_card: ['カード番号', 'クレジットカード番号'], ip_address: ['IPアドレス', '接続元IP'],
    passport: ['旅券番号', 'パスポート番号'], driver_license: ['運転免許証番号', '免許証番号'], bank_name: ['銀行名'], branch: ['支店名'], kind: ['口座種別', '預金種目'], account: ['口座番号'],
  },
  nouns: { email: 'メールアドレス', phone: '電話番号', address: '住所', credit_card: 'カード番号', ip_address: 'IPアドレス', passport: 'パスポート番号', driver_license: '運転免許証番号', bank_account: '振込先口座' },
  jsonKeys: { email: ['meeru', 'メール'], phone: ['denwa', '電話番号'], address: ['jusho', '住所'], credit_card: ['カード番号'], ip_address: ['接続元'], passport: ['旅券番号'], driver_license: ['menkyo_no', '免許証番号'], account: ['koza_bango', '口座番号'], bank_name: ['ginko'], branch: ['shiten'], kind: ['shubetsu'], name: ['shimei', '氏名'] },
  articles: ['', ''],
  labelled: [
    (n, t, x) => [`お世話になっております。${n}です。私の${t.bare}は`, x, 'です。登録情報の更新をお願いします。'],
    (n, t, x) => [`${n}様の登録${t.bare}が間違っています。正しくは`, x, 'です。'],
    (_n, t, x) => [`確認のため、${t.bare}：`, x, ' をお送りします。'],
    (_n, t, x) => [`${t.bare}は `, x, ' でお願いします！'],
  ],
  bare: {
    email: [(_n, _t, x) => ['ご連絡は ', x, ' までお願いします。']],
    phone: [(_n, _t, x) => ['18時以降は', x, 'にお電話ください。'], (n, _t, x) => [`${n}の連絡先は`, x, 'です。']],
    address: [(_n, _t, x) => ['交換品は', x, 'へ送ってください。'], (n, _t, x) => [`${n}は引っ越しました。新住所：\n`, x]],
    credit_card: [(_n, _t, x) => ['カード', x, 'で二重に請求されています。']],
    ip_address: [(_n, _t, x) => [x, 'からのログインは私です（ホテルのWi-Fi）。']],
  },
  ticket: { subject: '件名', from: '差出人', to: '宛先', subjects: ['登録情報変更のお願い', '返金のお願い', '注文の件', '住所変更', '本人確認書類'], hello: (n) => `${n}様`, bye: 'よろしくお願いいたします。', date: '日付' },
  delim: ',',
};

export const LANG: Record<Lang, LangText> = { en: EN, de: DE, fr: FR, es: ES, it: IT, nl: NL, pt: PT, ja: JA };

/** Per-locale label overrides (English variants). */
const OVERRIDES: Partial<Record<Locale, Partial<Record<string, readonly string[]>>>> = {
  'en-GB': { driver_license: ['Driving licence number', 'Driving licence no.', 'DVLA licence'], address: ['Address', 'Postal address', 'Delivery address'], phone: ['Phone', 'Mobile', 'Tel', 'Telephone'] },
  'en-AU': { driver_license: ['Driver licence number', 'Licence no.', "Driver's licence"], phone: ['Phone', 'Mobile', 'Ph'] },
  'en-CA': { driver_license: ["Driver's licence number", 'DL number', "Driver's licence"], bank_account: ['Bank account'] },
  'en-IN': { driver_license: ['Driving Licence No.', 'DL No.', 'Driving licence'], phone: ['Mobile', 'Mobile No.', 'Phone', 'Contact No.'], address: ['Address', 'Permanent address', 'Correspondence address'] },
};
const NOUN_OVERRIDES: Partial<Record<Locale, Record<string, string>>> = {
  'en-GB': { driver_license: 'driving licence number', phone: 'mobile number' },
  'en-AU': { driver_license: 'licence number', phone: 'mobile' },
  'en-CA': { driver_license: "driver's licence number" },
  'en-IN': { driver_license: 'driving licence number', phone: 'mobile number' },
};

export function labelsOf(locale: Locale, key: string): readonly string[] {
  return OVERRIDES[locale]?.[key] ?? LANG[langOf(locale)].labels[key] ?? EN.labels[key] ?? [key];
}
export function nounOf(locale: Locale, type: string): Noun {
  const L = LANG[langOf(locale)];
  const n = NOUN_OVERRIDES[locale]?.[type] ?? L.nouns[type] ?? EN.nouns[type] ?? type;
  if (typeof n !== 'string') return { my: n[0], the: n[1], bare: n[1].replace(/^(?:la |le |l'|a |o |el )/, '') };
  const [my, the] = L.articles;
  return { my: my ? `${my} ${n}` : n, the: the ? `${the} ${n}` : n, bare: n };
}
export function jsonKeysOf(locale: Locale, key: string): readonly string[] {
  return [...(EN_JSON[key] ?? [key]), ...(LANG[langOf(locale)].jsonKeys[key] ?? [])];
}
