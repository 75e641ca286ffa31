import { api, noticeFailure } from './api';
import { toApiError } from './api-error';
import { forgetBootAnswers } from './boot-answers';
import { readJson } from './read-json';

/**
 * A multipart upload that reports its progress. `fetch` (and so ofetch, the app's client) has no
 * upload progress, XMLHttpRequest does: the same API base and credentials as every call, the
 * answer handed back as it came (status and JSON body) for the caller to read, since an
 * upload's refusals can carry more than a code (the import's row errors).
 */

export interface UploadAnswer {
  status: number;
  /** The JSON answer, or undefined when there was none or it was not JSON. */
  body: unknown;
}

export interface RunningUpload {
  /** Settles with the server's answer, whatever its status; fails with an `ApiError` when no answer came back. */
  answer: Promise<UploadAnswer>;
  /** Stops the upload; `answer` then fails with an `AbortError`. */
  abort: () => void;
}

export type UploadProgressListener = (loaded: number, total: number) => void;

export function uploadWithProgress(path: string, form: FormData, onProgress: UploadProgressListener): RunningUpload {
  forgetBootAnswers();
  const request = new XMLHttpRequest();
  const answer = new Promise<UploadAnswer>((resolve, reject) => {
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      const body = readJson(request.responseText);
      // An ended session signs out here as on every other call; the caller still gets the answer.
      if (request.status === 401) noticeFailure(request.status, body);
      resolve({ status: request.status, body });
    });
    request.addEventListener('error', () => reject(toApiError(0, undefined, 'default')));
    request.addEventListener('timeout', () => reject(toApiError(0, undefined, 'default')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
  });
  request.open('POST', api.url(path));
  request.withCredentials = true;
  request.send(form);
  return { answer, abort: () => request.abort() };
}
