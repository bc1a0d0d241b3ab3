export interface Phone {
  /** E.164, for `tel:` links and structured data: "+15125550142". */
  e164: string
  /** What a visitor reads: "+1 (512) 555-0142". */
  display: string
}

/** A US number as people write it: 10 digits, with or without +1, spaces, dashes or parentheses. Null for anything else. */
export function parseUsPhone(value: string): Phone | null {
  if (!/^[+\d\s().-]+$/.test(value)) return null
  const digits = value.replace(/\D/g, "")
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
  if (national.length !== 10 || /^[01]/.test(national)) return null
  const area = national.slice(0, 3)
  const exchange = national.slice(3, 6)
  const line = national.slice(6)
  return { e164: `+1${national}`, display: `+1 (${area}) ${exchange}-${line}` }
}
