import { memo } from 'react';

interface SectionIndexProps {
  /** The accessible name of the navigation (e.g. "Sections", "Timeline"). */
  label: string;
  items: ReadonlyArray<{ targetId: string; label: string; hint?: string }>;
  /** Pixels kept above the section once scrolled to (the sticky navbar and some air). */
  offset: number;
  smooth?: boolean;
}

/**
 * Links that scroll the page to a section of a long list: a row of chips on narrow screens,
 * a column beside the list on wide ones (the parent places it).
 */
export const SectionIndex = memo(function SectionIndex({ label, items, offset, smooth = false }: SectionIndexProps) {
  const scrollTo = (targetId: string) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - offset, behavior: smooth && !reduceMotion ? 'smooth' : 'auto' });
    target.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={label}>
      <p className="mb-2 hidden text-xs font-semibold tracking-wide text-caption uppercase lg:block">{label}</p>
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0">
        {items.map((item) => (
          <li key={item.targetId} className="shrink-0">
            <button
              type="button"
              onClick={() => scrollTo(item.targetId)}
              className={[
                'flex w-full cursor-pointer items-center justify-between gap-3 rounded-full bg-white px-3.5 py-1.5 text-left text-sm text-stone-700 ring-1 ring-stone-200',
                'hover:bg-brand-light hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand',
                'lg:rounded-lg lg:bg-transparent lg:px-3 lg:ring-0',
              ].join(' ')}
            >
              <span className="whitespace-nowrap lg:truncate lg:whitespace-normal">{item.label}</span>
              {item.hint && <span className="text-xs text-caption tabular-nums">{item.hint}</span>}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
