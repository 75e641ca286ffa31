/** Small line icons (decorative: the controls carry the accessible names). */
export interface IconProps {
  className?: string;
}

/** The SVG attributes every line icon of the app shares. */
export const common = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
} as const;

export function CloseIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function MenuIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function ChevronDownIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function RingsIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <circle cx="9" cy="14" r="5.5" />
      <circle cx="15" cy="14" r="5.5" />
      <path d="M12 3.5l1.5 1.8L12 7l-1.5-1.7z" />
    </svg>
  );
}

export function UsersIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
      <path d="M16 4.8a3.5 3.5 0 010 6.4M18.5 14.8c1.7.8 2.7 2.6 3 5.2" />
    </svg>
  );
}

export function ChecklistIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M4 6.5l1.5 1.5L8.5 5M4 12.5l1.5 1.5 3-3M4 18.5L5.5 20l3-3M11.5 6.5H20M11.5 12.5H20M11.5 18.5H20" />
    </svg>
  );
}

export function PlanIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <rect x="4" y="3.5" width="16" height="17" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </svg>
  );
}

export function CreditsIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <ellipse cx="12" cy="7" rx="7" ry="3" />
      <path d="M5 7v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
    </svg>
  );
}

export function CheckCircleIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </svg>
  );
}

export function AlertCircleIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}

export function InfoIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" />
    </svg>
  );
}

export function LogoutIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M14 4h4a2 2 0 012 2v12a2 2 0 01-2 2h-4M10 16l-4-4 4-4M6 12h10" />
    </svg>
  );
}
