import { NAMESPACES, type Namespace } from '@dating/i18n';

/** Texts the member site never renders in the browser (legal pages, landers, mails) or loads on demand (chat). */
const NOT_IN_CLIENT_BUNDLE: readonly Namespace[] = ['legal', 'landers', 'email', 'chat'];

/**
 * Namespaces the member site renders with; legal and landers texts stay out of its bundle. The component tests
 * render with these; what each page sends to the browser is `SENT_NAMESPACES` (`i18n-namespaces.ts`).
 */
export const CLIENT_NAMESPACES: readonly Namespace[] = NAMESPACES.filter(
  (ns) => !NOT_IN_CLIENT_BUNDLE.includes(ns),
);
