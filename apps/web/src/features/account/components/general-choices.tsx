import type { GeneralSettings } from "@coach/shared/account/account.schemas";
import { DATE_FORMATS, DISPLAY_UNITS } from "@coach/shared/account/account.schemas";
import { Input, NativeSelect, SegmentedControl } from "@mantine/core";
import { useId } from "react";
import { dateLabel } from "../../../lib/formats";

type DateFormat = GeneralSettings["dateFormat"];
type DisplayUnits = GeneralSettings["displayUnits"];

/**
 * Each format is offered as an example day written in it ("22.11.2026"), by the same writer the
 * screens use, so the choice reads as every date will. A day above 12 tells day-first from
 * month-first formats apart.
 */
const EXAMPLE_DAY = "2026-11-22";
/** Written when the choice is first drawn, not when the module loads with every screen's code. */
let dateFormatOptions: { value: DateFormat; label: string }[] | undefined;
const dateFormatOptionsOnce = () =>
  (dateFormatOptions ??= DATE_FORMATS.map((format) => ({
    value: format,
    label: dateLabel(EXAMPLE_DAY, format),
  })));

type ChoiceProps<T extends string> = { value: T; onChange: (value: T) => void };

export function UnitsChoice({ value, onChange }: ChoiceProps<DisplayUnits>) {
  const labelId = `${useId()}-label`;
  return (
    <Input.Wrapper label="Units" labelElement="div" labelProps={{ id: labelId }}>
      <SegmentedControl
        aria-labelledby={labelId}
        display="flex"
        mt={6}
        data={[...DISPLAY_UNITS]}
        value={value}
        onChange={(units) => onChange(units as DisplayUnits)}
      />
    </Input.Wrapper>
  );
}

export function DateFormatChoice({ value, onChange }: ChoiceProps<DateFormat>) {
  return (
    <NativeSelect
      label="Date format"
      data={dateFormatOptionsOnce()}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as DateFormat)}
    />
  );
}
