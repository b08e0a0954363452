// Passwords inside URLs and connection strings (postgres://user:pass@host, mongodb+srv://…,
// redis://:pass@host, https://user:pass@host, ftp://, smb://, amqp://, git+https://…, a token alone as
// the user: https://TOKEN@host, nats://TOKEN@host), in key=value connection strings (ADO.NET and ODBC
// Password=/Pwd=, JDBC ;password=, Azure AccountKey= and SharedAccessKey=, Kafka JAAS password="…"),
// in Oracle's user/password@service, and in curl's -u/--user option. The span is the password (or
// curl's user:password pair), never the user or host, so redaction keeps the address readable.
//
// Documentation writes user:password@localhost with a word for the password: at a documentation host
// (localhost, example.com, host, server…) a password made of letters only is a placeholder, while a
// random-looking one is reported wherever it points.

import type { DetectContext, Detector, Finding } from '../../types.ts';
import { entropy, marked } from '../define.ts';
import { isSpace } from '../../chars.ts';
import { isPlaceholder } from './vendors/rule.ts';
import { secretLooking } from './generic.ts';
import { lineBefore, passwordOk, passwordValue, tokenValue } from './values.ts';
import { ALNUM, gen } from './vendors/sample.ts';

// scheme://user:password@host — user ≤ 64 and password ≤ 128 non-separator characters, both bounded.
// The password ends one character before the match does (at the "@"), so no `d` flag is needed for its span.
const URL_PASSWORD = /(?<![\w+.-])[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@'"<>]{0,64}:(?<pw>[^\s/@'"<>]{1,128})@(?=[\w\[])/iy;
/** [A-Za-z0-9+.-], tested on a character code (a regex test per character cost more than the search). */
const isSchemeChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 43 || c === 46 || c === 45;

/**
 * The matches of URL_PASSWORD as a global scan would find them, tried only where one can begin: the
 * start of the run of scheme characters just before a "://" (inside the run the lookbehind fails).
 */
function* urlPasswords(text: string): Generator<RegExpExecArray> {
  let lastEnd = 0;
  for (let q = text.indexOf('://'); q !== -1; q = text.indexOf('://', q + 1)) {
    if (q < lastEnd) continue;
    let start = q;
    while (start > lastEnd && q - start <= 21 && isSchemeChar(text.charCodeAt(start - 1))) start--;
    URL_PASSWORD.lastIndex = start;
    let m = URL_PASSWORD.exec(text);
    if (m === null) {
      URL_TOKEN.lastIndex = start;
      m = URL_TOKEN.exec(text);
    }
    if (m === null) continue;
    lastEnd = start + m[0].length;
    yield m;
  }
}
/** scheme://TOKEN@host: a token as the whole user part (GitHub, NATS, Sentry DSNs). */
const URL_TOKEN = /(?<![\w+.-])[a-z][a-z0-9+.-]{1,20}:\/\/(?<tok>[^\s:/@'"<>]{20,128})@(?=[\w\[])/iy;
/** Hosts and passwords of documentation examples. */
const DOC_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\]|(?:[\w-]{1,63}\.)*example(?:\.(?:com|org|net))?|(?:[\w-]{1,63}\.)*example\.[a-z]{2,}|host|hostname|server|servername|myhost|your[\w-]{0,20}|domain(?:\.com)?|db|database|mydb)(?=[:/\\]|$)/i;
const WORD_PASSWORD = /^[A-Za-z\u00c0-\u024f\u0400-\u04ff]{1,20}$/;

// curl -u user:password / --user "user:password" (quotes optional), on a curl command line only
// (socat takes -u as a flag, docker and start-stop-daemon take --user uid:gid).
const CURL_USER = /(?:^|\s)(?:-u|--user)[ \t]{1,3}(?<pair>["']?[^\s"'$<>{}\[\]:]{0,64}["']?:["']?[^\s"'<>{}\[\]]{0,64}["']?)/gd;

/**
 * A key=value connection string's secret: Password=, Pwd=, AccountKey=, SharedAccessKey=, … with its
 * value bare, quoted or in ODBC braces. Counted only beside another connection key (KV_CONTEXT) on the
 * same line, so a lone "password=" stays the generic rule's.
 */
const KV_KEY = /(?:password|pwd|passwd|accountkey|sharedaccesskey|sharedsecretvalue|access[ _]?key|secret[ _]?key|secret|token)$/i;
const KV_VALUE = /[ \t]{0,2}(?:\{(?<braced>[^}\r\n]{1,256})\}|"(?<dq>[^"\r\n]{1,256})"|'(?<sq>[^'\r\n]{1,256})'|(?<bare>[^;\s"'&]{1,256}))/y;
const KV_CONTEXT =
  /(?:^|[;\s"'])(?:server|host|hostname|data source|datasource|address|addr|network address|database|initial catalog|dbname|uid|user id|userid|user|username|endpoint|accountname|accountendpoint|defaultendpointsprotocol|sharedaccesskeyname|port|driver|provider|dsn|blobendpoint)[ \t]{0,2}=|jdbc:|LoginModule[ \t]{1,3}required/i;
/** Whether a password before "@" cannot hold this character (with "/", where it starts): ORACLE_BEFORE_AT's [^\s@/"']. */
const pwStop = (c: number) => isSpace(c) || c === 64 || c === 47 || c === 34 || c === 39;
/**
 * Oracle user/password@service after jdbc:oracle:thin: or an Oracle command line (sqlplus scott/…@orcl),
 * read back from each "@" over the characters a password may hold to a "/" (the regex runs at those only:
 * a search of the text for the tool names cost more than the whole detector, even eight includes()).
 */
const ORACLE_BEFORE_AT =
  /(?:jdbc:oracle:(?:thin|oci8?):|(?<![\w-])(?:sqlplus|sqlldr|expdp|impdp|rman|dgmgrl|SQLPLUS)[ \t]{1,3}(?:-[sSlL][ \t]{1,3})?(?:userid=|target[ \t=]{1,3})?)["']?[\w$#]{1,64}\/(?<pw>[^\s@/"']{1,128})$/;

/**
 * Database and broker clients given a password on their command line: mysql -pSECRET (glued: "-p name"
 * names a database), cqlsh/mongo/sshpass -p SECRET, sqlcmd/bcp/mosquitto -P SECRET, redis-cli -a SECRET,
 * and --password=/--pass on any of them. Found from each flag, then the tool looked up on its line.
 */
const CLI_FLAG = / -[pPa]|--pass/g;
const CLI_TOOL = /(?:^|[\s;|&(`"'$/])(?<tool>mysql|mysqldump|mysqladmin|mysqlimport|mariadb|mariadb-dump|mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport|cqlsh|redis-cli|keydb-cli|sshpass|clickhouse-client|sqlcmd|bcp|mosquitto_pub|mosquitto_sub|rabbitmqadmin|influx|nats|snowsql|vsql|isql|memtier_benchmark)(?:\.exe)?[ \t]/;
/** Which short flag takes the password for a tool, and whether its value is glued to it. */
function shortFlagOf(tool: string): { flag: string; glued: boolean } | undefined {
  if (/^(?:mysql|mariadb)/.test(tool)) return { flag: '-p', glued: true };
  if (/^(?:sqlcmd|bcp|mosquitto_|isql)/.test(tool)) return { flag: '-P', glued: false };
  if (/^(?:redis-cli|keydb-cli|memtier)/.test(tool)) return { flag: '-a', glued: false };
  if (/^(?:cqlsh|mongo|sshpass|rabbitmqadmin|influx|vsql)/.test(tool)) return { flag: '-p', glued: false };
  return undefined;
}
const CLI_VALUE = /(?:"(?<dq>[^"\r\n]{1,128})"|'(?<sq>[^'\r\n]{1,128})'|(?<bare>[^\s"'`;|&]{1,128}))(?=[\s;|&`)]|$)/y;

function cliPasswords(text: string, findings: Finding[], tick: () => void): void {
  for (const m of text.matchAll(CLI_FLAG)) {
    const flagAt = m[0] === '--pass' ? m.index : m.index + 1;
    let valueAt: number;
    let glued = false;
    if (m[0] === '--pass') {
      const long = /^--pass(?:word|wd)?(?:=|[ \t]{1,3})/.exec(text.slice(flagAt, flagAt + 16));
      if (long === null || /\w/.test(text[flagAt - 1] ?? ' ')) continue;
      valueAt = flagAt + long[0].length;
    } else {
      const next = text[flagAt + 2] ?? '';
      glued = next !== ' ' && next !== '\t';
      valueAt = glued ? flagAt + 2 : flagAt + 3;
    }
    tick();
    const tool = CLI_TOOL.exec(lineBefore(text, flagAt, 300))?.groups?.tool;
    if (tool === undefined) continue;
    if (m[0] !== '--pass') {
      const short = shortFlagOf(tool);
      if (short === undefined || short.flag !== m[0].slice(1) || short.glued !== glued) continue;
    }
    CLI_VALUE.lastIndex = valueAt;
    const v = CLI_VALUE.exec(text);
    if (v === null) continue;
    const value = v.groups!.dq ?? v.groups!.sq ?? v.groups!.bare!;
    if (value.startsWith('-') || !passwordValue(value)) continue;
    const start = valueAt + (v.groups!.bare === undefined ? 1 : 0);
    findings.push(finding(start, start + value.length, 0.85, 'password on a database or broker command line'));
  }
}

/** A .netrc entry: machine HOST [login USER] password SECRET, on one line or several. */
const NETRC = /(?<![\w-])machine[ \t]{1,8}(?<host>\S{1,253})\s{1,16}(?:login[ \t]{1,8}(?<user>\S{1,128})\s{1,16})?(?:account[ \t]{1,8}\S{1,128}\s{1,16})?password[ \t]{1,8}(?<pw>[^\s"']{1,128})/g;

function kvSecrets(text: string, findings: Finding[], tick: () => void): void {
  // From each "=", the key before it (a regex searching for the keys case-insensitively cost more).
  for (let eq = text.indexOf('='); eq !== -1; eq = text.indexOf('=', eq + 1)) {
    let k = eq;
    while (k > 0 && eq - k < 2 && (text[k - 1] === ' ' || text[k - 1] === '\t')) k--;
    if (!/[dDyYtTnNeE]/.test(text[k - 1] ?? '')) continue;
    tick();
    const key = KV_KEY.exec(text.slice(Math.max(0, k - 17), k))?.[0];
    if (key === undefined || /[\w-]/.test(text[k - key.length - 1] ?? ' ')) continue;
    KV_VALUE.lastIndex = eq + 1;
    const m = KV_VALUE.exec(text);
    if (m === null) continue;
    const g = m.groups!;
    const value = g.braced ?? g.dq ?? g.sq ?? g.bare!;
    const keyStart = k - key.length;
    if (!KV_CONTEXT.test(lineBefore(text, keyStart, 400))) continue;
    const password = /^(?:password|pwd|passwd)$/i.test(key);
    if (!(password ? passwordValue(value) : tokenValue(value))) continue;
    const end = eq + 1 + m[0].length - (g.bare === undefined ? 1 : 0);
    findings.push(finding(end - value.length, end, 0.9, 'password or key in a connection string'));
  }
}

/**
 * Whether positions (asked in increasing order) stand on a curl command line: "curl" earlier on the
 * line or on the lines it continues (a trailing "\\"), at most 2,000 characters back. One pass over
 * the text for all questions, so a line full of "-u" options stays linear.
 */
function curlCommands(text: string): (at: number) => boolean {
  const curls: number[] = [];
  for (let i = text.indexOf('curl'); i !== -1; i = text.indexOf('curl', i + 4)) {
    if (!/\w/.test(text[i - 1] ?? ' ') && !/\w/.test(text[i + 4] ?? ' ')) curls.push(i);
  }
  let c = -1; // index of the last curl before the position asked
  let hardBreak = -1; // the last newline before it that does not continue a command
  let nl = text.indexOf('\n'); // the next newline not yet judged
  const continued = (at: number): boolean => {
    let j = at - 1;
    if (text[j] === '\r') j--;
    while (j >= 0 && at - j < 6 && (text[j] === ' ' || text[j] === '\t')) j--;
    return text[j] === '\\';
  };
  return (at) => {
    while (c + 1 < curls.length && curls[c + 1]! < at) c++;
    if (c < 0 || at - curls[c]! > 2000) return false;
    // Newlines before the curl cannot separate it from `at`: only those after it are judged.
    if (nl !== -1 && nl < curls[c]!) nl = text.indexOf('\n', curls[c]!);
    for (; nl !== -1 && nl < at; nl = text.indexOf('\n', nl + 1)) if (!continued(nl)) hardBreak = nl;
    return curls[c]! > hardBreak;
  };
}

function finding(start: number, end: number, score: number, reason: string): Finding {
  return { detector: 'connection-string-password', category: 'CREDENTIAL_EXPOSURE', type: 'api_key', start, end, score, reason };
}

/** Whether the password of a URL whose host follows `hostAt` is a documentation placeholder. */
function docPlaceholder(text: string, hostAt: number, pw: string, user: string): boolean {
  if (!WORD_PASSWORD.test(pw)) return false;
  return pw.toLowerCase() === user.toLowerCase() || DOC_HOST.test(text.slice(hostAt, hostAt + 80)) || /^(?:passw|contrase|senha|mot|parol|wachtw|has[lł]|пароль|kennw)/i.test(pw);
}

function detect(text: string, ctx?: DetectContext): Finding[] {
  const findings: Finding[] = [];
  const deadline = ctx?.deadline;
  let steps = 0;
  const tick = () => deadline?.tick(++steps, 'connection-string-password', 255);
  if (text.includes('://')) {
    for (const m of urlPasswords(text)) {
      tick();
      const end = m.index + m[0].length - 1;
      const tok = m.groups!.tok;
      if (tok !== undefined) {
        if (tokenValue(decodeURIComponentSafe(tok))) findings.push(finding(end - tok.length, end, 0.85, 'token in a URL'));
        continue;
      }
      const pw = m.groups!.pw!;
      const user = m[0].slice(m[0].indexOf('://') + 3, m[0].length - pw.length - 2);
      const decoded = decodeURIComponentSafe(pw);
      // cvs://:pserver:anoncvs@host — a method and a user, not a password.
      if (user === '' && pw.includes(':')) continue;
      if (!passwordOk(decoded) || docPlaceholder(text, end + 1, decoded, user)) continue;
      findings.push(finding(end - pw.length, end, 0.9, 'password in a URL or connection string'));
    }
  }
  if (text.includes('=')) kvSecrets(text, findings, tick);
  cliPasswords(text, findings, tick);
  if (text.includes('machine')) {
    for (const m of text.matchAll(NETRC)) {
      tick();
      const pw = m.groups!.pw!;
      const end = m.index + m[0].length;
      // Documentation writes "machine example.org login apt password debian" (groff escapes aside).
      const host = m.groups!.host!.replace(/\\&/g, '');
      // "another machine for password history checking": prose, unless a login or a host name says otherwise.
      if (m.groups!.user === undefined && !/[.:]/.test(host)) continue;
      if (!passwordValue(pw) || docPlaceholder(host, 0, pw, m.groups!.user ?? '')) continue;
      findings.push(finding(end - pw.length, end, 0.9, 'password in a .netrc entry'));
    }
  }
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    // user/password@: a "/" right before the password, which holds no blank, quote, "@" or "/".
    let slash = at - 1;
    while (slash >= 0 && at - slash <= 129 && !pwStop(text.charCodeAt(slash))) slash--;
    if (slash < 0 || text.charCodeAt(slash) !== 47 || at - slash < 2 || at - slash > 129) continue;
    tick();
    const m = ORACLE_BEFORE_AT.exec(text.slice(Math.max(0, slash - 100), at));
    if (m === null) continue;
    const pw = m.groups!.pw!;
    if (passwordValue(pw)) findings.push(finding(at - pw.length, at, 0.9, 'password in an Oracle connect string'));
  }
  if (text.includes('-u') || text.includes('--user')) {
    let onCurlCommand: ((at: number) => boolean) | undefined; // built at the first candidate
    for (const m of text.matchAll(CURL_USER)) {
      tick();
      const pair = m.groups!.pair!;
      onCurlCommand ??= curlCommands(text);
      if (!onCurlCommand(m.index)) continue;
      const user = pair.slice(0, pair.indexOf(':')).replace(/["']/g, '');
      // "-u secret:" (an API key as the user name, empty password) is how several APIs take keys; an
      // empty password followed by a variable or a [PLACEHOLDER] is not that.
      const after = text[m.indices!.groups!.pair![1]] ?? '';
      let pw = pair.slice(pair.indexOf(':') + 1).replace(/["']/g, '');
      if (pw === '') {
        if (/[[$<{]/.test(after) || !secretLooking(user)) continue;
        pw = user;
      }
      if (!passwordOk(pw) || (user === 'username' && /^pass/.test(pw)) || (pw === user && pair.includes(`${user}:${user}`))) continue;
      const [start, end] = m.indices!.groups!.pair!;
      findings.push(finding(start, end, 0.85, 'password in a curl --user option'));
    }
  }
  return findings;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const PW = gen(ALNUM, 16);

export const connectionStringPassword: Detector = {
  id: 'connection-string-password',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  types: ['api_key'],
  detect,
  examples: {
    positive: [
      `DATABASE_URL=postgres://app:«${PW}»@db.internal:5432/app`,
      `mongodb+srv://admin:«${PW}»@cluster0.example.net/test`,
      `redis://:«${PW}»@cache:6379/0`,
      `curl -u «elastic:${PW}» https://localhost:9200`,
      `curl --user «"kevin:${PW}"» https://api.example.com`,
      `curl -u «${PW}:» https://api.example.com/v1/charges`,
      `curl -X POST https://api.acme.io/token \\\n  -d 'grant_type=client_credentials' \\\n  -u «svc:${PW}»`,
      `ftp://deploy:«${PW}»@ftp.acme.io/pub`,
      `git clone git+https://ci:«${PW}»@git.acme.io/org/repo.git`,
      `smb://CORP;svc-backup:«${PW}»@fs01/share`,
      'amqps://orders:«Tr0ub4dor&3»@mq.acme.io:5671/prod',
      `https://«${PW}${PW.slice(0, 8)}»@github.com/acme/private.git`,
      'postgres://app:«sunshine»@db.prod.acme.io/app',
      `Server=tcp:sql.acme.net,1433;Database=app;User Id=sa;Password=«${PW}»;Encrypt=true;`,
      `Driver={ODBC Driver 18 for SQL Server};Server=db;Uid=app;Pwd={«${PW};x»};`,
      `jdbc:sqlserver://db:1433;databaseName=app;user=sa;password=«${PW}»;`,
      `DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=«${PW}${PW}${PW}»;EndpointSuffix=core.windows.net`,
      `Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=«${PW}${PW}=»`,
      `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="app" password="«${PW}»";`,
      `url=jdbc:oracle:thin:scott/«${PW}»@//db:1521/ORCL`,
      `sqlplus system/«${PW}»@orcl`,
      `mysql -h db.acme.io -u root -p«${PW}» shop`,
      `cqlsh -u cassandra -p «${PW}» 10.0.0.5`,
      `redis-cli -h cache -a '«${PW}»' ping`,
      `sshpass -p "«${PW}»" ssh deploy@host`,
      `sqlcmd -S db -U sa -P «${PW}» -Q "select 1"`,
      `mongosh "mongodb://db" -u admin --password «${PW}»`,
      `mysqldump --user=app --password=«${PW}» shop > shop.sql`,
      `machine api.heroku.com\n  login ops@acme.io\n  password «${PW}»`,
      `machine ftp.acme.io login backup password «${PW}»`,
    ].map(marked),
    negative: [
      'postgres://user:password@localhost/db',
      'postgres://app:${DB_PASSWORD}@db/app',
      'https://example.com/path?x=1',
      "curl -i -u 'test:test'",
      'curl -u <user:password> https://test.com/endpoint',
      'curl -u "${_username}:${_password}"',
      'curl --user "xxx:yyy"',
      'mysql://root:<password>@localhost',
      'curl --user neo4j:[PASSWORD] http://[IP]:7474/db/data/',
      'curl -k -X POST -I -u "SRVC_JENKINS:${APPID}"',
      'socat -u FILE:/var/log/syslog.debug,ignoreeof -',
      'cvs://:pserver:anoncvs@sources.redhat.com:/cvs/src',
      'deb https://apt:debian@example.org/debian bookworm main',
      'http://Benutzer:Passwort@Server:Port/',
      'amqp://guest:guest@rabbitmq:5672/',
      'http://user@host.example.com/path',
      'https://git@github.com/acme/repo.git',
      'Server=db;Database=app;User Id=sa;Password=${SA_PASSWORD};',
      'Server=db;Database=app;User Id=sa;Password=;',
      'password=Qm7vT2kLp9x4',
      'sqlplus scott/tiger@orcl',
      'mysql -u root -p shop',
      'mysql -u root -p$MYSQL_ROOT_PASSWORD shop',
      'grep -p pattern file.txt',
      'mkdir -p /var/lib/app/secrets',
      'redis-cli -h cache -a ${REDIS_PASSWORD} ping',
      'ssh -p 2222 deploy@host',
      'machine learning needs a password manager',
      'not available on another machine for password history checking',
      'machine github.com login ci password ${GITHUB_TOKEN}',
      'machine example.org\nlogin apt\npassword debian',
      'docker run --user 1000:1000 -u app:Qm7vT2kLp9x4 alpine',
    ],
  },
};
