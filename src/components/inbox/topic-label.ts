import { getDataTranslations } from '@/i18n/data-translations';
import { leadDeclaration } from '@/lib/enquiries/kinds';
import type { LeadKind } from '@/lib/inbox/lead-vocabulary';

/** The form's own words for a contact topic or an open position (stored as codes); a callback's topic is its website. */
export async function topicLabeller() {
  const t = await getDataTranslations('forms.options');
  return (kind: LeadKind, value: string | null | undefined) => {
    if (!value) return null;
    const options = leadDeclaration(kind).topic?.options;
    const key = options ? `${options}.${value}` : null;
    return key && t.has(key) ? t(key) : value;
  };
}
