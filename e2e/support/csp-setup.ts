// The e2e project's setup file: a test during which a page broke the Content-Security-Policy fails.
import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './csp.js';

afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
