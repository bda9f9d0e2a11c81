import { servicesPage } from '@/content/services';
import { scrollPageRoute } from '@/app/scroll-page-route';

const route = scrollPageRoute(servicesPage, '/services');
export const generateMetadata = route.generateMetadata;
export default route.Page;
