'use client';

import { useState } from 'react';
import { type TUpdateProfileInput } from '@dating/core/contracts';
import { useUpdateProfile } from '@/hooks/use-update-profile';

/** Saves one personal-info step with PUT /api/profile.php and moves on; keeps the step on failure. */
export function useProfileStep(onNext: () => void) {
  const update = useUpdateProfile();
  const [failed, setFailed] = useState(false);
  const save = (input: TUpdateProfileInput) => {
    setFailed(false);
    update.mutate(input, { onSuccess: onNext, onError: () => setFailed(true) });
  };
  return { save, saving: update.isPending, failed };
}
