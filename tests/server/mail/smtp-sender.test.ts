import { describe, expect, it } from 'vitest';
import { smtpTransportOptions } from '../../../server/mail/smtp-sender';

// Issue 34 part 8: mail to a non-loopback smtp:// server requires STARTTLS.
describe('the SMTP transport for SMTP_URL', () => {
  it.each([
    'smtp://mail.example.org:587',
    'smtp://user:secret@10.0.0.25:25',
    'smtp://[2001:db8::1]:587',
  ])('requires STARTTLS for %s, a server on another machine', (url) => {
    expect(smtpTransportOptions(url)).toEqual({ url, requireTLS: true });
  });

  it.each(['smtp://127.0.0.1:2525', 'smtp://localhost:25', 'smtp://[::1]:25'])(
    'leaves %s, a relay on this machine, as it is',
    (url) => {
      expect(smtpTransportOptions(url).requireTLS).toBe(false);
    },
  );

  it('smtps:// is TLS from the first byte: no STARTTLS to ask for', () => {
    expect(smtpTransportOptions('smtps://mail.example.org:465').requireTLS).toBe(false);
  });
});
