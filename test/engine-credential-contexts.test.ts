// Credentials found by where they stand rather than by a "key = value" name: XML configuration,
// HTTP headers, URLs (userinfo, query parameters, webhook paths), connection strings of databases and
// brokers, a key id's secret halves, and tokens inside escaped (JSON-encoded) strings. Every assertion
// is on the exact values reported (the secret alone: never the user, the host or the name) after the
// engine's per-family merge, and on the placeholders and look-alikes that must stay quiet.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CREDENTIAL_DETECTORS } from '../src/engine/detectors/credentials/index.ts';
import { resolveOverlaps } from '../src/engine/merge.ts';
import { xmlCredential } from '../src/engine/detectors/credentials/xml.ts';
import { basicPassword, httpCredential } from '../src/engine/detectors/credentials/http-auth.ts';
import { urlToken } from '../src/engine/detectors/credentials/url-token.ts';
import { awsPairedSecret, stsShaped } from '../src/engine/detectors/credentials/aws.ts';
import { unescapedView } from '../src/engine/detectors/credentials/escaped.ts';
import { passwordValue, tokenValue } from '../src/engine/detectors/credentials/values.ts';

/** Values reported by all credential detectors, merged as the engine merges a family. */
const values = (text: string) =>
  resolveOverlaps(
    CREDENTIAL_DETECTORS.flatMap((d) => d.detect(text)),
    (f) => f.category,
  ).map((f) => text.slice(f.start, f.end));
/** [detector, value] pairs of one detector. */
const own = (d: { detect: (t: string) => { start: number; end: number; detector: string }[] }, text: string) => d.detect(text).map((f) => [f.detector, text.slice(f.start, f.end)]);

// Samples assembled from pieces so repository secret scanners do not flag the test file.
const PW = 'Qm7vT2k' + 'Lp9x4';
const TOKEN = '7f3c9a1e' + '5b2d8f4a6c0e9b3d7a1f5c2e';
const B64 = 'q7X9kZ2mR4vT8nL1' + 'pW6yB3cH5jD0fG9sA2eU7iO4uQ8';
const GHP = 'ghp_' + 'R8kZ2mQ7vX4nL9pT3wY6bH1cJ5dF0gS2aE7u';
const KEY = 'AKIA' + 'RLJAO7335VQSLSFZ';
const TEMP = 'ASIA' + 'BYHLUMVCHQRK3DBK';
const SECRET = 'Xq3vB8nZ' + 'p1Lr7Tk2Wm9Yc4Hd6Fs0Gj5Ae8Ub3Ni7';
const SESSION = 'FwoGZXIvYXdzE' + 'BYaDHqa0AP1kR8vZq2Lx7TfW5yHc1mJd9sGb4EaU6oVi0nKtP3wQ8rYz2Xc5Vb7Nm1Ls4Kd9Jf6Hg3Gt8Fr2Ee5Dw1Cq7Ba0Zy4Xu9Wi3Vo6Up2Ta8Sr5Qe1Pw7Od4Nc0Mb3La6';
const ACCOUNT_KEY = B64 + B64 + B64.slice(0, 32) + '==';

describe('XML configuration', () => {
  it('Jenkins credentials.xml: the encrypted secret and password elements', () => {
    const secret = '{AQAAABAAAAAQ' + 'kR3vN8qZp2Lx7TfW5yHc1mJd9sGb4EaU6oVi0nKt}';
    const xml = `<org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>\n  <id>deploy</id>\n  <secret>${secret}</secret>\n</org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>`;
    assert.deepEqual(values(xml), [secret]);
    assert.deepEqual(own(xmlCredential, `<username>ci</username><password>${secret}</password>`), [['xml-credential', secret]]);
  });

  it('Maven settings, NuGet ClearTextPassword, Tomcat users, .NET appSettings and settings, plist, CDATA', () => {
    assert.deepEqual(values(`<server><id>nexus</id><username>deploy</username><password>${PW}</password></server>`), [PW]);
    assert.deepEqual(values(`<add key="Username" value="ci" />\n<add key="ClearTextPassword" value="${PW}" />`), [PW]);
    assert.deepEqual(values(`<user username="tomcat" password="${PW}" roles="manager-gui"/>`), [PW]);
    assert.deepEqual(values(`<appSettings><add key="PaymentApiKey" value="${TOKEN}"/></appSettings>`), [TOKEN]);
    assert.deepEqual(values(`<setting name="ApiToken" serializeAs="String">\n  <value>${TOKEN}</value>\n</setting>`), [TOKEN]);
    assert.deepEqual(values(`<key>Password</key>\n<string>${PW}</string>`), [PW]);
    assert.deepEqual(values(`<passphrase><![CDATA[${PW}]]></passphrase>`), [PW]);
    assert.deepEqual(values(`<privateKey>${B64}</privateKey>`), [B64]);
  });

  it('placeholders, references, empty values, wrappers and non-secret names stay quiet', () => {
    for (const text of [
      '<password>${env.NEXUS_PASSWORD}</password>',
      '<password></password>',
      '<password>changeme</password>',
      '<password>********</password>',
      '<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />',
      '<add key="ClearTextPassword" value="$(NugetPassword)" />',
      '<input type="password" name="password" placeholder="Password">',
      '<credentials><username>deploy</username></credentials>',
      '<passwordPolicy>minLength8</passwordPolicy>',
      '<tokenizer>standard</tokenizer>',
      '<input type="hidden" name="authenticity_token" value="7SWa-Fo1_hsC6oovfBsJFLGPUl2EhkSWPbJhWANwgaJ">',
    ]) {
      assert.deepEqual(own(xmlCredential, text), [], text);
    }
  });
});

