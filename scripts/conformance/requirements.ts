// Whether a unified test's `runOnRequirements` admit the server under test, and if not, why not.

export interface ServerFacts {
  /** e.g. '7.0.0' */
  version: string;
  topology: 'single' | 'replicaset' | 'sharded' | 'load-balanced';
}

type Requirement = Record<string, unknown>;

function versionParts(v: string): number[] {
  const parts = v.split('.').map((p) => Number(p));
  while (parts.length < 3) parts.push(0);
  return parts;
}

export function compareVersions(a: string, b: string): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** The reason one requirement does not hold, or undefined when it does. */
function unmet(req: Requirement, server: ServerFacts): string | undefined {
  for (const [key, value] of Object.entries(req)) {
    switch (key) {
      case 'minServerVersion':
        if (compareVersions(server.version, String(value)) < 0) return `needs server >= ${String(value)}`;
        break;
      case 'maxServerVersion':
        if (compareVersions(server.version, String(value)) > 0) return `needs server <= ${String(value)}`;
        break;
      case 'topologies': {
        const wanted = value as string[];
        if (!wanted.includes(server.topology)) return `needs topology ${wanted.join('/')}`;
        break;
      }
      case 'serverless':
        // The server under test is not serverless.
        if (value === 'require') return 'needs serverless';
        break;
      case 'auth':
        if (value === true) return 'needs auth';
        break;
      case 'csfle':
        if (value === true) return 'needs csfle';
        break;
      case 'serverParameters':
        return 'needs server parameters';
      default:
        return `unknown requirement ${key}`;
    }
  }
  return undefined;
}

/** Undefined when the list admits the server (any one entry suffices, as the format says), else a reason. */
export function unmetRequirements(reqs: Requirement[] | undefined, server: ServerFacts): string | undefined {
  if (!reqs || reqs.length === 0) return undefined;
  const reasons: string[] = [];
  for (const req of reqs) {
    const why = unmet(req, server);
    if (why === undefined) return undefined;
    reasons.push(why);
  }
  return reasons.join(' or ');
}
