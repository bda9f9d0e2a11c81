import { notFound } from 'next/navigation';
import { CrashAfterMount } from '@/components/testing/crash-after-mount';

export const dynamic = 'force-dynamic';
export const metadata = { robots: { index: false, follow: false } };

/**
 * The crash fallback and its error report, reachable for end-to-end tests only: without
 * ENABLE_CRASH_TEST=1 (set by playwright.config.ts) this path is an ordinary 404.
 */
export default function CrashTestPage() {
  if (process.env.ENABLE_CRASH_TEST !== '1') notFound();
  return <CrashAfterMount />;
}
