/** Business constants and limits of SPEC §9. Durations are in milliseconds, sizes in bytes. */
import type { ReportType } from '@/lib/domain/enums';

// Gateway calls and session.
export const REQUEST_TIMEOUT_MS = 60_000;
export const MULTIPART_TIMEOUT_MS = 300_000;
export const REHYDRATION_TIMEOUT_MS = 5_000;
/** A token is refreshed once fewer than this many milliseconds (60 s) remain before it expires. */
export const TOKEN_REFRESH_THRESHOLD_MS = 60_000;
export const TOKEN_POLL_INTERVAL_MS = 100;
export const NAVIGATION_DELAY_MS = 10;
export const OAUTH_SCOPE = 'any';

// Screens.
export const SEGMENT_HISTORY_MONTHS = 6;
export const ALERT_AUTO_HIDE_MS = 8_000;
/** The zone every date is shown and entered in (ARCHITECTURE "Dates"). */
export const TIME_ZONE = 'Europe/Paris';

// Form limits.
/** Exclusive: a file must be strictly smaller than 10 MB (10485760 bytes). */
export const MAX_FILE_SIZE = 10_485_760;
/** Inclusive. */
export const MAX_AMOUNT = 1_000_000_000;
export const MESSAGE_MAX = 10_000;
export const NAME_MIN = 2;
export const NAME_MAX = 40;
export const PASSWORD_MIN = 8;
export const SEARCH_MIN = 5;
/** Not in the SPEC: the longest status age the invoices list filters on, ten years, older than any invoice kept. */
export const MAX_STATUS_AGE_DAYS = 3650;
/** Not in the SPEC: longer than any name, e-mail or reference a search looks for, and than a URL the gateway takes. */
export const SEARCH_MAX = 200;
/** Not in the SPEC: suggestions start at 3 characters ("Léa", "0761"), fewer would match half the base. */
export const SUGGEST_MIN = 3;

/**
 * The SPEC does not list the upload types. Quotes, invoices and works-acceptance reports are PDFs or
 * scans, site pictures are photos: PDF plus the image formats every browser can display in the
 * document viewer. HEIC is left out because only Safari can show it.
 */
export const ALLOWED_UPLOAD_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export type AllowedUploadMimeType = (typeof ALLOWED_UPLOAD_MIME_TYPES)[number];
/** For the `accept` attribute of file inputs. */
export const ALLOWED_UPLOAD_ACCEPT = ALLOWED_UPLOAD_MIME_TYPES.join(',');

// Down payment (deposit) of a quote.
export const DOWN_PAYMENT_CHOICES = [10, 15, 20, 25, 30, 35, 40, 45, 50] as const;
/** Gap between two choices; the legacy "too low" messages are written with it (see rules/deposit.ts). */
export const DOWN_PAYMENT_STEP = 5;
/** A tax-inclusive amount of this much or less is "low" (inclusive). */
export const DEPOSIT_LOW_INCL_TAX_MAX = 6_000;
/** A pre-tax amount strictly above this is "high". */
export const DEPOSIT_HIGH_EXCL_TAX_ABOVE = 20_000;

export interface PercentageBounds {
  readonly min: number;
  readonly max: number;
}

/** SPEC §9 table, read as DEPOSIT_PERCENTAGE_BOUNDS[TTC case][HT case]. */
export const DEPOSIT_PERCENTAGE_BOUNDS = {
  lowInclTax: {
    notHighExclTax: { min: 15, max: 50 },
    highExclTax: { min: 10, max: 40 },
  },
  highInclTax: {
    notHighExclTax: { min: 15, max: 40 },
    highExclTax: { min: 10, max: 50 },
  },
} as const satisfies Record<string, Record<string, PercentageBounds>>;

// Reports, fees, fake mode, staff.
export const DEFAULT_REPORT_FILENAME = 'export.csv';
/** The same values as the reportType catalogue of lib/domain/enums, which holds their labels. */
export const REPORT_TYPES = ['INVOICES', 'INSURANCE_INVOICES'] as const satisfies readonly ReportType[];
/** Percent. */
export const FEE_TAX_RATE = 20;
/** The fixed "today" of the in-memory fake gateway (yyyy-MM-dd). */
export const FAKE_NOW = '2020-03-03';
export const DEFAULT_STAFF_EMAIL_DOMAIN = 'groupe.example';
