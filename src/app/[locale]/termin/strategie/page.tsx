import { strategySessionPage } from '@/content/booking';
import { scrollPageRoute } from '@/app/scroll-page-route';

const route = scrollPageRoute(strategySessionPage, '/termin/strategie');
export const generateMetadata = route.generateMetadata;
export default route.Page;
