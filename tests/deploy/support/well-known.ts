import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { expect } from "@playwright/test"

const client = "build/client"

/** The site's canonical origin, as the built home page names it. */
function canonicalOrigin(): string {
  const home = readFileSync(path.join(client, "index.html"), "utf8")
  const href = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1]
  if (!href) throw new Error("The built home page has no canonical link")
  return new URL(href).origin
}

/**
 * RFC 9116's required fields, as a security researcher's tool reads them: a mailto contact, an
 * expiry in the future but at most a year away, and the file's canonical address on this site.
 */
export function expectSecurityTxt(body: string): void {
  const fields = new Map(
    body
      .split("\n")
      .filter((line) => line.includes(": "))
      .map((line) => [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)] as const),
  )
  expect(fields.get("Contact")).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/i)
  const expires = Date.parse(fields.get("Expires") ?? "")
  expect(expires).toBeGreaterThan(Date.now())
  expect(expires).toBeLessThanOrEqual(Date.now() + 366 * 24 * 60 * 60 * 1000)
  expect(fields.get("Canonical")).toBe(`${canonicalOrigin()}/.well-known/security.txt`)
}

/**
 * An ACME token, as certbot's webroot plugin writes it into the served folder while it proves the
 * domain; removed by the function returned.
 */
export function placeAcmeToken(): { target: string; content: string; remove: () => void } {
  const token = "Xb3-TEST_token9"
  const folder = path.join(client, ".well-known", "acme-challenge")
  mkdirSync(folder, { recursive: true })
  const content = `${token}.key-authorization`
  writeFileSync(path.join(folder, token), content)
  return {
    target: `/.well-known/acme-challenge/${token}`,
    content,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  }
}

/** Paths under /.well-known/ that are not the site's: refused like any other dotted path. */
export const otherWellKnownPaths = [
  "/.well-known",
  "/.well-known/change-password",
  "/.well-known/acme-challenge",
  "/.well-known/acme-challenge/.hidden",
  "/.well-known/acme-challenge/../../.env",
  "/.well-known/security.txt.gz",
  "/.well-known/.git/config",
]
