import type { DashboardRecord } from "@coach/shared/dashboard/rankings.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { Anchor, Card, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { recordRange, recordValue, useFormats } from "../../../lib/formats";

const SPORTS = [
  { id: SportId.cycling, name: "Cycling" },
  { id: SportId.running, name: "Running" },
  { id: SportId.swimming, name: "Swimming" },
] as const;

/** Records the athletes set in the last 7 days, by sport: pace (swim pace) or watts. */
export function RecordsCard({
  records,
  units,
}: {
  records: DashboardRecord[];
  units: DisplayUnits;
}) {
  const formats = useFormats();
  const sports = SPORTS.map((sport) => ({
    ...sport,
    records: records.filter((record) => record.sport === sport.id),
  })).filter((sport) => sport.records.length > 0);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="records-title">
      <Title id="records-title" order={2} size="h4" mb="sm">
        Records of the last 7 days
      </Title>
      {sports.length === 0 ? (
        <Text size="sm" c="dimmed">
          No new records in the last 7 days.
        </Text>
      ) : (
        <Stack gap="md">
          {sports.map((sport) => (
            <div key={sport.id}>
              <Text fw={600} size="sm" mb={4}>
                {sport.name}
              </Text>
              <Table verticalSpacing={4} fz="sm" aria-label={`${sport.name} records`}>
                <Table.Tbody>
                  {sport.records.map((record) => (
                    <Table.Tr key={record.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/athlete/${record.athleteId}/races-records`}
                          size="sm"
                        >
                          {record.athleteName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{recordRange(record, units)}</Table.Td>
                      <Table.Td>{recordValue(record, units)}</Table.Td>
                      <Table.Td c="dimmed">{formats.date(record.date)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
