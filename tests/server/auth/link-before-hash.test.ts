import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as secrets from '../../../server/modules/auth/secrets';
import { createPerson } from '../../support/people';
import { startTestServer, type TestServer } from '../../support/test-server';

// Counts the Argon2 hashes the server computes: each costs 19 MiB and tens of milliseconds.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../server/modules/auth/secrets', async (original) => {
  const real = await original<typeof secrets>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashes.count++;
      return real.hashPassword(password);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /change_password (issue 8 item 3)', () => {
  it('checks the link before hashing the password: a bogus link costs no hash', async () => {
    const before = hashes.count;
    for (const token of ['x'.repeat(43), 'y'.repeat(43)]) {
      const response = await server.inject({
        method: 'POST',
        url: '/api/change_password',
        payload: { token, password: 'new-password', password_confirmation: 'new-password' },
      });
      expect(response.json().error.code).toBe('invalid_token');
    }
    expect(hashes.count).toBe(before);
  });

  it('hashes once for a good link', async () => {
    const person = await createPerson(server.db, { password: 'old-password' });
    await server.inject({ method: 'POST', url: '/api/forgot', payload: { email: person.email } });
    await server.mailsSent();
    const token = server.mailer.lastTo(person.email)!.link!.split('/change_password/')[1]!;
    const before = hashes.count;
    const response = await server.inject({
      method: 'POST',
      url: '/api/change_password',
      payload: { token, password: 'new-password', password_confirmation: 'new-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(hashes.count).toBe(before + 1);
  });
});
