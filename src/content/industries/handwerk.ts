import { industryPage } from './industry-page';

/** /usecase/handwerk: calls answered on site, quotes from call data, scheduling and emergencies, invoicing, WhatsApp. */
export const craftPage = industryPage('handwerk', {
  why: [
    { key: 'availability', icon: 'hardHat' },
    { key: 'quotes', icon: 'fileText' },
    { key: 'scheduling', icon: 'calendarClock' },
    { key: 'invoicing', icon: 'receipt' },
  ],
  features: [
    { key: 'voiceAgent', icon: 'headset' },
    { key: 'whatsapp', icon: 'camera' },
    { key: 'quoteDrafts', icon: 'calculator' },
    { key: 'dispatch', icon: 'route' },
    { key: 'emergency', icon: 'siren' },
    { key: 'billing', icon: 'banknote' },
  ],
  benefits: [
    { key: 'time', icon: 'timer' },
    { key: 'revenue', icon: 'trendingUp' },
    { key: 'customers', icon: 'thumbsUp' },
  ],
  stories: ['electrical', 'painting', 'heating'],
});
