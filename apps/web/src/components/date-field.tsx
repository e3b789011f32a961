import "@mantine/dates/styles.css";
import { DateInput, type DateInputProps } from "@mantine/dates";
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { useFormats } from "../lib/formats";

dayjs.extend(customParseFormat);

type Props = Omit<DateInputProps, "value" | "onChange" | "valueFormat" | "dateParser"> & {
  /** The chosen day as "YYYY-MM-DD", or "" for none. */
  value: string;
  onChange: (isoDate: string) => void;
};

/**
 * A day typed or picked in the viewer's date format ("27.11.2026"), never the browser's: a native
 * date input writes the browser's locale whatever the account says. The value stays "YYYY-MM-DD".
 * Typed text is read in the viewer's format, or as "YYYY-MM-DD".
 */
export function DateField({ value, onChange, ...props }: Props) {
  const { dateFormat } = useFormats();
  const parse = (text: string): string | null => {
    for (const pattern of [dateFormat, "YYYY-MM-DD"]) {
      const day = dayjs(text.trim(), pattern, true);
      if (day.isValid()) return day.format("YYYY-MM-DD");
    }
    return null;
  };
  return (
    <DateInput
      {...props}
      value={value === "" ? null : value}
      onChange={(day) => onChange(day ?? "")}
      valueFormat={dateFormat}
      dateParser={parse}
      placeholder={props.placeholder ?? dayjs("2026-11-27").format(dateFormat)}
      popoverProps={{ withinPortal: true, ...props.popoverProps }}
    />
  );
}
