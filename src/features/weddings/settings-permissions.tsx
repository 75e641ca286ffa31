import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isModuleGrant } from '../../../machines/permissions/grant-rows';
import { grantsList, permissionsPageMachine } from '../../../machines/permissions/permissions-page.machine';
import { nameOf } from '../../../machines/wedding-users/wedding-users';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { SelectField } from '../../components/select-field';
import { usePageActor } from '../../lib/page-actor';
import { useWeddingUsersButton } from '../../lib/wedding-users-slot';
import { copyPermissionsToSpouse, loadPermissions, persistGrant } from './permissions-api';

type PermissionsRef = ActorRefFrom<typeof permissionsPageMachine>;

/**
 * Settings › Permissions (part 2 §2 "Settings"): a person of the wedding chosen in a select, and
 * their sections, each a toggle, with what they may do in a granted one as toggles under it
 * (select all, unselect all), and for a spouse, a copy to the other spouse. The machine owns
 * every change; a Hostess's are shown, fixed.
 */
export function SettingsPermissions({ weddingId }: { weddingId: number }) {
  const { LL } = useI18nContext();
  const texts = LL.permissions;
  const actor = usePageActor(
    () =>
      permissionsPageMachine.provide({
        actors: {
          loadPermissions: fromPromise(({ input }) => loadPermissions(input.weddingId)),
          copyToSpouse: fromPromise(({ input }) => copyPermissionsToSpouse(input.spouseId)),
          grants: grantsList.provide({ actors: { persist: fromPromise(({ input }) => persistGrant(weddingId)(input)) } }),
        },
      }),
    { input: { weddingId } },
  );
  const stage = useSelector(actor, (snapshot) => (snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'));
  return (
    <section aria-labelledby="settings-permissions">
      <h2 id="settings-permissions" className="font-display text-xl font-semibold text-brand-dark">
        {texts.title()}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{texts.description()}</p>
      {stage === 'loading' && <LoadingBlock label={texts.loading()} />}
      {stage === 'failed' && <LoadError message={texts.loadError()} retryLabel={texts.retry()} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {stage === 'ready' && <UserPermissions actor={actor} weddingId={weddingId} />}
    </section>
  );
}

function UserPermissions({ actor, weddingId }: { actor: PermissionsRef; weddingId: number }) {
  const { LL } = useI18nContext();
  const texts = LL.permissions;
  const { users, modules, actions, userId } = useSelector(actor, (snapshot) => snapshot.context);
  const grantRows = useSelector(actor.getSnapshot().children.grants!, (snapshot) => snapshot.context.rows);
  const copying = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'copying' }));
  const canCopy = useSelector(actor, (snapshot) => snapshot.can({ type: 'permissions.copy' }));
  const user = users.find((candidate) => candidate.id === userId);
  const usersButton = useWeddingUsersButton();
  const usersDialog = usersButton({ weddingId, onClose: () => actor.send({ type: 'users.reload' }) });
  if (!user)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600">{texts.noUsers()}</p>
        {usersDialog}
      </div>
    );
  // Offered on a spouse's permissions when the wedding has the other one.
  const otherSpouse = user.type === 'Spouse' ? users.find((candidate) => candidate.type === 'Spouse' && candidate.id !== user.id) : undefined;
  const fixed = user.type === 'Hostess';
  const rows = grantRows.filter((row) => row.user_id === user.id);
  const granted = new Set(rows.filter(isModuleGrant).map((row) => row.module_id));
  const held = new Set(rows.map((row) => row.action_id));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label={texts.user()}
          name="permissions-user"
          value={String(user.id)}
          options={users.map((option) => ({ value: String(option.id), label: `${nameOf(option)} (${texts.types[option.type]()})` }))}
          onChange={(event) => actor.send({ type: 'user.choose', userId: Number(event.target.value) })}
        />
        {usersDialog}
      </div>
      {fixed && <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">{texts.hostessFixed()}</p>}
      {otherSpouse && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" busy={copying} disabled={!canCopy} onClick={() => actor.send({ type: 'permissions.copy' })}>
            {texts.copy({ name: nameOf(otherSpouse) })}
          </Button>
          <p className="text-sm text-stone-600">{texts.copyHint()}</p>
        </div>
      )}
      <ul className="grid grid-cols-1 gap-3 min-[601px]:grid-cols-2">
        {modules.map((module) => (
          <ModuleCard
            key={module.id}
            name={LL.weddings.wedding.modules[module.code]()}
            granted={granted.has(module.id)}
            fixed={fixed}
            actions={actions
              .filter((action) => action.module_id === module.id)
              .map((action) => ({ ...action, label: texts.actions[action.code](), held: held.has(action.id) }))}
            send={(event) => actor.send(event === 'toggle' ? { type: 'module.toggle', moduleId: module.id } : { type: event, moduleId: module.id })}
            toggleAction={(actionId) => actor.send({ type: 'action.toggle', actionId })}
          />
        ))}
      </ul>
    </div>
  );
}

interface ModuleCardProps {
  name: string;
  granted: boolean;
  fixed: boolean;
  actions: { id: number; label: string; held: boolean }[];
  send: (event: 'toggle' | 'actions.selectAll' | 'actions.unselectAll') => void;
  toggleAction: (actionId: number) => void;
}

/** One section: its toggle, and under it, once granted, what may be done in it. */
function ModuleCard({ name, granted, fixed, actions, send, toggleAction }: ModuleCardProps) {
  const { LL } = useI18nContext();
  const texts = LL.permissions;
  const groupId = useId();
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <CheckboxField label={name} name={`module-${name}`} checked={granted} disabled={fixed} onChange={() => send('toggle')} />
      {granted && (
        <fieldset className="mt-3 border-t border-stone-100 pt-3" aria-labelledby={groupId}>
          <legend id={groupId} className="sr-only">
            {texts.actionsOf({ module: name })}
          </legend>
          <div className="grid grid-cols-1 gap-2 min-[601px]:grid-cols-2">
            {actions.map((action) => (
              <CheckboxField
                key={action.id}
                label={action.label}
                name={`action-${action.id}`}
                checked={action.held}
                disabled={fixed}
                onChange={() => toggleAction(action.id)}
              />
            ))}
          </div>
          {!fixed && (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="ghost" aria-label={`${texts.selectAll()}: ${name}`} onClick={() => send('actions.selectAll')}>
                {texts.selectAll()}
              </Button>
              <Button variant="ghost" aria-label={`${texts.unselectAll()}: ${name}`} onClick={() => send('actions.unselectAll')}>
                {texts.unselectAll()}
              </Button>
            </div>
          )}
        </fieldset>
      )}
    </li>
  );
}
