import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';

describe('NotFoundPage', () => {
  it('answers an unknown path with the 404 page and a way home', async () => {
    const { user, router } = renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Return Home' }));
    expect(await screen.findByRole('heading', { name: 'Gridable' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
