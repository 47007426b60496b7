// The account mails, in the user's language, with a text and an HTML part.
import type { Language } from '../db/schema.js';
import { translator, type MessageKey } from '../i18n/index.js';
import type { Mail } from './mailer.js';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

type Kind = 'verification' | 'recovery';

function accountMail(kind: Kind, language: Language, to: string, name: string, link: string): Mail {
  const t = translator(language);
  const key = (suffix: string) => `mail_${kind}_${suffix}` as MessageKey;
  const greeting = t(key('greeting'), { name });
  const text = [greeting, '', t(key('body')), link, '', t(key('expiry')), '', '-- Ruta', ''].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t(key('body')))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 16px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t(key('button')))}</a></p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t(key('expiry')))}</p>
<p>-- Ruta</p>
</body></html>
`;
  return { to, subject: t(key('subject')), text, html, link };
}

export function verificationMail(
  publicUrl: string,
  language: Language,
  to: string,
  name: string,
  token: string,
) {
  const link = `${publicUrl}/user/email-verification?verificationToken=${encodeURIComponent(token)}`;
  return accountMail('verification', language, to, name, link);
}

export function recoveryMail(publicUrl: string, language: Language, to: string, name: string, token: string) {
  const link = `${publicUrl}/user/recover-password?recoveryToken=${encodeURIComponent(token)}`;
  return accountMail('recovery', language, to, name, link);
}
