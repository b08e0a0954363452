// Credential detectors: every vendor rule proves itself ON ITS OWN (the registry test only sees the
// table as one detector), placeholders are refused, the generic rule's name and value gates hold,
// connection strings give the password span, and reasons name the kind without the value.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CREDENTIAL_DETECTORS, vendorSecrets } from '../src/engine/detectors/credentials/index.ts';
import { PREFIXED_RULES } from '../src/engine/detectors/credentials/vendors/prefixed.ts';
import { ASSIGNED_RULES } from '../src/engine/detectors/credentials/vendors/assigned.ts';
import { hasSequence, isPlaceholder, vendorDetector } from '../src/engine/detectors/credentials/vendors/rule.ts';
import { genericSecret } from '../src/engine/detectors/credentials/generic.ts';
import { connectionStringPassword } from '../src/engine/detectors/credentials/connection-string.ts';
import { checkExamples } from '../src/engine/detectors/define.ts';
import { PII_DETECTORS } from '../src/engine/detectors/pii/index.ts';
import { resolveOverlaps } from '../src/engine/merge.ts';
import { redact } from '../src/engine/redact.ts';

const RULES = [...PREFIXED_RULES, ...ASSIGNED_RULES];

describe('vendor rule table', () => {
  it('holds at least 150 rules with unique ids and lower-case keywords', () => {
    assert.ok(RULES.length >= 150, `${RULES.length} rules`);
    assert.equal(new Set(RULES.map((r) => r.id)).size, RULES.length);
  });

  it('every rule finds its own example alone, with the exact span, and refuses its negatives', () => {
    const problems: string[] = [];
    for (const rule of RULES) {
      const alone = vendorDetector(`rule-${rule.id}`, [rule]);
      for (const p of checkExamples(alone)) problems.push(`${rule.id}: ${p}`);
    }
    assert.deepEqual(problems, []);
  });

  it('runs only the rules whose keyword occurs (case-insensitive prefilter)', () => {
    assert.deepEqual(vendorSecrets.detect('nothing secret here, just words and 12345'), []);
    const token = 'glpat-' + 'Zq8xW2nT5vL9mR4kJ7bY';
    const found = vendorSecrets.detect(`GITLAB_TOKEN=${token}`);
    assert.deepEqual(found.map((f) => [f.start, f.end, f.type, f.reason]), [[13, 39, 'api_key', 'GitLab personal access token']]);
  });

  it('a token matched by two rules is reported once', () => {
    const token = 'shpss_' + '0123456789abcdef'.split('').reverse().join('') + 'a1b2c3d4e5f60718';
    assert.equal(vendorSecrets.detect(`secret ${token}`).length, 1);
  });

  it('an assigned rule needs its vendor word at a name boundary', () => {
    const value = '5cb4a5f04cd412fe946667b17f0129ba17aeb2e0';
    assert.equal(vendorSecrets.detect(`MERAKI_API_KEY = "${value}"`).length, 1);
    assert.equal(vendorSecrets.detect(`xmerakiy = "${value}"`).length, 0);
  });
});

describe('placeholders', () => {
  it('documentation values are not secrets', () => {
    for (const v of ['AKIAIOSFODNN7EXAMPLE', 'xxxxxxxxxxxxxxxx', '<your-token>', 'changeme', 'your_api_key', '${TOKEN}', 'aaaaaaaaaaaaaaaaaaaa']) {
      assert.equal(isPlaceholder(v), true, v);
    }
    assert.equal(isPlaceholder('Zq8xW2nT5vL9mR4kJ7bY'), false);
    assert.equal(hasSequence('abc123456xyz', 6), true);
    assert.equal(hasSequence('Zq8xW2nT5vL9mR4kJ7bY', 6), false);
  });
});

describe('published example credentials', () => {
  const all = (text: string) => CREDENTIAL_DETECTORS.flatMap((d) => d.detect(text)).map((f) => `${f.detector} ${text.slice(f.start, f.end)}`);
  it('Firebase SDK sample keys and the public npm-search Algolia key are not reported, by any detector', () => {
    assert.deepEqual(all('const firebaseConfig = { apiKey: "AIzaSyAnLA7NfeLquW1tJFpx_eQCxoX-oo6YyIs" };'), []);
    assert.deepEqual(all('AIzaSyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvY'), []);
    assert.deepEqual(all('const algolia = { appId: "OFCNCOG2CU", apiKey: "6fe4476ee5a1832882e326b506d14126" };'), []);
  });
  it('the same keys with one character changed are reported', () => {
    assert.deepEqual(all('AIzaSyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvZ'), ['google-api-key AIzaSyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvZ']);
    assert.deepEqual(all('const algolia = { apiKey: "6fe4476ee5a1832882e326b506d14127" };'), ['generic-secret 6fe4476ee5a1832882e326b506d14127']);
  });
});

