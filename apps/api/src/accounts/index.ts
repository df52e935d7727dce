import { defineDomain } from '../domains';
import { accountDeletionRoutes } from './account-deletion-routes';
import { activationRoutes } from './activation-routes';
import { mailChangeRoutes } from './mail-change-routes';
import { passwordRoutes } from './password-routes';
import { signupRoutes } from './signup-routes';
import { userRoutes } from './user-routes';

/** Login, session and lockout; sign-up and activation; password, e-mail change and account deletion. */
export default defineDomain({
  name: 'accounts',
  async routes(app, opts) {
    await app.register(userRoutes, { loginRateLimit: opts.loginRateLimit });
    await app.register(signupRoutes, { signupRateLimit: opts.signupRateLimit });
    await app.register(activationRoutes);
    await app.register(passwordRoutes, {});
    await app.register(mailChangeRoutes, {});
    await app.register(accountDeletionRoutes, {});
  },
});
