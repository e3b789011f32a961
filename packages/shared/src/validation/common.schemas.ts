import { z } from "zod";
import { messages } from "./messages.ts";

/**
 * Field schemas shared by every form and route.
 * An absent or blank value reports the generic "required" message; a malformed one the
 * field's own message, so the screens show exactly the product's words.
 */

const requiredString = z.string({ error: messages.required });

/** Trimmed e-mail: blank gives 'This field is required', malformed 'Please enter a valid email'. */
export const EmailSchema = requiredString
  .trim()
  .min(1, messages.required)
  .max(254, messages.invalidEmail)
  .pipe(z.email({ error: messages.invalidEmail }));

/** 8 to 128 characters; no trimming, spaces count (a password is taken as typed). */
export const PasswordSchema = requiredString
  .min(1, messages.required)
  .min(8, messages.passwordTooShort)
  .max(128, messages.passwordTooLong);

/** Full name: trimmed, at least two words (add-athlete form). */
export const FullNameSchema = requiredString
  .trim()
  .min(1, messages.required)
  .max(200, messages.invalidFullName)
  .refine((name) => name.split(/\s+/).filter(Boolean).length >= 2, messages.invalidFullName);

/** A name of at least two characters after trimming (coach invite). */
export const ShortNameSchema = requiredString
  .trim()
  .min(1, messages.required)
  .min(2, messages.nameTooShort)
  .max(200, messages.nameTooShort);
