import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Idea } from '../../../contract/ideas';
import { renderIdeaBoard, flowers, vows } from './ideas-world';

/** 60 text ideas, idea 60 pinned (so first); each card drawn 200 px tall on a 768 px screen of one column. */
const ideas: Idea[] = Array.from({ length: 60 }, (_, index) => ({
  ...vows,
  id: index + 1,
  title: `Idea ${index + 1}`,
  is_pinned: index === 59,
  created_at: `2026-10-01T09:${String(index).padStart(2, '0')}:00.000Z`,
}));

const cards = () => [...document.querySelectorAll<HTMLElement>('li[data-idea-id]')];

/** The cards when the board is first drawn: what the first paint shows, before any other task runs. */
function cardsWhenFirstDrawn(): Promise<HTMLElement[]> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (cards().length === 0) return;
      observer.disconnect();
      resolve(cards());
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

describe('a long idea board renders what the screen shows first', () => {
  beforeEach(() => {
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.matches('li[data-idea-id]') ? DOMRect.fromRect({ width: 300, height: 200 }) : measure.call(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws a step of 12 cards placed one under the other, then the others a step per task, in board order', async () => {
    const firstDrawn = cardsWhenFirstDrawn();
    renderIdeaBoard(ideas, [flowers]);
    const shown = await firstDrawn;
    expect(shown.map((card) => [card.dataset.ideaId, card.dataset.placed, card.style.top])).toEqual([
      ['60', 'true', '0px'],
      ['1', 'true', '200px'],
      ['2', 'true', '400px'],
      ['3', 'true', '600px'],
      ['4', 'true', '800px'],
      ['5', 'true', '1000px'],
      ['6', 'true', '1200px'],
      ['7', 'true', '1400px'],
      ['8', 'true', '1600px'],
      ['9', 'true', '1800px'],
      ['10', 'true', '2000px'],
      ['11', 'true', '2200px'],
    ]);
    // Room kept for the 48 cards to come, at the same height.
    expect(document.querySelector<HTMLElement>('ul.idea-board')!.style.height).toBe('12000px');
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(cards().map((card) => card.dataset.ideaId)).toEqual(['60', ...Array.from({ length: 59 }, (_, index) => String(index + 1))]);
    expect(cards().at(-1)!.style.top).toBe('11800px');
  });

  it('renders every card at once when the page is printed', async () => {
    const firstDrawn = cardsWhenFirstDrawn();
    renderIdeaBoard(ideas, [flowers]);
    expect(await firstDrawn).toHaveLength(12);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(cards()).toHaveLength(60);
  });
});
