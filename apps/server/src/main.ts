import { ConfigError, loadConfig } from './config';
import { type RunningServer, startServer } from './server';

let running: RunningServer | undefined;

// A rejection nobody handled is a bug, but not a reason to drop every request in flight: it is
// logged and counted (sidecamp_unhandled_rejections_total), and the process goes on.
process.on('unhandledRejection', (reason) => {
  if (running) running.recordUnhandledRejection(reason);
  else console.error('Unhandled promise rejection (the process goes on):', reason);
});

async function main() {
  // The server's own start keeps the secrets it makes, so links it signs survive a restart.
  const config = loadConfig(process.env, { keepGeneratedSecrets: true });
  const server = await startServer(config);
  running = server;
  // A parent that started this process with an IPC channel (the tests' process harness, with
  // PORT=0) learns the address the OS gave: a port picked free beforehand can be taken by another
  // process before this one listens. Unreferenced, the channel never keeps the process alive.
  if (process.send) {
    process.send({ sidecamp: 'listening', url: server.url });
    process.channel?.unref();
  }

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests, then stopping.`);
    // A stuck request must not keep the process alive forever.
    const forced = setTimeout(() => {
      console.error(`Shutdown took longer than ${config.SHUTDOWN_GRACE_MS} ms; exiting.`);
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    forced.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
