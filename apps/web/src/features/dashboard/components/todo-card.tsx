import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import type { Todo } from "@coach/shared/dashboard/todo.schemas";
import { isDueDateAllowed } from "@coach/shared/validation/forms.schemas";
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { DateField } from "../../../components/date-field";
import { useFormats } from "../../../lib/formats";
import { useCreateTodo, useDeleteTodo, useUpdateTodo } from "../api/todos";

/** Open to-dos first, the soonest due first (undated last), then in the order they were added. */
function ordered(todos: Todo[]): Todo[] {
  return [...todos].sort(
    (a, b) =>
      Number(a.done) - Number(b.done) ||
      (a.dueDate ?? "9999-12-31").localeCompare(b.dueDate ?? "9999-12-31") ||
      a.id - b.id,
  );
}

/** The text and the optional due date (the picker starts at today and can be cleared). */
function TodoFields(props: {
  text: string;
  dueDate: string;
  today: string;
  textLabel: string;
  onText: (text: string) => void;
  onDueDate: (dueDate: string) => void;
  error: string | null;
}) {
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <TextInput
        label={props.textLabel}
        placeholder="What needs doing?"
        value={props.text}
        onChange={(event) => props.onText(event.currentTarget.value)}
        style={{ flex: "1 1 180px" }}
        maxLength={500}
      />
      <DateField
        label="Due date"
        minDate={props.today}
        value={props.dueDate}
        error={props.error}
        onChange={props.onDueDate}
        w={170}
        rightSection={
          props.dueDate ? (
            <CloseButton
              size="sm"
              aria-label="Clear the due date"
              onClick={() => props.onDueDate("")}
            />
          ) : null
        }
      />
    </Group>
  );
}

/** The due date to send, or the message when it lies before today. */
function checkedDueDate(dueDate: string, today: string) {
  const value = dueDate || null;
  return isDueDateAllowed(value, today)
    ? { value, error: null }
    : { value, error: dashboardMessages.todoDueDatePast };
}

function TodoRow({ todo, today }: { todo: Todo; today: string }) {
  const formats = useFormats();
  const update = useUpdateTodo();
  const remove = useDeleteTodo();
  const [isEditing, setEditing] = useState(false);
  const [text, setText] = useState(todo.ctx);
  const [dueDate, setDueDate] = useState(todo.dueDate ?? "");
  const [error, setError] = useState<string | null>(null);

  function save(event: FormEvent) {
    event.preventDefault();
    const due = checkedDueDate(dueDate, today);
    if (due.error) return setError(due.error);
    update.mutate(
      { id: todo.id, ctx: text.trim(), dueDate: due.value, done: todo.done },
      { onSuccess: () => setEditing(false) },
    );
  }

  if (isEditing) {
    return (
      <form onSubmit={save} noValidate aria-label={`Edit ${todo.ctx}`}>
        <Stack gap={6}>
          <TodoFields
            text={text}
            dueDate={dueDate}
            today={today}
            textLabel="To-do"
            onText={setText}
            onDueDate={(value) => {
              setDueDate(value);
              setError(null);
            }}
            error={error}
          />
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button size="xs" type="submit" disabled={!text.trim()} loading={update.isPending}>
              Update
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  const isOverdue = !todo.done && todo.dueDate !== null && todo.dueDate < today;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Checkbox
        checked={todo.done}
        onChange={(event) =>
          update.mutate({
            id: todo.id,
            ctx: todo.ctx,
            dueDate: todo.dueDate,
            done: event.currentTarget.checked,
          })
        }
        label={
          <Stack gap={0}>
            <Text
              size="sm"
              td={todo.done ? "line-through" : undefined}
              c={todo.done ? "dimmed" : undefined}
              style={{ overflowWrap: "anywhere" }}
            >
              {todo.ctx}
            </Text>
            {todo.dueDate && (
              <Text size="xs" c={isOverdue ? "red" : "dimmed"}>
                Due {formats.date(todo.dueDate)}
              </Text>
            )}
          </Stack>
        }
      />
      <Group gap={2} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Edit ${todo.ctx}`}
          onClick={() => {
            setText(todo.ctx);
            setDueDate(todo.dueDate ?? "");
            setError(null);
            setEditing(true);
          }}
        >
          <IconPencil size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${todo.ctx}`}
          loading={remove.isPending}
          onClick={() => remove.mutate(todo.id)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** The coach's to-do card: add, edit, tick (saved at once) and delete. */
export function TodoCard({ todos, today }: { todos: Record<string, Todo>; today: string }) {
  const create = useCreateTodo();
  const [text, setText] = useState("");
  const [dueDate, setDueDate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const list = ordered(Object.values(todos));

  function add(event: FormEvent) {
    event.preventDefault();
    const context = text.trim();
    if (!context) return;
    const due = checkedDueDate(dueDate, today);
    if (due.error) return setError(due.error);
    create.mutate(
      { context, dueDate: due.value, done: false },
      {
        onSuccess: () => {
          setText("");
          setDueDate("");
        },
      },
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="todo-title">
      <Title id="todo-title" order={2} size="h4" mb="sm">
        To-do
      </Title>
      <form onSubmit={add} noValidate aria-label="Add a to-do">
        <Stack gap={6}>
          <TodoFields
            text={text}
            dueDate={dueDate}
            today={today}
            textLabel="New to-do"
            onText={setText}
            onDueDate={(value) => {
              setDueDate(value);
              setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button size="xs" type="submit" disabled={!text.trim()} loading={create.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {dashboardMessages.noTodos}
        </Text>
      ) : (
        <Stack
          gap="xs"
          mt="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label="To-do items"
        >
          {list.map((todo) => (
            <li key={todo.id}>
              <TodoRow todo={todo} today={today} />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
