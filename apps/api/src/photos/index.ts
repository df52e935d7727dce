import { defineDomain } from '../domains';
import { mediaRoutes } from './media-routes';
import { photoRoutes } from './photos-routes';

/** A member's photos (upload, edit, order, delete) and serving the renditions (`/api/media`). */
export default defineDomain({
  name: 'photos',
  async routes(app, opts) {
    await app.register(mediaRoutes);
    await app.register(photoRoutes, { uploadRateLimit: opts.uploadRateLimit });
  },
});
