import { writeFile } from 'node:fs/promises';
import { MACHINES_DOC_PATH, renderMachinesDoc } from './machines-docs/machines-doc';

// `npm run machines:docs`: regenerates docs/machines.md from the machine definitions.
await writeFile(MACHINES_DOC_PATH, await renderMachinesDoc());
console.log(`Wrote ${MACHINES_DOC_PATH}`);
