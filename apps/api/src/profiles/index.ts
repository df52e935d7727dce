import { defineDomain } from '../domains';
import { memberRoutes } from './member-routes';
import { profileRoutes } from './profile-routes';

/** One's own profile, another member's profile screen, invisible mode. */
export default defineDomain({
  name: 'profiles',
  async routes(app) {
    await app.register(profileRoutes);
    await app.register(memberRoutes);
  },
});
