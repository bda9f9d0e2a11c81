'use client';

import { MessageCircle } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';

const loadPanel = () => import('./chat-panel');
const ChatPanel = dynamic(() => loadPanel().then((module) => module.ChatPanel), { ssr: false });

/** The floating button: a link to /kontakt that, once the page runs its scripts, opens the chat panel instead (fetched on first intent). */
export function ChatLauncher({ title }: { title: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Link
        ref={buttonRef}
        href="/kontakt"
        title={title}
        aria-label={title}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-floating-contact
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setRequested(true);
          setOpen(true);
        }}
        className="fixed right-5 bottom-5 z-40 inline-flex size-[60px] items-center justify-center rounded-full bg-gradient-to-br from-accent to-accent-2 text-ink shadow-[0_12px_40px_-10px_rgb(34_211_238/0.7)] transition-transform hover:scale-105"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </Link>
      {requested ? <ChatPanel open={open} onOpenChange={setOpen} returnFocus={() => buttonRef.current?.focus()} /> : null}
    </>
  );
}
