import {
  attribute,
  type CpuProfile,
  GARBAGE_COLLECTION,
  type Part,
  RUNTIME,
  UNMATCHED,
} from './cpu-attribution';
import { PARTS } from './cpu-parts';

type Frame = [functionName: string, url: string];
/** A .cpuprofile whose nodes are the given stacks (root first), each sampled once for `micros[i]`. */
const profileOf = (stacks: Frame[][], micros: number[]): CpuProfile => {
  const nodes: CpuProfile['nodes'] = [{ id: 1, callFrame: { functionName: '(root)', url: '' } }];
  const samples = stacks.map((stack) =>
    stack.reduce((parentId, [functionName, url]) => {
      const parent = nodes.find((node) => node.id === parentId)!;
      const id = nodes.length + 1;
      nodes.push({ id, callFrame: { functionName, url } });
      parent.children = [...(parent.children ?? []), id];
      return id;
    }, 1),
  );
  // A sample's time is the delta to the next sample: the first delta is the start.
  return { nodes, samples, timeDeltas: [0, ...micros] };
};

const root = '/repo/services/command-api/src/donations/donation-routes.ts';
const handler: Frame = ['giveRoute', `file://${root}`];
const parts: Part[] = [
  { name: 'http', frames: [{ url: /^node:_http_/ }] },
  { name: 'validation', frames: [{ url: /\/node_modules\/zod\// }] },
  { name: 'sql', frames: [{ url: /\/node_modules\/pg\// }] },
  { name: 'commands', frames: [{ url: /\/services\/command-api\// }] },
];

it('when a sample has frames of several parts, then its time goes to the one nearest the leaf', () => {
  const profile = profileOf(
    [
      [handler, ['parse', 'file:///repo/node_modules/zod/v4/core/schemas.cjs']],
      [handler, ['submit', 'file:///repo/node_modules/pg/lib/query.js'], ['writev', '']],
      [handler, ['decide', 'file:///repo/services/command-api/src/donations/donation.ts']],
    ],
    [300, 200, 100],
  );

  expect(Object.fromEntries(attribute(profile, parts))).toEqual({
    validation: 300,
    sql: 200,
    commands: 100,
  });
});

it('when no frame of a part is on the stack, then V8 gets its own nodes, idle counts nothing and the rest is unmatched', () => {
  const profile = profileOf(
    [
      [['(garbage collector)', '']],
      [['(program)', '']],
      [['(idle)', '']],
      [['processTicksAndRejections', 'node:internal/process/task_queues']],
      [['(garbage collector)', '']],
    ],
    [50, 40, 1000, 30, 20],
  );

  expect(Object.fromEntries(attribute(profile, parts))).toEqual({
    [GARBAGE_COLLECTION]: 70,
    [RUNTIME]: 40,
    [UNMATCHED]: 30,
  });
});

it('when the pg driver writes a statement to its socket, then the platform table counts it as SQL, not HTTP', () => {
  const socketWrite: Frame[] = [
    ['Socket._writeGeneric', 'node:net'],
    ['writevGeneric', 'node:internal/stream_base_commons'],
    ['writev', ''],
  ];
  const profile = profileOf(
    [
      [handler, ['submit', 'file:///repo/node_modules/pg/lib/query.js'], ...socketWrite],
      [handler, ['end', 'node:_http_outgoing'], ...socketWrite],
    ],
    [70, 30],
  );

  const [http, , , sql] = PARTS.map((part) => part.name);
  expect(Object.fromEntries(attribute(profile, PARTS))).toEqual({ [sql!]: 70, [http!]: 30 });
});
