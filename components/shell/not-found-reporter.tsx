'use client';

import { useEffect, useRef } from 'react';
import { sendBrowserReport } from './browser-report';

/**
 * Reports the 404 on screen, once. The browser reports it rather than the server render: Next
 * renders not-found components ahead of need (as the fallback of every page under them), so only
 * the one actually shown may speak. The ref survives Strict Mode's second effect run.
 */
export function NotFoundReporter() {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendBrowserReport({ kind: 'not-found', path: window.location.pathname });
  }, []);
  return null;
}
