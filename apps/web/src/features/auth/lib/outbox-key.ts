// Demo mode: a random key of this browser tab, sent as the `outboxKey` of the requests that send an
// SMS code (Login, ForgotPassword) and of OtpOutbox. The server shows a demo SMS only to the key it was
// sent for, so no other browser can read this tab's codes. getRandomValues works without HTTPS.
let key: string | undefined;

/** This tab's outbox key (32 hex digits, made once). */
export function outboxKey(): string {
  if (key === undefined) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    key = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  return key;
}
