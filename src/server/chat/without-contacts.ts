import { scrubPersonalData } from '../log-safety';

/** Numbers typed with separators ("0176 123 45 67"): six digits or more are read as a phone number. */
const SPACED_NUMBER = /\+?\d[\d\s()./-]{4,}\d/g;

/** The text with e-mail addresses and phone-like numbers (also those typed with separators) replaced. */
export function withoutContactDetails(text: string): string {
  return scrubPersonalData(text).replace(SPACED_NUMBER, (run) => (run.replace(/\D/g, '').length >= 6 ? '[number]' : run));
}