describe('generic secret assignment', () => {
  const find = (text: string) => genericSecret.detect(text).map((f) => text.slice(f.start, f.end));

  it('finds secret-looking values under secret-looking names; the span is the value', () => {
    assert.deepEqual(find('api_key = "Zq8xW2nT5vL9mR4kJ7bYc3Hd"'), ['Zq8xW2nT5vL9mR4kJ7bYc3Hd']);
    assert.deepEqual(find('{"clientSecret": "6da89121079f83b2eb6acccf8219ea98"}'), ['6da89121079f83b2eb6acccf8219ea98']);
    assert.deepEqual(find('-H "Authorization: Bearer cfcabd11c7ed9a41b1a3e063c32d5114"'), ['cfcabd11c7ed9a41b1a3e063c32d5114']);
    assert.deepEqual(find('DB_PASSWORD=Xk9#mP2$vL7q'), ['Xk9#mP2$vL7q']);
  });

  it('refuses ids, public keys, words, references and low-entropy values', () => {
    for (const text of [
      'clientId = "73082700-1f09-405b-80d0-3131bfd6272d"',
      'publicToken = "9Cnzj4p4WGeKLs1Pt8QuKUpRKfFLfRYC9AIKjbJTWit"',
      'csrf-token=Mj2qykJO5rELyHgezQ69nzUX0i3OH67V7+V4eUrLfpuy',
      'monkeys-audio:mx64-uwp=fail',
      'password = process.env.DB_PASSWORD',
      'token: aaaaaaaaaaaaaaaa1',
      'api_key = "abc123456789xyz"',
      'keyboardLayout = "Dvorak-2024"',
    ]) {
      assert.deepEqual(find(text), [], text);
    }
  });
});

describe('connection strings and curl', () => {
  const find = (text: string) => connectionStringPassword.detect(text).map((f) => text.slice(f.start, f.end));
  it('reports the password, not the URL', () => {
    assert.deepEqual(find('mongodb+srv://admin:Zx9vB2qLm4Tr8Wn1@cluster0.example.net/db'), ['Zx9vB2qLm4Tr8Wn1']);
    assert.deepEqual(find('amqp://guest:s3cr3t-Pa55@rabbit:5672/'), ['s3cr3t-Pa55']);
    assert.deepEqual(find('curl -u elastic:P@ssw0rd$1 https://localhost:9200'), ['elastic:P@ssw0rd$1']);
  });
  it('not placeholders or variables', () => {
    assert.deepEqual(find('postgres://user:password@localhost/db'), []);
    assert.deepEqual(find('postgres://app:${DB_PASSWORD}@db/app'), []);
    assert.deepEqual(find('curl -u "$USER:$PASS" https://x'), []);
  });
});

describe('every credential finding', () => {
  it('is an api_key whose reason names the kind and never the value', () => {
    const text = [
      'GITLAB_TOKEN=glpat-' + 'Zq8xW2nT5vL9mR4kJ7bY',
      'api_key = "Zq8xW2nT5vL9mR4kJ7bYc3Hd"',
      'postgres://app:Zx9vB2qLm4Tr8Wn1@db/app',
      'npm_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8',
    ].join('\n');
    const found = CREDENTIAL_DETECTORS.flatMap((d) => d.detect(text));
    assert.ok(found.length >= 4, `${found.length}`);
    for (const f of found) {
      assert.equal(f.type, 'api_key');
      assert.equal(f.category, 'CREDENTIAL_EXPOSURE');
      assert.ok(f.reason.length > 0 && !f.reason.includes(text.slice(f.start, f.end)), f.reason);
    }
    assert.ok(found.some((f) => /password/.test(f.reason)));
  });
});

