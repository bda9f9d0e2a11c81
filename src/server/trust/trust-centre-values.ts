import 'server-only';
import { locales, type Locale } from '@/i18n/locales';
import { subProcessorPlaces, type ShownSubProcessor, type SubProcessor } from '@/lib/sub-processors';
import type { TrustCentreValues } from '../deployment/values';
import { dataKeys, serverTranslator } from '../i18n';

/**
 * The trust centre's values of this deployment in `locale`: its sub-processors in the page's words (the purpose
 * and safeguard from the catalogue, the country as the language names it), the free places after them, and
 * whether a language model words the chat's answers.
 */
export async function trustCentreValues(
  subProcessors: readonly SubProcessor[],
  chatModel: boolean,
  locale: Locale,
): Promise<TrustCentreValues> {
  const t = dataKeys(await serverTranslator(locale));
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const listed = subProcessors.map((processor): ShownSubProcessor => ({
    shown: 'yes',
    name: processor.name,
    purpose: t(`trust.points.subProcessors.purposes.${processor.purpose}`),
    country: countries.of(processor.country) ?? processor.country,
    safeguard: t(`trust.points.subProcessors.safeguards.${processor.safeguard}`),
  }));
  return {
    subProcessors: subProcessorPlaces(listed),
    chatModel: chatModel ? 'yes' : 'no',
  };
}

/** The values of every language, worded once at start for the filling in of the prerendered trust centre. */
export async function trustCentreValuesByLocale(
  subProcessors: readonly SubProcessor[],
  chatModel: boolean,
): Promise<(locale: Locale) => TrustCentreValues> {
  const byLocale = new Map(
    await Promise.all(locales.map(async (locale) => [locale, await trustCentreValues(subProcessors, chatModel, locale)] as const)),
  );
  return (locale) => byLocale.get(locale)!;
}
