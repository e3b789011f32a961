import type { ChangeEvent } from "react";
import { useState } from "react";
import { z } from "zod";
import { ApiError } from "./api-error";

type FieldErrors = Record<string, string | undefined>;

/** The first message of each field, as the forms show them under their inputs. */
export function firstFieldErrors(error: z.ZodError): FieldErrors {
  const { fieldErrors } = z.flattenError(error);
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([name, list]) => [name, (list as string[] | undefined)?.[0]]),
  );
}

/** The server's `fields` errors (a 400) for the inputs the form has; empty when none match. */
export function serverFieldErrors(error: unknown, names: readonly string[]): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    names.flatMap((name) => {
      const message = error.fieldError(name);
      return message ? [[name, message]] : [];
    }),
  );
}

/**
 * Form values checked by a shared zod schema before sending, so the screen shows the same
 * messages as the server. Editing a field clears its message.
 */
export function useZodForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  initialValues: z.input<S>,
) {
  type Values = z.input<S>;
  type Name = keyof Values & string;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  function setValue<K extends Name>(name: K, value: Values[K]) {
    setValues((current) => ({ ...(current as Record<string, unknown>), [name]: value }) as Values);
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  /** The parsed values, or null after showing the messages. */
  function validate(): z.output<S> | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(firstFieldErrors(result.error));
    return null;
  }

  /** Value, change handler and message of a text input bound to `name`. */
  function textProps(name: Name) {
    return {
      value: String(values[name] ?? ""),
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.currentTarget.value as Values[Name]),
    };
  }

  return { values, errors, setValue, setErrors, validate, textProps };
}
