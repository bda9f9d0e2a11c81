import type { IconName } from '@/lib/icon-names';

/** A place on the legal pages that states or governs what a point of the trust centre says. */
type Source = { page: '/datenschutz' | '/cookies' | '/agb' | '/impressum'; section: string };

/** The section of the trust centre that lists the sub-processors: the privacy page links to it. */
export const SUB_PROCESSORS_SECTION = 'unterauftragsverarbeiter';

/**
 * /sicherheit, the trust centre: what we do for security and data protection, point by point, each linked to
 * where the legal pages state it. Its words are in messages/<locale>/trust.json; the retention periods, the
 * sign-in limits, the company's addresses and the sub-processors (lib/sub-processors.ts) are filled in.
 */
export const trustPage = {
  path: '/sicherheit',
  namespace: 'trust',
  points: [
    { key: 'hosting', id: 'hosting', icon: 'globe', sources: [{ page: '/datenschutz', section: 'empfaenger' }] },
    { key: 'encryption', id: 'verschluesselung', icon: 'lock', sources: [] },
    { key: 'staffAccess', id: 'zugriff', icon: 'key', sources: [{ page: '/datenschutz', section: 'speicherdauer' }] },
    { key: 'retention', id: 'speicherdauer', icon: 'hourglass', sources: [{ page: '/datenschutz', section: 'speicherdauer' }] },
    { key: 'rights', id: 'rechte', icon: 'scale', sources: [{ page: '/datenschutz', section: 'rechte' }] },
    { key: 'calls', id: 'anrufe', icon: 'phone', sources: [{ page: '/datenschutz', section: 'rueckruf' }] },
    {
      key: 'chatAnalytics',
      id: 'chat-und-analyse',
      icon: 'chart',
      sources: [
        { page: '/datenschutz', section: 'chat-agent' },
        { page: '/datenschutz', section: 'reichweitenmessung' },
        { page: '/cookies', section: 'analyse' },
      ],
    },
    {
      key: 'subProcessors',
      id: SUB_PROCESSORS_SECTION,
      icon: 'network',
      sources: [
        { page: '/datenschutz', section: 'empfaenger' },
        { page: '/agb', section: 'leistungen' },
      ],
    },
    { key: 'vulnerabilities', id: 'schwachstellen', icon: 'shield', sources: [] },
  ],
  /** The retention periods in the order the table lists them (lib/constants/retention.ts fills in the figures). */
  retention: ['enquiries', 'contracts', 'errorReports', 'serverLogs', 'chatQuestions', 'analytics', 'auditLog', 'signUps', 'doNotCall'],
} as const satisfies {
  path: string;
  namespace: string;
  points: readonly { key: string; id: string; icon: IconName; sources: readonly Source[] }[];
  retention: readonly string[];
};
