// Rows of the figures measured after P2/P4 (P5-P9): one shape for perf.json and perf.md.
// A missed target is marked "not met"; it never fails the run.

/**
 * One figure row. `met` is true/false when the target applies, null when nothing was
 * measured (the value then says why).
 */
export function figureRow(figure, what, value, target, met = null) {
  return { figure, what, value: String(value), target: String(target), met };
}

const mark = (met) => (met === null ? '–' : met ? 'met' : '**not met**');

/** The Markdown table of figure rows, with a trailing notes list when rows carry notes. */
export function figuresMarkdown(rows) {
  const lines = [
    '| figure | what | value | target | met |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.figure} | ${r.what} | ${r.value} | ${r.target} | ${mark(r.met)} |`),
  ];
  return lines.join('\n');
}
