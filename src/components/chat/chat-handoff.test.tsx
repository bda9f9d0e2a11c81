// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessages, formMessages, renderInLanguage, typeContactForm } from '../../../tests/support/render-in-language';
import { ChatHandoff } from './chat-handoff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const conversation = [
  { role: 'user' as const, content: 'Μιλάει ο βοηθός ελληνικά;' },
  { role: 'assistant' as const, content: 'Ναι, ο Chat Agent απαντά στα ελληνικά, τα γερμανικά και τα αγγλικά.' },
];

/** Opens the enquiry in the panel, fills it in Greek, optionally ticks the box for the conversation, and sends it. */
async function sendEnquiry({ attach }: { attach: boolean }) {
  const fetchMock = vi.fn().mockResolvedValue(Response.json({ ok: true, id: 'enquiry-1' }, { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  renderInLanguage('el', <ChatHandoff conversation={conversation} onChoose={() => {}} onLeave={() => {}} />);
  const choice = screen.getByRole('button', { name: chatMessages.el.enquiry });
  await userEvent.click(choice);
  expect(choice.getAttribute('aria-expanded')).toBe('true');
  const box = screen.getByRole('checkbox', { name: chatMessages.el.attachTranscriptToEnquiry }) as HTMLInputElement;
  expect(box.checked).toBe(false);
  if (attach) await userEvent.click(box);
  const words = formMessages.el.contact;
  await typeContactForm('el', {
    name: 'Ελένη Γεωργίου',
    company: 'Γεωργίου Οδοντιατρείο',
    email: 'eleni@example.com.cy',
    phone: '+357 22 123456',
    inquiry: 'chat_agent',
    comment: 'Θέλουμε τον βοηθό στη σελίδα κρατήσεων.',
  });
  await userEvent.click(screen.getByRole('button', { name: words.submit }));
  expect(await screen.findByText(words.successTitle)).toBeTruthy();
  expect(fetchMock).toHaveBeenCalledOnce();
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/contact');
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

describe('the handoff in the chat panel', () => {
  it('sends the enquiry written in the panel to the contact endpoint with the conversation when the box is ticked', async () => {
    const body = await sendEnquiry({ attach: true });
    expect(body).toMatchObject({ phone: '+35722123456', inquiry: 'chat_agent', language: 'el', chatTranscript: conversation });
  });

  it('sends no conversation when the box is left unticked', async () => {
    const body = await sendEnquiry({ attach: false });
    expect(body).toMatchObject({ company: 'Γεωργίου Οδοντιατρείο', language: 'el' });
    expect(body).not.toHaveProperty('chatTranscript');
  });

  it('opens one form at a time, starts the box unticked each time, and offers no box before anything was asked', async () => {
    const chosen = vi.fn();
    renderInLanguage('en', <ChatHandoff conversation={conversation} onChoose={chosen} onLeave={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: chatMessages.en.callback }));
    expect(chosen).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('checkbox', { name: chatMessages.en.attachTranscript }));
    await userEvent.click(screen.getByRole('button', { name: chatMessages.en.enquiry }));
    expect(screen.queryByRole('checkbox', { name: chatMessages.en.attachTranscript })).toBeNull();
    expect((screen.getByRole('checkbox', { name: chatMessages.en.attachTranscriptToEnquiry }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: chatMessages.en.callback }).getAttribute('aria-expanded')).toBe('false');
    expect(chosen).toHaveBeenCalledTimes(2);
    cleanup();
    renderInLanguage('en', <ChatHandoff conversation={[]} onChoose={() => {}} onLeave={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: chatMessages.en.enquiry }));
    expect(screen.getByRole('button', { name: formMessages.en.contact.submit })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: chatMessages.en.attachTranscriptToEnquiry })).toBeNull();
  });
});
