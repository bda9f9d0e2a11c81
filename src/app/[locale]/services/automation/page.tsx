import { automationPage } from '@/content/services';
import { scrollPageRoute } from '@/app/scroll-page-route';

const route = scrollPageRoute(automationPage, '/services/automation');
export const generateMetadata = route.generateMetadata;
export default route.Page;
