'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';

export interface ScrollFrameProps {
  /** Names the frame when it scrolls and becomes a stop of the keyboard (e.g. the table's caption). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A frame that scrolls sideways (a wide table on a narrow screen). When its content overflows, it
 * takes the keyboard focus as a named region, so someone without a mouse can scroll it with the
 * arrow keys (WCAG 2.1.1); when everything fits, it is no tab stop at all. It starts focusable
 * until measured, so the page works before its scripts run.
 */
export function ScrollFrame({ label, className, children }: ScrollFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(true);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={frame}
      className={cn('focus-ring overflow-x-auto', className)}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
