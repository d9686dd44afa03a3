import nodemailer from 'nodemailer';
import type { SendMail } from './mail-worker';

/** Sends through the SMTP server `SMTP_URL` names (smtp:// or smtps://, with credentials). */
export function createSmtpSender(smtpUrl: string, from: string): SendMail {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
    });
  };
}
