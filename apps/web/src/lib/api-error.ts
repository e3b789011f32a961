/** A failed call, with the message to show the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string[]>;
  /** True when the client already told the user (toast or redirect); screens need not repeat it. */
  readonly isNotified: boolean;
  /** The answer's body as sent, for screens that read more than the message (a 409's state). */
  readonly body: unknown;

  constructor(options: {
    status: number;
    message: string;
    code?: string;
    fields?: Record<string, string[]>;
    isNotified?: boolean;
    body?: unknown;
  }) {
    super(options.message);
    this.name = "ApiError";
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.isNotified = options.isNotified ?? false;
    this.body = options.body;
  }

  /** The first message for a field, for forms that show errors under their inputs. */
  fieldError(name: string): string | undefined {
    return this.fields[name]?.[0];
  }
}
