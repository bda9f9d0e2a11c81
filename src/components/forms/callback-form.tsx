'use client';

import { CheckCircle2, PhoneCall } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useFormSubmission } from '@/lib/use-form-submission';
import { FormField } from './form-field';

/** Spec §8: the failure text is shown in the error colour when it reads as an error. */
const looksLikeError = (text: string) => /Fehler|Error|Σφάλμα/i.test(text);

/**
 * The free callback form (spec §3, §4, §8): phone and optional website. On success the
 * fields are cleared and a success message appears; after a failure the form stays usable.
 */
export function CallbackForm() {
  const t = useTranslations('common.callbackForm');
  const locale = useLocale();
  const id = useId();
  const { status, errors, onSubmit, prepare } = useFormSubmission({
    loadSchema: () => import('@/lib/schemas/callback').then((module) => module.callbackRequestSchema),
    endpoint: '/api/callback-automation',
    collect: (form) => {
      const data = new FormData(form);
      return { phone: String(data.get('phone') ?? ''), website: String(data.get('website') ?? ''), language: locale };
    },
    onSuccess: (form) => form.reset(),
  });
  const failure = t('failure');

  return (
    <form
      onSubmit={onSubmit}
      onFocus={prepare}
      noValidate
      data-callback-form
      data-status={status}
      className="grid gap-4"
      aria-describedby={`${id}-note`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          label={t('phoneLabel')}
          placeholder={t('phonePlaceholder')}
          error={errors.phone ? t(`errors.${errors.phone}`) : undefined}
        />
        <FormField
          id={`${id}-website`}
          name="website"
          type="url"
          autoComplete="url"
          inputMode="url"
          label={t('websiteLabel')}
          placeholder={t('websitePlaceholder')}
          error={errors.website ? t(`errors.${errors.website}`) : undefined}
        />
      </div>
      <Button type="submit" size="lg" disabled={status === 'submitting'} className="w-full sm:w-auto sm:justify-self-start">
        <PhoneCall aria-hidden="true" />
        {status === 'submitting' ? t('submitting') : t('submit')}
      </Button>
      <p id={`${id}-note`} className="text-xs text-muted">
        {t('privacyNote')}
      </p>
      <div aria-live="polite" role="status">
        {status === 'success' ? (
          <p
            className="flex items-start gap-2 rounded-xl border border-success/30 bg-success/10 p-3 text-sm text-success"
            data-callback-success
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('success')}
          </p>
        ) : null}
        {status === 'error' ? (
          <p
            className={`rounded-xl border p-3 text-sm ${looksLikeError(failure) ? 'border-danger/40 bg-danger/10 text-danger' : 'border-white/15'}`}
            data-callback-error
          >
            {failure}
          </p>
        ) : null}
      </div>
    </form>
  );
}
