import { MessageCircle } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** Fixed, round, 60 px, bottom right, title 'Chat - Kontakt', to /kontakt. */
export async function FloatingContactButton() {
  const t = await getTranslations('common.floatingContact');
  return (
    <aside aria-label={t('title')}>
      <Link
        href="/kontakt"
        title={t('title')}
        aria-label={t('title')}
        data-floating-contact
        data-cta="floating-kontakt"
        className="fixed right-5 bottom-5 z-40 inline-flex size-[60px] items-center justify-center rounded-full bg-gradient-to-br from-accent to-accent-2 text-ink shadow-[0_12px_40px_-10px_rgb(34_211_238/0.7)] transition-transform hover:scale-105"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </Link>
    </aside>
  );
}
