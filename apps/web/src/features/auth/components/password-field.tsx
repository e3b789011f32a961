import { PasswordInput, type PasswordInputProps } from "@mantine/core";

/**
 * A password input whose show/hide button does not carry the word "password" in its name, so
 * that finding the field by its label ('Password') finds the field alone.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ "aria-label": "Show or hide characters" }}
      {...props}
    />
  );
}
