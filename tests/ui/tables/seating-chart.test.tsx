import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { guest, seat, table } from '../../machines/tables/support';
import { banquet, openTablesPage } from './layout-editor-screen';

/**
 * The printable seating chart (issue 24): what is on the page when the browser prints. The small
 * world, on the 2000 × 1400 plan: table 1 (round, 100 px, at a quarter of each side) holds
 * Bruno's party of 2 and two of Ángela's party; table 2 (round, in the middle) holds Zoe and
 * Ángela's third seat; table 3 (a 200 × 80 banquet with 4 seats, at three quarters) is empty;
 * Carla has no table.
 */
const ana = guest(1, 'Ángela', 2);
const bruno = guest(2, 'Bruno', 1);
const zoe = guest(3, 'Zoe');
const carla = guest(4, 'Carla');
const opening = {
  actions: ['ADD_GUESTS' as const],
  tables: [table(12, 2, 0.5, 0.5), table(11, 1, 0.25, 0.25), table(13, 3, 0.75, 0.75, { seats: 4, table_type: banquet.id })],
  guests: [ana, bruno, zoe, carla],
  seats: [seat(101, 11, bruno.id), seat(102, 12, zoe.id), seat(103, 11, ana.id), seat(104, 11, bruno.id), seat(105, 12, ana.id), seat(106, 11, ana.id)],
};

/** A table drawn on the printed plan: its name, where it is, its shape and size, its chairs and the number it shows. */
function drawnTable(figure: Element) {
  const round = figure.querySelector('circle.seating-chart-top');
  const rectangle = figure.querySelector('rect.seating-chart-top');
  return [
    figure.getAttribute('aria-label'),
    figure.getAttribute('transform'),
    round ? `round r=${round.getAttribute('r')}` : `rectangular ${rectangle!.getAttribute('width')}×${rectangle!.getAttribute('height')}`,
    `${figure.querySelectorAll('.seating-chart-chair').length} chairs`,
    figure.querySelector('text')!.textContent,
  ];
}

/** What the chart says at the moment the browser prints: the plan's page, each table's heading and guests, then the index's rows. */
async function printedChart(locale: 'en' | 'es') {
  const texts = i18nObject(locale).tables.chart;
  const app = await openTablesPage({ ...opening, locale });
  let printed: { plan: { page: string; image: string; tables: Array<string | null>[] }; tables: string[][]; index: string[][] } | null = null;
  vi.spyOn(window, 'print').mockImplementation(() => {
    const chart = screen.getByRole('article', { name: texts.title() });
    const plan = within(chart).getByRole('region', { name: texts.plan() });
    const tables = within(within(chart).getByRole('region', { name: texts.tables() })).getAllByRole('heading', { level: 2 });
    printed = {
      plan: {
        page: plan.className,
        image: plan.querySelector('img')!.getAttribute('src')!,
        tables: [...plan.querySelectorAll('svg g[role="img"]')].map(drawnTable),
      },
      tables: tables.map((heading) => [heading.textContent!, ...[...heading.parentElement!.querySelectorAll('li, p')].map((line) => line.textContent!)]),
      index: within(chart)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent!)),
    };
  });
  await app.user.click(screen.getByRole('button', { name: texts.print() }));
  expect(window.print).toHaveBeenCalledTimes(1);
  // Printed, the chart leaves the page.
  expect(screen.queryByRole('article', { name: texts.title() })).toBeNull();
  return printed!;
}

describe('the printable seating chart', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the plan with each table at its place, then lists each table with its guests, and every seated guest with their tables in alphabetical order', async () => {
    expect(await printedChart('en')).toEqual({
      // The 2000 × 1400 plan is wider than tall: it prints on a landscape page.
      plan: {
        page: 'seating-chart-plan seating-chart-plan-landscape',
        // The image the seating view has already loaded: the browser shows it in the frame that prints.
        image: '/api/weddings/layout?wedding_id=7&v=layouts%2F7.png',
        tables: [
          ['Table 1', 'translate(500 350)', 'round r=50', '8 chairs', '1'],
          ['Table 2', 'translate(1000 700)', 'round r=50', '8 chairs', '2'],
          ['Table 3', 'translate(1500 1050)', 'rectangular 200×80', '4 chairs', '3'],
        ],
      },
      tables: [
        ['Table 1 4 of 8 seats', 'Ángela (2 people)', 'Bruno (2 people)'],
        ['Table 2 2 of 8 seats', 'Ángela', 'Zoe'],
        ['Table 3 0 of 4 seats', 'No guests'],
      ],
      index: [
        ['Guest', 'Table'],
        ['Ángela', '1, 2'],
        ['Bruno', '1'],
        ['Zoe', '2'],
      ],
    });
  });

  it('prints in Spanish', async () => {
    const chart = await printedChart('es');
    expect(chart.plan.tables.map(([name]) => name)).toEqual(['Mesa 1', 'Mesa 2', 'Mesa 3']);
    expect(chart.tables).toEqual([
      ['Mesa 1 4 de 8 lugares', 'Ángela (2 personas)', 'Bruno (2 personas)'],
      ['Mesa 2 2 de 8 lugares', 'Ángela', 'Zoe'],
      ['Mesa 3 0 de 4 lugares', 'Sin invitados'],
    ]);
    expect(chart.index[0]).toEqual(['Invitado', 'Mesa']);
  });
});
