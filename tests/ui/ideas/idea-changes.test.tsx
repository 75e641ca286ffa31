import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { FakeUploads } from '../../support/ui/fake-uploads';
import type { ActionCode } from '../../../contract/permissions';
import { allIdeaActions, renderIdeaBoard, flowers, music, palette, terrace, vows } from './ideas-world';

const LL = i18nObject('en');
const card = (title: string) => screen.queryByText(title, { selector: 'li[data-idea-id] span' })?.closest('li') ?? null;

async function openBoard(actions: ActionCode[] = allIdeaActions) {
  const app = renderIdeaBoard([vows, palette, terrace], [flowers, music], actions);
  await screen.findByText(vows.title, { selector: 'li[data-idea-id] span' }, { timeout: 10_000 });
  return app;
}

// Each call's refusal, one per intent: the screen goes back to what the server holds and says the spec's message (§8), then why.
describe('idea board changes refused by the server', () => {
  it('a pin, a delete, a new idea, an edit and a new category each roll back with their message', async () => {
    const app = await openBoard();
    await app.user.click(screen.getByRole('button', { name: LL.ideas.card.unpin({ title: palette.title }) }));
    expect(within(card(palette.title)!).queryByText(LL.ideas.pinned())).toBeNull();
    await app.backend.refuse('PUT /ideas/update_pin', 500, 'generic_error');
    await waitFor(() => expect(within(card(palette.title)!).getByText(LL.ideas.pinned())).toBeVisible());
    expect(app.toasts()).toContain(LL.ideas.messages.unexpectedUpdating());

    await app.user.click(screen.getByRole('button', { name: LL.ideas.card.delete({ title: vows.title }) }));
    await app.user.click(screen.getByRole('button', { name: LL.ideas.deleteIdea.confirm() }));
    expect(card(vows.title)).toBeNull();
    // The spec's message first, then the server's own reason.
    await app.backend.refuse('DELETE /ideas/destroy', 403, 'auth_forbidden');
    await waitFor(() => expect(card(vows.title)).not.toBeNull());
    expect(app.toasts()).toContain(`${LL.ideas.messages.unexpectedDeleting()} ${LL.errors.auth_forbidden()}`);

    await app.user.click(screen.getByRole('button', { name: LL.ideas.add() }));
    await app.user.click(screen.getByRole('radio', { name: LL.ideas.types.text() }));
    await app.user.type(screen.getByRole('textbox', { name: LL.ideas.form.titleLabel() }), 'Menu');
    await app.user.type(screen.getByRole('textbox', { name: LL.ideas.form.text() }), 'Three courses');
    await app.user.click(screen.getByRole('button', { name: LL.ideas.form.save() }));
    expect(card('Menu')).not.toBeNull();
    await app.backend.refuse('POST /ideas/create', 500, 'generic_error');
    await waitFor(() => expect(card('Menu')).toBeNull());
    expect(app.toasts()).toContain(LL.ideas.messages.unexpectedAdding());

    await app.user.click(screen.getByRole('button', { name: LL.ideas.card.edit({ title: vows.title }) }));
    await app.user.type(screen.getByRole('textbox', { name: LL.ideas.form.titleLabel() }), ' (draft)');
    await app.user.click(screen.getByRole('button', { name: LL.ideas.form.save() }));
    expect(card(`${vows.title} (draft)`)).not.toBeNull();
    // Its category deleted on another screen: the server names the field, the screen says which is gone.
    await app.backend.refuse('POST /ideas/update', 422, 'not_found', { category_id: ['not_found'] });
    await waitFor(() => expect(card(vows.title)).not.toBeNull());
    expect(app.toasts()).toContain(`${LL.ideas.messages.unexpectedUpdating()} ${LL.ideas.messages.gone.category()}`);

    await app.user.click(screen.getByRole('button', { name: LL.ideas.categories.manage() }));
    await app.user.type(await screen.findByRole('textbox', { name: LL.ideas.categories.name() }), 'Decor');
    await app.user.click(screen.getByRole('button', { name: LL.ideas.categories.add() }));
    expect(screen.getAllByText('Decor').length).toBeGreaterThan(0);
    const request = await app.backend.refuse('POST /idea_categories/create', 500, 'generic_error');
    expect(request.body).toMatchObject({ name: 'Decor', wedding_id: 7 });
    await waitFor(() => expect(screen.queryByText('Decor')).toBeNull());
    expect(app.toasts()).toContain(LL.ideas.messages.unexpectedAddingCategory());
  });

  it('an image idea shows the chosen picture at once, its upload progress, then the stored thumbnail', async () => {
    const app = await openBoard();
    const uploads = new FakeUploads().install();
    URL.createObjectURL = () => 'blob:peony';
    await app.user.click(screen.getByRole('button', { name: LL.ideas.add() }));
    await app.user.click(screen.getByRole('radio', { name: LL.ideas.types.image() }));
    await app.user.type(screen.getByRole('textbox', { name: LL.ideas.form.titleLabel() }), 'Peonies');
    await app.user.upload(
      screen.getByLabelText(LL.ideas.form.image(), { selector: 'input[type=file]' }),
      new File(['png'], 'peony.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: LL.ideas.form.imagePreview() })).toHaveAttribute('src', 'blob:peony');
    await app.user.click(screen.getByRole('button', { name: LL.ideas.form.save() }));
    const upload = await uploads.next('/ideas/create');
    // The fields the server checks come before the file.
    expect(upload.fields).toEqual({ wedding_id: '7', title: 'Peonies', type: 'image', category_id: '' });
    expect([upload.files.image!.name, await upload.files.image!.text()]).toEqual(['peony.png', 'png']);
    upload.progress(3, 10);
    await waitFor(() => expect(within(card('Peonies')!).getByRole('status')).toHaveTextContent(LL.ideas.uploading({ percent: 30 })));
    upload.answer(200, { data: { id: 90, image: 'ideas/wedding-7/big.png', thumbnail: 'ideas/wedding-7/small.png', link: null } });
    await waitFor(() => expect(within(card('Peonies')!).queryByRole('status')).toBeNull());
    expect(card('Peonies')!.querySelector('img')).toHaveAttribute('src', '/api/storage/ideas/wedding-7/small.png');
  });

  it('a person who may only pin sees no add, edit or delete button', async () => {
    await openBoard(['PIN']);
    expect(screen.queryByRole('button', { name: LL.ideas.add() })).toBeNull();
    expect(screen.getByRole('button', { name: LL.ideas.card.pin({ title: vows.title }) })).toBeVisible();
    expect(screen.queryByRole('button', { name: LL.ideas.card.edit({ title: vows.title }) })).toBeNull();
    expect(screen.queryByRole('button', { name: LL.ideas.card.delete({ title: vows.title }) })).toBeNull();
  });
});

describe('the full-screen viewer', () => {
  it('a finger swiped sideways past 60 px goes to the next idea shown; a shorter one stays', async () => {
    const app = await openBoard();
    await app.user.click(screen.getByRole('button', { name: LL.ideas.card.view({ title: vows.title }) }));
    const viewer = await screen.findByRole('dialog', { name: vows.title });
    const swipe = (fromX: number, toX: number) =>
      app.user.pointer([
        { keys: '[TouchA>]', target: viewer, coords: { clientX: fromX, clientY: 400 } },
        { pointerName: 'TouchA', target: viewer, coords: { clientX: toX, clientY: 400 } },
        { keys: '[/TouchA]', target: viewer, coords: { clientX: toX, clientY: 400 } },
      ]);
    await swipe(300, 250);
    expect(screen.getByRole('dialog', { name: vows.title })).toBeVisible();
    // The viewable ideas shown, in board order: the pinned palette, then the vows (the link opens in a tab).
    await swipe(300, 200);
    expect(await screen.findByRole('dialog', { name: palette.title })).toBeVisible();
    await swipe(200, 300);
    expect(await screen.findByRole('dialog', { name: vows.title })).toBeVisible();
  });
});
