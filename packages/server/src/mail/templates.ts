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

/** The texts of a mail that carries one link. */
export interface LinkMailTexts {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  expiry: string;
}

/** A mail with one link, as text and HTML: every mail Ruta sends has this shape. */
export function linkMail(language: Language, to: string, texts: LinkMailTexts, link: string): Mail {
  const { greeting, body, button, expiry } = texts;
  const text = [greeting, '', body, link, '', expiry, '', '-- Ruta', ''].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 16px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(button)}</a></p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(expiry)}</p>
<p>-- Ruta</p>
</body></html>
`;
  return { to, subject: texts.subject, text, html, link };
}

function accountMail(kind: Kind, language: Language, to: string, name: string, link: string): Mail {
  const t = translator(language);
  const key = (suffix: string) => `mail_${kind}_${suffix}` as MessageKey;
  const texts = {
    subject: t(key('subject')),
    greeting: t(key('greeting'), { name }),
    body: t(key('body')),
    button: t(key('button')),
    expiry: t(key('expiry')),
  };
  return linkMail(language, to, texts, link);
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
