import { aboutPage } from '@/content/about';
import { scrollPageRoute } from '@/app/scroll-page-route';

const route = scrollPageRoute(aboutPage, '/about');
export const generateMetadata = route.generateMetadata;
export default route.Page;
