import { FIRST_TOUCH_SCRIPT } from './first-touch/first-touch';
import { SERVICE_WORKER_REGISTRATION } from './service-worker';

/**
 * The ids of the inline scripts our own root layout writes. The build reads their text from its
 * prerendered pages and records their hashes (src/server/deployment/build-check.ts): the text of a
 * script made from a function depends on how the bundle that renders it was minified, so a page
 * rendered per request allows exactly what that bundle wrote (src/server/http/page-csp.ts).
 */
export const OWN_SCRIPT_IDS = {
  firstTouch: 'first-touch',
  serviceWorker: 'service-worker-registration',
} as const;

/** The same scripts as this bundle writes them: what a development server, which has no build record, allows. */
export const OWN_INLINE_SCRIPTS = [FIRST_TOUCH_SCRIPT, SERVICE_WORKER_REGISTRATION] as const;
