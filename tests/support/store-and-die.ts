// Stores one contact enquiry in the PGlite directory given, then dies with SIGKILL before any
// delivery: the outbox test checks that a restarted process still delivers its mails.
import { openPglite } from '@/server/db/client';
import { storeContact } from '@/server/enquiries/contact';

const dataDir = process.argv[2]!;
const handle = await openPglite(dataDir);
const { id } = await storeContact(
  handle.db,
  {
    name: 'Killed Before Delivery',
    email: 'killed@example.org',
    phone: '+49301234567',
    website: null,
    company: 'Crash Test GmbH',
    inquiry: 'automation',
    comment: 'Stored, then the process died.',
    language: 'de',
  },
  { ip: '192.0.2.1', userAgent: 'store-and-die', idempotencyKey: null },
);
process.stdout.write(`${id}\n`, () => process.kill(process.pid, 'SIGKILL'));
