export type NotifyLevel = 'info' | 'warning' | 'error';

/** An alert of SPEC §3: a level, a message and whether it hides by itself (default yes). */
export interface Notification {
  level: NotifyLevel;
  message: string;
  autoHide?: boolean;
  /** The request id of a failure, shown under the message so staff can quote it to support. */
  reference?: string;
}

/** The line under a failure's message that staff quote to support. */
export function referenceText(reference: string): string {
  return `Référence : ${reference}`;
}

/**
 * Shows a toast in the Toaster; `autoHide: false` keeps it until the user closes it. Sonner is
 * loaded on the first alert, not with every page (the Toaster replays alerts raised before it
 * mounted); the promise settles once the alert is queued.
 */
export async function notify({ level, message, autoHide = true, reference }: Notification): Promise<void> {
  const options = {
    ...(autoHide ? {} : { duration: Number.POSITIVE_INFINITY }),
    ...(reference ? { description: referenceText(reference) } : {}),
  };
  const { toast } = await import('sonner');
  toast[level](message, Object.keys(options).length > 0 ? options : undefined);
}

/** The result a server action returns (ARCHITECTURE rule 4), as far as toasts are concerned. */
export interface NotifiableResult {
  ok: boolean;
  message?: string;
  reference?: string;
}

/** SPEC §7: a success with a message shows an info alert; a failure shows an error alert. */
export function notifyResult(result: NotifiableResult, options: { autoHide?: boolean } = {}): Promise<void> {
  if (!result.message) return Promise.resolve();
  return notify({
    level: result.ok ? 'info' : 'error',
    message: result.message,
    autoHide: options.autoHide,
    reference: result.ok ? undefined : result.reference,
  });
}
