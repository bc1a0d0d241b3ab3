import { z } from "zod"

export const httpsUrlMessage = "must be an absolute https:// URL"

export const isHttpsUrl = (value: string) =>
  URL.canParse(value) &&
  new URL(value).protocol === "https:" &&
  new URL(value).hostname.includes(".") &&
  !/\s/.test(value)

/** "https://www.example.com", with or without a slash. */
export const isHttpsOrigin = (value: string) =>
  isHttpsUrl(value) && new URL(value).pathname === "/" && !/[?#]/.test(value)

export function isWebUrl(value: string): boolean {
  if (!URL.canParse(value) || /\s/.test(value)) return false
  const url = new URL(value)
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== ""
}

/** No credentials (pages carry it) and `%` escapes that decode (the booking link is rebuilt from decoded parameters). */
export function publishedUrl(check: z.ZodString): z.ZodString {
  return check
    .refine(
      (value) => !URL.canParse(value) || !hasCredentials(new URL(value)),
      "must not hold a user name or password (https://user:password@…): it is written into the pages' code, where anyone can read it",
    )
    .refine(
      hasDecodableEscapes,
      "has a % escape that does not decode (each % starts the %XX of UTF-8 text; a % itself is %25), so links made from it would break",
    )
}

export const httpsUrl = publishedUrl(z.string().refine(isHttpsUrl, httpsUrlMessage))

/** Empty where the setting falls back to another. */
export const httpsUrlOrEmpty = publishedUrl(
  z.string().refine((value) => value === "" || isHttpsUrl(value), httpsUrlMessage),
)

function hasCredentials(url: URL): boolean {
  return url.username !== "" || url.password !== ""
}

/** `%zz`, or a cut `%E0%A4%A`, does not decode. */
function hasDecodableEscapes(value: string): boolean {
  try {
    decodeURIComponent(value)
    return true
  } catch {
    return false
  }
}

/** Only this computer or its private network reaches it: a name without a dot, a reserved name, a private address. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "")
  if (!host.includes(".") && !host.startsWith("[")) return true
  if (/(^|\.)(localhost|local|internal|home\.arpa)$/.test(host)) return true
  const ipv6 = /^\[(.*)\]$/.exec(host)?.[1]
  if (ipv6 !== undefined) return ipv6 === "::1" || ipv6 === "::" || /^f[cd]|^fe[89ab]/.test(ipv6)
  const octets = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host)
  if (!octets) return false
  const [first, second] = [Number(octets[1]), Number(octets[2])]
  return (
    first === 127 ||
    first === 10 ||
    first === 0 ||
    (first === 172 && second >= 16 && second <= 31) ||
    (first === 192 && second === 168) ||
    (first === 169 && second === 254)
  )
}
