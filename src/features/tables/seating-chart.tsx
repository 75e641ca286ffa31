import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { seatingChart } from '../../../machines/tables/seating-chart';
import type { SeatingRef } from '../../../machines/tables/seating.machine';
import type { tablePageMachine } from '../../../machines/tables/table-page.machine';
import { Button } from '../../components/button';

/**
 * The Print button of the seating view and the chart it prints (issue 24: each table's guests and
 * the alphabetical index for the entrance). The chart is drawn into <body> only while printing, by
 * the button or the browser's own Print, and the print stylesheet (styles.css) prints it alone on A4.
 */
export function PrintSeatingChart({ page }: { page: ActorRefFrom<typeof tablePageMachine> }) {
  const { LL } = useI18nContext();
  const seating = useSelector(page, (snapshot) => snapshot.children.seating);
  const printing = usePrinting();
  if (!seating) return null;
  return (
    <>
      <Button variant="secondary" onClick={printing.print}>
        {LL.tables.chart.print()}
      </Button>
      {printing.shown && createPortal(<SeatingChartSheet seating={seating} />, document.body)}
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

function SeatingChartSheet({ seating }: { seating: SeatingRef }) {
  const { LL, locale } = useI18nContext();
  const texts = LL.tables.chart;
  const { tables, seats, guests } = useSelector(seating, (snapshot) => snapshot.context);
  const chart = seatingChart(tables, seats, guests, locale);
  return (
    <article className="seating-chart" aria-label={texts.title()}>
      <h1>{texts.title()}</h1>
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
