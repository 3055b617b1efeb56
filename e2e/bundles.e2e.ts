// The built web app: no page chunk carries zod, because the browser validates nothing and imports common's
// zod-free entry points (@gridable/common/rules, /constants, /messages). Runs after `npm run build`.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';

const assets = new URL('../frontend/dist/assets/', import.meta.url);
// Strings only zod's runtime holds: its issue codes and its error class.
const ZOD_MARKERS = ['invalid_type', 'ZodError', '$ZodType'];

describe('the built web app', () => {
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));

  it('was built', () => {
    expect(chunks.some((file) => file.startsWith('index-'))).toBe(true);
    expect(chunks.some((file) => file.startsWith('FeedbackPage-'))).toBe(true);
  });

  it('carries zod in no chunk', () => {
    const withZod = chunks.filter((file) => {
      const code = readFileSync(new URL(file, assets), 'utf8');
      return ZOD_MARKERS.some((marker) => code.includes(marker));
    });
    expect(withZod).toEqual([]);
  });
});
