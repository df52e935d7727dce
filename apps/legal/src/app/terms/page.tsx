import { TermsContent } from '../../components/pages/terms-content';
import { legalRoute } from '../../lib/legal-route';

const route = legalRoute('terms.title', TermsContent);

export const generateMetadata = route.generateMetadata;
// Next.js requires the page as the default export.
export default route.Page;
