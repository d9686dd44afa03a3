import type { KeyboardEvent } from 'react';
import { DIAGRAM_COLORS as C, MONOSPACE } from './diagram-colors';
import type { DiagramState } from './diagram-layout';
import { LINE_HEIGHT, STATE_FONT_SIZE } from './elk-graph';

interface Props {
  state: DiagramState;
  active: boolean;
  selected: boolean;
  onSelect: (id: string) => void;
}

function stateAccessibleName({ node }: DiagramState, active: boolean): string {
  const marks = [
    node.type === 'compound' ? 'compound state' : 'state',
    node.initial ? 'initial' : null,
    node.final ? 'final' : null,
    active ? 'current' : null,
  ].filter(Boolean);
  return `${node.key} (${marks.join(', ')})`;
}

/** One state: a box with its key, tags and invoked actors; a button that shows its details. */
export function DiagramStateBox({ state, active, selected, onSelect }: Props) {
  const { node, x, y, width, height, lines } = state;
  const compound = node.type === 'compound' || node.type === 'parallel';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(node.id);
  };
  return (
    <g
      className="diagram-state"
      role="button"
      tabIndex={0}
      aria-label={stateAccessibleName(state, active)}
      aria-pressed={selected}
      data-state-id={node.id}
      data-active={active || undefined}
      onClick={() => onSelect(node.id)}
      onKeyDown={onKeyDown}
    >
      <title>{node.description ?? node.key}</title>
      <rect
        className="focus-ring"
        x={x - 4}
        y={y - 4}
        width={width + 8}
        height={height + 8}
        rx={12}
        fill="none"
      />
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={8}
        fill={active ? C.activeFill : compound ? C.compoundFill : C.fill}
        stroke={active ? C.active : C.stroke}
        strokeWidth={active ? 3 : selected ? 2 : 1.25}
        strokeDasharray={selected && !active ? '6 3' : undefined}
      />
      {node.final ? (
        <rect
          x={x + 4}
          y={y + 4}
          width={width - 8}
          height={height - 8}
          rx={5}
          fill="none"
          stroke={active ? C.active : C.stroke}
          strokeWidth={1.25}
        />
      ) : null}
      {lines.map((line, index) => (
        <text
          key={line}
          x={x + 12}
          y={y + 8 + LINE_HEIGHT * index + STATE_FONT_SIZE}
          fontFamily={MONOSPACE}
          fontSize={STATE_FONT_SIZE}
          fontWeight={index === 0 ? 700 : 400}
          fill={index === 0 ? C.text : C.mutedText}
        >
          {line}
        </text>
      ))}
    </g>
  );
}
