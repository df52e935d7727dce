import { ServiceContent } from '../../components/pages/service-content';
import { legalRoute } from '../../lib/legal-route';

const route = legalRoute('service.title', ServiceContent);

export const generateMetadata = route.generateMetadata;
// Next.js requires the page as the default export.
export default route.Page;
