// Runs `ruta-gtfs diff OLD NEW --json [options]` in this process and prints its wall time, CPU and
// peak RSS (worker threads included) as JSON on stderr when it exits.
import { performance } from 'node:perf_hooks';

const [cli, oldZip, newZip, ...extra] = process.argv.slice(2);
const t0 = performance.now();
process.on('exit', () => {
  const u = process.resourceUsage();
  const figures = {
    wallMs: performance.now() - t0,
    cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000,
    peak: u.maxRSS * 1024,
  };
  process.stderr.write(JSON.stringify(figures) + '\n');
});
process.argv = [process.argv[0], cli, 'diff', oldZip, newZip, '--json', '--today', '2026-01-01', ...extra];
await import(cli);
