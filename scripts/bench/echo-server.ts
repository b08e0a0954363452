// The yardstick of bench-http: a bare fastify app that parses a JSON body and sends it back, on the same
// machine and Node. Usage: node scripts/bench/echo-server.ts <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 8 * 1_048_576 });
app.post('/echo', async (request) => request.body);
await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
