import { common, type IconProps } from './icons';

/** Icons of row and form actions (decorative: the controls carry the accessible names). */
export function EditIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M4 20h4L19 9a2.8 2.8 0 00-4-4L4 16v4zM13.5 6.5l4 4" />
    </svg>
  );
}

export function TrashIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
    </svg>
  );
}

export function MailIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="M4 7l8 6 8-6" />
    </svg>
  );
}

export function PlusIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

export function MinusIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M5 12h14" />
    </svg>
  );
}

export function HistoryIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M3.5 12a8.5 8.5 0 102.5-6L3.5 8.5M3.5 4v4.5H8M12 7.5V12l3 2" />
    </svg>
  );
}

export function BlockIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M6 6l12 12" />
    </svg>
  );
}
