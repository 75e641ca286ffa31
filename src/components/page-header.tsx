import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons on the right (create, export…). */
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-stone-200 pb-6">
      <div className="max-w-2xl">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-brand-dark">{title}</h1>
        {description && <p className="mt-2 text-stone-600">{description}</p>}
      </div>
      {actions && <div className="flex gap-2">{actions}</div>}
    </header>
  );
}
