import 'server-only';
import nodemailer from 'nodemailer';
import type { MailMessage } from './types';

/** Sends one mail; `close` ends the pooled SMTP connections (graceful shutdown). */
export type SendMail = ((deliveryId: string, message: MailMessage) => Promise<void>) & { close?: () => void };

/**
 * SMTP timeouts, well under the outbox lease (server/outbox/leases.ts): nodemailer's own defaults
 * wait two minutes to connect and ten for an idle socket.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/**
 * SMTP delivery (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587) over a pool of up to
 * `connections` connections, one per mail the outbox sends at once. The Message-ID is derived from
 * the outbox id, so a mail retried after an unclear failure can be recognised.
 */
export function smtpSender(smtpUrl: string, from: string, connections = 4): SendMail {
  // With a connection URL, nodemailer takes transport options from its query string.
  const url = new URL(smtpUrl);
  for (const [option, value] of Object.entries({ pool: true, maxConnections: connections, ...SMTP_TIMEOUTS }))
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(value));
  const transport = nodemailer.createTransport(url.toString());
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  const send: SendMail = async (deliveryId, message) => {
    await transport.sendMail({
      from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      messageId: `<${deliveryId}@${domain}>`,
    });
  };
  send.close = () => transport.close();
  return send;
}
