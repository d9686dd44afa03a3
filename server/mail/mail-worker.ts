import { randomBytes } from 'node:crypto';
import { statusPath } from '../../machines/status';
import { emailConfirmationPath } from '../../machines/status/email-confirmation';
import { setEmailConfirmationHash } from '../db/cases/contact-email';
import type { Database } from '../db/connect';
import { hashToken } from '../db/sessions';
import { createStatusToken } from '../status/status-tokens';
import { composeMail } from './messages';
import { createOutboxSender } from '../outbox/outbox-sender';
import { claimDueMail, type ClaimedMail, markMailFailed, markMailSent } from './outbox';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same for every attempt at one outbox row, so a mailbox can drop a repeat. */
  messageId: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

export interface MailWorkerOptions {
  db: Database;
  send: SendMail;
  /** Where the app is reached from outside, e.g. https://lmn.example.org (links in mail). */
  publicUrl: string;
  pollMs?: number;
  now?: () => Date;
  onError?: (message: string) => void;
}

/**
 * Sends what the outbox holds, oldest first, after the transaction that wrote it committed.
 * A row is marked sent only after the mail server accepted it; a failure waits with
 * exponential backoff; a restart picks up every row not yet sent.
 */
export function createMailWorker(options: MailWorkerOptions) {
  const { db, send, publicUrl } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 5_000;
  const domain = new URL(publicUrl).hostname || 'localhost';

  /**
   * The link a message carries, fresh for each attempt: links are stored only as hashes,
   * never in the outbox. A confirmation's replaces the one before (only the latest works);
   * every other message's opens the status page. `withdraw` undoes it when the send fails.
   */
  async function linkFor(mail: ClaimedMail): Promise<{ url: string; withdraw(): Promise<void> }> {
    if (mail.kind === 'confirm-email') {
      const token = randomBytes(32).toString('base64url');
      await setEmailConfirmationHash(db, mail.caseId, hashToken(token));
      return {
        url: new URL(emailConfirmationPath(token), publicUrl).href,
        withdraw: async () => undefined,
      };
    }
    const token = await createStatusToken(db, mail.caseId);
    return {
      url: new URL(statusPath(token), publicUrl).href,
      withdraw: async () => {
        await db.deleteFrom('status_tokens').where('token_hash', '=', hashToken(token)).execute();
      },
    };
  }

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    const link = await linkFor(mail);
    const content = composeMail(mail.kind, mail.caseId, link.url);
    try {
      await send({
        to: mail.email,
        ...content,
        messageId: `<outbox-${mail.id}@${domain}>`,
      });
    } catch (error) {
      await link.withdraw();
      const reason = error instanceof Error ? error.message : String(error);
      await markMailFailed(db, mail, reason, now());
      options.onError?.(
        `A message could not be sent (attempt ${mail.attempts}); it will be retried.`,
      );
      return false;
    }
    await markMailSent(db, mail.id, now());
    return true;
  }

  return createOutboxSender({
    claim: () => claimDueMail(db, now()),
    deliver,
    pollMs,
    onReadError: (error) => options.onError?.(`The outbox could not be read: ${String(error)}`),
  });
}
