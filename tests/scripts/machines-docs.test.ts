import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import {
  DOCUMENTED_MACHINES,
  MACHINES_DOC_PATH,
  renderMachinesDoc,
} from '../../scripts/machines-docs/machines-doc';
import { machineToMermaid } from '../../scripts/machines-docs/mermaid';
import { exportedMachines, undescribed } from '../support/exported-machines';

describe('docs/machines.md', () => {
  it('matches the machines as they are (else run `npm run machines:docs`)', async () => {
    const committed = await readFile(MACHINES_DOC_PATH, 'utf8');
    expect(committed, 'docs/machines.md is stale: run `npm run machines:docs`').toBe(
      await renderMachinesDoc(),
    );
  });

  it('documents every machine that machines/ exports, each as exported', () => {
    const exported = exportedMachines();
    expect(exported.size).toBeGreaterThanOrEqual(5);
    expect(DOCUMENTED_MACHINES.map((entry) => entry.name).sort()).toEqual(
      [...exported.keys()].sort(),
    );
    for (const entry of DOCUMENTED_MACHINES) {
      const definition = exported.get(entry.name);
      expect(definition, entry.name).toBeDefined();
      expect(undescribed(entry.machine), entry.name).toBe(undescribed(definition!));
    }
  });
});

describe('a machine as Mermaid', () => {
  // A small machine with each thing the diagrams must show, in the notation of issue 9.
  const machine = createMachine({
    id: 'door',
    initial: 'closed',
    states: {
      closed: {
        description: 'Shut; "locked" is a sub-state #1',
        initial: 'unlocked',
        states: {
          unlocked: { on: { lock: 'locked', open: '#door.opened' } },
          locked: { on: { unlock: { target: 'unlocked', guard: 'hasKey' } } },
        },
      },
      opened: {
        tags: ['draughty'],
        invoke: { id: 'alarm', src: 'ringAlarm' },
        on: { close: 'closed', knock: {} },
      },
      gone: { type: 'final' },
    },
  });
  const lines = machineToMermaid(machine)
    .split('\n')
    .map((line) => line.trim());

  it('marks the initial states, the final ones and nests sub-states in their parent', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(lines).toContain('[*] --> door_closed');
    expect(lines).toContain('[*] --> door_closed_unlocked');
    expect(lines).toContain('door_gone --> [*]');
    const open = lines.indexOf('state "closed" as door_closed {');
    const close = lines.indexOf('}', open);
    expect(open).toBeGreaterThan(0);
    expect(lines.indexOf('state "locked" as door_closed_locked')).toBeGreaterThan(open);
    expect(lines.indexOf('state "locked" as door_closed_locked')).toBeLessThan(close);
  });

  it('labels transitions `event [guard]`, drawn where both ends are visible', () => {
    const close = lines.indexOf('}');
    const inner = lines.indexOf('door_closed_locked --> door_closed_unlocked : unlock [hasKey]');
    const outer = lines.indexOf('door_closed_unlocked --> door_opened : open');
    expect(inner).toBeGreaterThan(0);
    expect(inner).toBeLessThan(close);
    expect(outer).toBeGreaterThan(close);
    expect(lines).toContain('door_opened --> door_opened : knock');
  });

  it('notes descriptions, invoked actors and tags, escaped for Mermaid', () => {
    expect(lines).toContain('door_opened : invokes ringAlarm (id alarm)');
    expect(lines).toContain('door_opened : tags: draughty');
    expect(lines).toContain('Shut#59; #quot;locked#quot; is a sub-state #35;1');
  });
});
