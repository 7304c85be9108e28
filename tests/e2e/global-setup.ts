import { startServer } from "../support/server";

// One production server for the whole run; its address and log reach the tests
// through the environment, which the workers inherit.
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_SERVER_LOG = server.logFile;
  return async () => {
    await server.stop();
  };
}
