import { SportId } from "@coach/shared/sports/sport-ids";
import { Alert, Button, Group, SegmentedControl, Text } from "@mantine/core";
import { useState } from "react";

const SPORTS = [
  { value: String(SportId.running), label: "Running" },
  { value: String(SportId.cycling), label: "Cycling" },
  { value: String(SportId.swimming), label: "Swimming" },
];

/**
 * Asked when a FIT workout names no sport and its steps do not tell which (decision 119): the
 * file is read again with the sport chosen here.
 */
export function ImportSportChoice({
  fileName,
  onChoose,
  onCancel,
}: {
  fileName: string;
  onChoose: (sport: number) => void;
  onCancel: () => void;
}) {
  const [sport, setSport] = useState(SPORTS[0].value);
  return (
    <Alert color="blue" title="Which sport is this workout for?">
      <Text size="sm" mb="xs">
        "{fileName}" names no sport, and its steps do not tell which.
      </Text>
      <Group gap="sm">
        <SegmentedControl
          aria-label="Sport of the imported workout"
          data={SPORTS}
          value={sport}
          onChange={setSport}
        />
        <Button size="xs" onClick={() => onChoose(Number(sport))}>
          Import as {SPORTS.find((choice) => choice.value === sport)?.label.toLowerCase()}
        </Button>
        <Button size="xs" variant="subtle" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Alert>
  );
}
