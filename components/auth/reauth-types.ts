import type { ActionResult } from '@/lib/action-result';

/** What the dialog of a session that ended under a form and the provider that opens it share. */
export interface ReauthRequest {
  /** Sends the same form again, with the values it kept, once the staff member chose "Renvoyer". */
  resend?: () => void;
  /** The files the form keeps in memory, named so the staff member knows they go again too. */
  files?: readonly string[];
}

export interface SignInAgainInput {
  email: string;
  password: string;
  expectedUserId: string;
}

/** The server action that signs in again (app/(backoffice)/sign-in-again.ts). */
export type SignInAgain = (input: SignInAgainInput) => Promise<ActionResult>;
