import { industryPage } from './industry-page';

/** /usecase/immobilien: 24/7 portal enquiries, lead qualification, viewings, exposé dispatch, tenant damage reports, CRM, 40+ languages. */
export const realEstatePage = industryPage('immobilien', {
  why: [
    { key: 'availability', icon: 'clock' },
    { key: 'qualification', icon: 'target' },
    { key: 'viewings', icon: 'calendarCheck' },
    { key: 'languages', icon: 'languages' },
  ],
  features: [
    { key: 'portalLeads', icon: 'inbox' },
    { key: 'leadScoring', icon: 'userCheck' },
    { key: 'viewingBooking', icon: 'calendarClock' },
    { key: 'expose', icon: 'fileText' },
    { key: 'tenantService', icon: 'wrench' },
    { key: 'crm', icon: 'database' },
  ],
  benefits: [
    { key: 'sales', icon: 'trendingUp' },
    { key: 'management', icon: 'building' },
    { key: 'costs', icon: 'piggyBank' },
  ],
  stories: ['agency', 'management', 'developer'],
});
