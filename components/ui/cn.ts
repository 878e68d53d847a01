import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. There is no tailwind-merge here: a caller's class is appended after the
 * component's own, so override with utilities the component does not already set (or `!` ones).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
