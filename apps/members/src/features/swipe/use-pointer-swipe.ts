'use client';

import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { swipeDecision, type SwipeDirection } from './swipe-rules';

export interface PointerSwipe {
  /** Horizontal offset of the card while it is dragged (0 at rest). */
  dx: number;
  /** Width of the card when the drag started (0 before any drag). */
  width: number;
  dragging: boolean;
  handlers: {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void;
  };
}

interface Drag {
  pointerId: number;
  startX: number;
  width: number;
}

/** Drags never start on a control: a tap on Like, Pass or the profile link stays a click. */
function startsOnControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, select, textarea') !== null;
}

/**
 * A card dragged sideways with a pointer (mouse, touch, pen): the card follows the pointer; released beyond
 * the threshold it calls `onSwipe('like' | 'pass')`, otherwise it snaps back. `enabled` false ignores drags.
 * Buttons and the arrow keys are the non-dragging alternatives (WCAG 2.5.7).
 */
export function usePointerSwipe(
  onSwipe: (direction: SwipeDirection) => void,
  enabled: boolean,
): PointerSwipe {
  const drag = useRef<Drag | null>(null);
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [width, setWidth] = useState(0);

  const end = (event: ReactPointerEvent<HTMLElement>, commit: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const offset = event.clientX - current.startX;
    setDragging(false);
    setDx(0);
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    const direction = commit ? swipeDecision(offset, current.width) : null;
    if (direction) onSwipe(direction);
  };

  return {
    dx,
    width,
    dragging,
    handlers: {
      onPointerDown: (event) => {
        if (!enabled || drag.current || startsOnControl(event.target)) return;
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        const width = event.currentTarget.getBoundingClientRect().width || event.currentTarget.offsetWidth;
        drag.current = { pointerId: event.pointerId, startX: event.clientX, width };
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setWidth(width);
        setDragging(true);
      },
      onPointerMove: (event) => {
        const current = drag.current;
        if (!current || current.pointerId !== event.pointerId) return;
        setDx(event.clientX - current.startX);
      },
      onPointerUp: (event) => end(event, true),
      onPointerCancel: (event) => end(event, false),
    },
  };
}
