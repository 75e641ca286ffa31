import type { ReactNode } from 'react';

/** The look of the editor's small inputs and selects (toolbars and popovers have little room). */
export const compactInputClasses = 'rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand';

/** A small labelled field: the label above its input or select, which it names. */
export function CompactField({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <label className={`flex flex-col text-xs font-medium text-stone-600 ${className}`}>
      {label}
      {children}
    </label>
  );
}
