import { TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";

/**
 * A text field for a time or pace that the coach types as hh:mm:ss or mm:ss. The typed text
 * stays as typed (no reformatting mid-word); the parsed value goes up on every key, and the
 * text is tidied on blur. A value changed from outside replaces the text.
 */
export function TimeTextInput({
  value,
  onValue,
  format,
  parse,
  ...props
}: Omit<TextInputProps, "value" | "onChange"> & {
  value: number | null;
  onValue: (value: number | null) => void;
  format: (value: number | null) => string;
  parse: (text: string) => number | null;
}) {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(format(value));
  }
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        const parsed = parse(next);
        setText(next);
        setSeen(parsed);
        onValue(parsed);
      }}
      onBlur={() => setText(format(value))}
    />
  );
}
