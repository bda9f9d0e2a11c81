import { bookingPage } from '@/content/booking';
import { scrollPageRoute } from '@/app/scroll-page-route';

const route = scrollPageRoute(bookingPage, '/termin');
export const generateMetadata = route.generateMetadata;
export default route.Page;
