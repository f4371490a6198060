import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);
import {
  inlineMarkdown
} from "./chunk-GYALZIJH.mjs";
import {
  clip,
  eventDate,
  generatedNotice,
  normaliseStep,
  oneLine
} from "./chunk-WHIBXURK.mjs";
import {
  compareEvents
} from "./chunk-G37PHZM2.mjs";
import {
  shortId
} from "./chunk-A5IE5JQV.mjs";

// src/projections/plan.ts
var MAX_STEPS = 40;
var LIST_ITEM = /^ ?(?:\d{1,3}[.)]|[-*+])\s+(?:\[([ xX~-])\]\s+)?(.+?)\s*$/;
var PLAN_LABEL = /^\s*(?:#+\s*)?(?:the\s+|my\s+)?plan\s*(?::|-|–|—)\s*/i;
var INLINE_ITEM = /\s+(?=\d{1,2}[.)]\s)/;
function planLines(text) {
  const lines = [];
  for (const raw of text.replace(/\r\n/g, "\n").split("\n")) {
    const line = raw.replace(PLAN_LABEL, "");
    const items = (line.match(/(?:^|\s)\d{1,2}[.)]\s/g) ?? []).length;
    if (items >= 2) lines.push(...line.split(INLINE_ITEM).map((part) => part.trim()));
    else lines.push(line);
  }
  return lines;
}
function stepsFromText(text) {
  const steps = [];
  for (const line of planLines(text)) {
    const match = LIST_ITEM.exec(line);
    if (!match) continue;
    const content = match[2].replace(/^\*\*(.+)\*\*:?$/, "$1");
    if (normaliseStep(content) === "") continue;
    steps.push({ content, status: match[1] === "x" || match[1] === "X" ? "completed" : "pending" });
    if (steps.length === MAX_STEPS) break;
  }
  return steps;
}
function isStep(value) {
  return typeof value === "object" && value !== null && typeof value.content === "string" && typeof value.status === "string";
}
function initialSteps(plan) {
  const data = plan.data;
  const text = typeof data.plan === "string" && data.plan.trim() !== "" ? data.plan : plan.content;
  if (Array.isArray(data.steps)) {
    const steps2 = data.steps.filter(isStep).slice(0, MAX_STEPS);
    if (steps2.length)
      return { steps: steps2.map((step) => ({ content: step.content, status: step.status })) };
    if (data.steps.length === 0 && typeof data.plan === "string") return { steps: [], text };
  }
  const steps = stepsFromText(text);
  return steps.length >= 2 ? { steps } : { steps: [], text };
}
function findStep(steps, normalised, done) {
  const wanted = normaliseStep(done);
  if (wanted === "") return -1;
  const exact = steps.findIndex(
    (step, index) => step.status !== "completed" && normalised[index] === wanted
  );
  if (exact >= 0) return exact;
  if (wanted.length < 12) return -1;
  return steps.findIndex((step, index) => {
    if (step.status === "completed") return false;
    const candidate = normalised[index];
    return candidate.length >= 12 && (candidate.includes(wanted) || wanted.includes(candidate));
  });
}
function whereWorkStands(steps) {
  const inProgress = steps.findIndex((step) => step.status === "in_progress");
  return inProgress >= 0 ? inProgress : steps.findIndex((step) => step.status !== "completed");
}
function stepText(memory) {
  const step = memory.data.step;
  return typeof step === "string" && step.trim() !== "" ? step : memory.content.replace(/^(completed|done):\s*/i, "");
}
function planMemories(fold) {
  const plans = /* @__PURE__ */ new Map();
  for (const memory of fold.memories) {
    if (memory.status === "active" && memory.type === "plan_created")
      plans.set(memory.event.branch, memory);
  }
  const byPlanId = new Map([...plans.values()].map((plan) => [plan.id, plan]));
  const steps = [];
  for (const memory of fold.memories) {
    if (memory.status !== "active" || memory.type !== "plan_step_completed") continue;
    const named = memory.event.refs.map((ref) => byPlanId.get(ref)).find((plan2) => plan2 !== void 0);
    const plan = named ?? plans.get(memory.event.branch);
    if (!plan || memory.index <= plan.index) continue;
    steps.push([memory, plan]);
  }
  return { plans, steps };
}
function currentPlans(fold) {
  const { plans: latest, steps: progress } = planMemories(fold);
  const plans = /* @__PURE__ */ new Map();
  const normalised = /* @__PURE__ */ new Map();
  for (const [branch, plan] of latest) {
    const { steps, text } = initialSteps(plan);
    const state = {
      branch,
      plan,
      steps,
      otherProgress: [],
      ...text !== void 0 ? { text } : {},
      here: -1,
      lastActivity: plan.event
    };
    plans.set(plan, state);
    normalised.set(
      state,
      steps.map((step) => normaliseStep(step.content))
    );
  }
  for (const [memory, plan] of progress) {
    const state = plans.get(plan);
    const index = findStep(state.steps, normalised.get(state), stepText(memory));
    if (index >= 0) {
      state.steps[index].status = "completed";
      state.steps[index].completedBy = memory.event;
    } else {
      state.otherProgress.push(memory);
    }
    state.lastActivity = memory.event;
  }
  for (const state of plans.values()) state.here = whereWorkStands(state.steps);
  return [...plans.values()].sort((a, b) => compareEvents(b.lastActivity, a.lastActivity));
}
function isPlanDone(plan) {
  return plan.steps.length > 0 && plan.steps.every((step) => step.status === "completed");
}
function doneCount(plan) {
  return plan.steps.filter((step) => step.status === "completed").length;
}
var MARKS = { completed: "[x]", in_progress: "[~]", pending: "[ ]" };
function stepLine(plan, index) {
  const step = plan.steps[index];
  const here = index === plan.here ? "  <- you are here" : "";
  const status = step.status === "in_progress" && index !== plan.here ? " (in progress)" : "";
  return `${index + 1}. ${MARKS[step.status]} ${oneLine(step.content, 200)}${status}${here}`;
}
function planTitle(plan) {
  const first = plan.plan.content.split("\n", 1)[0];
  const title = first.replace(PLAN_LABEL, "").trim();
  const isStepItself = title === "" || LIST_ITEM.test(title) || /^\d{1,2}[.)]\s/.test(title);
  if (isStepItself && plan.steps.length) return `${plan.steps.length}-step plan`;
  const text = oneLine(title === "" ? first : title, 160);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
