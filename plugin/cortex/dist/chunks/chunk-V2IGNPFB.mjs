import { createRequire as __cortexRequire } from 'node:module';
const require = __cortexRequire(import.meta.url);

// src/cli/write-report.ts
var JSON_WRITE_OPTION = {
  type: "boolean",
  description: "print what was written as one JSON object"
};
function wantsJson(input) {
  return input.options.json === true;
}
var RECORDS_NAMED = 3;
function describeUpdated(paths) {
  const records = paths.filter((path) => path.startsWith(".cortex/decisions/"));
  if (records.length <= RECORDS_NAMED) return paths.join(", ");
  const others = paths.filter((path) => !path.startsWith(".cortex/decisions/"));
  return [
    ...others,
    `${records.length.toLocaleString("en-US")} decision records in .cortex/decisions/`
  ].join(", ");
}
function printWriteReport(ctx, input, report) {
  if (wantsJson(input)) {
    const body = {
      action: report.action,
      events: report.events,
      ...report.extra,
      projections: report.projections,
      ...report.projectionError ? { projectionError: report.projectionError } : {}
    };
    ctx.stdout.write(JSON.stringify(body) + "\n");
  } else {
    ctx.stdout.write(report.text.endsWith("\n") ? report.text : `${report.text}
`);
    if (report.projections.length)
      ctx.stdout.write(
        `updated ${describeUpdated(report.projections)}: commit ${report.projections.length === 1 ? "it" : "them"} with .cortex/events/
`
      );
  }
  if (report.projectionError)
    ctx.stderr.write(
      `warning: ${report.projectionError}; run 'cortex project' to bring them up to date
`
    );
  return 0;
}

export {
  JSON_WRITE_OPTION,
  wantsJson,
  describeUpdated,
  printWriteReport
};
