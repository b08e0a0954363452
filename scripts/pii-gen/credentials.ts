// The credential set: every vendor rule's own sample (PREFIXED_RULES, ASSIGNED_RULES — whatever the
// catalogue holds when this runs) and the other credential detectors' positive examples, placed where
// secrets really stand: .env and shell exports, YAML/TOML/JSON config, Jenkins credentials XML, HTTP
// headers, curl commands, log lines, URLs (query and user:password), connection strings and prose.
// Assigned rules need their vendor keyword in the name, so they appear only in forms that have a name.
// Negatives: git SHAs, UUIDs, lockfile integrity hashes, placeholders, published example keys, identifiers.

import { Rand } from './rng.ts';
import { b, jsonString, val, type Built, type GenRow } from './build.ts';
import { PREFIXED_RULES } from '../../src/engine/detectors/credentials/vendors/prefixed.ts';
import { ASSIGNED_RULES } from '../../src/engine/detectors/credentials/vendors/assigned.ts';
import type { VendorRule } from '../../src/engine/detectors/credentials/vendors/rule.ts';
import { marked } from '../../src/engine/detectors/define.ts';
import { CREDENTIAL_DETECTORS } from '../../src/engine/detectors/credentials/index.ts';
import { PUBLISHED_EXAMPLES } from '../../src/engine/detectors/credentials/published-examples.ts';

export const CRED_CONTEXTS = ['env', 'export', 'yaml', 'toml', 'json', 'json_any', 'properties', 'docker', 'k8s', 'gha', 'python', 'js', 'xml', 'bearer', 'x_api_key', 'curl', 'log', 'url_query', 'url_userinfo', 'connstr', 'prose', 'prose_i18n'] as const;
/** Forms where the value carries its name (the only ones where an assigned rule can apply). */
const NAMED = new Set(['env', 'export', 'yaml', 'toml', 'json', 'properties', 'docker', 'k8s', 'gha', 'python', 'url_query', 'prose', 'prose_i18n']);
// Detectors that find a value only by where it stands (a name, a header, an element, a URL part): their examples are kept whole.
const CONTEXTUAL = new Set(['generic-secret', 'connection-string-password', 'combo-password', 'xml-credential', 'http-credential', 'url-token', 'aws-paired-secret']);

