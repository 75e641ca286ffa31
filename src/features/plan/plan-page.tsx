import { useSelector } from '@xstate/react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Owned } from '../../../contract/owner';
import { planEditorMachine, selectPlanPermissions, selectPlanPhase } from '../../../machines/plan/plan-editor.machine';
import { planElementList, planFileDownload, planSectionList } from '../../../machines/plan/plan-lists';
import { decimalSeparatorOf } from '../../../machines/plan/value-formats';
import { Button } from '../../components/button';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { ModuleHeader } from '../../components/module-header';
import { PageHeader } from '../../components/page-header';
import { useTranslateMessage } from '../../lib/i18n';
import { usePageActor } from '../../lib/page-actor';
import { downloadElementFile, loadPlan, persistElement, persistSection } from './plan-api';
import { PlanExportButton } from './plan-export-button';
import { saveFile } from './save-file';

/**
 * The board (sections, elements, drag and drop) is a file of its own: the page's header is drawn
 * without waiting for it, and a phone fetches it while the header is already on screen.
 */
const PlanBoard = lazy(() => import('./plan-board').then((module) => ({ default: module.PlanBoard })));

interface PlanPageProps {
  /** A wedding's plan (inside the wedding page) or the planner's base plan (a page of its own). */
  owner: Owned;
  title: string;
  description: string;
}

/**
 * The base plan is always in edit mode. A wedding's plan has view and edit modes and an
 * export, under the wedding's name.
 */
export function PlanPage({ owner, title, description }: PlanPageProps) {
  const { LL, locale } = useI18nContext();
  const isWedding = owner.wedding_id !== undefined;
  const alwaysEditing = !isWedding;
  const translate = useTranslateMessage();
  const editor = usePageActor(
    () =>
      planEditorMachine.provide({
        actors: {
          loadPlan: fromPromise(({ input }) => loadPlan(input)),
          sections: planSectionList.provide({ actors: { persist: fromPromise(({ input }) => persistSection(owner)(input)) } }),
          elements: planElementList.provide({ actors: { persist: fromPromise(({ input }) => persistElement(input)) } }),
          fileDownload: planFileDownload.provide({
            actors: { download: fromPromise(async ({ input }) => saveFile(await downloadElementFile(input.request))) },
          }),
        },
      }),
    // The language is fixed while the page is open: switching it re-renders the page from the shell.
    { input: { owner, alwaysEditing, decimalSeparator: decimalSeparatorOf(locale) } },
  );
  const phase = useSelector(editor, selectPlanPhase);
  const loadError = useSelector(editor, (snapshot) => snapshot.context.loadError);
  const mayEdit = useSelector(editor, (snapshot) => selectPlanPermissions(snapshot).changeStructure);
  const loaded = phase !== 'loading' && phase !== 'failed';
  // The board (every section and element) is the page's one heavy render: it is drawn after the
  // header, in slices React interleaves with input, so a phone paints the page at once and
  // stays responsive while a long plan is laid out (issue 8: Lighthouse's blocking time).
  // Until then the spinner is the board's Suspense's own content, not its fallback: the board's
  // file is awaited by that deferred render, which keeps what is on screen. Shown as a fallback,
  // the spinner stayed 300 ms after the file had come (React holds a fallback that long), and
  // the plan's first paint took 360 ms from its data, 200 of them idle.
  const boardShown = useDeferredValue(loaded, false);

  const modeButton = alwaysEditing
    ? null
    : phase === 'viewing'
      ? mayEdit && <Button onClick={() => editor.send({ type: 'edit.start' })}>{LL.plan.edit()}</Button>
      : loaded && (
          <Button busy={phase === 'saving'} onClick={() => editor.send({ type: 'edit.done' })}>
            {phase === 'saving' ? LL.plan.saving() : LL.plan.done()}
          </Button>
        );

  const Header = isWedding ? ModuleHeader : PageHeader;
  const loadingBlock = <LoadingBlock label={LL.common.loading()} />;
  return (
    <div className="mx-auto max-w-6xl">
      <Header
        title={title}
        description={description}
        actions={
          loaded && (isWedding || modeButton) ? (
            <>
              {isWedding && <PlanExportButton owner={owner} />}
              {modeButton}
            </>
          ) : undefined
        }
      />
      {phase === 'loading' && loadingBlock}
      {phase === 'failed' && (
        <LoadError
          message={translate({ key: loadError ?? 'plan.messages.unexpectedLoading' })}
          retryLabel={LL.plan.retry()}
          onRetry={() => editor.send({ type: 'load.retry' })}
        />
      )}
      {loaded && <Suspense fallback={loadingBlock}>{boardShown ? <PlanBoard editor={editor} /> : loadingBlock}</Suspense>}
    </div>
  );
}
