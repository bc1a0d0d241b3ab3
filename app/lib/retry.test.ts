import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { retryDelay, retryPolicy, withRetries } from "./retry"

describe("retryDelay", () => {
  it("waits 1, 2 and 4 seconds before the three retries", () => {
    expect([0, 1, 2].map((retry) => retryDelay(retry))).toEqual([1000, 2000, 4000])
    expect(retryPolicy.retries).toBe(3)
  })

  it("never waits more than 30 seconds", () => {
    expect(retryDelay(4)).toBe(16_000)
    expect(retryDelay(5)).toBe(30_000)
    expect(retryDelay(12)).toBe(30_000)
  })
})

describe("withRetries", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("tries once, then retries after 1 s, 2 s and 4 s, then gives up with the last error", async () => {
    const attempt = vi.fn(async () => {
      throw new Error(`failure ${attempt.mock.calls.length}`)
    })
    const result = withRetries(attempt).catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(0)
    expect(attempt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(attempt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempt).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(attempt).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(3999)
    expect(attempt).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempt).toHaveBeenCalledTimes(4)
    expect(await result).toBe("failure 4")
    await vi.advanceTimersByTimeAsync(60_000)
    expect(attempt).toHaveBeenCalledTimes(4)
  })

  it("stops retrying as soon as an attempt succeeds", async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("loaded")
    const result = withRetries(attempt)
    await vi.advanceTimersByTimeAsync(1000)
    expect(await result).toBe("loaded")
    expect(attempt).toHaveBeenCalledTimes(2)
  })
})
