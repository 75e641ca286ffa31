import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { EmptyState } from '../../src/components/empty-state';

it('renders a component in the DOM', () => {
  render(<EmptyState title="Nothing here" />);
  expect(screen.getByText('Nothing here')).toBeVisible();
});
