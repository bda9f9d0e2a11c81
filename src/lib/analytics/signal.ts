import { ANALYTICS_SIGNAL_EVENT, type AnalyticsForm } from './vocabulary';

export type AnalyticsSignal =
  | { type: 'form_started' | 'form_submitted'; form: AnalyticsForm }
  | { type: 'form_rejected'; form: AnalyticsForm; fields: string[] }
  | { type: 'calculator_used' };

/**
 * Tells the analytics beacon what a component saw. Without "Analyse" consent the beacon is not
 * loaded and nobody listens, so nothing leaves the page.
 */
export function signalAnalytics(signal: AnalyticsSignal): void {
  window.dispatchEvent(new CustomEvent(ANALYTICS_SIGNAL_EVENT, { detail: signal }));
}
