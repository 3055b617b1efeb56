// docs/PROTOCOL.md §7: a shared result is fetched again up to 3 times, 1 s apart, unless the server said it does not
// exist (RESULT_NOT_FOUND, a 404 from a node without codes): it will not appear.
import { SHARED_RESULT_RETRIES, SHARED_RESULT_RETRY_DELAY_MS } from '@gridable/common/constants';
import { refusedWith } from '../../lib/apiError';

export interface Attempt<T, E> {
  data?: T;
  error?: E;
}

export interface RetryOptions<E> {
  retries?: number;
  delayMs?: number;
  isFinal?: (error: E) => boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` once, then again after each failure that is not final, at most `retries` more times. */
export async function retryUnlessNotFound<T, E extends { status: number | string }>(
  attempt: () => Attempt<T, E> | PromiseLike<Attempt<T, E>>,
  {
    retries = SHARED_RESULT_RETRIES,
    delayMs = SHARED_RESULT_RETRY_DELAY_MS,
    isFinal = (error) => refusedWith(error, 'RESULT_NOT_FOUND'),
  }: RetryOptions<E> = {},
): Promise<Attempt<T, E>> {
  let result = await attempt();
  for (let retry = 0; retry < retries && result.error !== undefined && !isFinal(result.error); retry++) {
    await wait(delayMs);
    result = await attempt();
  }
  return result;
}
