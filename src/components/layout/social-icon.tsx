import type { SVGProps } from 'react';

/** Brand glyphs (lucide ships no brand logos); simple single-path marks. */
const paths = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6v6.45h-4v-5.7c0-1.36-.03-3.1-1.9-3.1-1.9 0-2.18 1.47-2.18 3v5.8H9.5v-11Z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 3c-2.44 0-2.75.01-3.71.05C5.07 3.2 3.2 5.06 3.05 8.29 3.01 9.25 3 9.56 3 12s.01 2.75.05 3.71c.15 3.22 2.02 5.09 5.24 5.24.96.04 1.27.05 3.71.05s2.75-.01 3.71-.05c3.22-.15 5.09-2.02 5.24-5.24.04-.96.05-1.27.05-3.71s-.01-2.75-.05-3.71C20.8 5.07 18.94 3.2 15.71 3.05 14.75 3.01 14.44 3 12 3Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.77-1.77C18.27 5 12 5 12 5s-6.27 0-7.83.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.77 1.77C5.73 19 12 19 12 19s6.27 0 7.83-.43a2.5 2.5 0 0 0 1.77-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  x: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.7H5.58l11.09 14.5Z',
} as const;

export type SocialId = keyof typeof paths;

export function SocialIcon({ id, ...props }: { id: SocialId } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d={paths[id]} />
    </svg>
  );
}
