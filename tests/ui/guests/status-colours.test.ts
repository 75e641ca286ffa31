import { describe, expect, it } from 'vitest';
import { guestStatuses } from '../../../contract/guests';
import { contrastRatio, textOn } from '../../../src/features/guests/guest-labels';

/** The RSVP view's pressed status chip: its text reads at WCAG AA on its colour (issue 23 item 17: Pending was white on grey, 3.32:1). */
describe('status chips', () => {
  it.each(guestStatuses.map((status) => [status.key, status] as const))('%s: text at 4.5:1 or more', (_, status) => {
    expect(contrastRatio(textOn(status), status)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures as WCAG does', () => {
    expect(contrastRatio({ color_r: 255, color_g: 255, color_b: 255 }, guestStatuses[2])).toBeCloseTo(3.32, 2);
  });
});
