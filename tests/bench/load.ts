import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  /** Latencies in milliseconds. */
  p50: number;
  p99: number;
  errors: number;
}

interface LoadOptions {
  seconds: number;
  connections: number;
  headers: Record<string, string>;
}

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

export const loadTool = () => (hasWrk ? 'wrk -t1' : 'autocannon');

/** Drives HTTP load at one URL: wrk when installed (a C client: it outruns the servers), else autocannon. */
export function runLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  return hasWrk ? runWrk(url, options) : runAutocannon(url, options);
}

/** wrk as a child process (not spawnSync: the bench keeps sampling the server's memory meanwhile). */
async function runWrk(url: string, { seconds, connections, headers }: LoadOptions): Promise<LoadResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', [...args, url]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`wrk failed: ${stderr}`))));
  });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const percentile = (p: string) => toMs(new RegExp(`^\\s+${p}%\\s+([\\d.]+\\w+)`, 'm').exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return { rps, p50: percentile('50'), p99: percentile('99'), errors };
}

function toMs(value: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value ?? '');
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === 'us' ? n / 1000 : match[2] === 's' ? n * 1000 : n;
}

async function runAutocannon(
  url: string,
  { seconds, connections, headers }: LoadOptions,
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
