// A Vitest reporter (`--reporter=./scripts/durations-reporter.mjs`, beside the default one): records
// each file's time (import, setup and tests) by lane in test-results/durations.json and prints the
// slowest files of each lane this run had (see test-durations.mjs).
import { relative } from 'node:path';
import { durationsReport, root, updateDurations } from './test-durations.mjs';

export default class DurationsReporter {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    const lanes = {};
    for (const module of modules) {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      const tests = [...module.children.allTests()].length;
      (lanes[module.project.name] ??= []).push({
        file: relative(root, module.moduleId),
        ms: Math.round(ms),
        tests,
        state: module.state(),
      });
    }
    const at = new Date().toISOString();
    updateDurations((durations) => {
      for (const [lane, files] of Object.entries(lanes)) durations.lanes[lane] = { files, at };
    });
    const report = durationsReport({
      lanes: Object.fromEntries(Object.entries(lanes).map(([l, files]) => [l, { files, at }])),
      steps: {},
    });
    console.log(`\n${report}\n`);
  }
}
