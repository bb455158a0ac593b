// How a local service runs as a process of its own (the identity provider here, the gateway in ops):
// start it, print one line saying where it listens, close it on SIGINT or SIGTERM.
export interface ClosableService {
  close(): Promise<void>;
}

/**
 * Starts the service and prints `announce(service)` once it listens. A signal closes it and exits 0
 * (1 if closing fails); a failed start prints the error and exits 1.
 */
export function runService<S extends ClosableService>(
  start: () => Promise<S>,
  announce: (service: S) => string,
): void {
  const main = async (): Promise<void> => {
    const service = await start();
    console.log(announce(service));
    const stop = (): void => {
      service.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
