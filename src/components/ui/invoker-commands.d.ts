import 'react';

// HTML's invoker commands, which React's types do not list yet: a button that opens or closes a dialog or a
// popover by its id, without a script (the menu, src/components/layout/site-menu.tsx).
declare module 'react' {
  // The type parameter is React's own, which a declaration that merges with it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button's command acts on. */
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
