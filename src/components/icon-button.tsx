import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (also the tooltip). */
  label: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
  ref?: Ref<HTMLButtonElement>;
}

/** A small square button showing only an icon, for actions on list rows. */
export function IconButton({ label, children, tone = 'default', className = '', type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[
        'inline-grid size-9 shrink-0 cursor-pointer place-items-center rounded-lg text-caption transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40',
        tone === 'danger' ? 'hover:bg-red-50 hover:text-red-700' : 'hover:bg-brand-light hover:text-brand-dark',
        className,
      ].join(' ')}
      {...rest}
    >
      {children}
    </button>
  );
}
