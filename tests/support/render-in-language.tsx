import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactElement } from 'react';
import type { Locale } from '@/i18n/locales';
import deChat from '@/messages/de/chat.json';
import deCommon from '@/messages/de/common.json';
import deForms from '@/messages/de/forms.json';
import elChat from '@/messages/el/chat.json';
import elCommon from '@/messages/el/common.json';
import elForms from '@/messages/el/forms.json';
import enChat from '@/messages/en/chat.json';
import enCommon from '@/messages/en/common.json';
import enForms from '@/messages/en/forms.json';

const common = { de: deCommon, en: enCommon, el: elCommon } as const;
const forms = { de: deForms, en: enForms, el: elForms } as const;
const chat = { de: deChat, en: enChat, el: elChat } as const;

/** Renders a client component as the site does: in one language, with the catalogues client components read (forms: on form pages and in the chat panel, chat: in the chat panel). */
export function renderInLanguage(locale: Locale, ui: ReactElement): RenderResult {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={{ common: common[locale], forms: forms[locale], chat: chat[locale] } as AbstractIntlMessages}
      timeZone="Europe/Nicosia"
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

/** The words of the catalogues, for assertions in the test's language. */
export const commonMessages = common;
export const formMessages = forms;
export const chatMessages = chat;

/** Types every field of the contact form by its label in the given language, as a visitor does (the submit is left to the test). */
export async function typeContactForm(
  locale: Locale,
  fields: { name: string; company: string; email: string; phone: string; inquiry: string; comment: string },
) {
  const words = forms[locale].contact;
  const label = (text: string) => screen.getByLabelText(new RegExp(`^${text}`));
  await userEvent.type(label(words.nameLabel), fields.name);
  await userEvent.type(label(words.companyLabel), fields.company);
  await userEvent.type(label(words.emailLabel), fields.email);
  await userEvent.type(label(words.phoneLabel), fields.phone);
  await userEvent.selectOptions(label(words.inquiryLabel), fields.inquiry);
  await userEvent.type(label(words.commentLabel), fields.comment);
}
