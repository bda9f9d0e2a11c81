import type { CSSProperties, ReactNode } from 'react';
import { TOOLTIP } from '@/lib/constants/interaction';

/**
 * The visible label of an icon control, shown after the hover delay when the pointer rests on the control
 * or keyboard focus reaches it, and hidden when they leave. It needs no script and ships none to the page.
 * The control's accessible name already says the same, so screen readers skip the tooltip. Drawn by
 * `.tooltip` in src/styles/overlays.css with the delay of lib/constants/interaction.ts.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <span className="tooltip-anchor" style={{ '--tooltip-delay': `${TOOLTIP.delayMs}ms` } as CSSProperties}>
      {children}
      <span aria-hidden="true" className="tooltip" data-tooltip>
        {content}
      </span>
    </span>
  );
}
