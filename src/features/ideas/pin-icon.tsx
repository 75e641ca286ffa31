/** A pushpin, filled when the idea is pinned. */
export function PinIcon({ filled, className = 'size-4' }: { filled: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path strokeLinejoin="round" d="M9 3h6l-1 5 4 4v2h-5v6l-1 1-1-1v-6H6v-2l4-4-1-5Z" />
    </svg>
  );
}
