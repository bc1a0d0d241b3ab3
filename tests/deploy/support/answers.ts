import { expect } from "@playwright/test"
import { notFound } from "../../e2e/support/routes"
import type { Expected } from "./hostile-requests"
import type { RawAnswer } from "./raw-http"

/** The file the Range rows ask for, as built. */
export type RangedFile = { path: string; bytes: Buffer }

/** Checks a server's answer against what the row expects of it, softly: the row's other checks still run. */
export function expectAnswer(answer: RawAnswer, expected: Expected, file: RangedFile): void {
  const body = answer.body
  switch (expected.kind) {
    case "redirect":
      expect.soft(answer.status).toBe(301)
      expect.soft(answer.headers.location).toBe(expected.location)
      return
    case "not-found":
      expect.soft(answer.status).toBe(expected.status)
      expect.soft(answer.headers["content-type"]).toBe("text/html; charset=utf-8")
      expect.soft(body.toString("utf8")).toContain(notFound.h1)
      return
    case "refused":
      expect.soft(answer.status).toBe(expected.status)
      return
    case "not-allowed":
      expect.soft(answer.status).toBe(405)
      expect.soft(answer.headers.allow).toBe("GET, HEAD")
      return
    case "closed":
      expect.soft(answer.status, "no answer").toBe(0)
      expect.soft(body.length).toBe(0)
      return
    case "page":
      expect.soft(answer.status).toBe(200)
      expect.soft(answer.headers["content-type"]).toBe("text/html; charset=utf-8")
      return
    case "whole-file":
      expect.soft(answer.status).toBe(200)
      expect.soft(answer.headers["content-range"]).toBeUndefined()
      expect.soft(answer.headers["content-length"]).toBe(String(file.bytes.length))
      expect.soft(body.equals(file.bytes), "the body is the whole file").toBe(true)
      return
  }
}
