import { getLocale, getTranslations } from 'next-intl/server';
import { footerGroups } from '@/content/navigation';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { company, COPYRIGHT_YEAR } from '@/lib/company';
import { NewsletterSignup } from '@/components/forms/newsletter-signup';
import { CookieSettingsButton } from './cookie-settings-button';
import { Logo } from './logo';

/**
 * The footer: four groups, the newsletter sign-up, copyright with company and location. No social links until the
 * company's accounts exist: an icon leading nowhere costs more trust than none.
 */
export async function SiteFooter() {
  const t = await getTranslations('common');
  const locale = (await getLocale()) as Locale;
  return (
    <footer data-site-footer className="site-footer relative z-30 border-t border-white/10 bg-bg">
      <div className="footer-links mx-auto grid max-w-[1200px] gap-10 px-5 py-14 md:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted">{t('footer.tagline')}</p>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`} className="mb-3 text-sm font-semibold">
              {t(group.labelKey)}
            </h2>
            <ul className="space-y-2 text-sm">
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="text-muted underline-offset-4 hover:text-fg hover:underline">
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
              {group.id === 'legal' ? (
                <li>
                  <CookieSettingsButton label={t('footer.cookieSettings')} />
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <section aria-labelledby="footer-newsletter" data-footer-newsletter className="border-t border-white/10">
        <div className="mx-auto grid max-w-[1200px] gap-6 px-5 py-10 md:grid-cols-[1fr_1.2fr] md:gap-10">
          <div className="space-y-2">
            <h2 id="footer-newsletter" className="text-sm font-semibold">
              {t('newsletter.title')}
            </h2>
            <p className="max-w-md text-sm text-muted">{t('newsletter.text')}</p>
          </div>
          <NewsletterSignup />
        </div>
      </section>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-[1200px] py-6 ps-5 pe-24 text-xs text-muted">
          {t('footer.copyright', { year: String(COPYRIGHT_YEAR), company: company.legalName, location: company.location[locale] })}
        </p>
      </div>
    </footer>
  );
}
