// Realistic prompt text for the HTTP benchmarks: an instruction, a pasted document with the odd
// email address and figure, and a question — the shape of what LLM features send. Deterministic.

const PIECES = [
  'You are helping our support team. Summarize the customer thread below in three bullet points and suggest a reply. ',
  'Hi team, the export job failed again last night around 02:00 UTC; the dashboard showed 4,312 rows instead of 12,880. ',
  'Could you check whether the retry policy changed after the last deploy? My colleague dana.okafor@example.com thinks it did. ',
  'The quarterly report shows revenue growth of 14% across all regions, driven by strong demand in the enterprise segment. ',
  'We agreed to ship the feature after the security review, but the review is blocked on the new logging format. ',
  'Please draft a polite answer that explains the delay, offers a call on Thursday and does not promise a date. ',
  'Here is the function that parses the CSV: def parse(rows): return [r.split(",") for r in rows if r.strip()]\n',
  'What would you change in the onboarding email so that fewer people miss the verification step? ',
];

/** About `bytes` characters of realistic prompt text (ASCII, so characters = bytes). */
export function promptText(bytes: number, seed = 0): string {
  let out = '';
  for (let i = seed; out.length < bytes; i++) out += PIECES[(i * 5 + (i >> 2)) % PIECES.length];
  return out.slice(0, bytes);
}
