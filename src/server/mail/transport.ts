import 'server-only';
import nodemailer from 'nodemailer';
import type { MailMessage } from '../outbox/types';

export type SendMail = (deliveryId: string, message: MailMessage) => Promise<void>;

/**
 * SMTP delivery (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587). The Message-ID is
 * derived from the outbox id, so a mail retried after an unclear failure can be recognised.
 */
export function smtpSender(smtpUrl: string, from: string): SendMail {
  const transport = nodemailer.createTransport(smtpUrl);
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  return async (deliveryId, message) => {
    await transport.sendMail({
      from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: `<${deliveryId}@${domain}>`,
    });
  };
}
