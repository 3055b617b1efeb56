import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberNames } from './MemberNames';

const said = (names: string[], count: number) =>
  render(<MemberNames names={names} count={count} />).container.textContent;

describe('MemberNames', () => {
  it('names every member of a small league', () => {
    expect(said(['Ana'], 1)).toBe('Ana');
    expect(said(['Ana', 'Ben'], 2)).toBe('Ana and Ben');
    expect(said(['Ana', 'Ben', 'Cy'], 3)).toBe('Ana, Ben and Cy');
  });

  it('names the first two of a bigger league and counts the rest', () => {
    expect(said(['Ana', 'Ben', 'Cy'], 4)).toBe('Ana, Ben and 2 others');
    expect(said(['Ana', 'Ben', 'Cy'], 50)).toBe('Ana, Ben and 48 others');
    expect(said(['Ana', 'Ben'], 3)).toBe('Ana, Ben and 1 other');
  });

  it('isolates each nickname, so a right-to-left one keeps its comma after it', () => {
    const { container } = render(<MemberNames names={['דני', 'Ben']} count={2} />);
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['דני', 'Ben']);
  });
});