describe('HTTP headers', () => {
  it('Authorization in header, curl and JSON notations: the token whatever the scheme', () => {
    assert.deepEqual(values(`Authorization: Bearer ${TOKEN}`), [TOKEN]);
    assert.deepEqual(values(`curl -H "Authorization: token ${B64}" https://api.example.com`), [B64]);
    assert.deepEqual(values(`headers = {"Authorization": "Bearer ${B64}", "Accept": "application/json"}`), [B64]);
    assert.deepEqual(values(`"authorization":"Bot ${B64}"`), [B64]);
    assert.deepEqual(values(`the request carried Bearer ${B64} and was refused`), [B64]);
  });

  it('Basic credentials are decoded: reported when they hold a real user:password, not a placeholder', () => {
    const basic = Buffer.from(`deploy:${PW}`).toString('base64');
    assert.equal(basicPassword(basic), PW);
    assert.deepEqual(own(httpCredential, `Authorization: Basic ${basic}`), [['http-credential', basic]]);
    assert.deepEqual(own(httpCredential, `Authorization: Basic ${Buffer.from('user:password').toString('base64')}`), []);
    assert.deepEqual(own(httpCredential, `Authorization: Basic ${Buffer.from('nocolon').toString('base64')}`), []);
    // The generic rule leaves Basic values to this one: a placeholder password is reported by neither.
    assert.deepEqual(values(`Authorization: Basic ${Buffer.from('svc-ci:${DB_PASSWORD}').toString('base64')}`), []);
    const keyAsUser = Buffer.from(`${TOKEN}:`).toString('base64');
    assert.deepEqual(values(`Authorization: Basic ${keyAsUser}`), [keyAsUser]);
  });

  it('signature schemes are not credentials; the AWS key id inside Credential= is the AWS detector\'s', () => {
    const aws4 = `Authorization: AWS4-HMAC-SHA256 Credential=${KEY}/20250101/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=${TOKEN}${TOKEN}`;
    assert.deepEqual(values(aws4), [KEY]);
    assert.deepEqual(values('Authorization: Digest username="bob", realm="api", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", response="6629fae49393a05397450978507c4ef1"'), []);
  });

  it('API-key headers on a header line or after curl -H; not code keys, nonces or signatures', () => {
    assert.deepEqual(values(`X-Api-Key: ${TOKEN}`), [TOKEN]);
    assert.deepEqual(values(`> Ocp-Apim-Subscription-Key: ${TOKEN}`), [TOKEN]);
    assert.deepEqual(values(`curl --header 'X-Auth-Token: ${B64}' https://x.example.com`), [B64]);
    for (const text of [
      "const options = {\n  key: fs.readFileSync('server-key.pem'),\n};",
      'Idempotency-Key: 8e03978e-40d5-43e8-bc93-6894a57f9324',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'X-Hub-Signature: sha1=7d38cdd689735b008b3c702edd92eea23791c5f6',
      'X-Api-Key: ${API_KEY}',
      'Authorization: Bearer <token>',
      'the bearer of this letter',
    ]) {
      assert.deepEqual(own(httpCredential, text), [], text);
    }
  });
});

