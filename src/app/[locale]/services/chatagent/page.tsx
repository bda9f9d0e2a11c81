import { chatAgentPage } from '@/content/services';
import { scrollPageRoute } from '@/app/scroll-page-route';

const route = scrollPageRoute(chatAgentPage, '/services/chatagent');
export const generateMetadata = route.generateMetadata;
export default route.Page;
