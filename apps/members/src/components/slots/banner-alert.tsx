'use client';

import { usePathname } from 'next/navigation';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Alert, type AlertProps } from '@dating/ui/alert';
import { BannerActions, BannerDetails, BannerRoot, DetailsToggle } from './banner-alert.styles';

/** Screens whose first screen belongs to them (the swipe game's card and buttons): banners stay one row there. */
const COMPACT_ROUTES: ReadonlySet<string> = new Set(['/swipe-game', '/match-finder']);

export interface BannerAlertProps extends Omit<AlertProps, 'children'> {
  /** The banner's action(s): on a phone the one row that shows until the member expands the banner. */
  action: ReactNode;
  /** The explanation under the title, shown at once from md up and behind the details toggle on a phone. */
  children: ReactNode;
}

/**
 * A banner of the default layout's alert slot (push, photo, disabled e-mail, time bonus). From md up the full
 * alert; on a phone one compact row (the action, a details toggle with `aria-expanded`, the ×), so that the page
 * starts in the first screen; on the swipe game's screens at every width. The title still names the region for a screen reader when collapsed. Dismissal
 * is the alert's own (`onDismiss`), unchanged.
 */
export function BannerAlert({ action, children, ...alert }: BannerAlertProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const pathname = usePathname() ?? '/';
  return (
    <BannerRoot
      data-expanded={expanded ? '' : undefined}
      data-compact-always={COMPACT_ROUTES.has(pathname) ? '' : undefined}
    >
      <Alert {...alert}>
        <BannerDetails id={detailsId}>{children}</BannerDetails>
        <BannerActions>
          {action}
          <DetailsToggle
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={t('banners.details')}
            onClick={() => setExpanded((open) => !open)}
            data-testid="banner-details-toggle"
          >
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
              <path
                d="M5 8l5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </DetailsToggle>
        </BannerActions>
      </Alert>
    </BannerRoot>
  );
}
