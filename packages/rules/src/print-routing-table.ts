import { routingTableMarkdown } from './routing-table';

/** Prints the country × network × provider table for the README's payments section. */
console.log(routingTableMarkdown());
