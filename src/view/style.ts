/** The explorer page's styles: system fonts, light and dark, nothing loaded from anywhere. */
export const EXPLORER_STYLE = `
:root { color-scheme: light dark; --bg: #fbfbfa; --fg: #1d1f21; --muted: #6a6f75; --line: #dcdfe3; --card: #fff;
  --accent: #2f6fdf; --warn: #a35a00; --bad: #b3261e; --good: #2e7d32; --chip: #eef1f5; }
@media (prefers-color-scheme: dark) { :root { --bg: #15171a; --fg: #e4e6e9; --muted: #9aa1a9; --line: #30343a;
  --card: #1d2024; --accent: #7aa7ff; --warn: #e0a050; --bad: #ff8a80; --good: #81c784; --chip: #262a30; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
header { padding: 14px 24px 0; border-bottom: 1px solid var(--line); background: var(--card); position: sticky; top: 0; z-index: 2; }
header h1 { font-size: 18px; margin: 0 0 2px; }
header .sub { color: var(--muted); font-size: 12.5px; }
nav { display: flex; gap: 4px; margin-top: 10px; flex-wrap: wrap; }
nav button { border: 0; background: none; padding: 8px 12px; font: inherit; color: var(--muted); cursor: pointer; border-bottom: 2px solid transparent; }
nav button[aria-selected="true"] { color: var(--fg); border-bottom-color: var(--accent); font-weight: 600; }
main { padding: 16px 24px 48px; max-width: 1180px; }
.loading, .empty { color: var(--muted); }
.filters { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 12px; }
.filters input[type=search] { flex: 1 1 280px; padding: 7px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--card); color: var(--fg); font: inherit; }
.filters select, .filters input[type=date] { padding: 6px; border: 1px solid var(--line); border-radius: 6px; background: var(--card); color: var(--fg); font: inherit; }
.count { color: var(--muted); font-size: 12.5px; margin: 4px 0 10px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin: 0 0 8px; }
.card.superseded, .card.retracted { opacity: 0.72; }
.card:target { outline: 2px solid var(--accent); }
.card .head { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; font-size: 12.5px; color: var(--muted); }
.card .content { margin: 6px 0 2px; white-space: pre-wrap; overflow-wrap: anywhere; }
.card .detail { font-size: 13px; color: var(--muted); white-space: pre-wrap; overflow-wrap: anywhere; }
.chip { display: inline-block; padding: 1px 7px; border-radius: 10px; background: var(--chip); font-size: 12px; color: var(--fg); }
.chip.type { font-weight: 600; }
.chip.untrusted, .chip.retracted { color: var(--bad); }
.chip.superseded { color: var(--warn); }
.chip.pinned { color: var(--good); }
.mark { color: var(--warn); font-size: 12.5px; }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
.actions { margin-top: 6px; display: flex; gap: 6px; }
.actions button, .more { font: inherit; font-size: 12.5px; padding: 3px 10px; border-radius: 6px; border: 1px solid var(--line); background: var(--bg); color: var(--fg); cursor: pointer; }
.actions button:hover, .more:hover { border-color: var(--accent); }
.session { border-left: 3px solid var(--accent); }
.session ul, .plan ol { margin: 4px 0 0 18px; padding: 0; }
.chain { margin: 6px 0 0; font-size: 13px; }
.chain li { margin: 2px 0; }
.warnings li { margin: 4px 0; color: var(--warn); }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 12px; }
.chart h3 { font-size: 13.5px; margin: 0 0 6px; }
.bar-row { display: grid; grid-template-columns: 140px 1fr 48px; gap: 8px; align-items: center; font-size: 12.5px; margin: 3px 0; }
.bar-row .label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bar { height: 12px; background: var(--accent); border-radius: 3px; min-width: 2px; }
.weeks { display: flex; align-items: flex-end; gap: 2px; height: 120px; border-bottom: 1px solid var(--line); }
.weeks div { flex: 1; background: var(--accent); min-height: 1px; border-radius: 2px 2px 0 0; }
.axis { display: flex; justify-content: space-between; font-size: 11.5px; color: var(--muted); margin-top: 3px; }
.stats { display: flex; gap: 24px; flex-wrap: wrap; margin: 0 0 14px; }
.stat strong { display: block; font-size: 22px; }
.stat span { color: var(--muted); font-size: 12.5px; }
.status { position: fixed; bottom: 12px; right: 12px; background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px 12px; display: none; }
.status.shown { display: block; }
`;
