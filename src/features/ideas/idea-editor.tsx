import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ideaImageAccept, ideaLimits, ideaTypes, type IdeaCategory } from '../../../contract/ideas';
import type { IdeaForm, ideaEditorMachine } from '../../../machines/ideas/idea-editor.machine';
import { Button } from '../../components/button';
import { controlClasses, describedBy, FieldFrame } from '../../components/field-frame';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { fieldErrorText } from '../../lib/i18n';
import { ColorsField } from './colors-field';
import { LinkField } from './link-field';
import { storedImageUrl } from './ideas-api';

type IdeaEditorActor = ActorRefFrom<typeof ideaEditorMachine>;

/** The add or edit modal for the four types of idea (§2, §5). */
export function IdeaEditor({ editor, categories }: { editor: IdeaEditorActor; categories: readonly IdeaCategory[] }) {
  const { LL } = useI18nContext();
  const form = useSelector(editor, (snapshot) => snapshot.context.form);
  return (
    <Modal
      open={form !== null}
      onClose={() => editor.send({ type: 'form.cancel' })}
      title={form?.original ? LL.ideas.form.editIdea() : LL.ideas.form.newIdea()}
      closeLabel={LL.common.close()}
      closeOnOutsideClick={false}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={() => editor.send({ type: 'form.cancel' })}>
            {LL.ideas.form.cancel()}
          </Button>
          <Button onClick={() => editor.send({ type: 'form.save' })}>{LL.ideas.form.save()}</Button>
        </>
      }
    >
      {form && <IdeaFields form={form} editor={editor} categories={categories} />}
    </Modal>
  );
}

function IdeaFields({ form, editor, categories }: { form: IdeaForm; editor: IdeaEditorActor; categories: readonly IdeaCategory[] }) {
  const { LL } = useI18nContext();
  const send = editor.send;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-stone-700">{LL.ideas.form.type()}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ideaTypes.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-stone-300 has-[:checked]:bg-brand-light has-[:checked]:ring-brand"
            >
              <input
                type="radio"
                name="idea-type"
                value={type}
                checked={form.type === type}
                onChange={() => send({ type: 'form.type', ideaType: type })}
                className="accent-brand"
              />
              {LL.ideas.types[type]()}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={LL.ideas.form.titleLabel()}
        name="title"
        autoFocus
        maxLength={ideaLimits.titleMax}
        placeholder={LL.ideas.form.titlePlaceholder()}
        value={form.title}
        onChange={(event) => send({ type: 'form.title', title: event.target.value })}
        error={fieldErrorText(LL, form.errors.title, { max: ideaLimits.titleMax })}
      />
      <SelectField
        label={LL.ideas.form.category()}
        name="category"
        value={form.categoryId === null ? '' : String(form.categoryId)}
        options={[{ value: '', label: LL.ideas.form.noCategory() }, ...categories.map((category) => ({ value: String(category.id), label: category.name }))]}
        onChange={(event) => send({ type: 'form.category', categoryId: event.target.value ? Number(event.target.value) : null })}
      />
      {form.type === 'link' && <LinkField form={form} editor={editor} />}
      {form.type === 'text' && <TextValue form={form} editor={editor} />}
      {form.type === 'colors' && <ColorsField form={form} editor={editor} />}
      {form.type === 'image' && <ImageField form={form} editor={editor} />}
    </div>
  );
}

function TextValue({ form, editor }: { form: IdeaForm; editor: IdeaEditorActor }) {
  const { LL } = useI18nContext();
  const id = useId();
  const error = form.errors.text
    ? form.errors.text[0] === 'required'
      ? LL.ideas.form.errors.requiredText()
      : fieldErrorText(LL, form.errors.text, { max: ideaLimits.textMax })
    : undefined;
  const message = error ?? LL.ideas.form.textCount({ count: form.text.length, max: ideaLimits.textMax, preview: ideaLimits.textPreviewChars });
  return (
    <FieldFrame id={id} label={LL.ideas.form.text()} message={message} isError={Boolean(error)}>
      <textarea
        id={id}
        name="text"
        rows={6}
        maxLength={ideaLimits.textMax}
        value={form.text}
        onChange={(event) => editor.send({ type: 'form.text', text: event.target.value })}
        {...describedBy(id, message, Boolean(error))}
        className={controlClasses(Boolean(error), 'px-3 py-2.5')}
      />
    </FieldFrame>
  );
}

/**
 * The image: the stored one or a new file, shown before it is saved. A file the browser cannot
 * draw is refused at once (§8 not-valid-image); the server checks the content again.
 */
function ImageField({ form, editor }: { form: IdeaForm; editor: IdeaEditorActor }) {
  const { LL } = useI18nContext();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const code = form.errors.image?.[0];
  const error = code === undefined ? undefined : code === 'required' ? LL.ideas.form.errors.requiredImage() : LL.ideas.form.errors.invalidImage();
  const preview = form.picked?.preview ?? (form.storedImage ? storedImageUrl(form.storedImage) : null);
  const message = error ?? LL.ideas.form.imageHint();
  return (
    <FieldFrame id={id} label={LL.ideas.form.image()} message={message} isError={Boolean(error)}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ideaImageAccept}
        className="sr-only"
        {...describedBy(id, message, Boolean(error))}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) editor.send({ type: 'form.image', image: { file, name: file.name, preview: URL.createObjectURL(file) } });
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        {preview && (
          <img
            src={preview}
            alt={LL.ideas.form.imagePreview()}
            onError={() => form.picked && editor.send({ type: 'form.image.unreadable' })}
            className="h-28 w-auto max-w-full rounded-lg bg-stone-100 object-cover ring-1 ring-stone-200"
          />
        )}
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {preview ? LL.ideas.form.replaceImage() : LL.ideas.form.chooseImage()}
        </Button>
      </div>
    </FieldFrame>
  );
}
