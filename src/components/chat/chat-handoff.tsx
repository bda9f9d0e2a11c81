'use client';

import { CalendarDays, Mail, PhoneCall } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CallbackForm } from '@/components/forms/callback-form';
import { ContactForm } from '@/components/forms/contact-form';
import { Link } from '@/i18n/navigation';
import { company } from '@/lib/company';
import type { ChatMessage } from '@/lib/schemas/chat';

type Handoff = 'callback' | 'enquiry';

const actionClass =
  'inline-flex items-center gap-2 rounded-full border border-white/15 px-3 py-1.5 text-sm hover:bg-white/10 focus-visible:bg-white/10';

/**
 * The handoff under the conversation: a callback or an enquiry written right here (the site's own forms, so the same
 * endpoint, schema, rate limits and outbox), or the booking page. The conversation goes with the form only when the
 * visitor ticks the box for it; the box starts unticked each time a form opens.
 */
export function ChatHandoff({
  conversation,
  onChoose,
  onLeave,
}: {
  conversation: ChatMessage[];
  /** The visitor opened a callback or an enquiry, or followed the booking link. */
  onChoose: () => void;
  onLeave: () => void;
}) {
  const t = useTranslations('chat');
  const common = useTranslations('common');
  const forms = useTranslations('forms');
  const id = useId();
  const [open, setOpen] = useState<Handoff | null>(null);
  const [attach, setAttach] = useState(false);
  const transcript = attach && conversation.length > 0 ? JSON.stringify(conversation) : undefined;
  const toggle = (handoff: Handoff) => {
    if (open !== handoff) onChoose();
    setOpen((current) => (current === handoff ? null : handoff));
    setAttach(false);
  };
  const choice = (handoff: Handoff, label: string, Icon: typeof Mail) => (
    <button
      type="button"
      className={actionClass}
      aria-expanded={open === handoff}
      aria-controls={open === handoff ? `${id}-${handoff}` : undefined}
      onClick={() => toggle(handoff)}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
  const attachBox = (label: string) =>
    conversation.length > 0 ? (
      <div className="flex items-start gap-3 text-xs leading-relaxed text-muted">
        <input
          id={`${id}-attach`}
          type="checkbox"
          checked={attach}
          onChange={(event) => setAttach(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-md accent-[var(--color-accent)]"
        />
        <label htmlFor={`${id}-attach`}>{label}</label>
      </div>
    ) : null;

  return (
    <>
      <div className="flex flex-wrap gap-2" data-chat-handoff>
        {choice('callback', t('callback'), PhoneCall)}
        {choice('enquiry', t('enquiry'), Mail)}
        <Link
          href="/termin"
          className={actionClass}
          onClick={() => {
            onChoose();
            onLeave();
          }}
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('booking')}
        </Link>
      </div>
      {open === 'callback' ? (
        <div id={`${id}-callback`} className="space-y-3 rounded-xl border border-white/10 p-3" data-chat-callback>
          {attachBox(t('attachTranscript'))}
          <CallbackForm consentLabel={common('callbackForm.consent', { company: company.brand })} chatTranscript={transcript} />
        </div>
      ) : null}
      {open === 'enquiry' ? (
        <div id={`${id}-enquiry`} className="space-y-3 rounded-xl border border-white/10 p-3" data-chat-enquiry>
          <p className="text-xs leading-relaxed text-muted">{forms('contact.intro')}</p>
          {attachBox(t('attachTranscriptToEnquiry'))}
          <ContactForm chatTranscript={transcript} />
        </div>
      ) : null}
    </>
  );
}
