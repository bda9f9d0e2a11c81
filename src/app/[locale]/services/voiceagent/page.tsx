import { voiceAgentPage } from '@/content/services';
import { scrollPageRoute } from '@/app/scroll-page-route';

const route = scrollPageRoute(voiceAgentPage, '/services/voiceagent');
export const generateMetadata = route.generateMetadata;
export default route.Page;
