import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('keeps four light modules all round the code, as scanners need on a dark page', () => {
    render(<QrCode text="https://gridable.example/move-device?code=WS2UHFN9" label="QR code" />);
    const svg = screen.getByRole('img', { name: 'QR code' });
    const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const cells = [...(svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)/g)].map(
      ([, x, y]) => [Number(x), Number(y)] as const,
    );
    expect(cells.length).toBeGreaterThan(0);
    const xs = cells.map(([x]) => x);
    const ys = cells.map(([, y]) => y);
    expect(Math.min(...xs)).toBe(4);
    expect(Math.min(...ys)).toBe(4);
    expect(size - 1 - Math.max(...xs)).toBe(4);
    expect(size - 1 - Math.max(...ys)).toBe(4);
  });
});