/** A value with these characters is percent-encoded inside a URL, so it is not placed there verbatim. */
const URL_CONTEXTS = new Set(['url_query', 'url_userinfo', 'connstr']);
const URL_RESERVED = /[:/@?#&%+\s]/;

const T = (s: string) => val('api_key', s);

/** NAME_TOKEN from a vendor keyword or name: "twilio" → TWILIO_TOKEN, "aws_secret" → AWS_SECRET_KEY. */
function varName(base: string, r: Rand): string {
  const up = base.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  if (/(TOKEN|KEY|SECRET|PASSWORD|PASS)$/.test(up)) return up;
  return `${up}_${r.pick(['TOKEN', 'API_KEY', 'SECRET', 'KEY'])}`;
}
const camel = (name: string) => name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Chat messages in the other languages of the personal-data set. */
const I18N: ReadonlyArray<(name: string, v: Built) => Built> = [
  (n, v) => b(`Hier ist mein ${n}: `, v, ' – bitte nicht weitergeben.'),
  (n, v) => b(`Voici ma clé ${n} : `, v, ', tu peux tester ?'),
  (n, v) => b(`Te paso el ${n}: `, v, ' (no lo compartas).'),
  (n, v) => b(`Ecco il ${n}: `, v, ', fammi sapere se funziona.'),
  (n, v) => b(`Hier is mijn ${n}: `, v, ', werkt het bij jou?'),
  (n, v) => b(`Segue o ${n}: `, v, ' — não compartilhe.'),
  (n, v) => b(`${n}は `, v, ' です。共有しないでください。'),
];

function place(r: Rand, ctx: string, name: string, value: string): Built {
  const v = T(value);
  const host = r.pick(['api.example.com', 'hooks.internal.example', 'gateway.acme.io']);
  switch (ctx) {
    case 'env': return b(`# production\nNODE_ENV=production\n${name}=`, r.chance(0.4) ? b('"', v, '"') : v, `\nLOG_LEVEL=info`);
    case 'export': return b(`export ${name}=`, r.chance(0.5) ? b("'", v, "'") : v, `\n./deploy.sh --env prod`);
    case 'yaml': return b(`services:\n  worker:\n    environment:\n      ${name}: `, r.chance(0.5) ? b('"', v, '"') : v, `\n      REPLICAS: 3`);
    case 'toml': return b(`[integrations]\nenabled = true\n${camel(name).replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())} = `, b('"', v, '"'), `\ntimeout = 30`);
    case 'json': return b(`{"service":"billing","${camel(name)}":`, jsonString(v), ',"retries":3}');
    case 'json_any': return b(`{"id":${r.int(1, 999)},"${r.pick(['value', 'data', 'credential', 'auth', 'v'])}":`, jsonString(v), '}');
    case 'properties': return b(`spring.datasource.pool-size=10\n${name.toLowerCase().replaceAll('_', '.')}=`, v, `\nserver.port=8080`);
    case 'docker': return b(`docker run -d --name worker -e ${name}=`, v, ` -p 8080:8080 acme/worker:1.4.2`);
    case 'k8s': return b(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-secrets\ntype: Opaque\nstringData:\n  ${name}: "`, v, `"`);
    case 'gha': return b(`jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      ${name}: `, v, `\n    steps:\n      - run: ./deploy.sh`);
    case 'python': return b(`import os\nos.environ["${name}"] = "`, v, `"\nclient = Client()`);
    case 'js': return b(`const res = await fetch("https://${host}/v1/items", {\n  headers: { Authorization: \`Bearer `, v, `\` },\n});`);
    case 'prose_i18n': return r.pick(I18N)(name.toLowerCase().replaceAll('_', ' '), b(v));
    case 'xml': return b(`<com.cloudbees.plugins.credentials.impl.StringCredentialsImpl>\n  <scope>GLOBAL</scope>\n  <id>${name.toLowerCase()}</id>\n  <secret>`, v, `</secret>\n</com.cloudbees.plugins.credentials.impl.StringCredentialsImpl>`);
    case 'bearer': return b(`GET /v2/projects HTTP/1.1\nHost: ${host}\nAuthorization: Bearer `, v, `\nAccept: application/json`);
    case 'x_api_key': return b(`POST /v1/events HTTP/1.1\nHost: ${host}\nX-Api-Key: `, v, `\nContent-Type: application/json`);
    case 'curl': return b(`curl -s -H "Authorization: ${r.pick(['Bearer', 'token'])} `, v, `" https://${host}/v1/me | jq .`);
    case 'log': return b(`2026-03-04T10:22:31.512Z WARN auth: retrying with credential `, v, ` after 401 from ${host}`);
    case 'url_query': return b(`https://${host}/callback?${name.toLowerCase()}=`, v, `&state=${r.int(1000, 9999)}`);
    case 'url_userinfo': {
      const user = r.pick(['deploy', 'ci-bot', 'admin', 'backup']);
      return r.pick([
        () => b(`git remote add origin https://${user}:`, v, `@git.example.com/acme/app.git`),
        () => b(`lftp ftp://${user}:`, v, `@ftp.example.com/incoming`),
        () => b(`SMTP_URL=smtps://${user}:`, v, `@smtp.example.com:465`),
      ])();
    }
    case 'connstr':
      return r.pick([
        () => b(`DATABASE_URL=postgres://app_user:`, v, `@db.internal:5432/orders?sslmode=require`),
        () => b(`mysql://root:`, v, `@10.0.3.12:3306/shop`),
        () => b(`MONGO_URI=mongodb+srv://svc:`, v, `@cluster0.ab1cd.mongodb.net/prod?retryWrites=true`),
        () => b(`REDIS_URL=redis://:`, v, `@cache.internal:6379/0`),
        () => b(`amqp://worker:`, v, `@rabbitmq.internal:5672/%2F`),
        () => b(`"ConnectionStrings": { "Default": "Server=sql01;Database=Billing;User Id=app;Password=`, v, `;" }`),
        () => b(`jdbc:postgresql://db.internal:5432/app?user=app&password=`, v, `&ssl=true`),
      ])();
    default: return b(`here is my ${name.toLowerCase().replaceAll('_', ' ')} `, v, ` - can you check why the call fails?`);
  }
}

/** The same secret again further down, where copies hide: a second quoted string, a URL, a curl line. */
function withCopy(r: Rand, x: Built, value: string): Built {
  const v = T(value);
  switch (r.int(0, 2)) {
    case 0: return x.add("\n# same as above: '", v, "' | '", T(value), "'");
    case 1: return URL_RESERVED.test(value) ? x.add('\nbackup: "', v, '"') : x.add('\nsee https://dashboard.example.com/keys?token=', v, '&view=1');
    default: return x.add('\ncurl -H "X-Api-Key: ', v, '" https://api.example.com/health');
  }
}

function rulesRows(r: Rand, rules: readonly VendorRule[]): GenRow[] {
  const rows: GenRow[] = [];
  for (const rule of rules) {
    if (rule.example) {
      const ex = marked(rule.example);
      const inner = b();
      let cursor = 0;
      for (const s of ex.spans!) {
        inner.add(ex.text.slice(cursor, s.start), T(ex.text.slice(s.start, s.end)));
        cursor = s.end;
      }
      inner.add(ex.text.slice(cursor));
      for (const [ctx, wrap] of [['config', b(inner)], ['log', b('2026-03-04 10:22:31 DEBUG loaded config: ', inner)], ['prose', b('This is what we have in the settings:\n', inner, '\nIs it still valid?')]] as const) {
        rows.push({ ...wrap.row('cred', ctx), rule: rule.id });
      }
      continue;
    }
    const selfContained = !rule.assigned && rule.keywords.some((k) => rule.sample.toLowerCase().includes(k));
    const vendor = rule.name.split(/[\s/]/)[0]!;
    for (const ctx of CRED_CONTEXTS) {
      if (!selfContained && !NAMED.has(ctx)) continue;
      if (URL_CONTEXTS.has(ctx) && URL_RESERVED.test(rule.sample)) continue;
      const name = varName(selfContained ? vendor : rule.keywords[0]!, r);
      const x = place(r, ctx, name, rule.sample);
      rows.push({ ...(r.chance(0.15) ? withCopy(r, x, rule.sample) : x).row('cred', ctx), rule: rule.id });
    }
  }
  return rows;
}

function detectorRows(r: Rand): GenRow[] {
  const rows: GenRow[] = [];
  for (const d of CREDENTIAL_DETECTORS) {
    if (d.id === 'vendor-secrets') continue;
    d.examples.positive.forEach((ex, i) => {
      const spans = ex.spans ?? [];
      if (spans.length === 0) return;
      if (CONTEXTUAL.has(d.id)) {
        const inner = b();
        let cursor = 0;
        for (const s of spans) {
          inner.add(ex.text.slice(cursor, s.start), val(s.type ?? 'api_key', ex.text.slice(s.start, s.end)));
          cursor = s.end;
        }
        inner.add(ex.text.slice(cursor));
        rows.push({ ...b(inner).row('cred', 'example'), rule: `${d.id}#${i}` });
        rows.push({ ...b('[worker-3] 2026-03-04 10:22:31 ERROR ', inner, ' (see runbook)').row('cred', 'log'), rule: `${d.id}#${i}` });
        return;
      }
      for (const s of spans) {
        const value = ex.text.slice(s.start, s.end);
        const ctxs = value.includes('\n') ? ['json', 'env', 'prose'] : CRED_CONTEXTS;
        for (const ctx of ctxs) if (!(URL_CONTEXTS.has(ctx) && URL_RESERVED.test(value))) rows.push({ ...place(r, ctx, varName(d.id.split('-')[0]!, r), value).row('cred', ctx), rule: `${d.id}#${i}` });
      }
    });
  }
  return rows;
}

/** Texts that hold no credential. */
function credentialNegatives(r: Rand): GenRow[] {
  const HEX = '0123456789abcdef';
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const uuid = () => `${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-4${r.chars(HEX, 3)}-a${r.chars(HEX, 3)}-${r.chars(HEX, 12)}`;
  const texts: string[] = [];
  for (let i = 0; i < 12; i++) {
    const sha = r.chars(HEX, 40);
    texts.push(
      `commit ${sha}\nAuthor: CI <ci@example.com>\n\n    Bump version to 2.${i}.0`,
      `{"sha":"${sha}","ref":"refs/heads/main","run_id":${r.int(1e6, 9e6)}}`,
      `GIT_COMMIT=${sha}\nBUILD_NUMBER=${r.int(100, 999)}`,
      `X-Request-Id: ${uuid()}\nX-Correlation-Id: ${uuid()}`,
      `{"id":"${uuid()}","tenant_id":"${uuid()}","status":"active"}`,
      `"node_modules/${r.pick(['lodash', 'react', 'chalk', 'zod'])}": {\n  "version": "4.${i}.1",\n  "resolved": "https://registry.npmjs.org/x/-/x-4.${i}.1.tgz",\n  "integrity": "sha512-${r.chars(B64, 86)}=="\n}`,
      `image: ghcr.io/acme/api@sha256:${r.chars(HEX, 64)}`,
      `The helper ${r.pick(['getUserAccountBalance', 'ShoppingCartItemRepository', 'parseHttpResponseHeaders', 'AbstractSingletonProxyFactoryBean'])} returns a ${r.pick(['Promise', 'Map', 'ReadonlyArray'])}.`,
    );
  }
  texts.push(
    'STRIPE_SECRET_KEY=sk_live_xxx',
    'Authorization: Bearer <YOUR_TOKEN>',
    'api_key: ${API_KEY}',
    'OPENAI_API_KEY=your-api-key-here',
    'export GITHUB_TOKEN=<paste your token here>',
    'password: changeme',
    'token = "{{ secrets.DEPLOY_TOKEN }}"',
    'SLACK_BOT_TOKEN=xoxb-your-token',
    'aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    'The Bearer token expired, please log in again.',
    'Set the X-Api-Key header to the key from your dashboard.',
    'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v1/me',
  );
  for (const v of PUBLISHED_EXAMPLES) texts.push(`const firebaseConfig = {\n  apiKey: "${v}",\n  authDomain: "demo.firebaseapp.com"\n};`);
  return texts.map((text) => ({ text, spans: [], neutral: [], locale: 'cred', context: 'negative', negative: true }));
}

/**
 * Passwords no catalogue rule knows, where the name or the URL says what they are: the generic and
 * connection-string detectors' ground. Strong (random) and weak (word + year + symbol) ones, as people set them.
 */
function passwordRows(r: Rand, n: number): GenRow[] {
  const rows: GenRow[] = [];
  const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  for (let i = 0; i < n; i++) {
    const weak = i % 3 === 2;
    const pw = weak
      ? `${r.pick(['Summer', 'Winter', 'Welcome', 'Dragon', 'Monkey', 'Sunshine', 'Bayern', 'Juventus'])}${r.int(1990, 2026)}${r.pick(['!', '#', '', '$'])}`
      : r.pick([r.chars(ALNUM, r.int(14, 24)), r.chars(ALNUM, 8) + r.pick(['#', '!', '%', '*']) + r.chars(ALNUM, 8), r.chars('0123456789abcdef', 32)]);
    const v = T(pw);
    const name = r.pick(['DB_PASSWORD', 'POSTGRES_PASSWORD', 'SMTP_PASS', 'ADMIN_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'LDAP_BIND_PASSWORD']);
    const ctx = r.pick(['env', 'yaml', 'json', 'docker', 'connstr', 'url_userinfo', 'prose'] as const);
    const safe = !URL_RESERVED.test(pw);
    let x: Built;
    switch (ctx) {
      case 'env': x = b(`${name}=`, v, '\nDB_HOST=db.internal'); break;
      case 'yaml': x = b(`database:\n  host: db.internal\n  user: app\n  password: `, r.chance(0.5) ? b('"', v, '"') : v, '\n  pool: 10'); break;
      case 'json': x = b('{"db":{"host":"db.internal","user":"app","password":', jsonString(v), '}}'); break;
      case 'docker': x = b(`docker run -e ${name}=`, v, ' -d postgres:16'); break;
      case 'connstr': x = safe ? b(r.pick(['postgresql://app:', 'mysql://root:', 'mongodb://admin:']), v, '@10.0.0.5/app') : b('Server=sql01;Database=crm;User Id=sa;Password=', v, ';'); break;
      case 'url_userinfo': x = safe ? b('https://admin:', v, '@nas.home.example:5001/') : b(`${name}=`, v); break;
      default: x = b(`the ${r.pick(['staging', 'prod', 'wifi'])} password is `, v, ' - please change it after the demo'); break;
    }
    rows.push({ ...x.row('cred', ctx), rule: weak ? 'password:weak' : 'password:strong' });
  }
  return rows;
}

/** Each rule's sample turned into the placeholders people leave in docs: the prefix kept, the rest x'ed out. */
function placeholderNegatives(r: Rand, rules: readonly VendorRule[]): GenRow[] {
  const rows: GenRow[] = [];
  for (const rule of rules) {
    if (rule.example) continue;
    const lower = rule.sample.toLowerCase();
    const k = rule.keywords.find((kw) => lower.startsWith(kw));
    const name = varName(rule.assigned || !k ? rule.keywords[0]! : rule.name.split(/[\s/]/)[0]!, r);
    const filler = r.pick(['x', 'X', '*']);
    const value = k ? rule.sample.slice(0, k.length) + rule.sample.slice(k.length).replace(/[A-Za-z0-9]/g, filler) : r.pick([`<your-${rule.keywords[0]!.replace(/[^a-z0-9]+/g, '-')}-token>`, '${' + name + '}', 'your_token_here']);
    const text = r.pick([`${name}=${value}`, `${name}: "${value}"`, `Authorization: Bearer ${value}`]);
    rows.push({ text, spans: [], neutral: [], locale: 'cred', context: 'negative', negative: true, rule: rule.id });
  }
  return rows;
}

export function generateCredentialSet(seed = 21): GenRow[] {
  const r = new Rand(seed * 7919 + 3);
  const rules = [...PREFIXED_RULES, ...ASSIGNED_RULES];
  return [...rulesRows(r, rules), ...detectorRows(r), ...passwordRows(r, 150), ...credentialNegatives(r), ...placeholderNegatives(r, rules)];
}
