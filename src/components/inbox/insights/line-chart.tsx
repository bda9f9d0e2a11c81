/** One line of a chart over days: its name (the legend), its values in day order and its colour class. */
export type Line = { name: string; values: readonly number[]; colour: 'text-accent' | 'text-accent-2' };

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

/** Values per day as lines drawn on the server, with the first and last day and the highest value marked. */
export function LineChart({
  days,
  lines,
  label,
  dayLabel,
}: {
  days: readonly string[];
  lines: readonly Line[];
  label: string;
  dayLabel: (day: string) => string;
}) {
  const max = Math.max(1, ...lines.flatMap((line) => line.values));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (days.length > 1 ? (index / (days.length - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  return (
    <figure className="max-w-3xl">
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" data-insight-svg="line">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="stroke-white/20" />
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max)} y2={y(max)} className="stroke-white/10" strokeDasharray="4 4" />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" className="fill-muted text-[12px]">
          {max}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" className="fill-muted text-[12px]">
          0
        </text>
        {days.length ? (
          <>
            <text x={x(0)} y={HEIGHT - 8} className="fill-muted text-[12px]">
              {dayLabel(days[0]!)}
            </text>
            <text x={x(days.length - 1)} y={HEIGHT - 8} textAnchor="end" className="fill-muted text-[12px]">
              {dayLabel(days[days.length - 1]!)}
            </text>
          </>
        ) : null}
        {lines.map((line) => (
          <g key={line.name} className={line.colour}>
            <polyline
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
              strokeLinejoin="round"
              points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
            />
            {line.values.length <= 31
              ? line.values.map((value, index) => <circle key={index} cx={x(index)} cy={y(value)} r={3} fill="currentColor" />)
              : null}
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-muted">
        {lines.map((line) => (
          <span key={line.name} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block h-1 w-5 rounded bg-current ${line.colour}`} />
            {line.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
