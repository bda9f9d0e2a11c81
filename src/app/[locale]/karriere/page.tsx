import { careerPage } from '@/content/career';
import { scrollPageRoute } from '@/app/scroll-page-route';

const route = scrollPageRoute(careerPage, '/karriere');
export const generateMetadata = route.generateMetadata;
export default route.Page;
