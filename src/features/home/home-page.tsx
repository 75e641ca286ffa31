import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { ActionCode } from '../../../contract/permissions';
import type { Wedding } from '../../../contract/weddings';
import { homeMachine } from '../../../machines/home/home.machine';
import { summaryCardMachine } from '../../../machines/home/summary-card.machine';
import { heldListsOf, heldListsStore } from '../../../machines/home/held-lists.store';
import { heldSummaries } from '../../../machines/home/held-summaries';
import { useDocumentTitle } from '../../lib/document-title';
import { useLiveChanges } from '../../lib/live-events';
import { usePageActor } from '../../lib/page-actor';
import { Countdown } from './countdown';
import { homeApi } from './home-api';
import { SummaryCard } from './summary-cards';

const cardWithApi = summaryCardMachine.provide({ actors: { loadSummary: fromPromise(({ input }) => homeApi.summary(input)) } });

/**
 * The wedding's home (part 2 §2 "Home"): the countdown, and a card per summary action the user
 * holds, each leading to its module, from the module's data when a page loaded it already. One column on phones, two up to 1200 px, three beyond.
 */
export default function HomePage({ wedding, homeActions }: { wedding: Wedding; homeActions: ActionCode[] }) {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.home.title(), wedding.name);
  // What the SPA holds as Home opens: the summaries written into the page, and those of the lists the
  // module pages loaded that the server still holds (read once: Home follows changes by reading summaries).
  const held = { ...homeApi.written(wedding.id), ...heldSummaries(heldListsOf(heldListsStore.getSnapshot().context, wedding.id)) };
  const home = usePageActor(() => homeMachine.provide({ actors: { summaryCard: cardWithApi } }), {
    input: { weddingId: wedding.id, actions: homeActions, held },
  });
  const cards = useSelector(home, (snapshot) => snapshot.context.cards);
  useLiveChanges({
    onChange: (change) => home.send({ type: 'live.change', kind: change.kind }),
    onReset: () => home.send({ type: 'live.reset' }),
  });
  return (
    <div>
      <Countdown date={wedding.date} />
      <h2 className="sr-only">{LL.home.cards()}</h2>
      <div className="grid grid-cols-1 gap-4 min-[601px]:grid-cols-2 min-[1201px]:grid-cols-3">
        {cards.map((shown) => (
          <SummaryCard key={shown.card} shown={shown} />
        ))}
      </div>
    </div>
  );
}
