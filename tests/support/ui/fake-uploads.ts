import { vi } from 'vitest';

/**
 * Uploads as a rendered page meets them: `XMLHttpRequest` replaced by one that records each
 * upload and lets the test report its progress and answer it (or fail it) when it says so, the
 * way `FakeBackend` holds `fetch` requests. Everything above it is the app's own code: the upload
 * helper (src/lib/upload.ts), the feature's call, the machine and the components.
 */

export interface RecordedUpload {
  method: string;
  /** The path below the API base, e.g. `/guests/import_validate`. */
  path: string;
  withCredentials: boolean;
  /** The form's text fields. */
  fields: Record<string, string>;
  /** The form's files, by field name: their names and contents. */
  files: Record<string, { name: string; text: () => Promise<string> }>;
  aborted: boolean;
  /** Answered or failed by the test. */
  settled: boolean;
}

/** One upload on its way: what was sent, and the test's hand on what happens next. */
export interface HeldUpload extends RecordedUpload {
  progress: (loaded: number, total: number) => void;
  answer: (status: number, body: unknown) => void;
  /** No answer at all (the network failed). */
  fail: () => void;
}

const apiBase = '/api';

type Listener = (event: Event) => void;

/** jsdom's files have no `text()`; its FileReader reads them (Node's files have `text()` and no FileReader). */
function textOf(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

class Listeners {
  private readonly byType = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.byType.set(type, [...(this.byType.get(type) ?? []), listener]);
  }
  dispatch(type: string, fields: Record<string, unknown> = {}) {
    const event = Object.assign(new Event(type), fields);
    for (const listener of this.byType.get(type) ?? []) listener(event);
  }
}

export class FakeUploads {
  /** Every upload sent, answered or not, in order. */
  readonly uploads: HeldUpload[] = [];

  /** Replaces `XMLHttpRequest` until the test ends (vitest restores globals between tests). */
  install(): this {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the class below records into this fake
    const fake = this;
    class FakeXhr extends Listeners {
      readonly upload = new Listeners();
      withCredentials = false;
      status = 0;
      responseText = '';
      private method = '';
      private url = '';
      private held: HeldUpload | null = null;

      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }

      send(body: FormData) {
        const path = new URL(this.url, 'http://localhost').pathname;
        const fields: RecordedUpload['fields'] = {};
        const files: RecordedUpload['files'] = {};
        for (const [name, value] of body.entries()) {
          if (typeof value === 'string') fields[name] = value;
          else files[name] = { name: value.name, text: () => textOf(value) };
        }
        const settle = (status: number, text: string, type: string) => {
          if (!this.held || this.held.aborted) return;
          this.held.settled = true;
          this.status = status;
          this.responseText = text;
          this.dispatch(type);
        };
        this.held = {
          method: this.method,
          path: path.startsWith(apiBase) ? path.slice(apiBase.length) : path,
          withCredentials: this.withCredentials,
          fields,
          files,
          aborted: false,
          settled: false,
          progress: (loaded, total) => this.upload.dispatch('progress', { lengthComputable: true, loaded, total }),
          answer: (status, answerBody) => settle(status, answerBody === undefined ? '' : JSON.stringify(answerBody), 'load'),
          fail: () => settle(0, '', 'error'),
        };
        fake.uploads.push(this.held);
      }

      abort() {
        if (!this.held || this.held.aborted) return;
        this.held.aborted = true;
        this.dispatch('abort');
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return this;
  }

  /** The latest upload to `path` still on its way (not answered, not aborted), once it has been sent. */
  async next(path: string, timeoutMs = 2000): Promise<HeldUpload> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const upload = this.uploads.findLast((candidate) => candidate.path === path && !candidate.aborted && !candidate.settled);
      if (upload) return upload;
      if (Date.now() > deadline) throw new Error(`no upload to ${path} was sent`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}
