import { BanContent } from '../../components/pages/ban-content';
import { legalRoute } from '../../lib/legal-route';

const route = legalRoute('ban.title', BanContent);

export const generateMetadata = route.generateMetadata;
// Next.js requires the page as the default export.
export default route.Page;
