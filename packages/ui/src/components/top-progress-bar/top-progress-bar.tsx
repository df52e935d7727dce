'use client';

import { useEffect, useState, type HTMLAttributes } from 'react';
import { useTheme } from 'styled-components';
import { theme as defaultTheme } from '../../theme/theme';
import { useUiLabels } from '../ui-labels';
import { ProgressIndicator, ProgressTrack, type TopProgressState } from './top-progress-bar.styles';

export interface TopProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** While true the bar creeps towards 90 %; when it turns false the bar completes to 100 % and fades. */
  active: boolean;
  /** Accessible name; defaults to the `ui` label "Page loading". */
  label?: string;
}

/** Where the bar starts, where it creeps to, and how it gets there on each tick. */
const START = 8;
const CEILING = 90;
const TICK_MS = 250;
export const nextProgress = (value: number): number =>
  Math.min(CEILING, value + Math.max(0.5, (CEILING - value) * 0.12));

const toMs = (duration: string): number => Number.parseFloat(duration) * (duration.endsWith('ms') ? 1 : 1000);

/**
 * The thin navigation progress bar fixed at the very top (`zIndex.progress`). `role="progressbar"` with
 * `aria-valuenow`; `data-state` is `loading`, `done` (completing and fading) or `idle` (hidden).
 */
export function TopProgressBar({ active, label, style, ...rest }: TopProgressBarProps) {
  const labels = useUiLabels();
  const theme = useTheme() ?? defaultTheme;
  const [state, setState] = useState<TopProgressState>(active ? 'loading' : 'idle');
  const [progress, setProgress] = useState(active ? START : 0);
  const [wasActive, setWasActive] = useState(active);

  // Derive the state machine's transitions from `active` during render (no extra frame).
  if (active !== wasActive) {
    setWasActive(active);
    if (active) {
      setState('loading');
      setProgress(START);
    } else if (state === 'loading') {
      setState('done');
      setProgress(100);
    }
  }

  useEffect(() => {
    if (state !== 'loading') return undefined;
    const timer = setInterval(() => setProgress(nextProgress), TICK_MS);
    return () => clearInterval(timer);
  }, [state]);

  const settleMs = toMs(theme.motion.duration.normal) * 2;
  useEffect(() => {
    if (state !== 'done') return undefined;
    const timer = setTimeout(() => {
      setState('idle');
      setProgress(0);
    }, settleMs);
    return () => clearTimeout(timer);
  }, [state, settleMs]);

  const idle = state === 'idle';
  return (
    <ProgressTrack
      role="progressbar"
      aria-label={label ?? labels.pageLoading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={idle ? undefined : Math.round(progress)}
      aria-hidden={idle || undefined}
      aria-busy={state === 'loading' || undefined}
      data-state={state}
      style={style}
      {...rest}
    >
      <ProgressIndicator style={{ transform: `scaleX(${progress / 100})` }} />
    </ProgressTrack>
  );
}
