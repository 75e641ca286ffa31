import type { ReactNode, Ref } from 'react';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons on the right (create, export…). */
  actions?: ReactNode;
  /** Given when the page moves focus to its heading (src/lib/focus.ts). */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function PageHeader({ title, description, actions, headingRef }: PageHeaderProps) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-stone-200 pb-6">
      <div className="max-w-2xl">
        <h1
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="font-display text-3xl font-semibold tracking-tight text-brand-dark focus:outline-none"
        >
          {title}
        </h1>
        {description && <p className="mt-2 text-stone-600">{description}</p>}
      </div>
      {actions && <div className="flex gap-2">{actions}</div>}
    </header>
  );
}
