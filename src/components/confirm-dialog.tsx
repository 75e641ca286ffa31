import type { ConfirmDialogProps } from './confirm-dialog-radix';
import { deferred } from './deferred';

/** A question that must be answered before going on (confirm-dialog-radix.tsx), drawn once its code has arrived (deferred.tsx). */
export const ConfirmDialog = deferred<ConfirmDialogProps>(
  () => import('./confirm-dialog-radix').then((module) => module.RadixConfirmDialog),
  () => null,
  ({ open }) => open,
);
