import { Chip, Group, Input } from "@mantine/core";
import { useId } from "react";

type ChoiceChipsProps<T extends string> = {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T[];
  onChange: (value: T[]) => void;
  error?: string;
};

/** A labelled set of toggle chips (several may be chosen); the group is named by its label. */
export function ChoiceChips<T extends string>({
  label,
  options,
  value,
  onChange,
  error,
}: ChoiceChipsProps<T>) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Chip.Group<true, T> multiple value={value} onChange={onChange}>
        <Group
          gap="xs"
          mt={6}
          role="group"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
        >
          {options.map((option) => (
            <Chip key={option.value} value={option.value} size="sm">
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
