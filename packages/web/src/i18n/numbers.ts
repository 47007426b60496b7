// Numbers shown to the user in the interface language (4,48 in Spanish, 4.48 in English).
export function formatNumber(n: number, language: string, maxDecimals = 3, minDecimals = 0): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: maxDecimals,
  }).format(n);
}
