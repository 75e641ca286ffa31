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
  /** PostgreSQL's case: no write count, every read asks the version. */
  const onPostgres = () => null;
  const at = (version: string) => async () => version;

  it('builds a list once per version, and again once its version changes', async () => {
    const cache = new ListCache<number>(onPostgres);
    const { built, build } = counting();
    const [first, second] = await Promise.all([cache.read(1, at('v1'), build('[1]')), cache.read(1, at('v1'), build('[1]'))]);
    expect(first).toBe(second);
    expect((await cache.read(1, at('v2'), build('[1,2]'))).body.toString()).toBe('{"data":[1,2]}');
    expect(built).toEqual(['[1]', '[1,2]']);
  });

  it('keeps lists apart by key', async () => {
    const cache = new ListCache<number>(onPostgres);
    const { built, build } = counting();
    await cache.read(1, at('v'), build('[1]'));
    expect((await cache.read(2, at('v'), build('[2]'))).body.toString()).toBe('{"data":[2]}');
    expect(built).toEqual(['[1]', '[2]']);
  });

  it('lets the least recently read lists go beyond its size', async () => {
    // Each body is `{"data":[n]}`, 12 bytes: room for two.
    const cache = new ListCache<number>(onPostgres, 24);
    const { built, build } = counting();
    await cache.read(1, at('v'), build('[1]'));
    await cache.read(2, at('v'), build('[2]'));
    await cache.read(1, at('v'), build('[1]'));
    await cache.read(3, at('v'), build('[3]'));
    await cache.read(1, at('v'), build('[1]'));
    await cache.read(2, at('v'), build('[2]'));
    expect(built).toEqual(['[1]', '[2]', '[3]', '[2]']);
  });

  it('keeps no failed build: the next read tries again', async () => {
    const cache = new ListCache<number>(onPostgres);
    await expect(cache.read(1, at('v'), () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect((await cache.read(1, at('v'), async () => new JsonText('[]'))).body.toString()).toBe('{"data":[]}');
  });

  it('on PGlite, asks no version while no write has ended, and asks again after one', async () => {
    let writes = 0;
    const cache = new ListCache<number>(() => writes);
    const { built, build } = counting();
    const asked: string[] = [];
    const version = (value: string) => async () => {
      asked.push(value);
      return value;
    };
    await cache.read(1, version('v1'), build('[1]'));
    await cache.read(1, version('v1'), build('[1]'));
    writes++;
    await cache.read(1, version('v1'), build('[1]'));
    await cache.read(1, version('v1'), build('[1]'));
    writes++;
    expect((await cache.read(1, version('v2'), build('[1,2]'))).body.toString()).toBe('{"data":[1,2]}');
    expect([asked, built]).toEqual([
      ['v1', 'v1', 'v2'],
      ['[1]', '[1,2]'],
    ]);
  });

  it('keeps an answer without a version until the next write on PGlite, and none on PostgreSQL', async () => {
    let writes = 0;
    const pglite = new ListCache<number>(() => writes);
    const postgres = new ListCache<number>(onPostgres);
    const { built, build } = counting();
    for (const cache of [pglite, pglite, postgres, postgres]) await cache.read(1, null, build('[1]'));
    writes++;
    await pglite.read(1, null, build('[2]'));
    expect(built).toEqual(['[1]', '[1]', '[1]', '[2]']);
  });

  it('tags a body once, by its content', () => {
    const answer = new JsonText('[1]');
    expect(answer.tag).toBe(answer.tag);
    expect(answer.tag).toBe(new JsonText('[1]').tag);
    expect(answer.tag).not.toBe(new JsonText('[2]').tag);
  });
});
