import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { limits } from '../../../contract/validation';
import { canBlock, typeChoices, type UserFormValues } from '../../../machines/users/user-form';
import type { usersMachine } from '../../../machines/users/users.machine';
import { BlockIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { FormDialogFooter } from '../../components/form-dialog-footer';
import { GenderSelect } from '../../components/gender-select';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { fieldErrorText } from '../../lib/i18n';

type UsersRef = ActorRefFrom<typeof usersMachine>;

const formId = 'user-form';

/**
 * Adding or editing a user. An edit closes at once (the list shows it while it is saved); an
 * addition waits for the server with the dialog open, so a refusal keeps what was typed.
 */
export function UserFormDialog({ users }: { users: UsersRef }) {
  const { LL } = useI18nContext();
  const open = useSelector(users, (snapshot) => snapshot.matches({ ready: { dialog: 'editing' } }) || snapshot.matches({ ready: { dialog: 'creating' } }));
  const creating = useSelector(users, (snapshot) => snapshot.matches({ ready: { dialog: 'creating' } }));
  const editing = useSelector(users, (snapshot) => snapshot.context.editing);
  const blockable = canBlock(editing);
  const close = () => users.send({ type: 'dialog.close' });
  return (
    <Modal
      open={open}
      onClose={close}
      title={editing ? LL.users.form.editTitle() : LL.users.form.addTitle()}
      description={editing ? undefined : LL.users.form.activationNote()}
      closeLabel={LL.common.close()}
      closeOnOutsideClick={false}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={creating}
          onCancel={close}
          cancelLabel={LL.users.form.cancel()}
          submitLabel={LL.users.form.save()}
          busyLabel={LL.users.form.saving()}
        >
          {blockable && (
            <Button variant="ghost" className="sm:mr-auto" onClick={() => users.send({ type: 'form.toggleBlock' })}>
              <BlockIcon />
              {editing?.status === 'inactive' ? LL.users.form.unblock() : LL.users.form.block()}
            </Button>
          )}
        </FormDialogFooter>
      }
    >
      <UserFields users={users} />
    </Modal>
  );
}

function UserFields({ users }: { users: UsersRef }) {
  const { LL, locale } = useI18nContext();
  const values = useSelector(users, (snapshot) => snapshot.context.form);
  const errors = useSelector(users, (snapshot) => snapshot.context.fieldErrors);
  const manager = useSelector(users, (snapshot) => snapshot.context.manager);
  const types = useSelector(users, (snapshot) => snapshot.context.types);
  const labels = LL.users.form;
  const change = (field: keyof UserFormValues) => (value: string) => users.send({ type: 'form.change', values: { [field]: value } });
  const typeOptions = typeChoices(manager, types).map((option) => ({ value: String(option.id), label: LL.users.types[option.type]() }));
  return (
    <form
      id={formId}
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        users.send({ type: 'form.save', language: locale });
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={labels.firstName()}
          name="first_name"
          autoFocus
          autoComplete="off"
          value={values.first_name}
          onChange={(event) => change('first_name')(event.target.value)}
          error={fieldErrorText(LL, errors.first_name, { max: limits.nameMax })}
        />
        <TextField
          label={labels.lastName()}
          name="last_name"
          autoComplete="off"
          value={values.last_name}
          onChange={(event) => change('last_name')(event.target.value)}
          error={fieldErrorText(LL, errors.last_name, { max: limits.nameMax })}
        />
      </div>
      {/* An Administrator only manages Planners: the type is shown, fixed. */}
      <SelectField
        label={labels.type()}
        name="type_id"
        value={values.type_id}
        disabled={manager === 'Administrator'}
        onChange={(event) => change('type_id')(event.target.value)}
        options={typeOptions}
        error={fieldErrorText(LL, errors.type_id)}
      />
      <TextField
        label={labels.email()}
        name="email"
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={(event) => change('email')(event.target.value)}
        error={errors.email?.[0] === 'already_registered' ? LL.errors.already_registered() : fieldErrorText(LL, errors.email, { max: limits.emailMax })}
      />
      <GenderSelect
        label={labels.gender()}
        name="gender"
        placeholder={labels.chooseGender()}
        value={values.gender}
        onValueChange={change('gender')}
        error={fieldErrorText(LL, errors.gender)}
      />
    </form>
  );
}
