'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Send, X } from 'lucide-react';
import { useLocale, useMessages, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { IntlProvider } from '@/components/layout/intl-provider';
import { Link } from '@/i18n/navigation';
import { company } from '@/lib/company';
import { CHAT_HISTORY_MAX_MESSAGES, CHAT_MESSAGE_MAX_LENGTH } from '@/lib/schemas/chat';
import { askChat, sendChatFeedback, type ChatSource } from './ask-chat';
import { ChatHandoff } from './chat-handoff';

type Turn = {
  role: 'user' | 'assistant';
  content: string;
  sources?: ChatSource[];
  handoff?: boolean;
  language?: string;
  /** What the visitor told us about this answer: it did not help, or they asked for a person after it. */
  feedback?: 'not_helpful' | 'handoff';
};
type ChatPanelProps = { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => void };
type PanelWords = { chat: AbstractIntlMessages; forms: AbstractIntlMessages };

/**
 * The chat agent's panel, loaded when the floating button is first used: a dialog that says first that
 * the visitor talks to an AI (EU AI Act Art. 50), answers from our pages through POST /api/chat, and hands off to
 * a callback or an enquiry (the site's callback and contact forms, same endpoints, schemas and consent proof) or the
 * booking page.
 * Nothing is stored in the browser; the conversation lives in this component until the page is left.
 */
export function ChatPanel(props: ChatPanelProps) {
  const locale = useLocale();
  const messages = useMessages();
  const [words, setWords] = useState<PanelWords | null>(null);
  useEffect(() => {
    let current = true;
    // The panel's words and the contact form's come with the panel, not with every page (the pages' client catalogue
    // is first-load JavaScript).
    void Promise.all([
      import(`@/messages/${locale}/chat.json`) as Promise<{ default: AbstractIntlMessages }>,
      import(`@/messages/${locale}/forms.json`) as Promise<{ default: AbstractIntlMessages }>,
    ]).then(([chat, forms]) => {
      if (current) setWords({ chat: chat.default, forms: forms.default });
    });
    return () => {
      current = false;
    };
  }, [locale]);
  if (!words) return null;
  return (
    <IntlProvider locale={locale} messages={{ ...(messages as unknown as AbstractIntlMessages), ...words }}>
      <ChatDialog {...props} />
    </IntlProvider>
  );
}

/** The dialog itself, inside the provider that holds the panel's words. */
function ChatDialog({ open, onOpenChange, returnFocus }: ChatPanelProps) {
  const t = useTranslations('chat');
  const locale = useLocale();
  const id = useId();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [pending, setPending] = useState(false);
  /** The model's answer while it streams (generative mode); the checked answer replaces it when it is complete. */
  const [streaming, setStreaming] = useState('');
  const [failed, setFailed] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const ask = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const question = String(new FormData(form).get('question') ?? '').trim();
    if (!question || pending) return;
    const history = [...turns, { role: 'user' as const, content: question }];
    setTurns(history);
    setPending(true);
    setFailed(false);
    form.reset();
    try {
      const reply = await askChat(
        { language: locale, messages: history.slice(-CHAT_HISTORY_MAX_MESSAGES).map(({ role, content }) => ({ role, content })) },
        setStreaming,
      );
      setTurns([
        ...history,
        { role: 'assistant', content: reply.answer, sources: reply.sources, handoff: reply.handoff, language: reply.language },
      ]);
    } catch {
      setFailed(true);
    } finally {
      setStreaming('');
      setPending(false);
      inputRef.current?.focus();
    }
  };

  /** Tells the team about an answer (by its place in the conversation) once: it did not help, or a handoff followed it. */
  const report = (at: number, outcome: 'not_helpful' | 'handoff') => {
    const turn = turns[at];
    if (!turn || turn.role !== 'assistant' || turn.handoff || turn.feedback) return;
    const asked = turns.slice(0, at).slice(-CHAT_HISTORY_MAX_MESSAGES);
    sendChatFeedback({ language: locale, messages: asked.map(({ role, content }) => ({ role, content })), outcome });
    setTurns(turns.map((candidate, index) => (index === at ? { ...candidate, feedback: outcome } : candidate)));
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          data-chat-panel
          aria-describedby={`${id}-notice`}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed right-0 bottom-0 z-[65] flex max-h-[min(640px,100dvh)] w-full flex-col border border-white/10 bg-surface/95 shadow-2xl backdrop-blur-xl sm:right-5 sm:bottom-24 sm:w-[380px] sm:rounded-2xl data-[state=open]:animate-[fade-in_200ms_ease-out]"
        >
          <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-3">
            <Dialog.Title className="text-base font-semibold">{t('title')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('close')}
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 space-y-3 overflow-y-auto px-4 py-3 text-sm">
            <div id={`${id}-notice`} data-chat-notice className="rounded-xl bg-white/5 p-3 leading-relaxed">
              <p>{t('notice', { company: company.brand })}</p>
              <p className="mt-2">
                <Link href="/datenschutz" className="underline underline-offset-4" onClick={() => onOpenChange(false)}>
                  {t('privacyLink')}
                </Link>
                {' · '}
                <Link href="/kontakt" className="underline underline-offset-4" data-chat-contact onClick={() => onOpenChange(false)}>
                  {t('contactChoice')}
                </Link>
              </p>
            </div>
            <div role="log" aria-live="polite" aria-label={t('logLabel')} data-chat-log>
              <ol className="space-y-3">
                {turns.map((turn, index) => (
                  <li
                    key={index}
                    data-chat-turn={turn.role}
                    lang={turn.language && turn.language !== locale ? turn.language : undefined}
                    className={turn.role === 'user' ? 'ms-8 rounded-xl bg-accent/15 p-3' : 'me-4 rounded-xl bg-white/5 p-3'}
                  >
                    <p className="sr-only">{turn.role === 'user' ? t('you') : t('agent')}</p>
                    <p className="whitespace-pre-line">{turn.content}</p>
                    {turn.sources && turn.sources.length > 0 ? (
                      <p className="mt-2 text-xs text-muted">
                        {t('sources')}{' '}
                        {turn.sources.map((source, at) => (
                          <span key={source.url}>
                            {at > 0 ? ', ' : ''}
                            <a href={source.url} data-chat-source className="text-fg underline underline-offset-4">
                              {source.title}
                            </a>
                          </span>
                        ))}
                      </p>
                    ) : null}
                    {turn.role === 'assistant' && !turn.handoff ? (
                      turn.feedback === 'not_helpful' ? (
                        <p className="mt-2 text-xs text-muted">{t('notHelpfulThanks')}</p>
                      ) : turn.feedback ? null : (
                        <button
                          type="button"
                          data-chat-not-helpful
                          onClick={() => report(index, 'not_helpful')}
                          className="mt-2 text-xs text-muted underline underline-offset-4 hover:text-fg"
                        >
                          {t('notHelpful')}
                        </button>
                      )
                    ) : null}
                  </li>
                ))}
                {/* Hidden from the live region while it streams: the whole answer is announced once, as its own turn. */}
                {pending && streaming ? (
                  <li aria-hidden="true" data-chat-streaming className="me-4 rounded-xl bg-white/5 p-3">
                    <p className="whitespace-pre-line">{streaming}</p>
                  </li>
                ) : null}
                {pending && !streaming ? <li className="text-muted">{t('thinking')}</li> : null}
                {failed ? <li className="text-red-300">{t('failure')}</li> : null}
              </ol>
            </div>
            <ChatHandoff
              conversation={turns.slice(-CHAT_HISTORY_MAX_MESSAGES).map(({ role, content }) => ({ role, content }))}
              onChoose={() => report(turns.length - 1, 'handoff')}
              onLeave={() => onOpenChange(false)}
            />
          </div>
          <form onSubmit={ask} className="flex items-end gap-2 border-t border-white/10 p-3">
            <label htmlFor={`${id}-question`} className="sr-only">
              {t('inputLabel')}
            </label>
            <textarea
              ref={inputRef}
              id={`${id}-question`}
              name="question"
              rows={2}
              required
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              placeholder={t('placeholder')}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
              className="min-h-11 flex-1 resize-none rounded-xl border border-white/15 bg-white/5 px-3 py-2 text-sm placeholder:text-muted"
            />
            <button
              type="submit"
              disabled={pending}
              aria-label={t('send')}
              className="inline-flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-accent to-accent-2 text-ink disabled:opacity-60"
            >
              <Send aria-hidden="true" className="size-5" />
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
