import { getTranslations } from 'next-intl/server';
import { company } from '@/lib/company';
import { NewsletterForm } from './newsletter-form';

/** The sign-up with its consent wording formatted on the server (the wording of NEWSLETTER_CONSENT_VERSION). */
export async function NewsletterSignup() {
  const t = await getTranslations('common.newsletter');
  return <NewsletterForm consentLabel={t('consent', { company: company.brand })} />;
}
