import { describe, expect, it } from 'vitest';
import { EXPLORED_MACHINES } from '../../../src/features/machines/machine-catalog';
import { exportedMachines, undescribed } from '../../support/exported-machines';

// Issue 36: the explorer opens every machine the app runs; a machine exported from
// machines/ that the catalogue leaves out fails here.
describe('the machine explorer’s catalogue', () => {
  const exported = exportedMachines();

  it('has every machine that machines/ exports, under its export name', () => {
    expect(exported.size).toBeGreaterThanOrEqual(5);
    expect(EXPLORED_MACHINES.map((entry) => entry.exportName).sort()).toEqual(
      [...exported.keys()].sort(),
    );
  });

  it('draws each from its definition: the machine exported, or that machine with actors provided', () => {
    for (const entry of EXPLORED_MACHINES) {
      const definition = exported.get(entry.exportName);
      expect(definition, entry.exportName).toBeDefined();
      // `provide` swaps implementations only, and descriptions add text: the states and
      // transitions are the exported machine's.
      expect(undescribed(entry.machine), entry.exportName).toBe(undescribed(definition!));
    }
  });

  it('opens each at its own link', () => {
    const slugs = EXPLORED_MACHINES.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z][a-z-]*$/);
  });
});
