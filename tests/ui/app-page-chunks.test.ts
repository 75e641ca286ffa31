import { describe, expect, it } from 'vitest';
import { chunksFor } from '../../contract/page-routes';

describe('what the start preloads for an address', () => {
  it('fetches nothing more for the sign-in page, and only their own page for the password pages', () => {
    expect(chunksFor('/login')).toEqual([]);
    expect(chunksFor('/forgot')).toEqual(['forgot']);
    expect(chunksFor('/change_password/abc123')).toEqual(['changePassword']);
  });

  it('fetches the signed-in area and the page of a signed-in address', () => {
    expect(chunksFor('/weddings')).toEqual(['dashboard', 'weddings']);
    expect(chunksFor('/wedding/12/plan')).toEqual(['dashboard', 'wedding', 'weddingPlan']);
    expect(chunksFor('/wedding/12/checklist')).toEqual(['dashboard', 'wedding', 'weddingChecklist']);
    expect(chunksFor('/wedding/12')).toEqual(['dashboard', 'wedding', 'weddingHome']);
    expect(chunksFor('/wedding/12/budget')).toEqual(['dashboard', 'wedding', 'weddingBudget']);
    expect(chunksFor('/wedding/12/settings')).toEqual(['dashboard', 'wedding']);
    expect(chunksFor('/credits')).toEqual(['dashboard', 'credits']);
  });

  it('fetches only the area where the page depends on who signs in (a spouse’s wedding at the root)', () => {
    expect(chunksFor('/')).toEqual(['dashboard']);
    expect(chunksFor('/plan')).toEqual(['dashboard']);
  });
});
