// Reads the mails the server wrote to DATA_DIR/outbox (SMTP_URL unset) to follow their links.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest mail to `recipient` whose text contains a link with `linkPath`; polls for up to 10 s. */
export async function linkFromMail(recipient: string, linkPath: string): Promise<URL> {
  const outbox = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      // outbox not created yet
    }
    const mails = files
      .map((f) => join(outbox, f))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
      .map((f) => decodeQuotedPrintable(readFileSync(f, 'utf8')))
      .filter((m) => m.toLowerCase().includes(recipient.toLowerCase()));
    for (const mail of mails) {
      const match = mail.match(
        new RegExp(`https?://[^\\s"'<>]*${linkPath.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`),
      );
      if (match) return new URL(match[0].replace(/&amp;/g, '&'));
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${recipient} with a link to ${linkPath} in ${outbox}`);
}
