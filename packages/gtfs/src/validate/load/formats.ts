// Format checks of text kinds the parser keeps as strings (url, email, timezone, language, currency),
// approximating the libraries MobilityData uses (Apache Commons validators, java.time, ICU).

// Apache's UrlValidator with default schemes: http, https, ftp; a host, then anything without spaces.
const URL_RE =
  /^(?:https?|ftp):\/\/(?:[^\s/?#@]+@)?[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d+)?(?:[/?#]\S*)?$/i;
// The host must have a dot (a domain) or be a dotted IP; "localhost" aside.
const HOST_RE = /^(?:https?|ftp):\/\/(?:[^\s/?#@]+@)?([^/?#:]+)/i;

export function isValidUrl(v: string): boolean {
  if (!URL_RE.test(v)) return false;
  const host = HOST_RE.exec(v)?.[1] ?? '';
  return host === 'localhost' || /\.[A-Za-z]{2,}$/.test(host) || /^\d+\.\d+\.\d+\.\d+$/.test(host);
}

const EMAIL_RE =
  /^[^\s@"(),:;<>[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isValidEmail(v: string): boolean {
  return EMAIL_RE.test(v);
}

// tz database names without a slash that java.time accepts; "PST", "EDT" and the like are not zones.
const SLASHLESS_ZONES = new Set(
  (
    'UTC GMT UCT UT Zulu Universal Greenwich GMT0 CET EET MET WET EST MST HST EST5EDT CST6CDT MST7MDT ' +
    'PST8PDT Cuba Egypt Eire GB GB-Eire Hongkong Iceland Iran Israel Jamaica Japan Kwajalein Libya NZ ' +
    'NZ-CHAT Navajo PRC Poland Portugal ROC ROK Singapore Turkey W-SU'
  ).split(' '),
);
const tzCache = new Map<string, boolean>();

export function isValidTimezone(v: string): boolean {
  let ok = tzCache.get(v);
  if (ok !== undefined) return ok;
  try {
    const canonical = new Intl.DateTimeFormat('en', { timeZone: v }).resolvedOptions().timeZone;
    // Intl ignores case; java.time does not.
    const caseMismatch = canonical.toLowerCase() === v.toLowerCase() && canonical !== v;
    ok = !caseMismatch && (v.includes('/') ? /^[A-Z]/.test(v) : SLASHLESS_ZONES.has(v));
  } catch {
    ok = false;
  }
  tzCache.set(v, ok);
  return ok;
}

const langCache = new Map<string, boolean>();

export function isValidLanguage(v: string): boolean {
  let ok = langCache.get(v);
  if (ok !== undefined) return ok;
  try {
    ok = Intl.getCanonicalLocales(v).length === 1 && /^[A-Za-z]{2,3}(?:-|$)/.test(v);
  } catch {
    ok = false;
  }
  langCache.set(v, ok);
  return ok;
}

let currencies: Set<string> | undefined;

export function isValidCurrency(v: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(v);
}

/** Decimal places a price in this currency may have (ISO 4217 minor units). */
export function currencyDigits(code: string): number | undefined {
  if (!isValidCurrency(code)) return undefined;
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits;
}
