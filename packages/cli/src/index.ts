// The programmatic surface of the `skillport` package: run the CLI in-process with an argument list.
export { runCli } from './run-cli.js';
