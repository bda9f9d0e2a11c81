import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { company } from '@/lib/company';
import { LOCK_MS, SIGN_IN_IP_LIMIT } from '@/lib/constants/sign-in';
import { TextField } from './fields';
import { StaffArea } from './staff-area';
import { notice, panel } from './styles';

const errorKeys = ['invalid', 'locked', 'too_many_attempts', 'missing', 'busy'] as const;
type SignInError = (typeof errorKeys)[number];

/** The staff sign-in form: a plain POST, so it works without JavaScript and keeps the password out of any script. */
export async function LoginForm({ locale, error, next, signedOut }: { locale: Locale; error?: string; next?: string; signedOut: boolean }) {
  const t = await getTranslations('staff.login');
  const problem = errorKeys.find((key) => key === error) as SignInError | undefined;
  const minutes = Math.round((problem === 'too_many_attempts' ? SIGN_IN_IP_LIMIT.windowMs : LOCK_MS) / 60_000);
  return (
    <StaffArea className="mx-auto max-w-md px-5 pt-28 pb-20 md:pt-36">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-muted">{t('intro', { brand: company.brand })}</p>
      {signedOut && !problem ? (
        <p role="status" className={`${notice} mt-6 border-success/40 text-success`}>
          {t('signedOut')}
        </p>
      ) : null}
      {problem ? (
        <div role="alert" className={`${notice} mt-6 border-danger/50 text-danger`} data-login-error={problem}>
          <p className="font-semibold">{t('errorTitle')}</p>
          <p>{t(`errors.${problem}`, { minutes: String(minutes) })}</p>
        </div>
      ) : null}
      <form method="post" action="/api/staff/sign-in" className={`${panel} mt-6 space-y-5`}>
        <input type="hidden" name="locale" value={locale} />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <TextField id="staff-email" name="email" type="email" autoComplete="username" required label={t('email')} />
        <TextField id="staff-password" name="password" type="password" autoComplete="current-password" required label={t('password')} />
        <Button type="submit" className="w-full">
          {t('submit')}
        </Button>
      </form>
      <p className="mt-5 text-sm text-muted">{t('help')}</p>
    </StaffArea>
  );
}
