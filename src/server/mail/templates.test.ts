import { describe, expect, it } from 'vitest';
import { callbackMails, contactMails, applicationMails, errorReportMails } from './templates';

const LEADS = 'leads@aitheria.example';
// 09:30 UTC: 12:30 in Nicosia in summer (UTC+3), 11:30 in Berlin.
const SUMMER = new Date('2026-07-01T09:30:00Z');
// 09:30 UTC: 11:30 in Nicosia in winter (UTC+2), 10:30 in Berlin.
const WINTER = new Date('2026-01-15T09:30:00Z');

const contact = {
  id: '00000000-0000-4000-8000-0000000000c1',
  createdAt: WINTER,
  name: 'Maria Georgiou',
  email: 'maria@kafeneio.example',
  phone: '+35799123456',
  company: 'Kafeneio Ltd',
  website: null,
  inquiry: 'voice_agent' as const,
  comment: 'Wir möchten Reservierungen per Telefon automatisieren.',
  language: 'el' as const,
};

describe('the team mails', () => {
  it('name the time of a callback in Nicosia with its zone, as do the consent and the call time', async () => {
    const [mail] = await callbackMails(
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        createdAt: SUMMER,
        phone: '+4930123456',
        website: 'https://praxis.example',
        language: 'en',
        consentVersion: '2026-11-01',
        callAfter: new Date('2026-07-01T10:00:00Z'),
        suppressed: false,
      },
      LEADS,
    );
    expect(mail).toMatchObject({ to: LEADS, subject: 'Neuer Rückrufwunsch: +4930123456' });
    expect(mail!.text).toContain('Eingang: 01.07.2026, 12:30 OESZ · Sprache: en · Referenz: 00000000-0000-4000-8000-0000000000a1');
    expect(mail!.text).toContain('Fassung 2026-11-01, erteilt am 01.07.2026, 12:30 OESZ');
    expect(mail!.text).toContain('01.07.2026, 13:00 OESZ');
    expect(mail!.text).toContain('https://praxis.example');
    expect(mail!.text).not.toContain('11:30');
    expect(mail!.html).toContain('01.07.2026, 12:30 OESZ');
  });

  it('say when a blocked number will not be called', async () => {
    const [mail] = await callbackMails(
      {
        id: '00000000-0000-4000-8000-0000000000a2',
        createdAt: WINTER,
        phone: '+4930123456',
        website: null,
        language: 'de',
        consentVersion: '2026-11-01',
        callAfter: WINTER,
        suppressed: true,
      },
      LEADS,
    );
    expect(mail!.text).toContain('Die Nummer steht auf der Sperrliste (Do-not-call): Es wird kein Anruf ausgelöst.');
    expect(mail!.text).toContain('Eingang: 15.01.2026, 11:30 OEZ');
  });

  it('carry every field of a contact enquiry to the team, answerable by reply, and tell whether a confirmation went out', async () => {
    const mails = await contactMails(contact, LEADS, 3);
    expect(mails.team).toMatchObject({
      to: LEADS,
      replyTo: contact.email,
      subject: 'Neue Kontaktanfrage: Kafeneio Ltd (KI-Voice-Agent)',
    });
    for (const value of [contact.name, contact.email, contact.phone, contact.company, contact.comment, 'Eingang: 15.01.2026, 11:30 OEZ'])
      expect(mails.team.text).toContain(value);
    expect(mails.team.text).toContain('Die Person hat eine Eingangsbestätigung erhalten');
    expect(mails.teamWithoutConfirmation.text).toContain('schon 3 Bestätigungen');
  });

  it('confirm to the sender in their language with their name only, never what they wrote', async () => {
    const { confirmation } = await contactMails(contact, LEADS, 3);
    expect(confirmation.to).toBe(contact.email);
    expect(confirmation.text).toContain('Maria Georgiou');
    expect(confirmation.text).toMatch(/[\u0370-\u03ff]/);
    for (const value of [contact.company, contact.phone, contact.comment]) expect(confirmation.text).not.toContain(value);
  });

  it('name the position of an application and the page of an error report, each with the time in Nicosia', async () => {
    const application = await applicationMails(
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        createdAt: SUMMER,
        name: 'Nikos Papadopoulos',
        email: 'nikos@example.com',
        phone: '+35799654321',
        position: 'ai_developer',
        comment: '',
        language: 'de',
      },
      LEADS,
      3,
    );
    expect(application.team.subject).toMatch(/^Neue Bewerbung: Nikos Papadopoulos – /);
    expect(application.team.text).toContain('Eingang: 01.07.2026, 12:30 OESZ');
    const [report] = await errorReportMails(
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        createdAt: WINTER,
        subject: 'Seite lädt nicht',
        language: 'de',
        error: {
          message: 'TypeError: x is undefined',
          stack: '',
          url: 'https://aitheria.example/kontakt',
          userAgent: 'Firefox',
          timestamp: '2026-01-15T09:29:59Z',
        },
      },
      LEADS,
    );
    expect(report!.subject).toBe('Fehlerbericht: Seite lädt nicht');
    expect(report!.text).toContain('https://aitheria.example/kontakt');
    expect(report!.text).toContain('Eingang: 15.01.2026, 11:30 OEZ');
  });
});
