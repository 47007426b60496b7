// axe-core in a real page: its source is injected with playwright-core and run on the whole
// document with the WCAG 2.1 A and AA rules. A serious or critical violation fails the caller's
// test with each violation's rule, targets and help printed.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = (require('axe-core') as { source: string }).source;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Nodes axe does not check, each with the reason it cannot be fixed in Ruta. */
const EXCLUDED = [
  // MapLibre's WebGL canvas is focusable (its keyboard pans the map) and carries MapLibre's own
  // role="region" and aria-label; its drawing has no text for axe to check. The map's edits are
  // offered by the side panels, which are checked.
  '.maplibregl-canvas',
];

/** The WCAG 2.1 A/AA violations axe finds on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the browser's debugging protocol, not added as a <script>: the app's
  // Content-Security-Policy refuses inline scripts, and a refused one is a violation the suite fails on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, exclude }) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const axe = (window as any).axe;
      const result = await axe.run(
        { exclude: exclude.map((selector: string) => [selector]) },
        {
          runOnly: { type: 'tag', values: tags },
          // Label in name (WCAG 2.5.3, level A) is marked experimental in axe and so off by
          // default; voice-control users depend on it, so it runs here.
          rules: { 'label-content-name-mismatch': { enabled: true } },
          resultTypes: ['violations'],
        },
      );
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return result.violations.map((v: any) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        nodes: v.nodes.map((n: any) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    { tags: TAGS, exclude: EXCLUDED },
  );
}

/** One line per violation and node: rule, impact, target and help. */
export function describeViolations(screen: string, violations: AxeViolation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${screen}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${v.help} [${v.helpUrl}]` +
          (n.failureSummary ? `\n    ${n.failureSummary.replace(/\s*\n\s*/g, ' ')}` : ''),
      ),
    )
    .join('\n');
}

/** The serious and critical violations on the page, printed; the caller asserts there are none. */
export async function seriousViolations(page: Page, screen: string): Promise<AxeViolation[]> {
  const all = await axeViolations(page);
  if (all.length) console.log(describeViolations(screen, all));
  return all.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
