import 'server-only';
import { TEAM_LANGUAGE, type Locale } from '@/i18n/locales';
import { company } from '@/lib/company';
import { COMPANY_TIME_ZONE } from '@/i18n/time-zone';
import type { Application } from '@/lib/schemas/application';
import type { CallbackRequest } from '@/lib/schemas/callback';
import type { ContactRequest } from '@/lib/schemas/contact';
import type { ErrorReportPayload } from '@/lib/schemas/error-report';
import type { LeadKind, SubmissionKind } from '@/lib/enquiries/kinds';
import { dataKeys, serverTranslator, type ServerTranslator } from '../i18n';
import type { MailMessage } from './types';
import { renderMail } from './layout';

export type Stored<T> = T & { id: string; createdAt: Date };

const optional = (t: ServerTranslator, value: string | null | undefined) => (value ? value : t('mail.fields.none'));

function footer(t: ServerTranslator, locale: Locale): string[] {
  return [t('mail.automatic'), t('mail.footer', { legalName: company.legalName, location: company.location[locale] })];
}

type Rows = (t: ServerTranslator) => [string, string][];

async function teamMail(
  leadsEmail: string,
  kind: Exclude<SubmissionKind, 'newsletter' | 'unsubscribe'>,
  record: { id: string; createdAt: Date; language: string },
  subjectValues: Record<string, string>,
  rows: Rows,
  replyTo?: string,
  note?: string,
): Promise<MailMessage> {
  const t = await serverTranslator(TEAM_LANGUAGE);
  const time = teamTime(record.createdAt);
  const { html, text } = renderMail({
    heading: t(`mail.team.${kind}Heading`),
    paragraphs: [
      t(`mail.team.${kind}Body`),
      t('mail.team.meta', { time, language: record.language, id: record.id }),
      ...(note ? [note] : []),
    ],
    rows: rows(t),
    footer: footer(t, TEAM_LANGUAGE),
  });
  return { to: leadsEmail, replyTo, subject: dataKeys(t)(`mail.team.${kind}Subject`, subjectValues), html, text };
}

/** The team's callback notice, with the consent it rests on, the call time and whether the number is blocked. */
export type CallbackMailRecord = Stored<Omit<CallbackRequest, 'consent' | 'consentVersion'>> & {
  consentVersion: string;
  callAfter: Date;
  suppressed: boolean;
};

/** A moment as the team reads it: in the company's zone (Nicosia), with the zone's name, e.g. "01.07.2026, 12:30 OESZ". */
const teamTime = (instant: Date) =>
  instant.toLocaleString('de-DE', {
    timeZone: COMPANY_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });

export async function callbackMails(record: CallbackMailRecord, leadsEmail: string): Promise<MailMessage[]> {
  return [
    await teamMail(leadsEmail, 'callback', record, { phone: record.phone }, (t) => [
      [t('mail.fields.phone'), record.phone],
      [t('mail.fields.website'), optional(t, record.website)],
      [t('mail.fields.consent'), t('mail.team.consentValue', { version: record.consentVersion, time: teamTime(record.createdAt) })],
      [t('mail.fields.callAfter'), record.suppressed ? t('mail.team.callbackSuppressed') : teamTime(record.callAfter)],
    ]),
  ];
}

/**
 * Whether a name may appear in a greeting. The confirmation goes to whatever address was typed, so
 * anything that could carry a message to a stranger (a link, a domain, an address, markup) is no
 * name to repeat (docs/decisions/017-hostile-input.md).
 */
