import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/page-metadata';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { TrustPage } from '@/components/trust/trust-page';
import { trustPage } from '@/content/trust';
import { localeOrDefault } from '@/i18n/locales';
import { MAX_FAILED_SIGN_INS, LOCK_MS } from '@/lib/constants/sign-in';
import { subProcessors } from '@/lib/sub-processors';
import { rendersPlaceholders, trustCentrePlaceholders } from '@/server/deployment/values';
import { env } from '@/server/env';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@/server/staff/sessions';
import { trustCentreValues } from '@/server/trust/trust-centre-values';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export async function generateMetadata({ params }: PageProps<'/[locale]/sicherheit'>) {
  return pageMetadata(localeOrDefault((await params).locale), trustPage.namespace, trustPage.path);
}

/**
 * Prerendered like every page: the sub-processors and whether a language model words the chat's answers are
 * this deployment's, so the build renders placeholders the server fills in (decision 046); `next dev`
 * renders the values of its own environment.
 */
export default async function Page({ params }: PageProps<'/[locale]/sicherheit'>) {
  const locale = localeOrDefault((await params).locale);
  setRequestLocale(locale);
  const deployment = rendersPlaceholders(env().SITE_URL)
    ? trustCentrePlaceholders(locale)
    : await trustCentreValues(subProcessors(), env().CHAT_LLM_BASE_URL !== undefined, locale);
  return (
    <>
      <PageStructuredData path={trustPage.path} siteUrl={env().SITE_URL} />
      <TrustPage
        subProcessors={deployment.subProcessors}
        staffAccess={{
          failedSignIns: MAX_FAILED_SIGN_INS,
          lockMinutes: LOCK_MS / MINUTE_MS,
          idleHours: SESSION_IDLE_MS / HOUR_MS,
          maxHours: SESSION_MAX_MS / HOUR_MS,
        }}
        chatModel={deployment.chatModel}
      />
    </>
  );
}
