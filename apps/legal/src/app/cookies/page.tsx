import { CookiesContent } from '../../components/pages/cookies-content';
import { legalRoute } from '../../lib/legal-route';

const route = legalRoute('cookies.title', CookiesContent);

export const generateMetadata = route.generateMetadata;
// Next.js requires the page as the default export.
export default route.Page;
