import { ZUpdateProfileInput, ZUserResponse } from '@dating/core/contracts';
import { MIN_AGE_DEFAULT } from '@dating/core/domain';
import { getSettingsForDomain } from '../site/settings-repo';
import { requestDomain } from '../site/geo';
import { loadOwnUser } from '../accounts/own-user';
import { updateProfile } from './profile-repo';
import { memberCall } from '../shared/member-route';
import type { App } from '../types';

/** The profile editor (`/profile`) and the personal-info steps of sign-up (spec §3, §4). */
export async function profileRoutes(app: App): Promise<void> {
  app.put('/profile.php', {
    ...memberCall(app, 'account', {
      summary: "Update the logged-in member's profile",
      description:
        'Only the fields given change; unknown fields are refused (no mass assignment: credits, paid_user, ' +
        'status, fictional and photos are never settable here). `name` follows the sign-up rule (400 ' +
        '`invalid_name`), `date_of_birth` must be a real date of an adult (400 `validation_failed` with ' +
        '`errors.invalid_date_of_birth`, or `too_young`). `country` must be a ' +
        'served country and `region` one of its regions (changing the country without a region clears it); ' +
        '`interests` (existing keys only) replaces the list. Answers `{ user }`; 400 `validation_failed` with ' +
        '`fields` otherwise.',
      body: ZUpdateProfileInput,
      ok: ZUserResponse,
      errors: [413, 415],
      private: true,
    }),
    handler: async (request) => {
      const site = await getSettingsForDomain(app.db.db, requestDomain(request));
      await updateProfile(app.db.db, request.auth!.userId, request.body, {
        now: app.config.now(),
        minAge: site?.settings.min_age ?? MIN_AGE_DEFAULT,
      });
      return loadOwnUser(app, request, request.auth!.userId);
    },
  });
}
