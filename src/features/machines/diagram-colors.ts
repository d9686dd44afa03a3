/** The diagram's colours: dark enough on white for 4.5:1 text and 3:1 shapes (WCAG). */
export const DIAGRAM_COLORS = {
  text: '#1f2933',
  mutedText: '#4a5560',
  stroke: '#5c6770',
  fill: '#ffffff',
  compoundFill: '#f1f4f7',
  active: '#1b5e7a',
  activeFill: '#dcecf3',
  taken: '#a3430b',
  focus: '#b35c00',
} as const;

export const MONOSPACE =
  'ui-monospace, "DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, monospace';
