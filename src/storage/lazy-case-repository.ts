import { ServerRequestError, UNREACHABLE_MESSAGE } from '../api/api-errors';
import type { CaseRepository } from './case-repository-interface';

/**
 * A repository whose code is loaded on first use (a separate chunk). A failed load (offline)
 * is an error a person can read, and the next call tries the load again.
 */
export function lazyCaseRepository(load: () => Promise<CaseRepository>): CaseRepository {
  let loading: Promise<CaseRepository> | undefined;
  const repository = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new ServerRequestError(UNREACHABLE_MESSAGE, 0, { cause: error });
    }));

  return {
    listPage: async (query) => (await repository()).listPage(query),
    get: async (id, options) => (await repository()).get(id, options),
    addSubmission: async (answers) => (await repository()).addSubmission(answers),
    decide: async (id, decision, expected, denial, letter) =>
      (await repository()).decide(id, decision, expected, denial, letter),
    nextOpen: async (after) => (await repository()).nextOpen(after),
    subscribe(onChange) {
      let stop: (() => void) | undefined;
      let active = true;
      repository().then(
        (loaded) => {
          if (active) stop = loaded.subscribe(onChange);
        },
        // The page's own reads report the failed load; following changes just waits.
        () => undefined,
      );
      return () => {
        active = false;
        stop?.();
      };
    },
  };
}
