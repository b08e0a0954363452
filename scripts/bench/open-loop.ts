// An open-loop load generator for latency at a fixed rate: requests are due at even intervals
// (1000/rate ms apart) and each latency is measured from when the request was DUE, not when it went
// out, so a stalled server is charged for the requests it kept waiting (no coordinated omission).
// autocannon's fixed-rate mode sends each second's quota in a burst at the start of the second, which
// measures a burst of `connections` concurrent requests instead.

import { Agent, request } from 'node:http';

export interface OpenLoopResult {
  sent: number;
  ok: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

export async function openLoop(opts: { port: number; path: string; headers: Record<string, string>; body: string; rate: number; durationS: number }): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const body = Buffer.from(opts.body);
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const pending = new Set<Promise<void>>();
  const interval = 1000 / opts.rate;
  const total = Math.round(opts.rate * opts.durationS);
  const start = performance.now();
  const fire = (due: number) => {
    const p = new Promise<void>((resolve) => {
      const req = request(
        { agent, host: '127.0.0.1', port: opts.port, path: opts.path, method: 'POST', headers: { ...opts.headers, 'content-length': String(body.length) } },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if (res.statusCode === 200) ok++;
            else failed++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end(body);
    });
    pending.add(p);
    void p.then(() => pending.delete(p));
  };
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    fire(due);
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { sent: total, ok, failed, p50: at(0.5), p99: at(0.99), max: latencies[latencies.length - 1] ?? 0 };
}
