import { DIAGRAM_COLORS as C, MONOSPACE } from './diagram-colors';
import { LABEL_FONT_SIZE, type DiagramArrow as Arrow } from './diagram-layout';

/** An orthogonal route as ELK gave it, with its label where ELK put it. */
export function DiagramArrow({
  arrow,
  taken,
  markerId,
}: {
  arrow: Arrow;
  taken: boolean;
  markerId: string;
}) {
  const [first, ...rest] = arrow.points;
  if (!first) return null;
  const d = `M ${first.x} ${first.y} ${rest.map((p) => `L ${p.x} ${p.y}`).join(' ')}`;
  const color = taken ? C.taken : C.stroke;
  const { label } = arrow;
  return (
    // Hidden from screen readers: the state details list every transition in words.
    <g data-edge-id={arrow.id} data-taken={taken || undefined} aria-hidden>
      <path
        d={d}
        fill="none"
        stroke={color}
        strokeWidth={taken ? 3 : 1.25}
        markerEnd={`url(#${markerId}${taken ? '-taken' : ''})`}
      />
      {label ? (
        <g>
          <rect
            x={label.x}
            y={label.y}
            width={label.width}
            height={label.height}
            rx={3}
            fill="#fff"
            opacity={0.92}
          />
          <text
            x={label.x + 4}
            y={label.y + label.height - 5}
            fontFamily={MONOSPACE}
            fontSize={LABEL_FONT_SIZE}
            fontWeight={taken ? 700 : 400}
            fill={taken ? C.taken : C.text}
          >
            {label.text}
          </text>
        </g>
      ) : null}
    </g>
  );
}
