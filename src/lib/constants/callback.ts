/** The promise of the callback form: our AI voice agent calls within this many minutes of the time it may call. */
export const CALLBACK_WITHIN_MINUTES = 15;
