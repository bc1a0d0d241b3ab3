/** The specification's, for anything the site loads from outside. */
export const retryPolicy = { retries: 3, firstDelayMs: 1000, maxDelayMs: 30_000 } as const

export type RetryPolicy = { retries: number; firstDelayMs: number; maxDelayMs: number }

/** `retry` 0 is the first retry. */
export function retryDelay(retry: number, policy: RetryPolicy = retryPolicy): number {
  return Math.min(policy.firstDelayMs * 2 ** retry, policy.maxDelayMs)
}

/** A `Retry-After`: the next try waits at least that long, and none comes on this page past the policy's longest wait. */
export class RetryAfter extends Error {
  constructor(readonly delayMs: number) {
    super(`The server asked to wait ${delayMs} ms before trying again`)
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Rethrows the last error once the retries are spent. */
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
