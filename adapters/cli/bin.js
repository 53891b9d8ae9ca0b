#!/usr/bin/env node
// Runs the TypeScript sources directly from a checkout through tsx's loader (no build step).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
