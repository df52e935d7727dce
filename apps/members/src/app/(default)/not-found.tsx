import { NotFoundScreen } from '@/components/error-screen/not-found-screen';

/** A 404 of the (default) group (a page's `notFound()`) inside the group's own frame. */
export default function NotFound() {
  return <NotFoundScreen />;
}
