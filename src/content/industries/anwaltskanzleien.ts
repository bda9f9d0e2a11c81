import { industryPage } from './industry-page';

/** /usecase/anwaltskanzleien: fewer phone interruptions, client intake and conflict-check data, deadlines under four eyes, RVG billing, professional secrecy. */
export const lawFirmsPage = industryPage('anwaltskanzleien', {
  why: [
    { key: 'interruptions', icon: 'phone' },
    { key: 'intake', icon: 'userCheck' },
    { key: 'billing', icon: 'calculator' },
    { key: 'deadlines', icon: 'hourglass' },
  ],
  features: [
    { key: 'phoneReception', icon: 'headset' },
    { key: 'clientIntake', icon: 'clipboardList' },
    { key: 'conflictCheck', icon: 'users' },
    { key: 'deadlineControl', icon: 'calendarCheck' },
    { key: 'rvgBilling', icon: 'receipt' },
    { key: 'secrecy', icon: 'folderLock' },
  ],
  benefits: [
    { key: 'time', icon: 'timer' },
    { key: 'clients', icon: 'handshake' },
    { key: 'compliance', icon: 'scale' },
  ],
  stories: ['labourLaw', 'familyLaw', 'commercialLaw'],
});
