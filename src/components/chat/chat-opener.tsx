'use client';

import { useEffect, useState, type ComponentType } from 'react';

type Panel = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => void }>;

const floatingButton = () => document.querySelector<HTMLElement>('[data-floating-contact]');

/**
 * Turns the server-rendered floating button (a link to the contact page) into the opener of the chat panel once the
 * page runs its scripts: a click (or Enter) fetches the panel and opens it. Renders nothing until then, so the
 * button, its icon and its look cost no JavaScript, and this leaf as little as it can (docs/decisions/026-chat-agent.md).
 */
export function ChatOpener() {
  const [ChatPanel, setChatPanel] = useState<Panel | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const button = floatingButton();
    button?.setAttribute('aria-haspopup', 'dialog');
    button?.addEventListener('click', (event) => {
      // A click with a modifier keeps its meaning: the contact page in a new tab or window.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void import('./chat-panel').then((module) => {
        setChatPanel(() => module.ChatPanel);
        setOpen(true);
      });
    });
  }, []);

  return ChatPanel ? <ChatPanel open={open} onOpenChange={setOpen} returnFocus={() => floatingButton()?.focus()} /> : null;
}
