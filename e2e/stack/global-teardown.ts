// Stop the stack globalSetup started (it removes its own temporary folders); a stack given by the
// caller through the environment is left running.
import { stopStack } from './launch-stack';
import { ENV_STACK_PID } from './stack-location';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env[ENV_STACK_PID]);
  if (pid) await stopStack(pid);
}
