import { importCircles, importGraph } from './import-graph';

describe('import circles', () => {
  it('finds a circle made of type imports only', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', ['/a.ts']],
    ]);
    expect(importCircles(graph)).toHaveLength(1);
    expect(importCircles(graph)[0]).toHaveLength(3);
  });

  it('no file imports, through others, a file that imports it (type imports included)', () => {
    const graph = importGraph(['packages', 'services', 'apps', 'test', 'bench']);
    expect(graph.size).toBeGreaterThan(1000);
    expect(importCircles(graph)).toEqual([]);
  });
});
