/** Characters no deployment value may hold: the prebuilt pages carry values in HTML, JSON and JavaScript at once. */
export const UNCARRIABLE = /["<>\\`$\u0000-\u001F\u007F]/;