describe('escaped strings (JSON-encoded text)', () => {
  it('a token after an escaped newline is found, on its exact original characters', () => {
    const text = `{"log": "config loaded\\n${GHP}\\nready"}`;
    assert.deepEqual(values(text), [GHP]);
  });

  it('escaped quotes no longer hide a name = value assignment or an XML attribute', () => {
    const json = `{"content": "settings = {\\"api_key\\": \\"${TOKEN}\\"}"}`;
    assert.deepEqual(values(json), [TOKEN]);
    const xml = `{"body": "<user name=\\"ci\\" password=\\"${PW}\\"/>"}`;
    assert.deepEqual(values(xml), [PW]);
  });

  it('an escaped slash does not hide a webhook URL; spans map back across escapes', () => {
    const hook = 'xn8k3tq7m5bf' + 'zr4w9y6c2pd1ja';
    const text = `{"url":"https:\\/\\/chat.acme.io\\/hooks\\/${hook}"}`;
    assert.deepEqual(values(text), [hook]);
    const view = unescapedView('a\\"b\\nc')!;
    assert.equal(view.text, 'a"b\nc');
    assert.equal(unescapedView('no escapes here'), undefined);
  });
});

describe('AWS secret halves beside a key id', () => {
  it('a secret access key and a session token with no telling name are reported beside their key id', () => {
    const csv = `User name,Access key ID,Secret access key\nci,${KEY},${SECRET}`;
    assert.deepEqual(own(awsPairedSecret, csv), [['aws-paired-secret', SECRET]]);
    const sts = `${TEMP}\n${SECRET}\n${SESSION}`;
    assert.deepEqual(values(sts), [TEMP, SECRET, SESSION]);
  });

  it('a session token is recognised by its own shape; documentation keys and lone runs are not reported', () => {
    assert.equal(stsShaped(SESSION), true);
    assert.equal(stsShaped(B64 + B64 + B64 + B64), false);
    assert.deepEqual(own(awsPairedSecret, `AKIAIOSFODNN7EXAMPLE ${SECRET}`), []);
    assert.deepEqual(own(awsPairedSecret, `${SECRET} with no key id`), []);
    assert.deepEqual(own(awsPairedSecret, `${KEY} commit 3f1c2a9e8b7d6c5f4e3a2b1c0d9e8f7a6b5c4d3e`), []);
    // A long run beside a long-term AKIA id is not a session token (those go with temporary ASIA ids).
    assert.deepEqual(own(awsPairedSecret, `${KEY} ${B64}${B64}${B64}${B64}`), []);
  });
});

describe('user:password in URLs of any scheme', () => {
  it('reports the password, never the user or host', () => {
    for (const scheme of ['https', 'ftp', 'sftp', 'smb', 'amqp', 'amqps', 'git+https', 'postgresql', 'mysql', 'mariadb', 'mongodb+srv', 'rediss', 'nats', 'mqtt', 'clickhouse', 'snowflake', 'cassandra']) {
      const text = `${scheme}://deploy:${PW}@host-1.acme.io:1234/x`;
      assert.deepEqual(values(text), [PW], text);
    }
    assert.deepEqual(values(`redis://:${PW}@cache:6379/0`), [PW]);
    assert.deepEqual(values(`https://${TOKEN}@github.com/acme/private.git`), [TOKEN]);
  });

  it('documentation examples: a word for a password at a documentation host is a placeholder, a random one is not', () => {
    for (const text of [
      'postgres://user:password@localhost/db',
      'deb https://apt:debian@example.org/debian bookworm main',
      'http://Benutzer:Passwort@Server:Port/',
      'amqp://guest:guest@rabbitmq:5672/',
      'http://user@host.example.com/path',
      'cvs://:pserver:anoncvs@sources.redhat.com:/cvs/src',
      'postgres://app:${DB_PASSWORD}@db/app',
    ]) {
      assert.deepEqual(values(text), [], text);
    }
    assert.deepEqual(values(`postgres://app:${PW}@localhost:5432/app`), [PW]);
    assert.deepEqual(values('postgres://app:sunshine@db.prod.acme.io/app'), ['sunshine']);
  });

  it('curl -u only on a curl command line (continued lines included)', () => {
    assert.deepEqual(values(`curl -X POST https://api.acme.io/oauth/token \\\n  -d 'grant_type=client_credentials' \\\n  -u svc:${PW}`), [`svc:${PW}`]);
    assert.deepEqual(values('socat -u FILE:/var/log/syslog.debug,ignoreeof -'), []);
    assert.deepEqual(values(`echo done\n-u svc:${PW}`), []);
  });
});

