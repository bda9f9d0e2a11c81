/** The hidden form field every state-changing inbox form carries (server/staff/csrf.ts checks it). */
export const CSRF_FIELD = 'csrf';
