import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routingTableMarkdown, routingTableRows } from './routing-table';

describe('the country × network × provider table', () => {
  it('when the README shows where mobile money is taken, then it is the routing table itself', () => {
    const readme = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');
    expect(readme).toContain(routingTableMarkdown());
  });

  it('when a network is charged by no real provider, then the table says so rather than leaving it out', () => {
    expect(routingTableRows()).toContainEqual([
      'Mali (ML)',
      'XOF',
      'Orange Money',
      '— (sandbox only)',
      '—',
    ]);
    expect(routingTableRows()).toContainEqual([
      'Tanzania (TZ)',
      'TZS',
      'Mixx by Yas',
      'flutterwave',
      'flutterwave',
    ]);
  });
});