describe('webhook URLs and tokens in query parameters', () => {
  it('the token segment of Discord, Mattermost and IFTTT hooks; the token of trigger and chat webhook URLs', () => {
    const discord = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6' + 'q7R8s9T0u1V2w3X4y5Z6a7B8c9D0e1F2g3H4';
    assert.deepEqual(own(urlToken, `https://discord.com/api/webhooks/123456789012345678/${discord}`), [['url-token', discord]]);
    const mm = 'xn8k3tq7m5bf' + 'zr4w9y6c2pd1ja';
    assert.deepEqual(values(`MATTERMOST=https://chat.acme.io/hooks/${mm}`), [mm]);
    assert.deepEqual(values(`curl -X POST "https://gitlab.acme.io/api/v4/projects/42/trigger/pipeline?token=${TOKEN}&ref=main"`), [TOKEN]);
    assert.deepEqual(values(`https://jenkins.acme.io/job/deploy/build?token=${B64.slice(0, 20)}&cause=ci`), [B64.slice(0, 20)]);
    assert.deepEqual(own(urlToken, `https://chat.googleapis.com/v1/spaces/AAAA/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=${B64}%3D`), [['url-token', `${B64}%3D`]]);
  });

  it('access_token, api_key and an Azure SAS sig; not S3 signatures, page tokens or document ids', () => {
    assert.deepEqual(values(`https://api.acme.io/v1/items?access_token=${TOKEN}&page=2`), [TOKEN]);
    assert.deepEqual(values(`https://api.acme.io/v1/items?page=2&api_key=${TOKEN}`), [TOKEN]);
    const sas = `https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&ss=b&sp=r&se=2026-01-01T00:00:00Z&sig=${B64}%3D`;
    assert.deepEqual(own(urlToken, sas), [['url-token', `${B64}%3D`]]);
    for (const text of [
      `https://bucket.s3.amazonaws.com/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=${TOKEN}${TOKEN.slice(0, 8)}`,
      'https://api.acme.io/list?page_token=CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA&limit=10',
      'https://docs.google.com/spreadsheet/ccc?key=0Ao1yRmX6PQQzdG5wSFlrZl9HRWNET3ZyN0hnaGo5ZFE&usp=sharing',
      'https://api.acme.io/v1/items?access_token=${ACCESS_TOKEN}',
      'https://acme.io/webhooks/github-push-events-handler',
    ]) {
      assert.deepEqual(own(urlToken, text), [], text);
    }
  });
});

describe('connection strings of databases and brokers', () => {
  it('ADO.NET, ODBC braces, JDBC ;password=, Kafka JAAS and Oracle: the password', () => {
    assert.deepEqual(values(`Server=tcp:sql.acme.net,1433;Database=app;User Id=sa;Password=${PW};Encrypt=true;`), [PW]);
    assert.deepEqual(values(`Driver={ODBC Driver 18 for SQL Server};Server=db;Uid=app;Pwd={${PW};x};`), [`${PW};x`]);
    assert.deepEqual(values(`jdbc:sqlserver://db:1433;databaseName=app;user=sa;password=${PW};`), [PW]);
    assert.deepEqual(values(`jdbc:postgresql://db:5432/app?user=app&password=${PW}`), [PW]);
    assert.deepEqual(values(`sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="app" password="${PW}";`), [PW]);
    assert.deepEqual(values(`url=jdbc:oracle:thin:scott/${PW}@//db:1521/ORCL`), [PW]);
    assert.deepEqual(values(`sqlplus system/${PW}@orcl`), [PW]);
    assert.deepEqual(values('sqlplus scott/tiger@orcl'), []);
  });

  it('database and broker clients given a password on their command line; glued env names', () => {
    assert.deepEqual(values(`mysql -h db.acme.io -u root -p${PW} shop`), [PW]);
    assert.deepEqual(values(`cqlsh -u cassandra -p ${PW} 10.0.0.5`), [PW]);
    assert.deepEqual(values(`redis-cli -h cache -a '${PW}' ping`), [PW]);
    assert.deepEqual(values(`sqlcmd -S db -U sa -P ${PW} -Q "select 1"`), [PW]);
    assert.deepEqual(values(`PGPASSWORD=${PW} psql -h db -U app`), [PW]);
    for (const text of ['mysql -u root -p shop', 'mysql -u root -p$MYSQL_ROOT_PASSWORD shop', 'mkdir -p /srv/app', 'ssh -p 2222 deploy@host', 'redis-cli -a ${REDIS_PASSWORD} ping']) {
      assert.deepEqual(values(text), [], text);
    }
  });

  it('.netrc entries and Basic credentials stored under an "auth" field (Docker config.json, .npmrc)', () => {
    assert.deepEqual(values(`machine api.heroku.com\n  login ops@acme.io\n  password ${PW}`), [PW]);
    assert.deepEqual(values('machine example.org login apt password debian'), []);
    assert.deepEqual(values('not available on another machine for password history checking'), []);
    const auth = Buffer.from(`ci:${PW}`).toString('base64');
    assert.deepEqual(values(`{"auths": {"registry.acme.io": {"auth": "${auth}"}}}`), [auth]);
    assert.deepEqual(values(`{"auth": "${Buffer.from('user:password').toString('base64')}"}`), []);
  });

  it('Azure Storage, Cosmos DB and Service Bus keys', () => {
    assert.deepEqual(values(`DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${ACCOUNT_KEY};EndpointSuffix=core.windows.net`), [ACCOUNT_KEY]);
    assert.deepEqual(values(`AccountEndpoint=https://acme.documents.azure.com:443/;AccountKey=${ACCOUNT_KEY};`), [ACCOUNT_KEY]);
    const sak = B64.slice(0, 43) + '=';
    assert.deepEqual(values(`Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=${sak}`), [sak]);
  });

  it('references, empty values and a lone password= outside a connection string are not this rule\'s', () => {
    assert.deepEqual(values('Server=db;Database=app;User Id=sa;Password=${SA_PASSWORD};'), []);
    assert.deepEqual(values('Server=db;Database=app;User Id=sa;Password=;'), []);
    assert.deepEqual(values('Server=db;Database=app;Trusted_Connection=True;'), []);
  });
});

