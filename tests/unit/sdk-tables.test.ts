/** The generated ErrorCode name table: one PascalCase name per documented code, checked when generating. */
import { describe, expect, it } from 'vitest';
import { buildErrorCatalogModule, errorCodeNames } from '../../scripts/lib/sdk-tables';

const catalog = [
  { code: 40004, http_status: 404, message: 'Not found' },
  { code: 41113, http_status: 404, message: 'Job does not exist' },
];

describe('errorCodeNames', () => {
  it('pairs x-enumNames with enum in order', () => {
    expect(errorCodeNames({ enum: [40004, 41113], 'x-enumNames': ['NotFound', 'JobDeleted'], 'x-error-catalog': catalog })).toEqual([
      ['NotFound', 40004],
      ['JobDeleted', 41113],
    ]);
  });

  it('refuses a missing, repeated or malformed name, and a code the catalogue does not describe', () => {
    expect(() => errorCodeNames({ enum: [40004, 41113], 'x-enumNames': ['NotFound'], 'x-error-catalog': catalog })).toThrow(/2 codes but 1/);
    expect(() => errorCodeNames({ enum: [40004, 41113], 'x-enumNames': ['NotFound', 'NotFound'], 'x-error-catalog': catalog })).toThrow(/used twice/);
    expect(() => errorCodeNames({ enum: [40004, 41113], 'x-enumNames': ['NotFound', 'job deleted'], 'x-error-catalog': catalog })).toThrow(/PascalCase/);
    expect(() => errorCodeNames({ enum: [40004, 41999], 'x-enumNames': ['NotFound', 'Other'], 'x-error-catalog': catalog })).toThrow(/41999/);
  });
});

describe('buildErrorCatalogModule', () => {
  it('writes the name table beside the catalogue', () => {
    const common = { components: { schemas: { ErrorCode: { enum: [41113, 40004], 'x-enumNames': ['JobDeleted', 'NotFound'], 'x-error-catalog': catalog } } } };
    const source = buildErrorCatalogModule(common);
    expect(source).toContain('export const ErrorCode = {\n  NotFound: 40004,\n  JobDeleted: 41113,\n} as const;');
    expect(source).toContain('41113: { status: 404, message: "Job does not exist" },');
  });
});
