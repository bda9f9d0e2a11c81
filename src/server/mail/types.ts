/** A mail as the transport sends it. */
export type MailMessage = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines; every mail to a subscriber carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

/**
 * What a mail delivery stores: which mail of its submission it is. The mail itself is written when it
 * is sent, from the submission as it is stored then (deliveries.ts): the outbox keeps no
 * copy of anyone's data, and a submission erased in the meantime sends nothing.
 */
export type MailDelivery =
  | {
      mail: 'team-notification' | 'confirmation';
      /** For a team notification with a confirmation: whether the sender got it or the address had its share today. */
      confirmation?: 'sent' | 'withheld';
    }
  /** The double opt-in mail of the sign-up made at `requestedAt` (its link carries that instant). */
  | { mail: 'newsletter-confirmation'; requestedAt: string }
  /** The welcome after the confirmation. */
  | { mail: 'newsletter-welcome' };
