import { useSelector } from '@xstate/store-react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { NotificationKind } from '../../../machines/shared/messages';
import { notificationsStore, type Notification } from '../../../machines/shared/notifications.store';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../../components/icons';
import { useTranslateMessage } from '../../lib/i18n';

const kindStyles: Record<NotificationKind, string> = {
  error: 'bg-red-600 text-white shadow-red-900/20',
  // emerald-700: white on it reads 5.5:1 (emerald-600 was 3.8:1, below WCAG AA).
  success: 'bg-emerald-700 text-white shadow-emerald-900/20',
  info: 'bg-stone-800 text-white shadow-stone-900/20',
};

const kindIcons: Record<NotificationKind, typeof InfoIcon> = {
  error: AlertCircleIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
};

/**
 * The toasts, at the bottom of the screen (across it on phones, at the right from 601 px), where
 * they cover no title, header button or badge; each fades out over 1 s once the store marks it
 * `hiding`. At most three show (the store's cap), newest at the bottom.
 */
export function NotificationToasts() {
  const { LL } = useI18nContext();
  const items = useSelector(notificationsStore, (snapshot) => snapshot.context.items);
  return (
    <section
      aria-label={LL.notifications.region()}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 min-[601px]:left-auto min-[601px]:w-96"
    >
      {items.map((item) => (
        <Toast key={item.id} item={item} closeLabel={LL.notifications.close()} />
      ))}
    </section>
  );
}

function Toast({ item, closeLabel }: { item: Notification; closeLabel: string }) {
  const translate = useTranslateMessage();
  const Icon = kindIcons[item.kind];
  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      data-kind={item.kind}
      className={[
        'pointer-events-auto flex items-start gap-3 rounded-xl px-4 py-3 text-sm shadow-lg transition-opacity duration-1000',
        kindStyles[item.kind],
        item.hiding ? 'opacity-0' : 'opacity-100',
      ].join(' ')}
    >
      <Icon className="mt-px size-5 shrink-0" />
      <p className="flex-1 leading-snug">{translate(item.message)}</p>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => notificationsStore.trigger.dismiss({ id: item.id })}
        className="-m-1 cursor-pointer rounded p-1 text-white/80 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
