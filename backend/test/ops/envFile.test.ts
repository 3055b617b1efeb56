// .env is read when present, never over what the environment already says, and names only real variables.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONFIG_VARIABLES, DEFAULT_ENV_FILE, loadConfig, loadEnvFile } from '../../src/config';

describe('.env', () => {
  it('is the file beside .env.example at the repository root', () => {
    expect(path.dirname(DEFAULT_ENV_FILE)).toBe(
      path.dirname(new URL('../../../.env.example', import.meta.url).pathname),
    );
  });

  it('fills unset variables and leaves the ones already set alone', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gridable-env-')), '.env');
    writeFileSync(file, 'GRIDABLE_TEST_FROM_FILE=file\nGRIDABLE_TEST_PRESET=file\n');
    process.env.GRIDABLE_TEST_PRESET = 'shell';
    try {
      expect(loadEnvFile(file)).toBe(true);
      expect(process.env.GRIDABLE_TEST_FROM_FILE).toBe('file');
      expect(process.env.GRIDABLE_TEST_PRESET).toBe('shell');
    } finally {
      delete process.env.GRIDABLE_TEST_FROM_FILE;
      delete process.env.GRIDABLE_TEST_PRESET;
    }
  });

  it('is optional', () => {
    expect(loadEnvFile(path.join(tmpdir(), 'no-such-dir-gridable', '.env'))).toBe(false);
  });

  it('copied from .env.example, names only variables the server reads and gives a valid config', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const entries = [...example.matchAll(/^([A-Z_][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!] as const);
    expect(entries.length).toBeGreaterThan(0);
    for (const [name] of entries) expect(CONFIG_VARIABLES, name).toContain(name);
    const config = loadConfig(Object.fromEntries(entries));
    expect(config).toMatchObject({ port: 3000, nodeEnv: 'production', logLevel: 'info', dataDir: './data' });
  });

  it('NODE_ENV=development leaves the web app to Vite', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).nodeEnv).toBe('development');
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});
