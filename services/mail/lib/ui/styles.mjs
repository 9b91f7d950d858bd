// @ts-check
/** The pages' only stylesheet (inline: the pages load nothing else). */
export const STYLES = `
:root { color-scheme: light; --ink: #1f2a30; --muted: #5b6870; --line: #d9e0e3; --soft: #f4f7f6; --accent: #2f6b4f; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
header.page, main { max-width: 64rem; margin: 0 auto; padding: 1.25rem 1.5rem; }
header.page { border-bottom: 1px solid var(--line); }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 1rem; }
h3 { font-size: 1.05rem; margin: 0; }
a { color: var(--accent); }
p.lead, .muted { color: var(--muted); margin: 0; }
.summary { margin-top: .5rem; display: flex; gap: 1rem; flex-wrap: wrap; align-items: baseline; }
.card { border: 1px solid var(--line); border-radius: .5rem; padding: 1rem 1.25rem; margin: 0 0 1rem; }
.card > header { display: flex; justify-content: space-between; gap: 1rem; flex-wrap: wrap; align-items: baseline; margin-bottom: .5rem; }
dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: 0 0 .75rem; }
dl.meta dt { color: var(--muted); }
dl.meta dd { margin: 0; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; margin: .25rem 0 .75rem; font-size: .95em; }
caption { text-align: left; font-weight: 600; padding-bottom: .25rem; }
th, td { text-align: left; vertical-align: top; padding: .3rem .5rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
thead th { background: var(--soft); }
tbody th { font-weight: 500; width: 30%; }
.tag { display: inline-block; padding: 0 .45rem; border-radius: 1rem; background: var(--soft); border: 1px solid var(--line); font-size: .85em; }
.status-subscribed { color: #1d6b3a; } .status-unsubscribed { color: #8a5a00; } .status-removed { color: #8a2f2f; }
ul.files { margin: .25rem 0 0; padding-left: 1.25rem; }
pre { background: var(--soft); border: 1px solid var(--line); border-radius: .4rem; padding: .75rem; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
iframe { width: 100%; min-height: 24rem; border: 1px solid var(--line); border-radius: .4rem; background: #fff; }
.empty { color: var(--muted); font-style: italic; }
`;
