import type { ReactNode } from 'react';

/** The look of the editor's small inputs and selects (toolbars and popovers have little room). */
export const compactInputClasses = 'rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand';

/** What is wrong with a field's value, said under it (the field points at it with `aria-describedby`). */
export interface FieldProblem {
  id: string;
  text: string;
}

/** A small labelled field: the label above its input or select, which it names; under it, what is wrong with it. */
export function CompactField({ label, className = '', problem, children }: { label: string; className?: string; problem?: FieldProblem; children: ReactNode }) {
  return (
    <div className={`flex flex-col ${className}`}>
      <label className="flex flex-col text-xs font-medium text-stone-600">
        {label}
        {children}
      </label>
      {problem && (
        <p id={problem.id} className="mt-1 max-w-56 text-xs text-red-700">
          {problem.text}
        </p>
      )}
    </div>
  );
}
