import { describe, expect, it } from 'vitest';
import { boardOrder, colorOfHex, filterIdeas, hexOf, neighbourOf, textPreview, type IdeaRow } from '../../../machines/ideas/idea-rows';

const idea = (id: number, fields: Partial<IdeaRow>): IdeaRow => ({
  id,
  wedding_id: 3,
  title: `Idea ${id}`,
  type: 'text',
  category_id: null,
  is_pinned: false,
  created_at: '2026-10-01T09:00:00.000Z',
  text: 'Note',
  colors: null,
  image: null,
  thumbnail: null,
  link: null,
  picked: null,
  ...fields,
});

const arch = idea(1, { title: 'Ceremony arch', type: 'image', created_at: '2026-10-03T09:00:00.000Z', category_id: 7 });
const vows = idea(2, { title: 'Our vows', created_at: '2026-10-01T09:00:00.000Z' });
const palette = idea(3, { title: 'Paleta rosa', type: 'colors', is_pinned: true, created_at: '2026-10-05T09:00:00.000Z', category_id: 8 });
const venue = idea(4, { title: 'Reunión en la terraza', type: 'link', created_at: '2026-10-02T09:00:00.000Z', category_id: 7 });

describe('idea rows', () => {
  it('orders the board pinned first, then the oldest', () => {
    expect(boardOrder([arch, vows, palette, venue]).map((row) => row.id)).toEqual([3, 2, 4, 1]);
  });

  it('filters by title (case and accents ignored), categories and types, each empty choice letting all through', () => {
    const all = [arch, vows, palette, venue];
    expect(filterIdeas(all, { text: 'REUNION', categoryIds: [], types: [] }).map((row) => row.id)).toEqual([4]);
    expect(filterIdeas(all, { text: '', categoryIds: [7], types: [] }).map((row) => row.id)).toEqual([1, 4]);
    expect(filterIdeas(all, { text: '', categoryIds: [7, 8], types: ['image', 'colors'] }).map((row) => row.id)).toEqual([1, 3]);
    expect(filterIdeas(all, { text: 'o', categoryIds: [], types: ['text'] }).map((row) => row.id)).toEqual([2]);
  });

  it('shows the first 250 characters of a text outside the viewer', () => {
    expect(textPreview('a'.repeat(250))).toBe('a'.repeat(250));
    expect(textPreview(`${'a'.repeat(249)} b`)).toBe(`${'a'.repeat(249)}…`);
  });

  it('the viewer goes round the ideas shown, skipping links (they open in a new tab)', () => {
    const shown = [palette, vows, venue, arch];
    expect(neighbourOf(shown, 3, 1)).toBe(2);
    expect(neighbourOf(shown, 2, 1)).toBe(1);
    expect(neighbourOf(shown, 1, 1)).toBe(3);
    expect(neighbourOf(shown, 3, -1)).toBe(1);
    expect(neighbourOf(shown, 9, 1)).toBeNull();
  });

  it('writes and reads colours as a colour input does', () => {
    expect(hexOf({ r: 244, g: 6, b: 193 })).toBe('#f406c1');
    expect(colorOfHex('#f406c1')).toEqual({ r: 244, g: 6, b: 193 });
  });
});
