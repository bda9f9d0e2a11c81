import { SUB_PROCESSORS_SECTION, trustPage } from './trust';

/**
 * Links a legal page's section ends with, after its text (`after` in its catalogue), by page and section id:
 * the privacy page's recipients point to the trust centre's list of sub-processors. Labels are legal.links.
 */
export const legalSectionLinks: Readonly<Record<string, { href: { pathname: string; hash: string }; labelKey: string }>> = {
  'datenschutz.empfaenger': { href: { pathname: trustPage.path, hash: SUB_PROCESSORS_SECTION }, labelKey: 'links.subProcessors' },
};
