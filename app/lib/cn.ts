import { clsx, type ClassValue } from "clsx"

/**
 * Joins class names. Primitives keep their own classes and the caller's apart (variants set
 * what a caller would override), so no class-merging library is needed; see
 * docs/decisions/003-styling-without-class-merging.md.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
