import { comparedTables } from '../support/read-side/read-stores';
import { coverageLine, readModelCoverage, readModelsInCode } from './read-model-coverage';

describe('the read models the container suites cover', () => {
  it('when the read-store contract compares every read model, then the count covered is the count in the code', () => {
    const coverage = readModelCoverage(comparedTables, readModelsInCode());
    expect(coverage).toEqual({
      covered: readModelsInCode().length,
      total: readModelsInCode().length,
      missing: [],
    });
    expect(coverage.total).toBeGreaterThanOrEqual(18);
  });

  it('when a read model is not compared, then it is counted out and named', () => {
    const coverage = readModelCoverage(['users', 'campaigns'], ['users', 'campaigns', 'follows']);
    expect(coverage).toEqual({ covered: 2, total: 3, missing: ['follows'] });
    expect(coverageLine(coverage, false)).toBe(
      'read models: 2 of the 3 in the code compared on MongoDB (when run); left out: follows',
    );
  });
});
