/** One bar: its label, the value it is drawn to, and the value as the table writes it. */
export type Bar = { label: string; value: number; shown: string };

const WIDTH = 320;
const ROW = 34;
const VALUE_ROOM = 64;

/**
 * Horizontal bars drawn on the server: a label above each bar, the value at its end. 320 units
 * wide, so the words stay legible on a phone; the same data follows as a table.
 */
export function BarChart({ bars, label }: { bars: readonly Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`}
      className="h-auto w-full max-w-xl text-accent"
      data-insight-svg="bar"
    >
      {bars.map((bar, index) => {
        const y = index * ROW;
        const length = Math.max(bar.value > 0 ? 2 : 0, (bar.value / max) * (WIDTH - VALUE_ROOM));
        return (
          <g key={`${bar.label}-${index}`}>
            <text x={0} y={y + 12} className="fill-fg text-[11px]">
              {bar.label.length > 48 ? `${bar.label.slice(0, 47)}…` : bar.label}
            </text>
            <rect x={0} y={y + 17} width={length} height={10} rx={3} fill="currentColor" />
            <text x={length + 6} y={y + 26} className="fill-muted text-[11px]">
              {bar.shown}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
