'use client';

import { useEffect, useState, type HTMLAttributes } from 'react';
import { useUiLabels } from '../ui-labels';
import {
  FictionalBadgeIcon,
  FictionalBadgeLabel,
  FictionalBadgeRoot,
  FictionalBadgeTooltip,
  FictionalBadgeWarning,
  type FictionalBadgeVariant,
} from './fictional-badge.styles';

export interface FictionalBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** URL of the site's fictional-profile icon (`settings.fictional_icon`). */
  icon: string;
  /** The disclosure, already translated (the site's `fictional_warning`). */
  warning: string;
  /** Short visible name of the marker; defaults to the `ui` label "Fictional profile". */
  label?: string;
  /**
   * `header`: a box with icon, label and the whole warning (profile header, like modal). `card`: a pill with
   * icon and label (search and related cards). `inline`: icon and label in a line of text (chat header,
   * notifications). The compact variants keep the warning as text for screen readers and show it as a
   * tooltip while hovered.
   */
  variant?: FictionalBadgeVariant;
  /** Icon size in px (default 24 for the header, 16 otherwise). */
  iconSize?: number;
}

/** Hover tooltip that stays while hovered (it is inside the badge) and that Escape dismisses (WCAG 1.4.13). */
function useHoverTooltip() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return {
    'data-tooltip': open ? 'open' : 'closed',
    onPointerEnter: () => setOpen(true),
    onPointerLeave: () => setOpen(false),
  };
}

/**
 * The one honest disclosure of a fictional profile: the site's icon with visible text, never only an icon
 * or a title attribute. Use it wherever a fictional profile appears.
 */
export function FictionalBadge({
  icon,
  warning,
  label,
  variant = 'inline',
  iconSize,
  ...rest
}: FictionalBadgeProps) {
  const labels = useUiLabels();
  const tooltip = useHoverTooltip();
  const name = label ?? labels.fictional;
  const size = iconSize ?? (variant === 'header' ? 24 : 16);
  const image = <FictionalBadgeIcon src={icon} alt="" width={size} height={size} decoding="async" />;

  if (variant === 'header') {
    return (
      <FictionalBadgeRoot role="note" data-variant="header" data-fictional="" {...rest}>
        {image}
        <span>
          <FictionalBadgeLabel>{name}</FictionalBadgeLabel>
          <FictionalBadgeWarning>{warning}</FictionalBadgeWarning>
        </span>
      </FictionalBadgeRoot>
    );
  }

  return (
    <FictionalBadgeRoot data-variant={variant} data-fictional="" {...tooltip} {...rest}>
      {image}
      <FictionalBadgeLabel>{name}</FictionalBadgeLabel>
      <FictionalBadgeTooltip data-fictional-warning="">{warning}</FictionalBadgeTooltip>
    </FictionalBadgeRoot>
  );
}
