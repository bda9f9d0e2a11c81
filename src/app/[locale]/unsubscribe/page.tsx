import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormMessages } from '@/components/forms/form-messages';
import { UnsubscribeForm } from '@/components/forms/unsubscribe-form';
import { NarrowPage } from '@/components/layout/narrow-page';
import { PageClosingCta } from '@/components/layout/page-closing-cta';
import { localeOrDefault } from '@/i18n/locales';

export async function generateMetadata({ params }: PageProps<'/[locale]/unsubscribe'>) {
  const t = await getTranslations({ locale: localeOrDefault((await params).locale), namespace: 'forms.unsubscribe' });
  return { title: t('title'), description: t('description') };
}

/** /unsubscribe: email field, submit button, link back to the start page. */
export default async function UnsubscribePage({ params }: PageProps<'/[locale]/unsubscribe'>) {
  setRequestLocale(localeOrDefault((await params).locale));
  const t = await getTranslations('forms.unsubscribe');
  return (
    <NarrowPage backHome={t('backHome')} after={<PageClosingCta />}>
      <div className="glass grid gap-6 rounded-3xl p-6 md:p-10">
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('title')}</h1>
          <p className="text-muted">{t('description')}</p>
        </div>
        <FormMessages>
          <UnsubscribeForm />
        </FormMessages>
      </div>
    </NarrowPage>
  );
}
