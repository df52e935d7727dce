import { PrivacyContent } from '../../components/pages/privacy-content';
import { legalRoute } from '../../lib/legal-route';

const route = legalRoute('privacy.title', PrivacyContent);

export const generateMetadata = route.generateMetadata;
// Next.js requires the page as the default export.
export default route.Page;
