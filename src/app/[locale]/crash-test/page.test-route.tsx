import { CrashAfterMount } from './crash-after-mount';

export const dynamic = 'force-dynamic';
export const metadata = { robots: { index: false, follow: false } };

/**
 * The crash fallback and its error report, for end-to-end tests: a route of the test build only
 * (build/page-extensions.ts); the production build has no such address.
 */
export default function CrashTestPage() {
  return <CrashAfterMount />;
}
