/**
 * The environment of a production server on 127.0.0.1: the site on `port`, the back office on `adminPort` (the
 * server's default, PORT + 1, when it is not given), its data in `dataDir`, and the first administrator it
 * creates. The bench and the tests that start the server as a child process start it the way `npm start`
 * runs it; the caller adds what the process needs besides (PATH, or all of its own).
 */
export const productionEnv = (
  { port, adminPort, dataDir }: { port: number; adminPort?: number; dataDir: string },
  admin: { email: string; password: string },
) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  ...(adminPort ? { ADMIN_PORT: String(adminPort) } : {}),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});