function stepCount(count) {
  return `${count} step${count === 1 ? "" : "s"}`;
}
function branchName(branch) {
  return branch ?? "(no branch)";
}
function committedStepLine(plan, index) {
  const step = plan.steps[index];
  const here = index === plan.here ? "  <- you are here" : "";
  const status = step.status === "in_progress" && index !== plan.here ? " (in progress)" : "";
  return `${index + 1}. ${MARKS[step.status]} ${inlineMarkdown(step.content, 200)}${status}${here}`;
}
function renderPlan(plan, _digest) {
  const out = [`## ${inlineMarkdown(branchName(plan.branch), 200)}`, ""];
  const since = `${eventDate(plan.plan.event)}, ${shortId(plan.plan.event.id)}`;
  out.push(`${inlineMarkdown(planTitle(plan), 200)} [${since}]`, "");
  if (plan.steps.length) {
    const done = doneCount(plan);
    out.push(...plan.steps.map((_, index) => committedStepLine(plan, index)), "");
    const last = plan.steps.filter((step) => step.completedBy).map((step) => step.completedBy).sort(compareEvents).pop();
    const lastNote = last ? ` Last step done on ${eventDate(last)}.` : "";
    out.push(
      isPlanDone(plan) ? `All ${stepCount(plan.steps.length)} done.${lastNote}` : `${done} of ${stepCount(plan.steps.length)} done.${lastNote}`,
      ""
    );
  } else if (plan.text !== void 0 && normaliseStep(plan.text) !== normaliseStep(plan.plan.content.split("\n", 1)[0])) {
    out.push(
      ...clip(plan.text, 1200).split("\n").map((line) => line.trim() === "" ? ">" : `> ${inlineMarkdown(line, 1200)}`),
      ""
    );
  }
  if (plan.otherProgress.length) {
    out.push("Progress recorded since:", "");
    for (const memory of plan.otherProgress.slice(-10))
      out.push(`- ${inlineMarkdown(stepText(memory), 200)} [${eventDate(memory.event)}]`);
    if (plan.otherProgress.length > 10)
      out.push(`- \u2026 and ${plan.otherProgress.length - 10} earlier`);
    out.push("");
  }
  return out;
}
function renderActivePlan(plans, digest) {
  const out = [
    "# Active plan",
    "",
    generatedNotice(),
    "",
    "The current plan on each branch (its newest plan), the most recently active branch first.",
    'Steps are done `[x]`, in progress `[~]` or pending `[ ]`; "you are here" marks where work stands.',
    ""
  ];
  if (plans.length === 0) {
    out.push(
      "No plan recorded yet: plans appear here from TodoWrite lists, plan mode and `[MEMORY: plan]` tags.",
      ""
    );
    return out.join("\n");
  }
  const open = plans.filter((plan) => !isPlanDone(plan));
  const shown = open.slice(0, MAX_PLANS_SHOWN);
  for (const plan of shown) out.push(...renderPlan(plan, digest));
  const rest = [...open.slice(MAX_PLANS_SHOWN), ...plans.filter(isPlanDone)].sort(
    (a, b) => compareEvents(b.lastActivity, a.lastActivity)
  );
  if (rest.length) {
    out.push("## Finished or older plans", "");
    for (const plan of rest.slice(0, MAX_PLANS_LISTED)) {
      const progress = plan.steps.length ? `${doneCount(plan)} of ${stepCount(plan.steps.length)} done` : "no steps";
      out.push(
        `- ${inlineMarkdown(branchName(plan.branch), 200)}: ${inlineMarkdown(planTitle(plan), 200)} (${progress}) [${eventDate(plan.lastActivity)}]`
      );
    }
    if (rest.length > MAX_PLANS_LISTED) out.push(`- \u2026 and ${rest.length - MAX_PLANS_LISTED} more`);
    out.push("");
  }
  return out.join("\n");
}
var MAX_PLANS_SHOWN = 10;
var MAX_PLANS_LISTED = 20;

export {
  planMemories,
  currentPlans,
  isPlanDone,
  doneCount,
  stepLine,
  planTitle,
  stepCount,
  renderActivePlan
};
