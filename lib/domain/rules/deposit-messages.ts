import { DOWN_PAYMENT_STEP } from '@/lib/domain/constants';

/*
 * The down payment rule's French messages, apart from the rule itself (./deposit.ts) so that the
 * texts of a screen that shows one (a quote's, a project's dialogs) load no schema library.
 */

/**
 * The "too low" text keeps the legacy wording the SPEC reports: it names the choice just under the
 * minimum ("supérieur à 10%" when the minimum is 15, "supérieur à 5%" when it is 10), which is
 * true of the 5-step choice list the form offers. No legacy "too high" text is known, so that
 * one names the maximum exactly.
 */
export const DEPOSIT_PERCENTAGE_MESSAGES = {
  required: "Merci de renseigner le pourcentage de l'acompte.",
  tooLow: (min: number) => `Le pourcentage de l'acompte doit être supérieur à ${min - DOWN_PAYMENT_STEP}%.`,
  tooHigh: (max: number) => `Le pourcentage de l'acompte doit être inférieur ou égal à ${max}%.`,
} as const;
