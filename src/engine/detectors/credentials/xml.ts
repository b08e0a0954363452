// Secrets in XML configuration: an element or attribute whose name ends in a secret word
// (<password>, <secret>{AQAAABAAA…}</secret> in Jenkins credentials.xml, <apiToken>, <privateKey>,
// <passphrase>, password="…" in Tomcat users, ClearTextPassword in NuGet.config), and the key/value
// forms that name the secret in one place and hold it in another: .NET <add key="DbPassword" value="…"/>,
// Spring <property name="password" value="…"/>, Java <entry key="password">…</entry>, .NET settings
// <setting name="ApiKey"><value>…</value></setting> and plist <key>password</key><string>…</string>.
// The span is the value. The name vouches for it, so the value floor is the context one (values.ts).

import type { DetectContext, Detector, Finding } from '../../types.ts';
import { marked } from '../define.ts';
import { atNameBoundary } from './vendors/rule.ts';
import { passwordValue, tokenValue } from './values.ts';

/** A tag; its attributes are read only when it may hold a secret. Bounded: linear over any text. */
const TAG = /<(?<close>\/)?(?<tag>[A-Za-z_][\w:.-]{0,60})(?<attrs>[^<>]{0,2000})>/g;
const ATTR = /(?<name>[A-Za-z_][\w:.-]{0,60})[ \t]{0,3}=[ \t]{0,3}(?:"(?<dq>[^"<>]{0,1000})"|'(?<sq>[^'<>]{0,1000})')/g;

/** Names that END in a secret word (a plural or one or two digits may follow). */
const SECRET_NAME =
  /(?<word>password|passwd|passphrase|pwd|pass|secret|token|api[_.-]?key|private[_.-]?key|access[_.-]?key|secret[_.-]?key|account[_.-]?key|shared[_.-]?access[_.-]?key|auth[_.-]?key|master[_.-]?key|signing[_.-]?key|encryption[_.-]?key|client[_.-]?key|credentials)(?:[_.-]?\d{1,2}|s)?$/i;
/** Names whose values are public or one-use by design. */
const REFUSED_NAME = /public|publishable|pubkey|csrf|xsrf|authenticity|antiforgery|requestverification|nonce|(?:next|page|continuation|cursor|sync)[_.-]?token|verification|hint/i;
const PASSWORD_WORD = /pass|pwd/i;
/** Attributes that name a secret held by another attribute or the element's text. */
const NAMING_ATTR = /^(?:key|name|id|property|setting|param)$/i;
const VALUE_ATTR = /^(?:value|val)$/i;
/** Elements that hold the value of a named setting (.NET settings, plist, Java properties). */
const VALUE_ELEMENT = /^(?:value|string|data)$/i;

/** Every secret name holds one of these: attributes without one are not parsed. */
const ATTR_HINT = /pass|pwd|secret|token|key|credential/i;

type Kind = 'password' | 'token';

/** The kind of secret a name ends with, or undefined. */
export function secretName(name: string): Kind | undefined {
  const local = name.slice(name.lastIndexOf(':') + 1);
  const m = SECRET_NAME.exec(local);
  if (m === null || REFUSED_NAME.test(local)) return undefined;
  // "bypass", "compass", "tokenisation": the word must start a name part.
  if (!atNameBoundary(local, m.index, m.groups!.word!)) return undefined;
  // <credentials> wraps a user name and a password; only as an attribute name does it hold one value.
  return PASSWORD_WORD.test(m.groups!.word!) ? 'password' : 'token';
}

const valueOk = (kind: Kind, value: string) => (kind === 'password' ? passwordValue(value) || tokenValue(value) : tokenValue(value));

function finding(start: number, end: number, kind: Kind): Finding {
  return {
    detector: 'xml-credential',
    category: 'CREDENTIAL_EXPOSURE',
    type: 'api_key',
    start,
    end,
    score: 0.85,
    reason: kind === 'password' ? 'password in an XML element or attribute' : 'secret in an XML element or attribute',
  };
}

/** Where the value of a named secret is expected: the next text, or the text of a <value>/<string> child. */
interface Pending {
  kind: Kind;
  /** 'direct': the element's own text; 'child': inside the next value element; 'either'. */
  place: 'direct' | 'child' | 'either';
}

