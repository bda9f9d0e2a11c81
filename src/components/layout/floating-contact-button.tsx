import { MessageCircle } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ChatOpener } from '@/components/chat/chat-opener';
import { Link } from '@/i18n/navigation';

/**
 * Fixed, round, 60 px, bottom right, title 'Chat - Kontakt'. Without JavaScript it is the link to /kontakt;
 * with it, ChatOpener makes it open the chat panel, which offers the chat agent and the contact page.
 */
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
      <ChatOpener />
    </aside>
  );
}
