/** What every emulator does with its HTTP server: listen on a port (0: any free one) and say its origin, close. */
export function listening(server, defaultPort, onOrigin = () => {}) {
  return {
    async listen(port = defaultPort, host = "127.0.0.1") {
      await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, resolve);
      });
      const origin = `http://${host}:${server.address().port}`;
      onOrigin(origin);
      return origin;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A `--name value` from the command line of an emulator run on its own, else `fallback`. */
export function commandLineArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
}
