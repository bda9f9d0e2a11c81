import { getTranslations } from 'next-intl/server';
import { ChatLauncher } from '@/components/chat/chat-launcher';

/**
 * Fixed, round, 60 px, bottom right, title 'Chat - Kontakt'. Without JavaScript it is the link to /kontakt;
 * with it, it opens the chat panel (components/chat/chat-panel.tsx), which offers the chat agent and the contact page.
 */
export async function FloatingContactButton() {
  const t = await getTranslations('common.floatingContact');
  return (
    <aside aria-label={t('title')}>
      <ChatLauncher title={t('title')} />
    </aside>
  );
}
