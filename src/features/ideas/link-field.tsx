import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ideaLimits } from '../../../contract/ideas';
import { linkOf, type IdeaForm, type ideaEditorMachine } from '../../../machines/ideas/idea-editor.machine';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useTranslateMessage } from '../../lib/i18n';

/**
 * A link idea's address and what its page says about itself, read by the server when the
 * person leaves the field or asks for it (the server refuses private and local addresses).
 */
export function LinkField({ form, editor }: { form: IdeaForm; editor: ActorRefFrom<typeof ideaEditorMachine> }) {
  const { LL } = useI18nContext();
  const translate = useTranslateMessage();
  const fetching = useSelector(editor, (snapshot) => snapshot.matches({ open: 'fetchingPreview' }));
  const code = form.errors.link?.[0];
  const error = code === undefined ? undefined : code === 'required' ? LL.ideas.form.errors.requiredLink() : LL.ideas.form.errors.invalidLink();
  const preview = form.previewOf === linkOf(form) ? form.preview : null;
  return (
    <div className="space-y-3">
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={LL.ideas.form.link()}
          name="link"
          type="url"
          inputMode="url"
          maxLength={ideaLimits.linkMax}
          placeholder={LL.ideas.form.linkPlaceholder()}
          value={form.link}
          onChange={(event) => editor.send({ type: 'form.link', link: event.target.value })}
          onBlur={() => editor.send({ type: 'form.preview' })}
          error={error}
        />
        <Button variant="secondary" busy={fetching} onClick={() => editor.send({ type: 'form.preview' })} className={error ? 'mb-7' : ''}>
          {LL.ideas.form.fetchPreview()}
        </Button>
      </div>
      {fetching && (
        <p role="status" className="text-sm text-stone-600">
          {LL.ideas.form.fetchingPreview()}
        </p>
      )}
      {form.previewError && (
        <p role="alert" className="text-sm text-red-700">
          {translate({ key: form.previewError })}
        </p>
      )}
      {preview && (preview.title || preview.description || preview.image) && (
        <figure aria-label={LL.ideas.form.previewLabel()} className="flex gap-3 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
          {preview.image && <img src={preview.image} alt="" referrerPolicy="no-referrer" className="size-20 shrink-0 rounded object-cover" />}
          <figcaption className="min-w-0 text-sm">
            {preview.title && <span className="block font-medium text-stone-900">{preview.title}</span>}
            {preview.description && <span className="line-clamp-3 block text-stone-600">{preview.description}</span>}
          </figcaption>
        </figure>
      )}
    </div>
  );
}
