import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

// Draws a machine as a Mermaid `stateDiagram-v2`, read from its definition so the drawing
// cannot drift from the code: states with their descriptions, invoked actors and tags,
// initial and final states, nested states inside their parent, arrows labelled `event [guard]`.

/** A Mermaid id for a state node: its full path, so keys such as `state` never clash. */
function mermaidId(node: AnyStateNode): string {
  return node.id.replace(/[^A-Za-z0-9]/g, '_');
}

/** Mermaid reads `#…;` as an entity and `;` as the end of a statement: spell them out. */
const ENTITIES: Record<string, string> = { '#': '#35;', ';': '#59;', '"': '#quot;' };

function escapeText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[#;"]/g, (character) => ENTITIES[character] ?? character);
}

/** The name a guard goes by: named guards (`guard: 'isAgeValid'`) read like the product. */
export function guardName(guard: AnyTransitionDefinition['guard']): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return guard.type;
}

export function transitionLabel(transition: AnyTransitionDefinition): string {
  const guard = guardName(transition.guard);
  const event = transition.eventType === '' ? 'always' : transition.eventType;
  return guard ? `${event} [${guard}]` : event;
}

/** Every transition a node defines: its events, delays, invoked actors' outcomes, `always`. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states);
}

/** The innermost node containing both, so an arrow is drawn where both ends are visible. */
function commonAncestor(a: AnyStateNode, b: AnyStateNode): AnyStateNode | undefined {
  const ancestors = new Set<AnyStateNode>();
  for (let node = a.parent; node; node = node.parent) ancestors.add(node);
  for (let node = b.parent; node; node = node.parent) if (ancestors.has(node)) return node;
  return undefined;
}

function stateLines(node: AnyStateNode): string[] {
  const id = mermaidId(node);
  const notes = [
    ...(node.description ? [escapeText(node.description)] : []),
    ...node.invoke.map((invoked) => {
      const src = typeof invoked.src === 'string' ? invoked.src : invoked.id;
      return `invokes ${escapeText(src)} (id ${escapeText(invoked.id)})`;
    }),
    ...(node.tags.length > 0 ? [`tags: ${node.tags.map(escapeText).join(', ')}`] : []),
  ];
  return [`state "${escapeText(node.key)}" as ${id}`, ...notes.map((note) => `${id} : ${note}`)];
}

function arrowLines(node: AnyStateNode, arrowsByScope: Map<AnyStateNode, string[]>): void {
  for (const transition of transitionsOf(node)) {
    const label = escapeText(transitionLabel(transition));
    // A transition without a target keeps the state: drawn as an arrow back to itself.
    const targets = transition.target?.length ? transition.target : [node];
    for (const target of targets) {
      const scope = target === node ? node.parent : commonAncestor(node, target);
      if (!scope) continue;
      const arrows = arrowsByScope.get(scope) ?? [];
      arrows.push(`${mermaidId(node)} --> ${mermaidId(target)} : ${label}`);
      arrowsByScope.set(scope, arrows);
    }
  }
  for (const child of childrenOf(node)) arrowLines(child, arrowsByScope);
}

function scopeLines(scope: AnyStateNode, arrowsByScope: Map<AnyStateNode, string[]>): string[] {
  const lines: string[] = [];
  for (const child of childrenOf(scope)) {
    if (childrenOf(child).length === 0) {
      lines.push(...stateLines(child));
      continue;
    }
    // Mermaid gives a composite state a label only: its description goes into a note.
    const [head, ...notes] = stateLines(child);
    lines.push(`${head} {`, ...scopeLines(child, arrowsByScope).map((line) => `  ${line}`), '}');
    const id = mermaidId(child);
    if (notes.length > 0) {
      lines.push(
        `note right of ${id}`,
        ...notes.map((note) => `  ${note.replace(`${id} : `, '')}`),
      );
      lines.push('end note');
    }
  }
  for (const initial of scope.initial?.target ?? []) {
    lines.push(`[*] --> ${mermaidId(initial)}`);
  }
  lines.push(...(arrowsByScope.get(scope) ?? []));
  for (const child of childrenOf(scope)) {
    if (child.type === 'final') lines.push(`${mermaidId(child)} --> [*]`);
  }
  return lines;
}

/** The machine as the body of a Mermaid `stateDiagram-v2` block. */
export function machineToMermaid(machine: AnyStateMachine): string {
  const arrowsByScope = new Map<AnyStateNode, string[]>();
  arrowLines(machine.root, arrowsByScope);
  const lines = scopeLines(machine.root, arrowsByScope);
  return ['stateDiagram-v2', ...lines.map((line) => `  ${line}`)].join('\n');
}
