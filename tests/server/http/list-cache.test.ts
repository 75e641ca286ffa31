import { describe, expect, it } from 'vitest';
import { JsonText } from '../../../server/http/json-text';
import { ListCache } from '../../../server/http/list-cache';

/** The keeping rules of big list answers (issue 23 item 8); what they serve is in guests-list-answers.test.ts. */
describe('ListCache', () => {
  const counting = () => {
    const built: string[] = [];
    const build = (json: string) => async () => {
      built.push(json);
      return new JsonText(json);
    };
    return { built, build };
  };

  it('builds a list once per version, and again once its version changes', async () => {
    const cache = new ListCache<number>();
    const { built, build } = counting();
    const [first, second] = await Promise.all([cache.read(1, 'v1', build('[1]')), cache.read(1, 'v1', build('[1]'))]);
    expect(first).toBe(second);
    expect((await cache.read(1, 'v2', build('[1,2]'))).body.toString()).toBe('{"data":[1,2]}');
    expect(built).toEqual(['[1]', '[1,2]']);
  });

  it('keeps lists apart by key', async () => {
    const cache = new ListCache<number>();
    const { built, build } = counting();
    await cache.read(1, 'v', build('[1]'));
    expect((await cache.read(2, 'v', build('[2]'))).body.toString()).toBe('{"data":[2]}');
    expect(built).toEqual(['[1]', '[2]']);
  });

  it('lets the least recently read lists go beyond its size', async () => {
    // Each body is `{"data":[n]}`, 12 bytes: room for two.
    const cache = new ListCache<number>(24);
    const { built, build } = counting();
    await cache.read(1, 'v', build('[1]'));
    await cache.read(2, 'v', build('[2]'));
    await cache.read(1, 'v', build('[1]'));
    await cache.read(3, 'v', build('[3]'));
    await cache.read(1, 'v', build('[1]'));
    await cache.read(2, 'v', build('[2]'));
    expect(built).toEqual(['[1]', '[2]', '[3]', '[2]']);
  });

  it('keeps no failed build: the next read tries again', async () => {
    const cache = new ListCache<number>();
    await expect(cache.read(1, 'v', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect((await cache.read(1, 'v', async () => new JsonText('[]'))).body.toString()).toBe('{"data":[]}');
  });

  it('tags a body once, by its content', () => {
    const answer = new JsonText('[1]');
    expect(answer.tag).toBe(answer.tag);
    expect(answer.tag).toBe(new JsonText('[1]').tag);
    expect(answer.tag).not.toBe(new JsonText('[2]').tag);
  });
});
