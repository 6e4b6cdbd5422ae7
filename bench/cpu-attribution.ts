/** The parts of Chrome's .cpuprofile format (what V8's profiler writes) that attribution reads. */
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
};
type Frame = CpuProfile['nodes'][number]['callFrame'];

/** A frame pattern: every given field must match. */
export type FramePattern = { url?: RegExp; functionName?: RegExp };
/**
 * A part of the platform and the frames that are its code. A `fallback` part (a library others call: the HTTP
 * stack, the PostgreSQL driver) takes a sample only when no other part's frame is on its stack.
 */
export type Part = { name: string; frames: readonly FramePattern[]; fallback?: boolean };

/** V8's own nodes at the top of the tree: no JavaScript was on the stack. */
export const GARBAGE_COLLECTION = 'garbage collection';
export const RUNTIME = 'V8 and Node outside JavaScript';
export const UNMATCHED = 'other JavaScript';
const IDLE = '(idle)';
const ROOT_LEVEL: Record<string, string> = {
  '(garbage collector)': GARBAGE_COLLECTION,
  '(program)': RUNTIME,
};

const matches = (frame: Frame, pattern: FramePattern) =>
  (!pattern.url || pattern.url.test(frame.url)) &&
  (!pattern.functionName || pattern.functionName.test(frame.functionName));

/** The stack of each node, leaf first, as the frames' part names (undefined where none matches). */
const stacksOf = (profile: CpuProfile, parts: readonly Part[]) => {
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const partOf = (frame: Frame) =>
    parts.find((part) => part.frames.some((pattern) => matches(frame, pattern)));
  return (id: number) => {
    const stack: { part?: Part; functionName: string }[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)!.callFrame;
      stack.push({ part: partOf(frame), functionName: frame.functionName });
    }
    return stack;
  };
};

/** The part a sample's time goes to: its stack's first frame, from the leaf, of a part; else of a fallback part. */
const partOfStack = (stack: ReturnType<ReturnType<typeof stacksOf>>) => {
  const leaf = stack[0]?.functionName ?? '';
  if (leaf === IDLE) return undefined;
  if (ROOT_LEVEL[leaf]) return ROOT_LEVEL[leaf];
  const own = stack.find((frame) => frame.part && !frame.part.fallback);
  return (own ?? stack.find((frame) => frame.part))?.part?.name ?? UNMATCHED;
};

/**
 * Microseconds of CPU by part: each sample's interval (the time to the next sample) goes to the part of its stack.
 * Idle samples are left out, so the total is the time this thread ran.
 */
export const attribute = (profile: CpuProfile, parts: readonly Part[]) => {
  const stackOf = stacksOf(profile, parts);
  const partOfNode = new Map<number, string | undefined>();
  const micros = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    if (!partOfNode.has(id)) partOfNode.set(id, partOfStack(stackOf(id)));
    const part = partOfNode.get(id);
    if (part === undefined) return;
    micros.set(part, (micros.get(part) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  return micros;
};
