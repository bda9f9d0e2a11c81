import { render, type RenderResult } from '@testing-library/react';
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