describe('format checks that generalise gitleaks near misses', () => {
  const spansOf = (text: string) => CREDENTIAL_DETECTORS.flatMap((d) => d.detect(text)).map((f) => [f.detector, text.slice(f.start, f.end)]);

  it('Slack workspace app tokens carry a one-digit version (xoxa-2-…)', () => {
    const token = 'xox' + 'a-2-511111111-31111111111-3111111111111-e039d02840a0b9379c';
    assert.deepEqual(spansOf(`slack_token: '${token}'`), [['slack-token', token]]);
  });

  it('a vendor-prefixed value its vendor rule refused is not reported by the generic rule', () => {
    assert.deepEqual(spansOf('"token3": "xox' + 'p-1234-1234-1234-4ddbc191d40ee098cbaae6f3523ada2d"'), []);
  });

  it('an elided value ("…" or "...") is not a secret', () => {
    assert.deepEqual(spansOf('export OP_SERVICE_ACCOUNT_TOKEN=ops_eyJzaWduSW5BZGRyZXNzIjoiaHR0cHM6...'), []);
    assert.deepEqual(spansOf('api_key: 26fb903aa731…'), []);
  });

  it('hand-typed Anthropic keys (alphabet runs) are documentation', () => {
    assert.deepEqual(spansOf('sk-' + 'ant-api03-abc123xyz-456def789ghij-klmnopqrstuvwx-3456yza789bcde-1234fghijklmnopby56aaaogaopaaaabc123xyzAA'), []);
  });

  it('Bedrock short-term keys must decode to the Bedrock endpoint', () => {
    const good = 'bedrock-api-key-' + 'YmVkcm9jay5hbWF6b25hd3MuY29t';
    assert.deepEqual([...new Set(spansOf(`BEDROCK_TOKEN=${good}`).map((s) => s[1]))], [good]);
    assert.deepEqual(spansOf('bedrock-api-key-' + 'YmVkcm9jay5hbWF6b25hd3MuY29x'), []);
  });

  it('JWTs: unsigned alg "none" tokens (lower score) and damaged headers are still tokens', () => {
    const unsigned = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ0ZXN0LXVzZXIifQ.';
    const found = CREDENTIAL_DETECTORS.flatMap((d) => d.detect(`String t = "${unsigned}";`));
    assert.deepEqual(found.map((f) => [f.detector, f.end - f.start, f.score]), [['jwt', unsigned.length, 0.6]]);
    assert.deepEqual(spansOf('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ0ZXN0LXVzZXIifQ.'), []);
  });
});

describe('google api key', () => {
  it('only "AIzaSy" + 33 characters is a key; other 39-character "AIza…" runs are not', async () => {
    const { googleApiKey } = await import('../src/engine/detectors/credentials/google.ts');
    const key = 'AIza' + 'Sy' + 'Qp4_Zr8Lm2Nx7Vt-Kc9Hb3Wd6Fg1Js5Ty0E'.slice(0, 33);
    const text = `GOOGLE_MAPS_KEY=${key}`;
    assert.deepEqual(googleApiKey.detect(text).map((f) => text.slice(f.start, f.end)), [key]);
    const other = 'AIza' + 'yQp4_Zr8Lm2Nx7Vt-Kc9Hb3Wd6Fg1Js5Ty0Ex'.slice(0, 35);
    assert.deepEqual(googleApiKey.detect(`key=${other}`), []);
  });
});

