import { FaqContent } from '../../components/pages/faq-content';
import { legalRoute } from '../../lib/legal-route';

const route = legalRoute('faq.title', FaqContent);

export const generateMetadata = route.generateMetadata;
// Next.js requires the page as the default export.
export default route.Page;
