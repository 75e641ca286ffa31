import { assertEvent } from 'xstate';
import type { UploadedLayout } from '../../../contract/tables';
import type { MessageKey } from '../../shared/messages';
import { notifyFailureOr, successNotice } from '../../shared/notify';
import type { LayoutUpload, TablePageContext, TablePageEvent } from '../table-page-types';

/** What the page's two uploads share (the first layout, and a change of layout in the editor). */

export const uploadOf = ({ context, event }: { context: TablePageContext; event: TablePageEvent }): LayoutUpload => {
  assertEvent(event, 'layout.upload');
  return { weddingId: context.weddingId, file: event.file };
};

export type Uploaded = { event: { output: UploadedLayout } };
export const storeUploaded = { type: 'storeLayout', params: ({ event }: Uploaded) => event.output } as const;
export const uploadedNotice = (key: MessageKey) => ({ type: 'notify', params: successNotice(key) }) as const;
export const uploadFailed = notifyFailureOr('tables.messages.unexpectedUploading');
