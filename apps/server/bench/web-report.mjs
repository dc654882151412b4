// Pure helpers of the web benchmark (web-lighthouse.mjs): what one Lighthouse report is reduced to,
// medians over runs, the printed table and the failing accessibility and SEO audits.

/** The issue's goals for every public page (issue 19). */
export const GOALS = { performance: 95, lcpMs: 2000, clsBelow: 0.05, tbtBelowMs: 200, seo: 95, accessibility: 95 };

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** One run's numbers from a Lighthouse result (lhr): scores 0–100, times in ms, CLS unitless. */
export function summarizeRun(lhr, cpuTbtMs = null) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cpuTbtMs,
    cls: numeric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.code ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Total Blocking Time as the page's own work would give it: each main-thread task after the first
 * contentful paint counted by its CPU time (the trace's `tdur`) × the CPU slowdown, less 50 ms.
 * Lighthouse's TBT multiplies the tasks' wall time, which on this 2-core machine includes the time
 * the renderer waited for a core that the product's server, Chromium's other processes and Lighthouse
 * itself held: tasks of 40–50 ms wall had 10–12 ms of CPU in its traces (ADR 0026, "Stage 6").
 * A diagnostic beside Lighthouse's number, not a replacement: it stops at the trace's end, not at TTI.
 */
export function cpuBlockingMs(traceEvents, slowdown = 4) {
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  let total = 0;
  for (const e of traceEvents) {
    const isTask = e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
    if (!isTask || e.ph !== 'X' || e.pid !== fcp.pid || e.tid !== fcp.tid || e.ts + e.dur <= fcp.ts) continue;
    total += Math.max(0, ((e.tdur ?? e.dur) / 1000) * slowdown - 50);
  }
  return total;
}

/** The median of the numbers given, nulls left out (the mean of the middle two for an even count). */
export function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 === 1 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

const METRICS = ['performance', 'lcpMs', 'fcpMs', 'tbtMs', 'cpuTbtMs', 'cls', 'seo', 'accessibility', 'benchmarkIndex'];

/** The median of every metric over a page's runs. */
export function medians(runs) {
  return Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r[m]))]));
}

/** Which of the issue's goals a page's medians miss (empty: all met). */
export function missedGoals(m) {
  const missed = [];
  if (m.performance == null || m.performance < GOALS.performance) missed.push('perf');
  if (m.lcpMs == null || m.lcpMs > GOALS.lcpMs) missed.push('LCP');
  if (m.tbtMs == null || m.tbtMs >= GOALS.tbtBelowMs) missed.push('TBT');
  if (m.cls == null || m.cls >= GOALS.clsBelow) missed.push('CLS');
  if (m.seo == null || m.seo < GOALS.seo) missed.push('SEO');
  if (m.accessibility == null || m.accessibility < GOALS.accessibility) missed.push('a11y');
  return missed;
}

const dash = '—';
const int = (v) => (v == null ? dash : Math.round(v).toLocaleString('en-US'));
const seconds = (ms) => (ms == null ? dash : `${(ms / 1000).toFixed(1)} s`);
const percent = (a, b) => (a == null || b == null || b === 0 ? dash : `${Math.round((a / b) * 100)} %`);
const ratio = (a, b) => (a == null || b == null || b === 0 ? dash : `${(a / b).toFixed(2)}×`);

function goalsCell(runs, m) {
  if (runs === 0) return 'not measured';
  const missed = missedGoals(m);
  return missed.length === 0 ? 'met' : `missed: ${missed.join(', ')}`;
}

/**
 * The Markdown table of medians: one row per page, then the baseline, with each page's performance
 * and LCP as a ratio of the baseline's and the goals it misses.
 */
