/**
 * The specification's retry policy for anything the site loads from outside: 3 retries, waiting
 * 1 s before the first and doubling each time, never more than 30 s.
 */
export const retryPolicy = { retries: 3, firstDelayMs: 1000, maxDelayMs: 30_000 } as const

export type RetryPolicy = { retries: number; firstDelayMs: number; maxDelayMs: number }

/** How long to wait before retry number `retry` (0 for the first retry). */
export function retryDelay(retry: number, policy: RetryPolicy = retryPolicy): number {
  return Math.min(policy.firstDelayMs * 2 ** retry, policy.maxDelayMs)
}

/**
 * A failed attempt whose server said when to try again (an HTTP `Retry-After`): the next try waits
 * at least that long, and not at all on this page when that is longer than the policy's longest wait.
 */
export class RetryAfter extends Error {
  constructor(readonly delayMs: number) {
    super(`The server asked to wait ${delayMs} ms before trying again`)
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `attempt` until it succeeds or the retries are spent, waiting between tries (`wait`, a
 * timer unless a test gives another), or longer when the attempt failed with `RetryAfter`; rethrows
 * the last error.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy = retryPolicy,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt()
    } catch (error) {
      const asked = error instanceof RetryAfter ? error.delayMs : 0
      if (retry >= policy.retries || asked > policy.maxDelayMs) throw error
      await wait(Math.max(retryDelay(retry, policy), asked))
    }
  }
}
