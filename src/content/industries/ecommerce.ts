import { industryPage } from './industry-page';

/** /usecase/ecommerce: order status and tracking, returns, product and size advice, abandoned carts, payments, multilingual service, human hand-over, peak season. */
export const ecommercePage = industryPage('ecommerce', {
  why: [
    { key: 'orderStatus', icon: 'truck' },
    { key: 'costs', icon: 'piggyBank' },
    { key: 'languages', icon: 'languages' },
    { key: 'peakSeason', icon: 'calendarClock' },
  ],
  features: [
    { key: 'tracking', icon: 'package' },
    { key: 'returns', icon: 'rotateCcw' },
    { key: 'productAdvice', icon: 'ruler' },
    { key: 'cartRecovery', icon: 'shoppingCart' },
    { key: 'payments', icon: 'creditCard' },
    { key: 'handover', icon: 'headset' },
  ],
  benefits: [
    { key: 'customers', icon: 'smile' },
    { key: 'team', icon: 'users' },
    { key: 'revenue', icon: 'trendingUp' },
  ],
  stories: ['fashion', 'homeGoods', 'cosmetics'],
});
