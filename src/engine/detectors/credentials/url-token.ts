// Tokens carried by URLs: query parameters named for a secret (?access_token=, &api_key=, &token= of
// GitLab/Jenkins trigger and Google Chat webhook URLs, circle-token=, X-Amz-Security-Token=, the sig= of
// an Azure SAS URL) and the random path segments of webhook URLs (Discord /api/webhooks/id/token,
// Mattermost and Rocket.Chat /hooks/…, Teams …/IncomingWebhook/…, IFTTT /with/key/…). Whoever holds
// such a URL can call the hook or read the resource: the token is the credential, and its span is what
// is reported (decoded for the check, raw for the span).
//
// Chosen not to report: X-Amz-Signature and X-Goog-Signature (a signature of one request, valid for at
// most seven days; X-Amz-Credential holds only the access key id, which the AWS detector reports), and
// ids (page tokens, Discord's numeric webhook id).

import type { DetectContext, Detector, Finding } from '../../types.ts';
import { marked } from '../define.ts';
import { passwordValue, tokenValue } from './values.ts';

/** A query parameter: "?" or "&" (or ";"), a name, "=", the value up to the next separator. */
const QUERY = /[?&;](?<name>[A-Za-z][\w.-]{0,40})=(?<value>[^\s&#"'<>\\]{1,2048})/g;
/** Parameter names whose value is a credential. */
const SECRET_PARAM =
  /^(?:(?:access|auth|api|private|refresh|security|session|bot|app|client|circle|trigger|webhook|x-amz-security)[_.-]?)?(?:token|secret|api[_-]?key|apikey|password|passwd|pwd|pass)$|^x-amz-security-token$|^(?:client|consumer|app)[_-]?secret$|^(?:subscription|access)[_-]?key$/i;
/** A path segment after which the next segments of a webhook URL are its id and token. */
const HOOK = /\/(?:hooks|webhooks?|webhookb2|incomingwebhook|triggers?|with\/key)\/(?<segs>[^\s/?#"'<>\\]{1,200}(?:\/[^\s/?#"'<>\\]{1,200}){0,4})/gi;

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

function finding(start: number, end: number, reason: string): Finding {
  return { detector: 'url-token', category: 'CREDENTIAL_EXPOSURE', type: 'api_key', start, end, score: 0.85, reason };
}

/**
 * Whether positions (asked in increasing order) sit inside a URL: "://" earlier in the same run of
 * non-space characters, at most 1,024 back. A position in the same run as the one asked before gets
 * its answer, so a long query string is read once, not once per parameter.
 */
function urlRuns(text: string): (at: number) => boolean {
  let prevAt = -1;
  let prevAnswer = false;
  return (at) => {
    for (let i = at - 1; i >= 0 && at - i <= 1024; i--) {
      if (i === prevAt) return prevAnswer;
      const c = text.charCodeAt(i);
      if (c <= 32 || c === 34 || c === 39 || c === 60 || c === 62) break;
      if (c === 47 && text.startsWith('://', i - 1)) {
        prevAt = at;
        return (prevAnswer = true);
      }
    }
    prevAt = at;
    return (prevAnswer = false);
  };
}

function detect(text: string, ctx?: DetectContext): Finding[] {
  const findings: Finding[] = [];
  let steps = 0;
  if (text.includes('=') && /[?&;]/.test(text)) {
    const inUrl = urlRuns(text);
    for (const m of text.matchAll(QUERY)) {
      ctx?.deadline?.tick(++steps, 'url-token', 255);
      const { name, value } = m.groups as { name: string; value: string };
      const end = m.index + m[0].length;
      const start = end - value.length;
      let secret = SECRET_PARAM.test(name);
      // sig= is a credential in an Azure SAS (it signs "sv", "se", "sp" for as long as the SAS lives).
      if (!secret && /^sig$/i.test(name)) secret = /[?&]sv=\d{4}-\d\d-\d\d/.test(text.slice(Math.max(0, m.index - 600), m.index));
      if (!secret || !inUrl(m.index)) continue;
      const decoded = decode(value);
      if (/pass|pwd/i.test(name) ? passwordValue(decoded) : tokenValue(decoded)) findings.push(finding(start, end, 'token in a URL query parameter'));
    }
  }
  if (text.includes('/')) {
    const inUrl = urlRuns(text);
    for (const m of text.matchAll(HOOK)) {
      ctx?.deadline?.tick(++steps, 'url-token', 255);
      if (!inUrl(m.index)) continue;
      const segs = m.groups!.segs!;
      let at = m.index + m[0].length - segs.length;
      for (const seg of segs.split('/')) {
        // Ids are digits or short; the token is the long random segment.
        if (seg.length >= 20 && !/^\d+$/.test(seg) && tokenValue(decode(seg))) findings.push(finding(at, at + seg.length, 'token in a webhook URL'));
        at += seg.length + 1;
      }
    }
  }
  return findings;
}

// Samples assembled from pieces so repository secret scanners do not flag our own proof.
const TOKEN = '7f3c9a1e' + '5b2d8f4a6c0e9b3d7a1f5c2e';
const B64 = 'q7X9kZ2mR4vT8nL1' + 'pW6yB3cH5jD0fG9sA2eU7iO4uQ8';
const DISCORD = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6' + 'q7R8s9T0u1V2w3X4y5Z6a7B8c9D0e1F2g3H4';
const MATTERMOST = 'xn8k3tq7m5bf' + 'zr4w9y6c2pd1ja';

export const urlToken: Detector = {
  id: 'url-token',
  family: 'credential',
  category: 'CREDENTIAL_EXPOSURE',
  types: ['api_key'],
  detect,
  examples: {
    positive: [
      `GET https://api.example.com/v1/items?access_token=«${TOKEN}»&page=2`,
      `curl -X POST "https://gitlab.example.com/api/v4/projects/42/trigger/pipeline?token=«${TOKEN}»&ref=main"`,
      `https://jenkins.example.com/job/deploy/build?token=«${B64.slice(0, 16)}»`,
      `https://chat.googleapis.com/v1/spaces/AAAAx1b2c3d/messages?threadKey=t1&token=«${B64}%3D»`,
      `https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig=«${B64}%3D»`,
      `https://circleci.com/api/v1.1/project/gh/acme/app?circle-token=«${TOKEN}»`,
      `https://discord.com/api/webhooks/123456789012345678/«${DISCORD}»`,
      `MATTERMOST_HOOK=https://chat.example.com/hooks/«${MATTERMOST}»`,
      `https://maker.ifttt.com/trigger/door_open/with/key/«${B64.slice(0, 22)}»`,
      `jdbc:postgresql://db:5432/app?user=app&password=«Qm7vT2k!Lp9x»`,
    ].map(marked),
    negative: [
      'https://api.example.com/v1/items?access_token=${ACCESS_TOKEN}&page=2',
      'https://api.example.com/v1/items?access_token=YOUR_ACCESS_TOKEN',
      'https://api.example.com/list?page_token=CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA&limit=10',
      `https://bucket.s3.amazonaws.com/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=${TOKEN}${TOKEN.slice(0, 8)}`,
      'https://docs.google.com/spreadsheet/ccc?key=0Ao1yRmX6PQQzdG5wSFlrZl9HRWNET3ZyN0hnaGo5ZFE&usp=sharing',
      'https://discord.com/api/webhooks/123456789012345678/',
      'https://hooks.zapier.com/hooks/catch/123456/abcdef/',
      'https://example.com/webhooks/github-push-events-handler',
      'the query ?token=abc&x=1 is a placeholder',
      `see sig=${B64} in the log`,
    ],
  },
};
