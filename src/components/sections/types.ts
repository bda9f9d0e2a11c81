import type { SectionConfig } from '@/content/types';

/** Every section component receives its page's namespace and its own configuration. */
export type SectionProps = { namespace: string; section: SectionConfig; headingId: string };
