// The ceiling for GET /api/me: a bare Fastify route answering the same JSON, with no plugins,
// no session and no database, in its own process like the real server. It listens on a free
// port and prints it, so two benches on one machine never meet.
import Fastify from 'fastify';

const body = JSON.parse(process.argv[2] ?? '{}');
const app = Fastify();
app.get('/me', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log((app.server.address() as { port: number }).port);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
