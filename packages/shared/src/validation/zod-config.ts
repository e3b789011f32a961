import { z } from "zod";
import { messages } from "./messages";

/**
 * A missing value anywhere gets the generic 'This field is required' instead of zod's
 * technical text. Server and web call this once at start.
 */
export function configureZodMessages() {
  z.config({
    customError: (issue) => {
      if (issue.code === "invalid_type" && (issue.input === undefined || issue.input === null)) {
        return messages.required;
      }
      return undefined;
    },
  });
}
