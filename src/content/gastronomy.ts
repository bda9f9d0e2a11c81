import type { IconName } from '@/lib/icon-names';
import type { CostItem } from '@/lib/roi';

/** /usecase/gastronomie on the sector layout; words in messages/<locale>/gastronomie.json. */
export const gastronomyPage = {
  namespace: 'gastronomie',
  heroImage: { src: '/media/industries/gastronomie.webp', width: 1280, height: 720 },
  /** The back button goes to the start page by default. */
  backHref: '/',
  features: [
    { key: 'reservations', icon: 'calendarClock' },
    { key: 'menu', icon: 'chefHat' },
    { key: 'waitTimes', icon: 'bellRing' },
    { key: 'guestExperience', icon: 'cake' },
  ],
  restaurantTypes: [
    { key: 'fineDining', icon: 'wine' },
    { key: 'casualDining', icon: 'utensils' },
    { key: 'delivery', icon: 'bike' },
  ],
  /** The ROI example of a 35-seat restaurant, euros per month. */
  costs: {
    current: [
      { item: 'staff', amount: 4400 },
      { item: 'reservations', amount: 800 },
      { item: 'missed', amount: 1900 },
      { item: 'tablePlanning', amount: 1200 },
    ],
    withAi: [
      { item: 'system', amount: 490 },
      { item: 'serviceHours', amount: 2200 },
      { item: 'occupancy', amount: 420 },
    ],
  },
} as const satisfies {
  features: readonly { key: string; icon: IconName }[];
  restaurantTypes: readonly { key: string; icon: IconName }[];
  costs: { current: readonly CostItem[]; withAi: readonly CostItem[] };
  [key: string]: unknown;
};
