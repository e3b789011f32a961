import { type AddressInfo, createServer } from "node:net";

/**
 * A port nothing listens on now, as the system hands them out. A random number in a range
 * collided with the client sockets that the system takes from the same range while test files
 * run side by side (EADDRINUSE).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
