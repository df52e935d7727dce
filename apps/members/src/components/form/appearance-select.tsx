'use client';

import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, RELATIONSHIP_STATUSES } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Select, type SelectProps } from '@dating/ui/select';
import { type LooseT } from '@/lib/loose-t';

/** The looks of a profile that are one choice from a list (each may stay "not said"). */
export type AppearanceField = 'relationship_status' | 'body_type' | 'hair_colour' | 'eye_colour';

/** Each field's choices and its key in the `profile` namespace (also the key of its label in sign-up and editor). */
const CHOICES = {
  relationship_status: { values: RELATIONSHIP_STATUSES, key: 'relationshipStatus' },
  body_type: { values: BODY_TYPES, key: 'bodyType' },
  hair_colour: { values: HAIR_COLOURS, key: 'hairColour' },
  eye_colour: { values: EYE_COLOURS, key: 'eyeColour' },
} as const satisfies Record<AppearanceField, { values: readonly string[]; key: string }>;

export type AppearanceKey = (typeof CHOICES)[AppearanceField]['key'];

/** The camel-case key of a field (`hair_colour` → `hairColour`), under which its label is translated. */
export const appearanceKey = (field: AppearanceField): AppearanceKey => CHOICES[field].key;

export type AppearanceSelectProps = Omit<SelectProps, 'options' | 'onChange'> & {
  field: AppearanceField;
  onValue: (value: string) => void;
};

/** A select of one appearance field, its choices translated from the `profile` namespace. */
export function AppearanceSelect({ field, onValue, ...props }: AppearanceSelectProps) {
  const { t } = useTranslation('profile');
  const { values, key }: { values: readonly string[]; key: AppearanceKey } = CHOICES[field];
  const translate = t as unknown as LooseT;
  return (
    <Select
      {...props}
      onChange={(event) => onValue(event.target.value)}
      options={values.map((value) => ({ value, label: translate(`${key}.${value}`) }))}
    />
  );
}
