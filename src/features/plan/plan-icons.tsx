import { common, type IconProps } from '../../components/icons';

/** Icons of the plan's controls (decorative: the controls carry the accessible names). */
export function GripIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M9 5.5v.01M9 12v.01M9 18.5v.01M15 5.5v.01M15 12v.01M15 18.5v.01" strokeWidth={3} />
    </svg>
  );
}

export function DownloadIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14" />
    </svg>
  );
}

export function UploadIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5M5 19.5h14" />
    </svg>
  );
}

export function MapPinIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0113 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </svg>
  );
}

export function FileIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M14 3.5H7.5a2 2 0 00-2 2v13a2 2 0 002 2h9a2 2 0 002-2V8L14 3.5zM14 3.5V8h4.5" />
    </svg>
  );
}

export function SlidersIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="17" r="2" />
    </svg>
  );
}
