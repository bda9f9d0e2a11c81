import { industryPage } from './industry-page';

/** /usecase/steuerberatung: tax consultancies; DATEV, ELSTER, GoBD, OCR receipts. */
export const taxAdvisorsPage = industryPage('steuerberatung', {
  why: [
    { key: 'receipts', icon: 'scanLine' },
    { key: 'questions', icon: 'messages' },
    { key: 'documents', icon: 'fileCheck' },
    { key: 'closing', icon: 'calendarCheck' },
  ],
  features: [
    { key: 'ocr', icon: 'camera' },
    { key: 'datev', icon: 'database' },
    { key: 'deadlines', icon: 'alarm' },
    { key: 'clientDesk', icon: 'headset' },
    { key: 'archive', icon: 'archive' },
    { key: 'onboarding', icon: 'userPlus' },
  ],
  benefits: [
    { key: 'capacity', icon: 'trendingUp' },
    { key: 'clients', icon: 'smile' },
    { key: 'quality', icon: 'badgeCheck' },
  ],
  stories: ['solo', 'midsize', 'network'],
});
