import { Select } from "@mantine/core";
import { ALL, type CategoryNode, type Selection } from "./library-catalog";

/** The same tree as SubtypeTree in one grouped select, for narrow screens. */
export function SubtypeSelect({
  tree,
  total,
  value,
  onChange,
}: {
  tree: readonly CategoryNode[];
  total: number;
  value: Selection;
  onChange: (selection: Selection) => void;
}) {
  const data = [
    {
      group: "Sport types",
      items: [
        { value: ALL, label: `All sports (${total})` },
        ...tree.map((category) => ({
          value: category.key,
          label: `${category.label} (${category.count})`,
        })),
      ],
    },
    ...tree.flatMap((category) =>
      category.sports.map((sport) => ({
        group:
          category.key === "sports"
            ? sport.label
            : category.sports.length === 1
              ? category.label
              : `${category.label} · ${sport.label}`,
        items: [
          { value: sport.key, label: `All subtypes (${sport.count})` },
          ...sport.subtypes.map((node) => ({
            value: node.key,
            label: `${node.label} (${node.count})`,
            disabled: node.count === 0,
          })),
        ],
      })),
    ),
  ];
  return (
    <Select
      label="Subtype"
      data={data}
      value={value}
      allowDeselect={false}
      onChange={(next) => onChange(next ?? ALL)}
      maxDropdownHeight={360}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
