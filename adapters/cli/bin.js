#!/usr/bin/env node
// Runs the TypeScript sources directly from a checkout through tsx's loader (no build step).
import { register } from 'tsx/esm/api';

// A reader that stops early (`aisle tenant list | head -1`) must not turn into a crash: the command still
// finishes its work and exits with its own code.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