describe('email:password pairs and combo lists', () => {
  /** Personal-data and credential findings merged per family as the engine merges them: [detector, category, type, start, end, value]. */
  const pairs = (text: string) =>
    resolveOverlaps([...PII_DETECTORS, ...CREDENTIAL_DETECTORS].flatMap((d) => d.detect(text)), (f) => f.category).map((f) => [
      f.detector,
      f.category,
      f.type,
      f.start,
      f.end,
      text.slice(f.start, f.end),
    ]);
  const EMAIL = ['email', 'PII_EXPOSURE', 'email'] as const;
  const PASSWORD = ['combo-password', 'CREDENTIAL_EXPOSURE', 'api_key'] as const;

  it('a lone email:password pair: the address is an email, the password a credential', () => {
    assert.deepEqual(pairs('bob@example.com:hunter2'), [
      [...EMAIL, 0, 15, 'bob@example.com'],
      [...PASSWORD, 16, 23, 'hunter2'],
    ]);
  });

  it('a pair inside a sentence, its trailing punctuation left out', () => {
    const text = 'my login is bob@example.com:Hunt3r2024. Please reset it';
    assert.deepEqual(pairs(text), [
      [...EMAIL, 12, 27, 'bob@example.com'],
      [...PASSWORD, 28, 38, 'Hunt3r2024'],
    ]);
  });

  it('a combo list with ":" keeps weak passwords (digits, one word) since its lines vouch for each other', () => {
    const text = 'alice@example.com:123456\nbob.smith@mail.example.org:qwerty\ncarol+x@example.co.uk:Summer2023!\n';
    assert.deepEqual(pairs(text), [
      [...EMAIL, 0, 17, 'alice@example.com'],
      [...PASSWORD, 18, 24, '123456'],
      [...EMAIL, 25, 51, 'bob.smith@mail.example.org'],
      [...PASSWORD, 52, 58, 'qwerty'],
      [...EMAIL, 59, 80, 'carol+x@example.co.uk'],
      [...PASSWORD, 81, 92, 'Summer2023!'],
    ]);
  });

  it('combo lists with ";" and "|" separators, CRLF line ends and indentation', () => {
    assert.deepEqual(pairs('dan@example.net;monkey99\r\neve@example.net;dragon\r\n'), [
      [...EMAIL, 0, 15, 'dan@example.net'],
      [...PASSWORD, 16, 24, 'monkey99'],
      [...EMAIL, 26, 41, 'eve@example.net'],
      [...PASSWORD, 42, 48, 'dragon'],
    ]);
    assert.deepEqual(pairs('  frank@example.io|Tr0ub4dor&3\n  grace@example.io|sunshine\n'), [
      [...EMAIL, 2, 18, 'frank@example.io'],
      [...PASSWORD, 19, 30, 'Tr0ub4dor&3'],
      [...EMAIL, 33, 49, 'grace@example.io'],
      [...PASSWORD, 50, 58, 'sunshine'],
    ]);
  });

  it('username:password lines of a combo list: the password only (a user name is not personal data we type)', () => {
    const text = 'jsmith:P4ssw0rd!\nmike_88:letmein2020\nsara.k:Tr0ub4dor&3';
    assert.deepEqual(pairs(text), [
      [...PASSWORD, 7, 16, 'P4ssw0rd!'],
      [...PASSWORD, 25, 36, 'letmein2020'],
      [...PASSWORD, 44, 55, 'Tr0ub4dor&3'],
    ]);
  });

  it('a neighbour vouches for a line only with the same separator and an address that is a mailbox', () => {
    const passwords = (text: string) => pairs(text).filter((p) => p[0] === 'combo-password').map((p) => p[5]);
    assert.deepEqual(passwords('alice@acme.org:54321\nbob@acme.org:qwerty1'), ['54321', 'qwerty1']);
    assert.deepEqual(passwords('alice@acme.org:54321\nbob@acme.org;qwerty1'), ['qwerty1']);
    assert.deepEqual(passwords('icon@2x.png:Retina99\nann@acme.org:54321'), []);
    // A local part longer than 64 characters is no address (the email detector agrees).
    assert.deepEqual(pairs(`${'a'.repeat(70)}@acme.org:hunter22`), []);
  });

  it('in a combo list a low-entropy password counts, and an address whose password does not is still an email', () => {
    assert.deepEqual(pairs('ann@acme.org:hunter22\nbob@acme.org:baseball'), [
      [...EMAIL, 0, 12, 'ann@acme.org'],
      [...PASSWORD, 13, 21, 'hunter22'],
      [...EMAIL, 22, 34, 'bob@acme.org'],
      [...PASSWORD, 35, 43, 'baseball'],
    ]);
    assert.deepEqual(pairs('ann@acme.org:hunter22\nbob@acme.org:aaaa1111'), [
      [...EMAIL, 0, 12, 'ann@acme.org'],
      [...PASSWORD, 13, 21, 'hunter22'],
      [...EMAIL, 22, 34, 'bob@acme.org'],
    ]);
    // Alone, the same weak token is below the floor: neither a password nor (before ":") a mailbox.
    assert.deepEqual(pairs('bob@acme.org:baseball'), []);
  });

  it('/v1/protect redaction leaves no part of the password readable, and the address is replaced too', () => {
    const text = 'creds: bob@example.com:hunter2\nalice@example.com:123456\nalice@example.com:123456';
    const found = resolveOverlaps([...PII_DETECTORS, ...CREDENTIAL_DETECTORS].flatMap((d) => d.detect(text)), (f) => f.category);
    assert.equal(redact(text, found, { replacement: '[{type}]' }).protected, 'creds: [EMAIL]:[API_KEY]\n[EMAIL]:[API_KEY]\n[EMAIL]:[API_KEY]');
  });

  it('not times, host:port, mailto, SSH remotes, scp paths, IPv6, or an address followed by ": prose"', () => {
    for (const text of [
      'Meeting at 12:30, lunch at 13:45',
      '12:30\n13:45\n14:00',
      'connect to db.example.com:5432 then cache.example.com:6379',
      'db1.example.com:5432\ndb2.example.com:5432',
      'user@db.example.com:5432',
      '<a href="mailto:bob@example.com">write</a>',
      'Re: bob@example.com: thanks for the notes',
      'From bob@example.com: see you tomorrow',
      'user@example.com: Hello there',
      'fe80::1%eth0 and 2001:db8::8a2e:370:7334',
      'git clone git@github.com:org/repo.git',
      'scp backup.tar.gz root@important.example.com:/srv/backups',
      'rsync -a anoncvs@sources.redhat.com:/cvs/src .',
      'push to git@heroku.com:myapp.git',
      'lsof -i user@host.example.com:ftp-data',
      'scp root@host.acme.io:Backup-2024.tar.gz .',
      'user@db.acme.io:15432',
      '(Try: "finger gcrypt@ftp.guug.de|g10 --import")',
    ]) {
      assert.deepEqual(pairs(text).filter((p) => p[0] === 'combo-password'), [], text);
    }
  });

  it('not placeholders, address lists, image tags, key:value lines, digests or URIs', () => {
    for (const text of [
      'user@example.com:password',
      'admin@example.com:<password>',
      'bob@example.com:${PASSWORD}',
      'ann@example.com;bob@example.com;carol@example.com',
      'ann@acme.org;bob@acme.org\ncarol@acme.org;dan@acme.org',
      'nginx:latest\nredis:7.2-alpine\nnode:lts-alpine3.19\npython:3.11-slim',
      'Name:Jonathan\nAge:30\nCity:Barcelona\nCountry:Portugal',
      'root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin',
      'x:List[int]\ny:Dict[str,int]',
      'cache:ab12cd34ef56ab78cd90\nstore:0123abcd4567ef890123',
      'Login\njsmith:P4ssw0rd!\nthanks',
      'frank@acme.io|sunshine',
      'frank@acme.io;summer-breeze',
      'To: ann@acme.io;Ops-Team2 and others',
      'app:web-frontend2\ntier:backend-v3',
      'api:v1.2.3-RC1\nweb:v2.0.1-RC2',
      'FUNC:_ZNSt6thread4joinEv@@GLIBCXX_3.4.11\nFUNC:_ZNSt6thread6detachEv@@GLIBCXX_3.4.11',
      'a:link,\na:active,\na:visited {',
      'XRequest.107:X_SetScreenSaver\nXRequest.108:X_GetScreenSaver',
      'map alice@corp.io:service\\-account\\-alice@project.iam.gserviceaccount.com".',
      '.box {\n  width:5px;\n  height:5px;\n  float:left;\n}',
      '{\n   libc-cond\n   Memcheck:Value4\n   fun:__gconv_transform_ascii_internal\n   fun:__mbrtowc\n}',
      'sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\nsha256:2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae',
      'tel:+14155550132\ntel:+14155550133',
      'home:+14155550132\nwork:+14155550133',
      'mailto:ann@acme.org\nmailto:bob@acme.org',
      'Host:example.com\nConnection:keep-alive\nContent-Type:application/json',
      'C:\\Users\\bob\nD:\\Data\\x1',
      'jsmith:P4ssw0rd!',
    ]) {
      assert.deepEqual(pairs(text).filter((p) => p[0] === 'combo-password'), [], text);
    }
  });

  it('an address before ": prose" or a path stays an email or not exactly as before', () => {
    const emails = (text: string) => pairs(text).filter((p) => p[0] === 'email').map((p) => p[5]);
    assert.deepEqual(emails('Re: bob@example.com: thanks'), ['bob@example.com']);
    assert.deepEqual(emails('git@github.com:org/repo.git'), []);
    assert.deepEqual(emails('user@db.example.com:5432'), []);
    assert.deepEqual(emails('user@db.acme.io:15432'), []);
    assert.deepEqual(emails('bob@acme.io:hunter2'), ['bob@acme.io']);
  });
});
