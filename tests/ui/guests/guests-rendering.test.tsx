import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import type * as guestCells from '../../../src/features/guests/guest-cells';
import { guest } from '../../machines/guests/guest-world';
import { renderGuestsPage } from './guests-screen';

/**
 * Issue 23 item 23: a list of thousands stays quick because a change renders only the rows it
 * touches. Counted here as the values the rows draw (`GuestValue`, six a row on a wide screen):
 * the first paint draws only a screenful, a keystroke that keeps the first rows draws none
 * again, a batch of 30 more draws those 30, and each batch is a row group of its own, so going
 * back to the first 50 drops whole groups.
 */

const drawn = vi.hoisted(() => ({ values: 0 }));

vi.mock('../../../src/features/guests/guest-cells', async (importOriginal) => {
  const cells = await importOriginal<typeof guestCells>();
  return {
    ...cells,
    GuestValue: (props: Parameters<typeof cells.GuestValue>[0]) => {
      drawn.values += 1;
      return cells.GuestValue(props);
    },
  };
});

const labels = i18nObject('en').guests;
const valuesPerRow = 6;
const hundredGuests = Array.from({ length: 100 }, (_, index) => guest({ id: 100 + index, name: `Guest ${index + 1}` }));

/**
 * The list's box as the scroll handler reads it: `top` px from the top of the screen, 40 px a row
 * rendered. It grows as rows come, as a real list does, so the list's own next look after a batch
 * (a frame later) sees the person no longer at its end.
 */
const listAt = (top: number) => vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top, height: rows() * 40 }) as DOMRect);

const rowGroups = () => document.querySelectorAll('tbody').length;
const rows = () => document.querySelectorAll('[data-guest-row]').length;

afterEach(() => vi.restoreAllMocks());

describe('the guests list renders only what changes', () => {
  it('draws a screenful first, and the rest of the first 50 once those are painted', { timeout: 30_000 }, async () => {
    const counts: number[] = [];
    const observer = new MutationObserver(() => {
      if (rows() && counts.at(-1) !== rows()) counts.push(rows());
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderGuestsPage([], hundredGuests);
    await waitFor(() => expect(rows()).toBe(50), { timeout: 15_000 });
    observer.disconnect();
    // 40 px, the shortest a row is (src/lib/screenful-of-new-rows.ts).
    expect(counts).toEqual([Math.ceil(window.innerHeight / 40), 50]);
  });

  it('a keystroke that keeps the first 50 rows draws none of them again', { timeout: 30_000 }, async () => {
    const app = renderGuestsPage([], hundredGuests);
    await waitFor(() => expect(rows()).toBe(50), { timeout: 15_000 });
    drawn.values = 0;
    await app.user.type(screen.getByLabelText(labels.filters.name()), 'g');
    expect(screen.getByText(labels.counter({ shown: 100, total: 100 }))).toBeInTheDocument();
    expect(drawn.values).toBe(0);
  });

  it('30 more past 95 % draws those 30 in a row group of their own; back under 10 % leaves the first group', { timeout: 30_000 }, async () => {
    // The person is already scrolling when the first 50 rows are drawn: the scroll comes the
    // moment they are on the page, before React has run the effects of that render.
    let groupsOfTheFirstFifty = 0;
    const scrollOnceDrawn = new MutationObserver(() => {
      if (rows() < 50) return;
      scrollOnceDrawn.disconnect();
      groupsOfTheFirstFifty = rowGroups();
      drawn.values = 0;
      listAt(-1300);
      window.dispatchEvent(new Event('scroll'));
    });
    scrollOnceDrawn.observe(document.body, { childList: true, subtree: true });
    renderGuestsPage([], hundredGuests);
    await waitFor(() => expect(rows()).toBe(80), { timeout: 15_000 });
    expect(groupsOfTheFirstFifty).toBe(1);
    expect(rowGroups()).toBe(2);
    expect(drawn.values).toBe(30 * valuesPerRow);

    listAt(1000);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect([rows(), rowGroups()]).toEqual([50, 1]), { timeout: 15_000 });
  });
});
