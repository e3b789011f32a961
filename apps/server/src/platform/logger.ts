import pino, { type Logger as PinoLogger } from "pino";

/**
 * One structured logger for the HTTP server, services and jobs. Fastify logs requests with it;
 * jobs and subscribers log with a child carrying their name (`logger.child({ job })`).
 */
export type Logger = PinoLogger;

/**
 * `pretty`: one readable, coloured line per entry (pino-pretty, in a worker thread), for a
 * person at a terminal in development; otherwise JSON lines, for machines (production, pipes).
 */
export function createLogger(options: { level: string; pretty?: boolean }): Logger {
  if (!options.pretty) return pino({ level: options.level });
  return pino({
    level: options.level,
    transport: {
      target: "pino-pretty",
      options: {
        colorize: true,
        translateTime: "SYS:HH:MM:ss",
        ignore: "pid,hostname,reqId,method,url,status,durationMs",
        singleLine: true,
      },
    },
  });
}

/** A logger that writes nothing, for tests. */
export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
