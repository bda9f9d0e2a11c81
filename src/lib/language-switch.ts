/** Fired on window on the page a language switch arrived at (src/lib/first-touch/controls.ts). */
export const LANGUAGE_CHANGED_EVENT = 'languageChanged';

/** sessionStorage key of a switch on its way: the language, and the scroll position and hash to restore on the new page. */
export const LANGUAGE_SWITCH_KEY = 'language-switch';
