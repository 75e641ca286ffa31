// The ceiling for GET /api/me: a bare Fastify route answering the same JSON, with no plugins,
// no session and no database, in its own process like the real server.
import Fastify from 'fastify';

const body = JSON.parse(process.argv[2] ?? '{}');
const app = Fastify();
app.get('/me', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 4398), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
