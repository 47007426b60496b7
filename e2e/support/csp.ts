// Every browser test runs under the server's Content-Security-Policy and fails on any violation:
// each context the tests open reports the page's `securitypolicyviolation` events (an init script,
// in every frame and tab) to this process, and the e2e setup file (csp-setup.ts) fails the test
// that caused one after it ends.
import type { BrowserContext } from 'playwright-core';

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

const seen: CspViolation[] = [];

/** The violations reported since the last call, which forgets them. */
export function takeCspViolations(): CspViolation[] {
  return seen.splice(0);
}

/** Makes `context` report its pages' CSP violations. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__rutaCspViolation', (_source, violation: CspViolation) => {
    seen.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __rutaCspViolation?: (v: unknown) => void }).__rutaCspViolation;
      report?.({
        page: e.documentURI,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
}
