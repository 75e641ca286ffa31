import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnTo } from '../../src/lib/return-to';

describe('returning after sign-in', () => {
  it('returns to a page of this site, with its query', () => {
    expect(safeReturnTo('/credits')).toBe('/credits');
    expect(safeReturnTo('/wedding/5/guests?view=rsvp')).toBe('/wedding/5/guests?view=rsvp');
  });

  it('never leaves the site', () => {
    for (const attempt of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'credits']) {
      expect(safeReturnTo(attempt), attempt).toBe('/');
    }
  });

  it('goes home when there is nowhere to return to, or it would loop', () => {
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo('/login?returnTo=%2Fusers')).toBe('/');
  });

  it('remembers where a signed-out visitor was going', () => {
    expect(loginPathFor('/users?page=2')).toBe('/login?returnTo=%2Fusers%3Fpage%3D2');
    expect(loginPathFor('/')).toBe('/login');
  });
});
