/** How an outbox's sender takes its due rows and sends them. */
export interface OutboxSenderOptions<Claimed> {
  /** Takes the next due row (leased to this sender), or none. */
  claim: () => Promise<Claimed | undefined>;
  /** Sends it; true when it was delivered (a failure is recorded and retried later). */
  deliver: (claimed: Claimed) => Promise<boolean>;
  pollMs: number;
  /** Why a run could not read the outbox; the run is tried again at the next poll. */
  onReadError: (error: unknown) => void;
}

export interface OutboxSender {
  /** Sends every due row once; resolves to how many were delivered. One run at a time. */
  runNow(): Promise<number>;
  start(): void;
  /** Stops polling and waits for a run under way: the database must not close under it. */
  stop(): Promise<void>;
}

/**
 * The loop an outbox's sender runs (the patient's mail, the partners' webhooks): every
 * `pollMs`, take the due rows one by one until none is left. A row is claimed under a lease,
 * so two senders (or a sender and its restart) never send it at once.
 */
export function createOutboxSender<Claimed>(options: OutboxSenderOptions<Claimed>): OutboxSender {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function deliverDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const claimed = await options.claim();
      if (!claimed) return delivered;
      if (await options.deliver(claimed)) delivered += 1;
    }
  }

  function runNow(): Promise<number> {
    running ??= deliverDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runNow().catch(options.onReadError).finally(schedule);
    }, options.pollMs);
  }

  return {
    runNow,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
