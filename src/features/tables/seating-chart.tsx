import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { layoutImagePath, type UploadedLayout } from '../../../contract/tables';
import { printedPlan } from '../../../machines/tables/printed-plan';
import { seatingChart } from '../../../machines/tables/seating-chart';
import type { SeatingRef } from '../../../machines/tables/seating.machine';
import type { tablePageMachine } from '../../../machines/tables/table-page.machine';
import { Button } from '../../components/button';
import { api } from '../../lib/api';
import { PrintedPlanDrawing } from './printed-plan';

type TablePageRef = ActorRefFrom<typeof tablePageMachine>;

/**
 * The Print button of the seating view and the chart it prints (issue 24): the floor plan with
 * the tables on it, each table's guests, and the alphabetical index for the entrance. The chart is
 * drawn into <body> only while printing, by the button or the browser's own Print, and the print
 * stylesheet (styles.css) prints it alone: the plan on one A4 page turned the way it fits best,
 * then the lists on portrait pages.
 *
 * A wedding without a floor plan prints nothing and shows no button: its tables have no places
 * (a table's position is a fraction of the plan) and it has no seating view to seat guests in;
 * the tables page asks for the plan first, and once it has one, the chart prints it.
 */
export function PrintSeatingChart({ page }: { page: TablePageRef }) {
  const { LL } = useI18nContext();
  const seating = useSelector(page, (snapshot) => snapshot.children.seating);
  const layout = useSelector(page, (snapshot) => snapshot.context.layout);
  const printing = usePrinting();
  if (!seating || !layout) return null;
  return (
    <>
      <Button variant="secondary" onClick={printing.print}>
        {LL.tables.chart.print()}
      </Button>
      {printing.shown && createPortal(<SeatingChartSheet page={page} seating={seating} layout={layout} />, document.body)}
    </>
  );
}

/** Whether the chart is drawn: from the browser's "before print" (drawn at once, so it is what prints) to its "after print". */
function usePrinting() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setShown(true));
    const after = () => setShown(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = () => {
    flushSync(() => setShown(true));
    window.print();
    setShown(false);
  };
  return { shown, print };
}

function SeatingChartSheet({ page, seating, layout }: { page: TablePageRef; seating: SeatingRef; layout: UploadedLayout }) {
  const { LL, locale } = useI18nContext();
  const texts = LL.tables.chart;
  const { tables, seats, guests } = useSelector(seating, (snapshot) => snapshot.context);
  const weddingId = useSelector(page, (snapshot) => snapshot.context.weddingId);
  const types = useSelector(page, (snapshot) => snapshot.context.types);
  const chart = seatingChart(tables, seats, guests, locale);
  const plan = printedPlan(layout, tables, types);
  return (
    <article className="seating-chart" aria-label={texts.title()}>
      <section aria-label={texts.plan()} className={`seating-chart-plan seating-chart-plan-${plan.orientation}`}>
        <h1>{texts.title()}</h1>
        <PrintedPlanDrawing plan={plan} layout={layout} imageUrl={api.url(layoutImagePath(weddingId, layout.layout))} />
      </section>
      <section aria-label={texts.tables()} className="seating-chart-tables">
        {chart.tables.map((table) => (
          <section key={table.number} aria-label={texts.table({ number: table.number })} className="seating-chart-table">
            <h2>
              {texts.table({ number: table.number })} <small>{texts.taken({ taken: table.taken, seats: table.seats })}</small>
            </h2>
            {table.parties.length === 0 ? (
              <p>{texts.empty()}</p>
            ) : (
              <ul>
                {table.parties.map((party) => (
                  <li key={party.name}>{party.count > 1 ? texts.party({ name: party.name, count: party.count }) : party.name}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </section>
      <section aria-label={texts.index()} className="seating-chart-index">
        <h2>{texts.index()}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{texts.guest()}</th>
              <th scope="col">{texts.tableColumn()}</th>
            </tr>
          </thead>
          <tbody>
            {chart.index.map((entry) => (
              <tr key={entry.name}>
                <td>{entry.name}</td>
                <td>{entry.numbers.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </article>
  );
}
