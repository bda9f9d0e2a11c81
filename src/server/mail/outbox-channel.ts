import 'server-only';
import type { OutboxChannel } from '../outbox/channel';
import { mailOfDelivery } from './deliveries';
import type { SendMail } from './transport';
import type { MailDelivery } from './types';

/** The outbox's mail channel: each mail is written from its submission as stored when it is sent, and a mail of an erased submission is cancelled. */
export function mailChannel(send: SendMail, concurrency: number): OutboxChannel {
  return {
    name: 'mail',
    concurrency,
    async prepare(db, delivery) {
      const mail = await mailOfDelivery(db, { ...delivery, payload: delivery.payload as MailDelivery });
      if (!mail) return { cancel: 'the submission is no longer stored' };
      return { send: () => send(delivery.id, mail) };
    },
    close: () => send.close?.(),
  };
}
