import { contactPage } from '@/content/contact';
import { scrollPageRoute } from '@/app/scroll-page-route';

const route = scrollPageRoute(contactPage, '/kontakt');
export const generateMetadata = route.generateMetadata;
export default route.Page;
