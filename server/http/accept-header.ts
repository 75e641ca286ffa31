/**
 * The values of an `Accept-*` header the client accepts (`gzip, br;q=0`, `es-MX, en;q=0.6`),
 * most preferred first, without those it refuses by quality zero.
 */
export function acceptedValues(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [value, quality] = part.trim().split(/\s*;\s*q\s*=\s*/);
      return { value: value!, quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter(({ value, quality }) => value !== '' && quality > 0)
    .sort((one, other) => other.quality - one.quality)
    .map(({ value }) => value);
}
