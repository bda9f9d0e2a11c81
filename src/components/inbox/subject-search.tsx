import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { TextField } from './fields';
import { panel } from './styles';

export async function SubjectSearch({ action, email, phone }: { action: string; email: string; phone: string }) {
  const t = await getTranslations('staff.privacy');
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={t('title')}
      className={`${panel} mb-6 grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end`}
    >
      <TextField id="subject-email" name="email" type="email" defaultValue={email} autoComplete="off" label={t('email')} />
      <TextField id="subject-phone" name="phone" type="tel" defaultValue={phone} autoComplete="off" label={t('phone')} />
      <Button type="submit" size="md">
        {t('find')}
      </Button>
    </form>
  );
}
