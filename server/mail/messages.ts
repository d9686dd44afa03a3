import type { OutboxKind } from '../db/schema';

export interface MailContent {
  subject: string;
  text: string;
}

/**
 * Every message the patient can get: the reference and the private link, the outcome,
 * never a name, an answer or a diagnosis (anyone may read an email on its way). The first
 * message to an address asks to confirm it, and carries no status link: the address may be
 * mistyped. `linkUrl` is the confirmation's link for it, the status page's for every other.
 */
export function composeMail(kind: OutboxKind, reference: number, linkUrl: string): MailContent {
  if (kind === 'confirm-email') {
    return {
      subject: `Confirm your email address (reference ${reference})`,
      text: `This address was given for news of a request for a Letter of Medical Necessity (reference ${reference}). To get that news by email, open this link and confirm:\n${linkUrl}\n\nIf you did not ask for this, ignore this message: nothing more will be sent to you.\n`,
    };
  }
  const statusUrl = linkUrl;
  const link = `Check your request at any time with this private link:\n${statusUrl}\n\nKeep this link to yourself: anyone who has it can see the status of your request.`;
  switch (kind) {
    case 'received':
      return {
        subject: `We received your request (reference ${reference})`,
        text: `Thank you. We received your request for a Letter of Medical Necessity (reference ${reference}). A licensed provider will review it, and we will email you when there is a decision.\n\n${link}\n`,
      };
    case 'approved':
      return {
        subject: `Your request was approved (reference ${reference})`,
        text: `Your request for a Letter of Medical Necessity (reference ${reference}) was approved. You can download your letter from your status page.\n\n${link}\n`,
      };
    // Never the question itself: it may name a condition.
    case 'question':
      return {
        subject: `A question about your request (reference ${reference})`,
        text: `The provider reviewing your request for a Letter of Medical Necessity (reference ${reference}) has a question for you. Please open your status page to read it and send your answer: your request waits for it.\n\n${link}\n`,
      };
    case 'denied':
      return {
        subject: `A decision on your request (reference ${reference})`,
        text: `Your request for a Letter of Medical Necessity (reference ${reference}) was not approved. Your status page shows the reason and what you can do next.\n\n${link}\n`,
      };
  }
}
