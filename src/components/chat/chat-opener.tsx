'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

const loadPanel = () => import('./chat-panel');
const ChatPanel = dynamic(() => loadPanel().then((module) => module.ChatPanel), { ssr: false });

const FLOATING_BUTTON = '[data-floating-contact]';
const floatingButton = () => document.querySelector<HTMLAnchorElement>(FLOATING_BUTTON);

/**
 * Turns the server-rendered floating button (a link to the contact page) into the opener of the chat panel once the
 * page runs its scripts: a click opens the panel, fetched on the first hover or focus. Renders nothing until then,
 * so the button, its icon and its look cost no JavaScript (docs/decisions/026-chat-agent.md).
 */
export function ChatOpener() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const button = floatingButton();
    if (!button) return;
    const load = () => void loadPanel();
    const openPanel = (event: MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      setRequested(true);
      setOpen(true);
    };
    button.setAttribute('aria-haspopup', 'dialog');
    button.addEventListener('click', openPanel);
    button.addEventListener('pointerenter', load);
    button.addEventListener('focus', load);
    return () => {
      button.removeEventListener('click', openPanel);
      button.removeEventListener('pointerenter', load);
      button.removeEventListener('focus', load);
    };
  }, []);

  useEffect(() => floatingButton()?.setAttribute('aria-expanded', String(open)), [open]);

  return requested ? <ChatPanel open={open} onOpenChange={setOpen} returnFocus={() => floatingButton()?.focus()} /> : null;
}
