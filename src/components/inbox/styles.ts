/** Shared class names of the inbox's plain forms and panels. */
export const panel = 'rounded-2xl border border-white/10 bg-surface p-5 md:p-6';
export const fieldLabel = 'block text-sm font-medium text-fg';
export const input =
  'mt-1.5 block w-full rounded-xl border border-white/15 bg-bg px-3.5 py-2.5 text-fg placeholder:text-muted/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
export const link =
  'text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
export const notice = 'rounded-xl border px-4 py-3 text-sm';
