// Stop the stacks globalSetup started (each removes its own temporary folders); a stack given by the
// caller through the environment is left running.
import { stopStack } from './launch-stack';
import { startedStacks } from './stack-location';

export default async function globalTeardown(): Promise<void> {
  await Promise.all(startedStacks().map((stack) => stopStack(stack.pid)));
}
