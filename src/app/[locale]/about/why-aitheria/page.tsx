import { aboutExtendedPage } from '@/content/about';
import { scrollPageRoute } from '@/app/scroll-page-route';

const route = scrollPageRoute(aboutExtendedPage, '/about/why-aitheria');
export const generateMetadata = route.generateMetadata;
export default route.Page;
