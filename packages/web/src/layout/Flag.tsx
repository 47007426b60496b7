// Small inline flags for the language switcher (emoji flags do not render on every system).
import type { Language } from '../i18n/language';

export function Flag({ language, width = 20 }: { language: Language; width?: number }) {
  const height = (width * 2) / 3;
  if (language === 'es') {
    return (
      <svg width={width} height={height} viewBox="0 0 3 2" aria-hidden="true" focusable="false">
        <rect width="3" height="2" fill="#AA151B" />
        <rect y="0.5" width="3" height="1" fill="#F1BF00" />
      </svg>
    );
  }
  // Union flag, simplified to the usual 60x30 construction and scaled into a 3:2 box.
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 60 40"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="60" height="40" fill="#012169" />
      <path d="M0,0 L60,40 M60,0 L0,40" stroke="#fff" strokeWidth="8" />
      <path d="M0,0 L60,40 M60,0 L0,40" stroke="#C8102E" strokeWidth="3" />
      <path d="M30,0 V40 M0,20 H60" stroke="#fff" strokeWidth="12" />
      <path d="M30,0 V40 M0,20 H60" stroke="#C8102E" strokeWidth="7" />
    </svg>
  );
}
