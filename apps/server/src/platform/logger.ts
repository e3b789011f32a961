import pino, { type Logger as PinoLogger } from "pino";

/**
 * One structured logger for the HTTP server, services and jobs. Fastify logs requests with it;
 * jobs and subscribers log with a child carrying their name (`logger.child({ job })`).
 */
export type Logger = PinoLogger;

export function createLogger(options: { level: string }): Logger {
  return pino({ level: options.level });
}

/** A logger that writes nothing, for tests. */
export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
