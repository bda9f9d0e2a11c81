import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge: it costs kilobytes and start-up CPU on every page, and our
 * components never pass a utility that conflicts with their base classes.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
