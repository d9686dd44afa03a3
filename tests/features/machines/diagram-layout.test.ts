import { beforeAll, describe, expect, it } from 'vitest';
import { surveyMachine } from '../../../machines/survey';
import {
  layoutDiagram,
  type Box,
  type DiagramLayout,
} from '../../../src/features/machines/diagram-layout';
import { toElkGraph } from '../../../src/features/machines/elk-graph';
import { machineToGraph } from '../../../src/features/machines/machine-graph';

const graph = machineToGraph(surveyMachine);
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('toElkGraph', () => {
  const elk = toElkGraph(graph);

  it('asks ELK for a layered, hierarchical layout', () => {
    expect(elk.layoutOptions).toMatchObject({
      'elk.algorithm': 'layered',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    });
  });

  it('nests the attestation’s states inside it, each initial state with its marker', () => {
    const attestation = elk.children?.find((child) => child.id === 'survey.attestation');
    expect(attestation?.children?.map((child) => child.id)).toEqual([
      'survey.attestation.reviewing:initial',
      'survey.attestation.reviewing',
      'survey.attestation.submitting',
    ]);
    expect(elk.children?.[0]?.id).toBe('survey.name:initial');
  });

  it('puts an edge in the deepest state that holds both its ends, labelled', () => {
    const attestation = elk.children?.find((child) => child.id === 'survey.attestation');
    const inner = attestation?.edges?.map((edge) => edge.labels?.[0]?.text);
    expect(inner).toContain('survey.continue [areAllAnswersValid]');
    expect(inner).toContain('xstate.error.actor.submitSurvey');
    const outer = elk.edges?.map((edge) => edge.labels?.[0]?.text);
    expect(outer).toContain('xstate.done.actor.submitSurvey');
    expect(outer).toContain('survey.continue [isAgeValid]');
  });
});

describe('layoutDiagram (ELK itself)', () => {
  let layout: DiagramLayout;
  // One layout for every test here, whatever order they run in.
  beforeAll(async () => {
    layout = await layoutDiagram(graph);
  });

  it('places every state, the inner ones inside their parent', async () => {
    expect(layout.states.map((s) => s.node.id)).toEqual(graph.nodes.map((n) => n.id));
    const box = (id: string) => layout.states.find((s) => s.node.id === id) as Box;
    expect(inside(box('survey.attestation.reviewing'), box('survey.attestation'))).toBe(true);
    expect(inside(box('survey.attestation.submitting'), box('survey.attestation'))).toBe(true);
    const topLevel = layout.states.filter((s) => s.node.parentId === null);
    for (const a of topLevel) {
      for (const b of topLevel) if (a !== b) expect(overlap(a, b)).toBe(false);
    }
    const drawing = { x: 0, y: 0, width: layout.width, height: layout.height };
    for (const state of layout.states) expect(inside(state, drawing)).toBe(true);
  });

  it('routes every transition with its label, and draws an arrow from each initial marker', () => {
    const drawn = layout.arrows.filter((arrow) => arrow.edge !== null);
    expect(drawn.map((arrow) => arrow.edge?.id).sort()).toEqual(
      graph.edges.map((e) => e.id).sort(),
    );
    for (const arrow of drawn) {
      expect(arrow.points.length).toBeGreaterThanOrEqual(2);
      expect(arrow.label?.text).toBe(arrow.edge?.label);
    }
    expect(layout.markers).toHaveLength(2);
    expect(layout.arrows.filter((arrow) => arrow.edge === null)).toHaveLength(2);
  });

  it('writes each state’s tags and invoked actors in its box', () => {
    const submitting = layout.states.find((s) => s.node.key === 'submitting');
    expect(submitting?.lines).toEqual(['submitting', 'tag: busy', 'invoke: submitSurvey']);
  });
});
