import { afterEach, describe, expect, it } from 'vitest';
import { servedWithStatus } from '../../testing/servedStatus';
import { servedAsMissing } from './servedAsMissing';

let undo: () => void = () => undefined;
afterEach(() => undo());

describe('servedAsMissing', () => {
  it('is true while the page is at the address the server answered 404', () => {
    undo = servedWithStatus('/share/gone123', 404);
    expect(servedAsMissing()).toBe(true);
  });

  it('is false for a page served 200, and once the app has moved to another address', () => {
    undo = servedWithStatus('/share/found12', 200);
    expect(servedAsMissing()).toBe(false);
    undo();
    undo = servedWithStatus('/share/gone123', 404);
    window.history.replaceState(null, '', '/share/other12');
    expect(servedAsMissing()).toBe(false);
  });

  it('is false where the browser keeps no navigation entry', () => {
    expect(servedAsMissing()).toBe(false);
  });
});
