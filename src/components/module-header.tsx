import type { ReactNode } from 'react';

interface ModuleHeaderProps {
  title: string;
  description?: string;
  /** Buttons on the right (export, edit…). */
  actions?: ReactNode;
}

/**
 * The header of a wedding module (plan, checklist…) under the wedding's own title: a second-level
 * heading, laid out like the page header.
 */
export function ModuleHeader({ title, description, actions }: ModuleHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-2xl">
        <h2 className="font-display text-2xl font-semibold tracking-tight text-brand-dark">{title}</h2>
        {description && <p className="mt-1 text-stone-600">{description}</p>}
      </div>
      {actions && <div className="flex gap-2">{actions}</div>}
    </header>
  );
}
