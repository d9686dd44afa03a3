import nodemailer from 'nodemailer';
import { isLoopbackHost } from '../public-url';
import type { SendMail } from './mail-worker';

/**
 * The transport's options for `SMTP_URL`. Mail to a server on another machine over smtp://
 * must switch to TLS (STARTTLS) before anything is sent, or nodemailer would send the patient's
 * mail and the credentials in clear when the server does not offer it; smtps:// is TLS from
 * the start, and a relay on this machine (loopback) never crosses a network.
 */
export function smtpTransportOptions(smtpUrl: string): { url: string; requireTLS: boolean } {
  const url = new URL(smtpUrl);
  return { url: smtpUrl, requireTLS: url.protocol === 'smtp:' && !isLoopbackHost(url.hostname) };
}

/** Sends through the SMTP server `SMTP_URL` names (smtp:// or smtps://, with credentials). */
export function createSmtpSender(smtpUrl: string, from: string): SendMail {
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl));
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
