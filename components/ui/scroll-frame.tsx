'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';

export interface ScrollFrameProps {
  /** Names the frame when it scrolls and becomes a stop of the keyboard (e.g. the table's caption). */
  label: string;
  className?: string;
  children: ReactNode;
}

interface Overflow {
  /** The content is wider than the frame. */
  scrolls: boolean;
  /** Columns wait to the left, to the right of what is in view. */
  before: boolean;
  after: boolean;
}

/**
 * The height of the shell's sticky header, for the sticky header rows of tables to stand under it
 * (`--sticky-top`): it grows when its search shows a message, so it is measured.
 */
function useStickyTop(): void {
  useEffect(() => {
    const header = [...document.querySelectorAll('header')].find(
      (element) => getComputedStyle(element).position === 'sticky',
    );
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--sticky-top', `${header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
}

/**
 * A frame that scrolls sideways (a wide table on a narrow screen). When its content overflows, it
 * takes the keyboard focus as a named region, so someone without a mouse can scroll it with the
 * arrow keys (WCAG 2.1.1), and a shadow on each side where more content waits says it scrolls; when
 * everything fits, it is no tab stop at all and clips rather than scrolls, so a table's header row
 * can stick to the page. It starts as scrolling until measured, so the page works before its
 * scripts run.
 */
export function ScrollFrame({ label, className, children }: ScrollFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ scrolls: true, before: false, after: false });
  useStickyTop();

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      // The content's own width too: a frame that clips may not count what it hides.
      const width = Math.max(
        element.scrollWidth,
        element.firstElementChild?.getBoundingClientRect().width ?? 0,
      );
      const scrolls = Math.round(width) > element.clientWidth;
      const before = scrolls && element.scrollLeft > 0;
      const after = scrolls && element.scrollLeft + element.clientWidth < Math.round(width) - 1;
      setOverflow((shown) =>
        shown.scrolls === scrolls && shown.before === before && shown.after === after
          ? shown
          : { scrolls, before, after },
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    if (typeof ResizeObserver === 'undefined') return () => element.removeEventListener('scroll', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);

  const { scrolls, before, after } = overflow;
  return (
    <div className="relative">
      <div
        ref={frame}
        // Positioned, so what is laid out absolutely inside (a screen reader's text) scrolls with it
        // rather than widening the page.
        className={cn('focus-ring relative', scrolls ? 'overflow-x-auto' : 'overflow-clip', className)}
        data-scrolls={scrolls || undefined}
        data-scrolled={before || undefined}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      >
        {children}
      </div>
      {after ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-px right-px w-8 rounded-r-lg bg-linear-to-l from-fg/15 to-transparent"
        />
      ) : null}
    </div>
  );
}
