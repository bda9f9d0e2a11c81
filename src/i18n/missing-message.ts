import { IntlErrorCode, type IntlError } from 'use-intl/core';

/** A key missing in every catalogue shows the key itself. */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

/** Missing keys are warned about, not thrown: the page still renders. */
export function reportIntlError(error: IntlError): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) {
    console.warn(`[i18n] ${error.message}`);
  } else {
    console.error(error);
  }
}
