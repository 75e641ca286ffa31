import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { Owned } from '../../../contract/owner';
import { optimisticListMachine } from '../../../machines/shared/legacy/optimistic-list.machine';
import type { Mutation } from '../../../machines/shared/legacy/optimistic-list';
import { changesStructure, type ElementRow, type SectionRow } from '../../../machines/plan/plan-rows';
import { planEditorMachine } from '../../../machines/plan/plan-editor.machine';
import { Button } from '../../components/button';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { ModuleHeader } from '../../components/module-header';
import { PageHeader } from '../../components/page-header';
import { useTranslateMessage } from '../../lib/i18n';
import { actorOptions } from '../../lib/inspector';
import { notify } from '../../lib/notify';
import { loadPlan, persistElement, persistSection } from './plan-api';
import { PlanBoard } from './plan-board';
import { PlanExportButton } from './plan-export-button';

interface PlanPageProps {
  /** A wedding's plan (inside the wedding page) or the planner's base plan (a page of its own). */
  owner: Owned;
  title: string;
  description: string;
}

type EditorSnapshot = SnapshotFrom<typeof planEditorMachine>;

const selectPhase = (snapshot: EditorSnapshot) =>
  snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('viewing')
        ? 'viewing'
        : snapshot.matches('saving')
          ? 'saving'
          : 'editing';

/**
 * The base plan is always in edit mode. A wedding's plan has view and edit modes and an
 * export, under the wedding's name.
 */
export function PlanPage({ owner, title, description }: PlanPageProps) {
  const { LL } = useI18nContext();
  const isWedding = owner.wedding_id !== undefined;
  const alwaysEditing = !isWedding;
  const translate = useTranslateMessage();
  const editor = useActorRef(
    planEditorMachine.provide({
      actors: {
        loadPlan: fromPromise(({ input }) => loadPlan(input)),
        sections: optimisticListMachine.provide({
          actors: { persist: fromPromise(({ input }) => persistSection(owner)(input as Mutation<SectionRow>)) },
          actions: { notify },
        }),
        elements: optimisticListMachine.provide({
          actors: { persist: fromPromise(({ input }) => persistElement(input as Mutation<ElementRow>)) },
          actions: { notify },
        }),
      },
    }),
    { input: { owner, alwaysEditing }, ...actorOptions() },
  );
  const phase = useSelector(editor, selectPhase);
  const loadError = useSelector(editor, (snapshot) => snapshot.context.loadError);
  const mayEdit = useSelector(editor, (snapshot) => changesStructure(snapshot.context.actions));
  const loaded = phase !== 'loading' && phase !== 'failed';

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
      {phase === 'loading' && <LoadingBlock label={LL.common.loading()} />}
      {phase === 'failed' && (
        <LoadError
          message={translate({ key: loadError ?? 'plan.messages.unexpectedLoading' })}
          retryLabel={LL.plan.retry()}
          onRetry={() => editor.send({ type: 'plan.retry' })}
        />
      )}
      {loaded && <PlanBoard editor={editor} />}
    </div>
  );
}
