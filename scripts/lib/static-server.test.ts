import { describe, expect, it } from "vitest"
import { requestOrigin } from "../../pipeline/security-headers"
import { hostileHosts } from "../../tests/deploy/support/hostile-hosts"
import { originOf, requestOrigin as serverPlaceholder } from "./static-server.mjs"

const site = "https://www.example.com"
const asking = (host: string | undefined) => ({ headers: { host } })

describe("originOf, the origin npm start's policies name the site's folders under", () => {
  it("is the address asked for when it is a loopback name, with its port", () => {
    expect(originOf(asking("localhost"), site)).toBe("http://localhost")
    expect(originOf(asking("127.0.0.1:4173"), site)).toBe("http://127.0.0.1:4173")
    expect(originOf(asking("[::1]:3000"), site)).toBe("http://[::1]:3000")
    expect(originOf(asking("LOCALHOST:3000"), site)).toBe("http://localhost:3000")
  })

  it.each(["www.example.com", "192.168.1.20:3000", "", undefined, ...hostileHosts])(
    "is the site's URL for Host %j",
    (host) => {
      expect(originOf(asking(host), site)).toBe(site)
    },
  )

  it("replaces the stand-in the build writes into the policies", () => {
    expect(serverPlaceholder).toBe(requestOrigin)
  })
})
