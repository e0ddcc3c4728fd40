#!/usr/bin/env node
/** The `panoptes` command. Each subcommand lives in commands/, one file each. */
import { Command } from 'commander';
import { registerExplain } from './commands/explain.js';
import { registerFields } from './commands/fields.js';

// `panoptes fields | head` closes the pipe early; that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const program = new Command('panoptes')
  .description('Search engine for internet-exposure data, wire-compatible with the ODIN v1 API')
  .version('0.1.0')
  .showHelpAfterError();

registerExplain(program);
registerFields(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  process.stderr.write(`panoptes: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
