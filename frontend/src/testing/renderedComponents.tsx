// Which components rendered in each commit under a tree, by name: what a tap costs in React's work, counted the way
// React DevTools (and bench:taps' probe) counts it: a component fiber that performed work in the commit.
import { Profiler, type ReactNode } from 'react';

interface Fiber {
  tag: number;
  flags: number;
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  stateNode: unknown;
}

const PERFORMED_WORK = 1;
/** Function, class, forwardRef and simple memo components (a memo with a compare renders an inner fiber). */
const COMPONENT_TAGS = new Set([0, 1, 11, 15]);

function nameOf(fiber: Fiber): string {
  const type = fiber.type as { displayName?: string; name?: string; render?: { name?: string } } | null;
  return type?.displayName ?? type?.name ?? type?.render?.name ?? 'Anonymous';
}

/** The components under `root` that rendered in the commit that made it current. */
function renderedIn(root: Fiber): string[] {
  const names: string[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const parent = stack.pop() as Fiber;
    // Children untouched by this commit keep the previous tree's child list.
    if (parent.alternate !== null && parent.child === parent.alternate.child) continue;
    for (let child = parent.child; child !== null; child = child.sibling) {
      const mounted = child.alternate === null;
      if (COMPONENT_TAGS.has(child.tag) && (mounted || (child.flags & PERFORMED_WORK) !== 0))
        names.push(nameOf(child));
      stack.push(child);
    }
  }
  return names;
}

/** The fiber root a React root renders into `container` with (React's own key on the container). */
function currentRoot(container: Element): Fiber {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  if (!key) throw new Error('no React root in this container');
  const hostRoot = (container as unknown as Record<string, Fiber>)[key] as Fiber;
  return (hostRoot.stateNode as { current: Fiber }).current;
}

/**
 * Wraps `children` so each commit's rendered components are appended to `log` (one array per commit). Pass the
 * container the tree is rendered into (render()'s `container`) once it exists.
 */
export function renderLog() {
  const commits: string[][] = [];
  let container: Element | null = null;
  return {
    commits,
    attach(into: Element) {
      container = into;
    },
    /** Every component rendered since the last call, in all the commits between. */
    take(): string[] {
      return commits.splice(0).flat();
    },
    wrap(children: ReactNode) {
      return (
        <Profiler
          id="render-log"
          onRender={() => {
            if (container) commits.push(renderedIn(currentRoot(container)));
          }}
        >
          {children}
        </Profiler>
      );
    },
  };
}
