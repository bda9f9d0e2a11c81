import { industryPage } from './industry-page';

/** /usecase/gesundheitswesen: practices and care centres; GDPR, ICD-10, GOÄ/EBM billing. */
export const healthcarePage = industryPage('gesundheitswesen', {
  why: [
    { key: 'reception', icon: 'phone' },
    { key: 'noShows', icon: 'calendarCheck' },
    { key: 'answered', icon: 'headset' },
    { key: 'admin', icon: 'clipboardList' },
  ],
  features: [
    { key: 'appointments', icon: 'calendarClock' },
    { key: 'prescriptions', icon: 'pill' },
    { key: 'triage', icon: 'siren' },
    { key: 'recall', icon: 'bellRing' },
    { key: 'billing', icon: 'receipt' },
    { key: 'privacy', icon: 'shieldPlus' },
  ],
  benefits: [
    { key: 'team', icon: 'users' },
    { key: 'patients', icon: 'heartPulse' },
    { key: 'practice', icon: 'stethoscope' },
  ],
  stories: ['generalPractice', 'dental', 'mvz'],
});
