import { describe, expect, it } from 'vitest';
import { pipelineUpdateSchema } from './pipelineUpdate';

const schema = pipelineUpdateSchema(['new', 'called'] as const, 10);

describe('pipelineUpdateSchema', () => {
  it('takes a status of the pipeline and a trimmed note, empty when not sent', async () => {
    await expect(schema.validate({ status: 'called', owner_note: ' aradık ' })).resolves.toEqual({
      status: 'called',
      owner_note: 'aradık',
    });
    await expect(schema.validate({ status: 'new' })).resolves.toEqual({ status: 'new', owner_note: '' });
  });

  it('refuses a status outside the pipeline and a note over the limit', async () => {
    await expect(schema.validate({ status: 'closed' })).rejects.toMatchObject({
      errors: ['Geçerli bir seçim yapınız'],
    });
    await expect(schema.validate({ status: 'new', owner_note: 'x'.repeat(11) })).rejects.toMatchObject({
      errors: ['Bu Alan 10 Karakteri Geçemez'],
    });
  });
});
