import { cloneElement, isValidElement, type MouseEvent, type ReactElement } from 'react';
import { deferred } from './deferred';
import type { ModalProps } from './modal-radix';

export type { ModalProps } from './modal-radix';

/**
 * A dialog (modal-radix.tsx), drawn once its code has arrived (deferred.tsx). Until then a dialog
 * with its own `trigger` shows that button, which opens the dialog as soon as it can.
 */
export const Modal = deferred<ModalProps>(
  () => import('./modal-radix').then((module) => module.RadixModal),
  ({ trigger, onActivate }) =>
    isValidElement(trigger) ? cloneElement(trigger as ReactElement<{ onClick?: (event: MouseEvent) => void }>, { onClick: onActivate }) : null,
  ({ open }) => open === true,
);
