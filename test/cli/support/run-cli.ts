/** Runs the real CLI (`node adapters/cli/bin.js`) as a child process against a SQLite file in a temp folder. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = join(ROOT, 'adapters/cli/bin.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment of every child: no inherited database, port, host or model settings; the offline language
 * layer (no model probing), so output is deterministic.
 */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(AISLE_|OLLAMA_)|^(PORT|HOST)$/.test(name)) env[name] = value;
  }
  return { ...env, AISLE_LLM: 'offline', ...extra };
}

function spawnCli(args: readonly string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: childEnv(env), stdio: 'pipe' });
}

export function runCli(args: readonly string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawnCli(args, env);
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr?.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A temp folder with one database file; `file` writes a fixture next to it. */
export interface Workspace {
  dir: string;
  db: string;
  file(name: string, content: string): string;
  /** Runs `aisle <args> --db <db>`. */
  aisle(...args: string[]): Promise<CliResult>;
  cleanup(): void;
}

export function workspace(): Workspace {
  const dir = mkdtempSync(join(tmpdir(), 'aisle-cli-'));
  const db = join(dir, 'aisle.db');
  return {
    dir,
    db,
    file(name, content) {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    },
    aisle: (...args) => runCli([...args, '--db', db]),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export const jsonLines = (rows: readonly unknown[]): string =>
  rows.map((r) => JSON.stringify(r)).join('\n') + '\n';

/** Asserts the exit code, showing the output when it differs. */
export function expectExit(result: CliResult, code: number, what: string): CliResult {
  if (result.code !== code) {
    throw new Error(
      `${what}: expected exit ${code}, got ${result.code}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`,
    );
  }
  return result;
}

/** A long-running `aisle serve`, with its output so far. */
export interface Serving {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves once stdout satisfies `ready` (rejects if the process exits first or after `ms`). */
  waitFor(ready: (stdout: string) => boolean, ms?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running (cleanup after a failed assertion). */
  kill(): void;
}

export function startServe(args: readonly string[]): Serving {
  const child = spawnCli(['serve', ...args]);
  let out = '';
  let err = '';
  let done = false;
  const waiters = new Set<() => void>();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      done = true;
      for (const wake of waiters) wake();
      resolve({ code, signal });
    }),
  );
  child.stdout?.setEncoding('utf8').on('data', (d: string) => {
    out += d;
    for (const wake of waiters) wake();
  });
  child.stderr?.setEncoding('utf8').on('data', (d: string) => (err += d));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor(ready, ms = 20_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`serve not ready after ${ms} ms`)), ms);
        const finish = (error?: Error) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(new Error(`${error.message}\nstdout: ${out}\nstderr: ${err}`));
          else resolve(out);
        };
        const check = () => {
          if (ready(out)) finish();
          else if (done) finish(new Error('serve exited before it was ready'));
        };
        waiters.add(check);
        check();
      });
    },
    kill() {
      if (!done) child.kill('SIGKILL');
    },
  };
}

/** Resolves with the exit, or rejects when the process is still running after `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: still pending after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
