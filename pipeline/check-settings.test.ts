import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { compressionOf, includesContentEditor } from "./astro-integration"

const root = path.resolve(import.meta.dirname, "..")

/** How long the build may take to start and stop: Astro's start-up alone is about 5 s on a busy two-core machine. */
const buildTimeout = 60_000

/** Astro's command, where its package says it is. */
const astroBin = (() => {
  const packageFile = path.join(root, "node_modules/astro/package.json")
  const { bin } = JSON.parse(readFileSync(packageFile, "utf8")) as { bin: { astro: string } }
  return path.join(path.dirname(packageFile), bin.astro)
})()

function build(env: Record<string, string>) {
  return spawnSync(process.execPath, [astroBin, "build"], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", BUILD_DIRECTORY: "build-settings-check", ...env },
    encoding: "utf8",
    timeout: buildTimeout,
  })
}

describe("the build's settings check", () => {
  it(
    "stops the build when a setting is malformed, naming the variable and its value",
    { timeout: buildTimeout },
    () => {
      const result = build({ VITE_BOOKING_URL: "http://calendly.com/acme", VITE_CONTACT_EMAIL: "not-an-email" })
      expect(result.status).not.toBe(0)
      expect(result.stderr).toContain(
        'VITE_BOOKING_URL must be an absolute https:// URL, got "http://calendly.com/acme"',
      )
      expect(result.stderr).toContain(
        'VITE_CONTACT_EMAIL must be an email address such as hello@example.com, got "not-an-email"',
      )
    },
  )

  it(
    "stops the build when the pages would publish a password, post leads to the visitor's own computer, or break links",
    { timeout: buildTimeout },
    () => {
      const webhook = "http://n8n:s3cret@127.0.0.1:5678/webhook/lead-intake"
      const result = build({ VITE_LEAD_WEBHOOK_URL: webhook, VITE_BOOKING_URL: "https://cal.com/acme/%E0%A4%A" })
      expect(result.status).not.toBe(0)
      expect(result.stderr).toContain(`VITE_LEAD_WEBHOOK_URL must not hold a user name or password`)
      expect(result.stderr).toContain(`VITE_LEAD_WEBHOOK_URL is on this computer or a private network`)
      expect(result.stderr).toContain(`VITE_BOOKING_URL has a % escape that does not decode`)
    },
  )
})

describe("BUILD_CONTENT_EDITOR", () => {
  it("is true unless set to false, and any other value is refused by name", () => {
    expect(includesContentEditor(undefined)).toBe(true)
    expect(includesContentEditor("true")).toBe(true)
    expect(includesContentEditor("false")).toBe(false)
    expect(() => includesContentEditor("no")).toThrow('BUILD_CONTENT_EDITOR must be true or false, got "no"')
  })
})

describe("BUILD_COMPRESSION", () => {
  it("is smallest unless set to fast, and any other value is refused by name", () => {
    expect(compressionOf(undefined)).toBe("smallest")
    expect(compressionOf("smallest")).toBe("smallest")
    expect(compressionOf("fast")).toBe("fast")
    expect(() => compressionOf("quick")).toThrow('BUILD_COMPRESSION must be smallest or fast, got "quick"')
  })
})
