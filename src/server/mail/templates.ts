import 'server-only';
import type { Locale } from '@/i18n/locales';
import { company } from '@/lib/company';
import type { Application } from '@/lib/schemas/application';
import type { CallbackRequest } from '@/lib/schemas/callback';
import type { ContactRequest } from '@/lib/schemas/contact';
import type { ErrorReportPayload } from '@/lib/schemas/error-report';
import { serverTranslator, type ServerTranslator } from '../i18n';
import type { MailMessage } from '../outbox/types';
import { renderMail } from './layout';

/** The team reads its notifications in German. */
export const TEAM_LANGUAGE: Locale = 'de';

export type Stored<T> = T & { id: string; createdAt: Date };

const optional = (t: ServerTranslator, value: string | null | undefined) => (value ? value : t('mail.fields.none'));

function footer(t: ServerTranslator, locale: Locale): string[] {
  return [t('mail.automatic'), t('mail.footer', { legalName: company.legalName, location: company.location[locale] })];
}

type Rows = (t: ServerTranslator) => [string, string][];

async function teamMail(
  leadsEmail: string,
  kind: 'callback' | 'contact' | 'application' | 'error',
  record: { id: string; createdAt: Date; language: string },
  subjectValues: Record<string, string>,
  rows: Rows,
  replyTo?: string,
): Promise<MailMessage> {
  const t = await serverTranslator(TEAM_LANGUAGE);
  const time = teamTime(record.createdAt);
  const { html, text } = renderMail({
    heading: t(`mail.team.${kind}Heading`),
    paragraphs: [t(`mail.team.${kind}Body`), t('mail.team.meta', { time, language: record.language, id: record.id })],
    rows: rows(t),
    footer: footer(t, TEAM_LANGUAGE),
  });
  return { to: leadsEmail, replyTo, subject: t(`mail.team.${kind}Subject`, subjectValues), html, text };
}

/** The team's callback notice, with the consent it rests on, the call time and whether the number is blocked. */
export type CallbackMailRecord = Stored<Omit<CallbackRequest, 'consent' | 'consentVersion'>> & {
  consentVersion: string;
  callAfter: Date;
  suppressed: boolean;
};

const teamTime = (instant: Date) => instant.toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });

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

/** A team notification plus a confirmation to the sender in their language (contact, application). */
async function withConfirmation(
  kind: 'contact' | 'application',
  record: Stored<{ name: string; email: string; language: Locale }>,
  leadsEmail: string,
  {
    rows,
    subjectValues,
    bodyValues,
  }: {
    rows: Rows;
    subjectValues: (t: ServerTranslator) => Record<string, string>;
    bodyValues?: (t: ServerTranslator) => Record<string, string>;
  },
): Promise<MailMessage[]> {
  const team = await serverTranslator(TEAM_LANGUAGE);
  const t = await serverTranslator(record.language);
  const topic = `mail.${kind}Confirmation`;
  const confirmation = renderMail({
    heading: t(`${topic}.heading`),
    paragraphs: [
      t('mail.greeting', { name: record.name }),
      t(`${topic}.body`, bodyValues?.(t)),
      t('mail.signature', { brand: company.brand }),
    ],
    rowsTitle: t('mail.summaryTitle'),
    rows: rows(t),
    footer: footer(t, record.language),
  });
  return [
    await teamMail(leadsEmail, kind, record, subjectValues(team), rows, record.email),
    { to: record.email, replyTo: company.email, subject: t(`${topic}.subject`, { brand: company.brand }), ...confirmation },
  ];
}

export function contactMails(record: Stored<ContactRequest>, leadsEmail: string): Promise<MailMessage[]> {
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
  });
}

export function applicationMails(record: Stored<Application>, leadsEmail: string): Promise<MailMessage[]> {
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
