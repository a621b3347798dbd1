import { expect, it } from 'vitest';
import { takeTurn } from './eventLoopTurns.js';

it('gives each step a turn of its own, in the order asked, with other work let in between', async () => {
  const order: string[] = [];
  const steps = ['first', 'second', 'third'].map((name) =>
    takeTurn().then(() => {
      order.push(name);
      // Work that arrives while a step runs (as a request would) is served before the next step.
      setImmediate(() => order.push(`after ${name}`));
    }),
  );
  await Promise.all(steps);
  await new Promise((resolve) => setImmediate(resolve));
  expect(order).toEqual(['first', 'after first', 'second', 'after second', 'third', 'after third']);
});