describe('names beside their values in code and sentences (generic rule)', () => {
  it('a subscript name (os.environ["X"] = …) and a sentence that points at the secret it names', () => {
    assert.deepEqual(values(`os.environ["SOURCEGRAPH_API_KEY"] = "${TOKEN}"`), [TOKEN]);
    assert.deepEqual(values(`here is my datadog token ${TOKEN} - can you check it`), [TOKEN]);
    assert.deepEqual(values(`hey, the staging db password is Winter!5244 - don't share it`), ['Winter!5244']);
    for (const text of [
      'The key differences between token limits and rate limits: see section 4b.',
      '* Add new upstream signing key 19882D92DDA4C400C22C0D56CC2AF4472167BE03',
      'definitely change your password http://t.co/VEd4Yyztok&#8221; hahaha',
      `token ${TOKEN} listed with nothing pointing at it`,
      'Authorization: Bearer pypi-AgEIcHlwaS5vcmc************_**',
    ]) {
      assert.deepEqual(values(text), [], text);
    }
  });
});

describe('value gates of the contexts', () => {
  it('a named password may be short and typed; a named token must look machine-made', () => {
    assert.equal(passwordValue('sunshine'), true);
    assert.equal(passwordValue('{AQAAABAAAAAQkR3vN8qZp2Lx}'), true);
    for (const v of ['password', 'changeme', '${PASS}', '%PASS%', '$(Pass)', '*****', 'true', 'abc', '123456789']) assert.equal(passwordValue(v), false, v);
    assert.equal(tokenValue(TOKEN), true);
    // Under a password name the generic rule takes a typed password (word, digits, symbol) below its entropy floor.
    assert.deepEqual(values('db:\n  host: db.corp.io\n  password: Dragon_3958!\n'), ['Dragon_3958!']);
    assert.deepEqual(values('db:\n  password: my_password_1\n'), []);
    // "pass" names a password when assigned (SMTP_PASS=, pass = …), not as a test label; leet "password" is a stand-in.
    assert.deepEqual(values('SMTP_PASS=Welcome2018\nLDAP_BIND_PASSWORD=CykoqVpdZkoSvX'), ['Welcome2018', 'CykoqVpdZkoSvX']);
    assert.deepEqual(values('PASS: binutils-all/i386/pr21231a\nPASS: addr2line -f option'), []);
    assert.deepEqual(values('[sendemail]\n  user = bob\n  pass = p4ssw0rd'), []);
    for (const v of ['readFileSync', 'my-app-token-name', 'YOUR_API_KEY', 'xxxxxxxxxxxxxxxx', 'abcdefghijklmnop']) assert.equal(tokenValue(v), false, v);
  });
});
