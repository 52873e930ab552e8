import { render, screen } from '@testing-library/react';
import { StarRating, starKinds } from './StarRating';

describe('StarRating', () => {
  it('rounds to half stars', () => {
    expect(starKinds(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starKinds(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starKinds(9)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('tells screen readers the rating', () => {
    render(<StarRating value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });
});