export function formatTable(rows, baseline) {
  const head = [
    'page',
    'runs',
    'performance',
    'LCP',
    'FCP',
    'TBT',
    'TBT from CPU time',
    'CLS',
    'SEO',
    'accessibility',
    'perf / baseline',
    'LCP / baseline',
    'goals',
  ];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const row = ({ label, runs, m }, isBaseline) => [
    label,
    String(runs),
    int(m.performance),
    seconds(m.lcpMs),
    seconds(m.fcpMs),
    m.tbtMs == null ? dash : `${int(m.tbtMs)} ms`,
    m.cpuTbtMs == null ? dash : `${int(m.cpuTbtMs)} ms`,
    m.cls == null ? dash : m.cls.toFixed(3),
    int(m.seo),
    int(m.accessibility),
    isBaseline ? dash : percent(m.performance, baseline?.m.performance),
    isBaseline ? dash : ratio(m.lcpMs, baseline?.m.lcpMs),
    isBaseline ? dash : goalsCell(runs, m),
  ];
  return [
    line(head),
    line(head.map((_, i) => (i < 2 || i === head.length - 1 ? '---' : '---:'))),
    ...rows.map((r) => line(row(r, false))),
    ...(baseline ? [line(row(baseline, true))] : []),
  ].join('\n');
}

/** Scored audits that did not pass: binary or numeric, score below 1 (informative and n/a left out). */
const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

/**
 * Where an item of an audit's details points: the element's selector and axe's reason (the key items
 * are grouped by), with its visible label as an example; else a URL or the item's text.
 */
function itemTarget(item) {
  const node = item.node;
  if (node?.selector) {
    const why = node.explanation?.split('\n')[1]?.trim();
    return {
      key: `${node.selector}${why ? ` — ${why.slice(0, 200)}` : ''}`,
      label: node.nodeLabel ? ` (e.g. "${node.nodeLabel.replace(/\s+/g, ' ').slice(0, 60)}")` : '',
    };
  }
  if (item.source?.url) return { key: item.source.url, label: '' };
  if (typeof item.url === 'string') return { key: item.url, label: '' };
  if (typeof item.href === 'string') return { key: item.href, label: item.text ? ` (e.g. "${item.text}")` : '' };
  return { key: JSON.stringify(item).slice(0, 120), label: '' };
}

/** The distinct targets of an audit's items, most frequent first, with how many items each has. */
function distinctTargets(items, max) {
  const groups = new Map();
  for (const item of items) {
    const { key, label } = itemTarget(item);
    const group = groups.get(key) ?? { n: 0, label };
    group.n++;
    groups.set(key, group);
  }
  return [...groups]
    .sort((a, b) => b[1].n - a[1].n)
    .slice(0, max)
    .map(([key, { n, label }]) => `${n > 1 ? `${n}× ` : ''}${key}${label}`);
}

/** The failing audits of a category in one report: id, title, explanation, item count, a few targets. */
export function failingAudits(lhr, categoryId, maxTargets = 10) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && SCORED.has(a.scoreDisplayMode) && a.score != null && a.score < 1)
    .map((a) => {
      const items = a.details?.items ?? [];
      return {
        id: a.id,
        title: a.title,
        explanation: a.explanation ?? null,
        items: items.length,
        targets: distinctTargets(items, maxTargets),
      };
    });
}

/** The failing audits as indented text lines. */
export function formatAudits(label, categoryId, audits, maxTargets = 10) {
  if (audits.length === 0) return [`${label}  ${categoryId}: no failing audit`];
  const lines = [`${label}  ${categoryId}: ${audits.length} failing`];
  for (const a of audits) {
    lines.push(`  - ${a.id}: ${a.title}${a.items > 0 ? ` (${a.items} element${a.items === 1 ? '' : 's'})` : ''}`);
    if (a.explanation) lines.push(`      ${a.explanation.split('\n')[0]}`);
    for (const t of a.targets.slice(0, maxTargets)) lines.push(`      ${t}`);
    if (a.targets.length > maxTargets) lines.push(`      … ${a.targets.length - maxTargets} more in the summary`);
  }
  return lines;
}
