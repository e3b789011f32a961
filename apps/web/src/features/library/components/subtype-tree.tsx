import { Badge, NavLink, Paper, ScrollArea } from "@mantine/core";
import { ALL, type CategoryNode, isInSelection, type Selection } from "./library-catalog";

const Count = ({ value }: { value: number }) => (
  <Badge size="sm" variant="light" color={value > 0 ? "blue" : "gray"}>
    {value}
  </Badge>
);

/**
 * The filter as a tree: the sport-type list, each sport, then its subtypes. A subtype without
 * workouts is disabled.
 */
export function SubtypeTree({
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
  const isOpen = (key: string) => value === key || isInSelection(value, key);
  return (
    <Paper withBorder radius="md" p={4} component="nav" aria-label="Subtypes">
      <ScrollArea.Autosize mah="calc(100dvh - 220px)" type="auto">
        <NavLink
          component="button"
          label="All sports"
          active={value === ALL}
          onClick={() => onChange(ALL)}
          rightSection={<Count value={total} />}
        />
        {tree.map((category) => (
          <NavLink
            component="button"
            key={category.key}
            label={category.label}
            active={value === category.key}
            opened={isOpen(category.key)}
            onClick={() => onChange(category.key)}
            rightSection={<Count value={category.count} />}
            childrenOffset="sm"
          >
            {category.sports.map((sport) =>
              sport.subtypes.length === 1 ? (
                <NavLink
                  component="button"
                  key={sport.key}
                  label={sport.subtypes[0]!.label}
                  active={value === sport.subtypes[0]!.key}
                  disabled={sport.count === 0}
                  aria-disabled={sport.count === 0}
                  onClick={() => onChange(sport.subtypes[0]!.key)}
                  rightSection={<Count value={sport.count} />}
                />
              ) : (
                <NavLink
                  component="button"
                  key={sport.key}
                  label={sport.label}
                  opened={isOpen(sport.key)}
                  onClick={() => onChange(sport.key)}
                  rightSection={<Count value={sport.count} />}
                  childrenOffset="sm"
                >
                  <NavLink
                    component="button"
                    label="All subtypes"
                    active={value === sport.key}
                    onClick={() => onChange(sport.key)}
                  />
                  {sport.subtypes.map((node) => (
                    <NavLink
                      component="button"
                      key={node.key}
                      label={node.label}
                      active={value === node.key}
                      disabled={node.count === 0}
                      aria-disabled={node.count === 0}
                      onClick={() => onChange(node.key)}
                      rightSection={<Count value={node.count} />}
                    />
                  ))}
                </NavLink>
              ),
            )}
          </NavLink>
        ))}
      </ScrollArea.Autosize>
    </Paper>
  );
}
