// Ruta's mark: a route line between two stops, drawn inline so nothing is fetched.
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
      <path d="M8 24c0-6 4-8 8-8s8-2 8-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="8" cy="24" r="3" fill="#fff" />
      <circle cx="24" cy="8" r="3" fill="#fff" />
    </svg>
  );
}
