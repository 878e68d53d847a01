import type { InvoiceType } from '@/lib/domain/enums';

interface Colour {
  /** SVG fill, for the chart. */
  fill: string;
  /** Background, for the legend's swatch. */
  swatch: string;
}

// Whole class names, so that Tailwind finds them in the source.
const COLOURS: Record<InvoiceType, Colour> = {
  DOWN_PAYMENT: { fill: 'fill-brand-300', swatch: 'bg-brand-300' },
  INTERIM_PAYMENT: { fill: 'fill-brand-400', swatch: 'bg-brand-400' },
  FINAL_PAYMENT: { fill: 'fill-brand-800', swatch: 'bg-brand-800' },
  FEE: { fill: 'fill-brand-600', swatch: 'bg-brand-600' },
  INSURANCE: { fill: 'fill-info-solid', swatch: 'bg-info-solid' },
  BASIC: { fill: 'fill-success-solid', swatch: 'bg-success-solid' },
  INSURANCE_CREDIT_NOTE: { fill: 'fill-warning-solid', swatch: 'bg-warning-solid' },
  BASIC_CREDIT_NOTE: { fill: 'fill-danger-solid', swatch: 'bg-danger-solid' },
};
const UNKNOWN: Colour = { fill: 'fill-neutral-solid', swatch: 'bg-neutral-solid' };

/** The colour of an invoice type in the chart and its legend. */
export function typeColour(type: string): Colour {
  return (COLOURS as Record<string, Colour>)[type] ?? UNKNOWN;
}
