import { describe, expect, it } from 'vitest';
import {
  elementsBySection,
  isDoubleClick,
  mapLinkOf,
  movedElement,
  movedSection,
  orderAfter,
  orderAt,
  toElementRows,
  type ElementRow,
  type SectionRow,
} from '../../../machines/plan/plan-rows';
import { elementFormOf, formErrors, newElementForm, savedElement, withOption, withType } from '../../../machines/plan/plan-editor-forms';
import { checkDraft, previewOf, toTime12, toTime24 } from '../../../machines/plan/value-formats';

const sections: SectionRow[] = [
  { id: 1, section: 'Ceremony', order: 0 },
  { id: 2, section: 'Reception', order: 1 },
  { id: 3, section: 'Suppliers', order: 2 },
];
const element = (id: number, section_id: number, order: number, type_id = 1): ElementRow => ({
  id,
  element: `Element ${id}`,
  type_id,
  value: null,
  extra: null,
  order,
  section_id,
  options: [],
});

describe('plan ordering', () => {
  it('puts a new row last, past every known order', () => {
    expect(orderAfter([])).toBe(0);
    expect(orderAfter([{ order: 0 }, { order: 1 }])).toBe(2);
    expect(orderAfter([{ order: 4 }])).toBe(5);
    expect(orderAfter([{ order: -1 }, { order: 0.5 }])).toBe(2);
  });

  it('places a moved row between its new neighbours, telling the server its index', () => {
    expect(orderAt([{ order: 0 }, { order: 1 }], 1)).toBe(0.5);
    expect(orderAt([{ order: 0 }, { order: 1 }], 0)).toBe(-1);
    expect(orderAt([{ order: 0 }, { order: 1 }], 5)).toBe(2);
    expect(movedSection(sections, 3, 0)).toEqual({ id: 3, order: -1, index: 0 });
    expect(movedSection(sections, 9, 0)).toBeNull();
  });

  it('moves an element within and across sections', () => {
    const elements = [element(10, 1, 0), element(11, 1, 1), element(12, 1, 2), element(20, 2, 0)];
    expect(movedElement(elements, 10, 1, 2)).toEqual({ id: 10, sectionId: 1, order: 3, index: 2 });
    expect(movedElement(elements, 10, 2, 0)).toEqual({ id: 10, sectionId: 2, order: -1, index: 0 });
    const move = movedElement(elements, 12, 1, 0)!;
    const moved = elements.map((row) => (row.id === move.id ? { ...row, order: move.order, section_id: move.sectionId } : row));
    expect(
      elementsBySection(moved)
        .get(1)!
        .map((row) => row.id),
    ).toEqual([12, 10, 11]);
  });

  it('joins options to their elements', () => {
    const rows = toElementRows([{ ...element(5, 1, 0, 7) }], [{ id: 50, option: 'Civil', element_id: 5 }]);
    expect(rows[0]!.options).toEqual([{ id: 50, option: 'Civil' }]);
  });
});

describe('plan values', () => {
  it('converts the 12-hour picker to 24-hour HH:mm and back', () => {
    expect(toTime24({ hour: 12, minute: 0, meridiem: 'AM' })).toBe('00:00');
    expect(toTime24({ hour: 12, minute: 5, meridiem: 'PM' })).toBe('12:05');
    expect(toTime24({ hour: 5, minute: 30, meridiem: 'PM' })).toBe('17:30');
    expect(toTime12('00:15')).toEqual({ hour: 12, minute: 15, meridiem: 'AM' });
    expect(toTime12('23:55')).toEqual({ hour: 11, minute: 55, meridiem: 'PM' });
    expect(toTime12(null)).toBeNull();
  });

  it('checks a draft as the server will, deriving the map link', () => {
    const location = element(1, 1, 0, 9);
    expect(checkDraft(location, { value: ' Plaza Mayor ', extra: null })).toEqual({ ok: true, value: 'Plaza Mayor', extra: mapLinkOf('Plaza Mayor') });
    expect(checkDraft(element(2, 1, 0, 4), { value: '2030-02-31', extra: null })).toEqual({ ok: false, rule: 'date' });
    expect(checkDraft(element(3, 1, 0, 1), { value: '   ', extra: null })).toEqual({ ok: true, value: null, extra: null });
  });

  it('shows 300 characters of a large text, then the rest on request', () => {
    expect(previewOf('short')).toEqual({ preview: 'short', truncated: false });
    const long = 'x'.repeat(301);
    expect(previewOf(long)).toEqual({ preview: 'x'.repeat(300), truncated: true });
  });

  it('counts a double click only within 400 ms on the same element', () => {
    expect(isDoubleClick(null, 1, 100)).toBe(false);
    expect(isDoubleClick({ id: 1, at: 100 }, 1, 500)).toBe(true);
    expect(isDoubleClick({ id: 1, at: 100 }, 1, 501)).toBe(false);
    expect(isDoubleClick({ id: 2, at: 100 }, 1, 200)).toBe(false);
  });
});

describe('plan forms', () => {
  it('applies the contract rules: titles after trimming, options of a dropdown', () => {
    const form = newElementForm(-1, 1, 0);
    expect(formErrors({ ...form, element: '   ' })).toEqual({ element: ['required'] });
    const dropdown = withType({ ...form, element: 'Menu' }, 7, -2);
    expect(dropdown.options).toEqual([{ id: -2, option: '' }]);
    expect(formErrors(dropdown)).toEqual({ 'options.0': ['required'] });
    expect(formErrors(withOption(dropdown, 0, 'Buffet'))).toEqual({});
  });

  it('keeps options when a dropdown is edited and new ones keep temporary ids until saved', () => {
    const style: ElementRow = { ...element(4, 1, 0, 7), value: '40', options: [{ id: 40, option: 'Civil' }] };
    const saved = savedElement(withOption({ ...elementFormOf(style), options: [...style.options, { id: -9, option: ' Beach ' }] }, 0, 'Civil wedding'));
    // The kept value is not part of the change: a value change of its own may be on its way.
    expect(saved).toEqual({
      type: 'rows.update',
      intent: 'details',
      changes: [
        {
          id: 4,
          patch: {
            element: 'Element 4',
            type_id: 7,
            options: [
              { id: 40, option: 'Civil wedding' },
              { id: -9, option: 'Beach' },
            ],
          },
        },
      ],
    });
  });
});
