'use client';

import { useTranslation } from '@dating/i18n/client';
import { FictionalBadge, type FictionalBadgeVariant } from '@dating/ui/fictional-badge';
import { useSettings } from '@/providers/settings-context';
import { type LooseT } from '@/lib/loose-t';

/** The site's fictional-profile marker: its icon and its warning and label (i18n keys in the settings). */
export function useFictionalDisclosure() {
  const settings = useSettings();
  const { t } = useTranslation();
  const translate = t as unknown as LooseT;
  return {
    icon: settings.fictional_icon,
    warning: translate(settings.fictional_warning, { defaultValue: t('disclaimer.fictional') }),
    label: translate(settings.fictional_singular, { defaultValue: t('disclaimer.fictionalIcon') }),
  };
}

/**
 * The disclosure of a fictional profile, wherever one appears (profile header, cards, like modal, chat
 * header): `<FictionalDisclosure variant="card" />` next to the profile's name when `profile.fictional`.
 */
export function FictionalDisclosure({
  variant,
  className,
}: {
  variant: FictionalBadgeVariant;
  className?: string;
}) {
  const { icon, warning, label } = useFictionalDisclosure();
  return (
    <FictionalBadge icon={icon} warning={warning} label={label} variant={variant} className={className} />
  );
}
