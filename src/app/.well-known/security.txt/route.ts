import { trustPage } from '@/content/trust';
import { locales } from '@/i18n/locales';
import { localizePathname } from '@/i18n/negotiate';
import { company } from '@/lib/company';
import { securityTxt } from '@/lib/security-txt';
import { env } from '@/server/env';

/** Written per request from this deployment's facts (SITE_URL, the security contact), never from the build's. */
export const dynamic = 'force-dynamic';

/** Researchers read English first; the trust centre's section on reports is the policy. */
const POLICY_LANGUAGE = 'en';

export function GET() {
  const origin = env().SITE_URL;
  const body = securityTxt({
    origin,
    contactEmail: company.securityEmail,
    languages: [POLICY_LANGUAGE, ...locales.filter((locale) => locale !== POLICY_LANGUAGE)],
    policyUrl: `${origin}${localizePathname(trustPage.path, POLICY_LANGUAGE)}#${trustPage.points.find((point) => point.key === 'vulnerabilities')!.id}`,
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
