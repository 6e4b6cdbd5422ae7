import type { Fault } from './model-provider';
import { MoneyCommand, type MoneyModel, type MoneyReal } from './money-real';

/** The next calls to the provider go wrong this way. */
export class ProviderFaults extends MoneyCommand {
  constructor(readonly faults: Fault[]) {
    super();
  }
  check = () => true;
  act = async (_model: MoneyModel, real: MoneyReal) => real.world.provider.fail(this.faults);
  toString = () =>
    `The provider's next calls: ${this.faults.map(({ fault, on }) => `${fault} on ${on}`).join(', ')}`;
}

/** A process manager crashed after its step: the runner hands it its last events again. */
export class Crash extends MoneyCommand {
  constructor(readonly count: number) {
    super();
  }
  check = () => true;
  act = (_model: MoneyModel, real: MoneyReal) => real.world.repeatLast(this.count);
  toString = () => `the process managers crash and see the last ${this.count} events again`;
}
