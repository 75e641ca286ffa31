/** Round tables of the example plan: centre and radius. */
const roundTables = [
  [70, 70],
  [150, 70],
  [230, 70],
  [70, 150],
  [150, 150],
  [230, 150],
] as const;

/**
 * The example floor plan shown to whoever waits for the planner's upload: a room with a dance
 * floor, round tables and the couple's long table, drawn here (no third-party picture).
 */
export function ExampleFloorPlan({ className, label, decorative = false }: { className?: string; label?: string; decorative?: boolean }) {
  return (
    <svg
      viewBox="0 0 300 240"
      className={className}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    >
      <rect x="4" y="4" width="292" height="232" rx="8" fill="#fafaf9" stroke="#78716c" strokeWidth="3" />
      <rect x="110" y="190" width="80" height="30" rx="4" fill="#e7e5e4" stroke="#a8a29e" />
      <rect x="90" y="12" width="120" height="20" rx="4" fill="#f5f5f4" stroke="#57534e" strokeWidth="2" />
      {roundTables.map(([cx, cy]) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy + 20} r="18" fill="#f5f5f4" stroke="#57534e" strokeWidth="2" />
          {Array.from({ length: 8 }, (_, seat) => {
            const angle = (seat * Math.PI) / 4;
            return <circle key={seat} cx={cx + Math.cos(angle) * 25} cy={cy + 20 + Math.sin(angle) * 25} r="3.5" fill="#fff" stroke="#78716c" />;
          })}
        </g>
      ))}
    </svg>
  );
}
