import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from '../../src/lib/api';
import { ApiError } from '../../src/lib/api-error';
import { uploadWithProgress } from '../../src/lib/upload';
import { FakeUploads } from '../support/ui/fake-uploads';

afterEach(() => vi.unstubAllGlobals());

function form() {
  const data = new FormData();
  data.append('wedding_id', '3');
  data.append('file', new Blob(['Name\nAna']), 'guests.csv');
  return data;
}

describe('upload with progress', () => {
  it('posts the form to the API with credentials, reports its progress and hands back any answer as it came', async () => {
    const uploads = new FakeUploads().install();
    const progress: Array<[number, number]> = [];
    const running = uploadWithProgress('/guests/import_validate', form(), (loaded, total) => progress.push([loaded, total]));
    const sent = await uploads.next('/guests/import_validate');
    expect(sent).toMatchObject({ method: 'POST', withCredentials: true, fields: { wedding_id: '3' } });
    expect(sent.files.file!.name).toBe('guests.csv');
    expect(await sent.files.file!.text()).toBe('Name\nAna');
    sent.progress(10, 40);
    sent.progress(40, 40);
    sent.answer(422, { error: { code: 'no_name_column' } });
    expect(await running.answer).toEqual({ status: 422, body: { error: { code: 'no_name_column' } } });
    expect(progress).toEqual([
      [10, 40],
      [40, 40],
    ]);
  });

  it('an answer that is not JSON has no body', async () => {
    const uploads = new FakeUploads().install();
    const running = uploadWithProgress('/guests/import_validate', form(), () => {});
    (await uploads.next('/guests/import_validate')).answer(502, undefined);
    expect(await running.answer).toEqual({ status: 502, body: undefined });
  });

  it('fails with the no-answer error when the network fails, and with an AbortError once aborted', async () => {
    const uploads = new FakeUploads().install();
    const failing = uploadWithProgress('/guests/import_validate', form(), () => {});
    (await uploads.next('/guests/import_validate')).fail();
    const failure = await failing.answer.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, code: 'generic_error' });

    const aborted = uploadWithProgress('/guests/import_validate', form(), () => {});
    const sent = await uploads.next('/guests/import_validate');
    aborted.abort();
    await expect(aborted.answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent.aborted).toBe(true);
  });

  it('a 401 signs the person out at once, as every other call does, and still hands back the answer', async () => {
    const uploads = new FakeUploads().install();
    const signedOut: string[] = [];
    const stopListening = onSessionExpired((code) => signedOut.push(code));
    const running = uploadWithProgress('/guests/import_validate', form(), () => {});
    (await uploads.next('/guests/import_validate')).answer(401, { error: { code: 'auth_unauthorized' } });
    expect(await running.answer).toMatchObject({ status: 401 });
    stopListening();
    expect(signedOut).toHaveLength(1);
  });
});
