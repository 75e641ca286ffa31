import { describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { closeWithin } from '../../../server/shutdown';

/** Issue 8 item 7: SIGTERM must not wait for ever on a client that never finishes its request. */
describe('closeWithin', () => {
  it('closes a stalled connection once the grace period is over', async () => {
    const app = Fastify();
    app.get('/', async () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // Half a request: the server waits for the rest, which never comes.
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = new Promise((resolve) => socket.once('close', resolve));

    const startedAt = Date.now();
    const { forced } = await closeWithin(app, 300);
    expect(forced).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(3000);
    await closed;
  });

  it('closes at once when nothing is in flight', async () => {
    const app = Fastify();
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(await closeWithin(app, 5000)).toEqual({ forced: false });
  });
});
