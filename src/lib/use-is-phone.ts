import { useMediaQuery } from './use-media-query';

/** Phones are 600 px wide or less (part 1 §9); forms open in a modal there. */
export function useIsPhone(): boolean {
  return useMediaQuery('(max-width: 600px)');
}
