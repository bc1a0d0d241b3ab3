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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `attempt` until it succeeds or the retries are spent, waiting between tries (`wait`, a
 * timer unless a test gives another); rethrows the last error.
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
      if (retry >= policy.retries) throw error
      await wait(retryDelay(retry, policy))
    }
  }
}
