// What the operator's commands (npm run backup, restore, create-admin) share: how they stop on a mistake, and the
// configuration they read.
import { loadConfig } from '../src/server/config';

/** Says what is wrong on stderr and ends the command with status 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** What `make` gives, or the command ends with its error's message (a bad setting, a database it cannot open). */
export async function orFail<T>(make: () => T | Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    fail((error as Error).message);
  }
}

/** The configuration of a command that signs nothing: a secret of its own keeps loadConfig from writing one into a DATA_DIR that may be wrong. */
export const configSigningNothing = (command: string) =>
  orFail(() => loadConfig({ ...process.env, SIGNING_SECRET: process.env.SIGNING_SECRET ?? `${command}-signs-nothing-and-keeps-no-secret` }));
