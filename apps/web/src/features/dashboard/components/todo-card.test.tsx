import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import type { Todo } from "@coach/shared/dashboard/todo.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { queryClient } from "../../../lib/query-client";
import { dashboardQuery } from "../api/get-dashboard";
import { dashboardWindow } from "../lib/dashboard-window";
import { dashboardAnswer, today } from "./dashboard.fixture";
import { TodoCard } from "./todo-card";

const call = { id: 1, ctx: "Call Anna about her calf", dueDate: addDays(today, 2), done: false };
const plans = { id: 2, ctx: "Write the spring plans", dueDate: null, done: false };

type Route = Parameters<typeof mockFetch>[0][number];

/** The coach writes days as "DD.MM.YYYY". */
const coachInfo = accountInfoFixture({ isCoach: true, dateFormat: "DD.MM.YYYY" });

/** "2026-11-27" as the coach reads it: "27.11.2026". */
const dotted = (isoDate: string) => isoDate.split("-").reverse().join(".");

function render(todos: Todo[], routes: Route[] = []) {
  const calls = mockFetch([...routes, { path: "/api/account/info/", body: coachInfo }]);
  // The account is read on the way in (for the date format); the card's own calls are the rest.
  const writes = () => calls.filter((call) => call.path !== "/api/account/info/");
  const view = renderRoutes([{ path: "/dashboard", element: <Host /> }], "/dashboard");
  queryClient.setQueryData(
    dashboardQuery(dashboardWindow(today)).queryKey,
    dashboardAnswer({ todos: Object.fromEntries(todos.map((todo) => [String(todo.id), todo])) }),
  );
  return { writes, ...view };
}

/**
 * The card appears once the answer is in the cache, and writes days in the coach's format once
 * their account is in (the picker's example day then reads "27.11.2026").
 */
async function shown() {
  await screen.findByRole("heading", { name: "To-do" });
  await waitFor(() =>
    expect(screen.getByLabelText("Due date")).toHaveAttribute("placeholder", "27.11.2026"),
  );
}

/** The card as the dashboard draws it, from the answer held for today's window. */
function Host() {
  const { data } = useQuery({ ...dashboardQuery(dashboardWindow(today)), enabled: false });
  return data ? <TodoCard todos={data.todos} today={today} /> : null;
}

const items = () =>
  within(screen.getByRole("list", { name: "To-do items" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("the to-do card", () => {
  beforeEach(signInForTest);

  it("says when there is nothing to do and keeps Add off while the text is blank", async () => {
    const user = userEvent.setup();
    const { writes } = render([]);
    await shown();
    expect(await screen.findByText(dashboardMessages.noTodos)).toBeInTheDocument();
    const add = screen.getByRole("button", { name: "Add" });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText("New to-do"), "   ");
    expect(add).toBeDisabled();
    expect(writes()).toEqual([]);
  });

  it("adds a to-do with an optional due date from today on, typed in the coach's format", async () => {
    const user = userEvent.setup();
    const created = { id: 7, ctx: "Book the track", dueDate: today, done: false };
    const { writes } = render(
      [],
      [{ method: "POST", path: "/api/coach/todos/", status: 201, body: created }],
    );
    await shown();
    const due = screen.getByLabelText("Due date");
    await user.type(screen.getByLabelText("New to-do"), " Book the track ");
    // A day before today is not taken: the field empties when it is left.
    await user.type(due, dotted(addDays(today, -1)));
    await user.tab();
    expect(due).toHaveValue("");
    await user.type(due, dotted(today));
    await user.tab();
    expect(due).toHaveValue(dotted(today));
    await user.click(screen.getByRole("button", { name: "Clear the due date" }));
    expect(due).toHaveValue("");
    expect(writes()).toEqual([]);

    await user.type(due, dotted(today));
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(items()).toEqual([`Book the trackDue ${dotted(today)}`]));
    expect(writes()[0]).toMatchObject({
      method: "POST",
      body: { context: "Book the track", dueDate: today, done: false },
    });
    expect(screen.getByLabelText("New to-do")).toHaveValue("");
  });

  it("saves a tick at once and lists open to-dos first, the soonest due first", async () => {
    const user = userEvent.setup();
    const { writes } = render(
      [plans, call],
      [{ method: "PUT", path: "/api/coach/todos/", body: { ...call, done: true } }],
    );
    await shown();
    expect(items()).toEqual([
      `Call Anna about her calfDue ${dotted(call.dueDate)}`,
      "Write the spring plans",
    ]);
    await user.click(screen.getByRole("checkbox", { name: /Call Anna about her calf/ }));
    expect(screen.getByRole("checkbox", { name: /Call Anna about her calf/ })).toBeChecked();
    expect(writes()[0]).toMatchObject({
      method: "PUT",
      body: { id: 1, ctx: "Call Anna about her calf", dueDate: call.dueDate, done: true },
    });
    await waitFor(() =>
      expect(items()).toEqual([
        "Write the spring plans",
        `Call Anna about her calfDue ${dotted(call.dueDate)}`,
      ]),
    );
  });

  it("edits a to-do, Update off while blank, and can drop its due date", async () => {
    const user = userEvent.setup();
    const { writes } = render(
      [call],
      [
        {
          method: "PUT",
          path: "/api/coach/todos/",
          body: { ...call, ctx: "Call Anna", dueDate: null },
        },
      ],
    );
    await shown();
    await user.click(screen.getByRole("button", { name: "Edit Call Anna about her calf" }));
    const form = screen.getByRole("form", { name: "Edit Call Anna about her calf" });
    const text = within(form).getByLabelText("To-do");
    await user.clear(text);
    expect(within(form).getByRole("button", { name: "Update" })).toBeDisabled();
    await user.type(text, "Call Anna");
    await user.click(within(form).getByRole("button", { name: "Clear the due date" }));
    await user.click(within(form).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(items()).toEqual(["Call Anna"]));
    expect(writes()[0]!.body).toEqual({ id: 1, ctx: "Call Anna", dueDate: null, done: false });
  });

  it("deletes with the id in completed", async () => {
    const user = userEvent.setup();
    const { writes } = render(
      [call, plans],
      [{ method: "DELETE", path: "/api/coach/todos/", body: { deleted: [2] } }],
    );
    await shown();
    await user.click(screen.getByRole("button", { name: "Delete Write the spring plans" }));
    await waitFor(() =>
      expect(items()).toEqual([`Call Anna about her calfDue ${dotted(call.dueDate)}`]),
    );
    expect(writes()[0]).toMatchObject({ method: "DELETE", body: { completed: [2] } });
  });

  it("puts a refused tick back and says so", async () => {
    const user = userEvent.setup();
    render([call], [{ method: "PUT", path: "/api/coach/todos/", status: 500, body: {} }]);
    await shown();
    await user.click(screen.getByRole("checkbox", { name: /Call Anna about her calf/ }));
    expect(await screen.findByText(dashboardMessages.todoUpdateFailed)).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /Call Anna about her calf/ })).not.toBeChecked();
  });

  it("says so when adding or deleting fails", async () => {
    const user = userEvent.setup();
    render(
      [call],
      [
        { method: "POST", path: "/api/coach/todos/", status: 502, body: "" },
        { method: "DELETE", path: "/api/coach/todos/", status: 502, body: "" },
      ],
    );
    await shown();
    await user.type(screen.getByLabelText("New to-do"), "Book the track");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText(dashboardMessages.todoAddFailed)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete Call Anna about her calf" }));
    expect(await screen.findByText(dashboardMessages.todoDeleteFailed)).toBeInTheDocument();
  });
});