export function isGreetableName(name: string): boolean {
  return (
    name.length <= 60 &&
    !/[<>@/\\:=&{}[\]|"`]/.test(name) &&
    !/\bwww\b/i.test(name) &&
    !/[\p{L}\p{N}-]\.\p{L}{2,}/u.test(name) &&
    !/\p{N}{4,}/u.test(name)
  );
}

/** The confirmation a sender receives carries their name at most: never what they wrote, their company or website. */
function confirmationMail(
  t: ServerTranslator,
  topic: `${Exclude<LeadKind, 'callback'>}Confirmation`,
  record: { name: string; email: string; language: Locale },
  bodyValues?: Record<string, string>,
): MailMessage {
  const greeting = isGreetableName(record.name) ? t('mail.greeting', { name: record.name }) : t('mail.greetingNoName');
  const content = renderMail({
    heading: t(`mail.${topic}.heading`),
    paragraphs: [greeting, dataKeys(t)(`mail.${topic}.body`, bodyValues), t('mail.signature', { brand: company.brand })],
    footer: [t('mail.notYou'), ...footer(t, record.language)],
  });
  return { to: record.email, replyTo: company.email, subject: t(`mail.${topic}.subject`, { brand: company.brand }), ...content };
}

/** The mails of a contact enquiry or application: the team's (in both variants) and the sender's confirmation. */
export type MailsWithConfirmation = {
  /** The team notification with everything, saying that the sender got a confirmation… */
  team: MailMessage;
  /** …or that none went out, because the address had its share of them today. */
  teamWithoutConfirmation: MailMessage;
  /** The confirmation to the sender in their language. */
  confirmation: MailMessage;
};

async function withConfirmation(
  kind: Exclude<LeadKind, 'callback'>,
  record: Stored<{ name: string; email: string; language: Locale }>,
  leadsEmail: string,
  {
    rows,
    subjectValues,
    bodyValues,
    confirmationsPerDay,
  }: {
    rows: Rows;
    subjectValues: (t: ServerTranslator) => Record<string, string>;
    bodyValues?: (t: ServerTranslator) => Record<string, string>;
    confirmationsPerDay: number;
  },
): Promise<MailsWithConfirmation> {
  const team = await serverTranslator(TEAM_LANGUAGE);
  const t = await serverTranslator(record.language);
  const notice = (note: string) => teamMail(leadsEmail, kind, record, subjectValues(team), rows, record.email, note);
  return {
    team: await notice(team('mail.team.confirmationSent')),
    teamWithoutConfirmation: await notice(team('mail.team.confirmationWithheld', { limit: String(confirmationsPerDay) })),
    confirmation: confirmationMail(t, `${kind}Confirmation`, record, bodyValues?.(t)),
  };
}

export function contactMails(
  record: Stored<ContactRequest>,
  leadsEmail: string,
  confirmationsPerDay: number,
): Promise<MailsWithConfirmation> {
  const inquiry = (t: ServerTranslator) => t(`forms.options.inquiry.${record.inquiry}`);
  return withConfirmation('contact', record, leadsEmail, {
    rows: (t) => [
      [t('mail.fields.name'), record.name],
      [t('mail.fields.company'), record.company],
      [t('mail.fields.email'), record.email],
      [t('mail.fields.phone'), record.phone],
      [t('mail.fields.website'), optional(t, record.website)],
      [t('mail.fields.inquiry'), inquiry(t)],
      [t('mail.fields.comment'), record.comment],
    ],
    subjectValues: (t) => ({ company: record.company, inquiry: inquiry(t) }),
    confirmationsPerDay,
  });
}

export function applicationMails(
  record: Stored<Application>,
  leadsEmail: string,
  confirmationsPerDay: number,
): Promise<MailsWithConfirmation> {
  const position = (t: ServerTranslator) => t(`forms.options.position.${record.position}`);
  return withConfirmation('application', record, leadsEmail, {
    rows: (t) => [
      [t('mail.fields.name'), record.name],
      [t('mail.fields.email'), record.email],
      [t('mail.fields.phone'), record.phone],
      [t('mail.fields.position'), position(t)],
      [t('mail.fields.comment'), optional(t, record.comment)],
    ],
    subjectValues: (t) => ({ name: record.name, position: position(t) }),
    bodyValues: (t) => ({ position: position(t) }),
    confirmationsPerDay,
  });
}

export async function errorReportMails(record: Stored<ErrorReportPayload>, leadsEmail: string): Promise<MailMessage[]> {
  return [
    await teamMail(leadsEmail, 'error', record, { subject: record.subject }, (t) => [
      [t('mail.fields.subject'), record.subject],
      [t('mail.fields.message'), record.error.message],
      [t('mail.fields.url'), record.error.url],
      [t('mail.fields.userAgent'), record.error.userAgent],
      [t('mail.fields.occurredAt'), record.error.timestamp],
      [t('mail.fields.stack'), optional(t, record.error.stack)],
    ]),
  ];
}
