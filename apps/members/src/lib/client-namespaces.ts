import { NAMESPACES, type Namespace } from '@dating/i18n';

/** Texts the member site never renders in the browser (legal pages, landers, mails) or loads on demand (chat). */
const NOT_IN_CLIENT_BUNDLE: readonly Namespace[] = ['legal', 'landers', 'email', 'chat'];

/** Namespaces the member site renders with; legal and landers texts stay out of its bundle. */
export const CLIENT_NAMESPACES: readonly Namespace[] = NAMESPACES.filter(
  (ns) => !NOT_IN_CLIENT_BUNDLE.includes(ns),
);