function detect(text: string, ctx?: DetectContext): Finding[] {
  if (!text.includes('<') || !/pass|pwd|secret|token|key|credential/i.test(text)) return [];
  const findings: Finding[] = [];
  let pending: Pending | undefined;
  let inKey = false; // inside a plist <key>
  let keyKind: Kind | undefined;
  let prevEnd = -1;
  let steps = 0;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(text); m !== null; m = TAG.exec(text)) {
    ctx?.deadline?.tick(++steps, 'xml-credential', 255);
    const g = m.groups!;
    // The text between the previous tag and this one.
    if ((pending !== undefined || inKey) && prevEnd >= 0 && m.index > prevEnd) {
      const raw = text.slice(prevEnd, m.index);
      const lead = raw.length - raw.trimStart().length;
      const trimmed = raw.trim();
      if (trimmed !== '') {
        if (inKey) keyKind = secretName(trimmed);
        else if (pending && pending.place !== 'child') {
          let start = prevEnd + lead;
          let value = trimmed;
          const cdata = /^<!\[CDATA\[([^\]]{1,1000})\]\]>$/.exec(value);
          if (cdata) {
            start += 9;
            value = cdata[1]!;
          }
          if (!value.includes('<') && valueOk(pending.kind, value)) findings.push(finding(start, start + value.length, pending.kind));
          pending = undefined;
        } else pending = undefined;
      }
    }
    prevEnd = m.index + m[0].length;
    const tag = g.tag!;
    if (g.close) {
      if (inKey && /^key$/i.test(tag)) {
        inKey = false;
        pending = keyKind ? { kind: keyKind, place: 'child' } : undefined;
        keyKind = undefined;
      } else if (pending?.place === 'direct') pending = undefined;
      continue;
    }
    const attrs = g.attrs!;
    const selfClosing = attrs.endsWith('/');
    if (pending && pending.place !== 'direct' && VALUE_ELEMENT.test(tag)) {
      pending = { kind: pending.kind, place: 'direct' };
    } else {
      pending = undefined;
      const kind = secretName(tag);
      if (kind && !selfClosing) pending = { kind, place: 'direct' };
    }
    if (/^key$/i.test(tag) && !selfClosing) inKey = true;
    if (attrs.includes('=') && ATTR_HINT.test(attrs)) readAttributes(m.index + 1 + tag.length, attrs, selfClosing, findings, (p) => (pending = p));
  }
  return findings;
}

/** The attributes of one tag: secret-named ones, and value="…" beside key|name="…Password". */
function readAttributes(at: number, attrs: string, selfClosing: boolean, findings: Finding[], setPending: (p: Pending) => void): void {
  let named: Kind | undefined;
  let valueSpan: [number, number, string] | undefined;
  ATTR.lastIndex = 0;
  for (let a = ATTR.exec(attrs); a !== null; a = ATTR.exec(attrs)) {
    if (a.index > 0 && !/[\s"']/.test(attrs[a.index - 1]!)) continue;
    const name = a.groups!.name!;
    const value = a.groups!.dq ?? a.groups!.sq ?? '';
    const end = at + a.index + a[0].length - 1;
    const start = end - value.length;
    if (NAMING_ATTR.test(name)) {
      named = secretName(value);
      continue;
    }
    if (VALUE_ATTR.test(name)) {
      valueSpan = [start, end, value];
      continue;
    }
    const kind = secretName(name);
    if (kind && valueOk(kind, value)) findings.push(finding(start, end, kind));
  }
  if (!named) return;
  if (valueSpan) {
    if (valueOk(named, valueSpan[2])) findings.push(finding(valueSpan[0], valueSpan[1], named));
  } else if (!selfClosing) setPending({ kind: named, place: 'either' });
}

// Sample values assembled from pieces so repository secret scanners do not flag our own proof.
const JENKINS = '{AQAAABAAAAAQ' + 'kR3vN8qZp2Lx7TfW5yHc1mJd9sGb4EaU6oVi0nKt}';
const PW = 'Qm7#vT2k' + 'Lp9x';
const TOKEN = '11d3f5a7' + 'c9e2b4d6f8a0c1e3b5d7f9a2c4';

export const xmlCredential: Detector = {
  id: 'xml-credential',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  types: ['api_key'],
  detect,
  examples: {
    positive: [
      `<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl><username>deploy</username><password>«${JENKINS}»</password></com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>`,
      `<org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>\n  <secret>«${JENKINS}»</secret>\n</org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>`,
      `<server>\n  <id>nexus</id>\n  <username>deploy</username>\n  <password>«${PW}»</password>\n</server>`,
      `<apiToken>«${TOKEN}»</apiToken>`,
      `<packageSourceCredentials><feed><add key="Username" value="ci" /><add key="ClearTextPassword" value="«${PW}»" /></feed></packageSourceCredentials>`,
      `<user username="admin" password="«${PW}»" roles="manager-gui"/>`,
      `<appSettings><add key="StripeSecretKey" value="«${TOKEN}»"/></appSettings>`,
      `<bean id="ds"><property name="password" value="«${PW}»"/></bean>`,
      `<entry key="db.password">«${PW}»</entry>`,
      `<setting name="ApiToken" serializeAs="String"><value>«${TOKEN}»</value></setting>`,
      `<key>Password</key>\n<string>«${PW}»</string>`,
      `<passphrase><![CDATA[«${PW}»]]></passphrase>`,
    ].map(marked),
    negative: [
      '<password>${DB_PASSWORD}</password>',
      '<password></password>',
      '<password>changeme</password>',
      '<password>********</password>',
      '<password><![CDATA[password]]></password>',
      '<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />',
      '<input type="password" name="password" placeholder="Enter your password">',
      '<meta name="csrf-token" content="Mj2qykJO5rELyHgezQ69nzUX0i3OH67V7">',
      '<bypass>Qm7vT2kLp9x4</bypass>',
      '<credentials><username>deploy</username></credentials>',
      '<passwordPolicy>minLength8</passwordPolicy>',
      '<publicKey>MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE</publicKey>',
      '<key>Username</key><string>deploy-user-2024</string>',
      '<token>identifier</token>',
      '<input type="hidden" name="authenticity_token" value="7SWa-Fo1_hsC6oovfBsJFLGPUl2EhkSWPbJhWANwgaJ">',
      '<add key="ApiUrl" value="https://api.example.com/v2/x7Kq9"/>',
    ],
  },
};
