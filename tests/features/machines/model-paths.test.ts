import { describe, expect, it } from 'vitest';
import {
  EXPLORED_MACHINES,
  findExploredMachine,
} from '../../../src/features/machines/machine-catalog';
import { EXAMPLE_ANSWERS } from '../../../machines/survey/survey.answer-examples';
import { SPEC_QUESTION_STEPS } from '../../support/spec-steps';
import { machineToGraph } from '../../../src/features/machines/machine-graph';
import { describePath, modelPaths, openAtLink } from '../../../src/features/machines/model-paths';
import { activeStates, currentStep, stateLabel } from '../../../src/features/machines/simulator';

describe('model paths', () => {
  for (const entry of EXPLORED_MACHINES) {
    it(`reach every state of the ${entry.title} machine`, () => {
      const graph = machineToGraph(entry.machine);
      const reached = new Set(
        modelPaths(entry, graph).flatMap((path) => [...activeStates(graph, path.snapshot)]),
      );
      // A state that always leaves at once (an unguarded `always`) is passed through, never
      // rested in: it is reached when a reached state's transition enters it.
      const passedThrough = (id: string) =>
        graph.edges.some((edge) => edge.source === id && edge.event === 'always' && !edge.guard);
      const resting = graph.nodes.filter((node) => !passedThrough(node.id));
      expect([...reached].sort()).toEqual(resting.map((node) => node.id).sort());
      for (const node of graph.nodes.filter((candidate) => passedThrough(candidate.id))) {
        const entered = graph.edges.some(
          (edge) => edge.target === node.id && edge.source !== node.id && reached.has(edge.source),
        );
        expect(entered, node.id).toBe(true);
      }
    });
  }

  it('walk the survey in the spec’s step order, a failed submission included', () => {
    const survey = findExploredMachine('survey');
    if (!survey) throw new Error('no survey');
    const paths = modelPaths(survey, machineToGraph(survey.machine));
    const questions = SPEC_QUESTION_STEPS.length;
    expect(paths.map((path) => [path.target, path.events.length])).toEqual([
      ...SPEC_QUESTION_STEPS.map((step, index) => [step.state, index]),
      ['attestation.reviewing', questions],
      ['attestation.submitting', questions + 1],
      ['thankYou', questions + 2],
      ['attestation.reviewing (after a failure)', questions + 2],
    ]);
    expect(describePath(paths[0]!)).toBe('start');
    expect(describePath(paths[2]!)).toBe(
      `survey.continue {"name":"${EXAMPLE_ANSWERS.name}"} → survey.continue {"age":"${EXAMPLE_ANSWERS.age}"}`,
    );
  });
});

describe('openAtLink', () => {
  const survey = findExploredMachine('survey');
  if (!survey) throw new Error('no survey');
  const graph = machineToGraph(survey.machine);
  const paths = modelPaths(survey, graph);

  it('replays the shortest path to the linked state', () => {
    const opened = openAtLink(survey, graph, paths, 'heightWeight');
    expect(opened.problem).toBeNull();
    expect(opened.nodeId).toBe('survey.heightWeight');
    expect(stateLabel(currentStep(opened.simulation).snapshot.value)).toBe('heightWeight');
    expect(opened.simulation.steps).toHaveLength(7);
    expect(opened.simulation.log).toEqual([
      'Opened at heightWeight: replayed the shortest path (6 events)',
    ]);
  });

  it('opens a nested state by its dotted path', () => {
    const opened = openAtLink(survey, graph, paths, 'attestation.submitting');
    expect(stateLabel(currentStep(opened.simulation).snapshot.value)).toBe(
      'attestation.submitting',
    );
  });

  it('starts at the beginning, saying why, when the link names no state', () => {
    const opened = openAtLink(survey, graph, paths, '<script>');
    expect(opened.nodeId).toBeNull();
    expect(opened.problem).toBe(
      'The Survey machine has no state “<script>”, so it starts at its initial state.',
    );
    expect(stateLabel(currentStep(opened.simulation).snapshot.value)).toBe('name');
  });

  it('starts plainly without a link', () => {
    expect(openAtLink(survey, graph, paths, null).problem).toBeNull();
  });
});
