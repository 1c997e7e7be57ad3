// The programmatic surface of the `skillport` package: run the CLI in-process with an argument list and,
// optionally, streams and an environment of its own; it resolves to the exit status.
export { type CliIo, runCli } from './run-cli.js';
export type { OutputStream } from './terminal.js';
