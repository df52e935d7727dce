import { defineDomain } from '../domains';
import type { App } from '../types';
import { chatPhotoRoutes } from './chat-photo-routes';
import { chatRoutes } from './chat-routes';
import { composerRoutes } from './composer-routes';
import { hostRoutes } from './host-routes';

/**
 * Chat (ADR 0015): conversations that cost credits, messages by cursor, photos, gifts, icebreakers, and the
 * chat hosts' queue for fictional profiles (operators of role host).
 */
export default defineDomain({
  name: 'chat',
  routes: async (app: App, opts) => {
    await chatRoutes(app);
    await composerRoutes(app);
    await chatPhotoRoutes(app, { uploadRateLimit: opts.uploadRateLimit });
    await hostRoutes(app, opts.operatorToken);
  },
});
