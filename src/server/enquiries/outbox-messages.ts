import 'server-only';
import type { MailDelivery } from '../mail/types';
import type { OutboxMessage } from '../outbox/types';

/** The team's notification: the one mail of a callback or an error report (written when it is sent, from the stored row). */
export const teamNotification = (topic: string): OutboxMessage<MailDelivery> => ({
  channel: 'mail',
  topic: `${topic}.team-notification`,
  payload: { mail: 'team-notification' },
});

/** The team's notification and the sender's confirmation, which the store leaves out when the address had its share today. */
export const withConfirmation = (topic: string): OutboxMessage<MailDelivery>[] => [
  {
    channel: 'mail',
    topic: `${topic}.team-notification`,
    payload: { mail: 'team-notification', confirmation: 'sent' },
    ifConfirmationWithheld: { mail: 'team-notification', confirmation: 'withheld' },
  },
  { channel: 'mail', topic: `${topic}.confirmation`, payload: { mail: 'confirmation' }, confirmation: true },
];
