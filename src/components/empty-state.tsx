import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  message?: string;
  icon?: ReactNode;
  /** A call to action (e.g. the create button). */
  action?: ReactNode;
}

/** What a list shows when it has nothing to list. */
export function EmptyState({ title, message, icon, action }: EmptyStateProps) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      {icon && <div className="mx-auto mb-4 grid size-12 place-items-center rounded-full bg-brand-light text-brand">{icon}</div>}
      <p className="font-display text-lg font-semibold text-brand-dark">{title}</p>
      {message && <p className="mx-auto mt-2 max-w-md text-sm text-stone-600">{message}</p>}
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}
