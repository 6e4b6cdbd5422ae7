import { jobQueue } from './image-queue';

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('image work in turns', () => {
  it('when more jobs come than may run at once, then the others wait and start in the order they came', async () => {
    const queue = jobQueue(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (id: number) => async () => {
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      await later();
      running -= 1;
      return id;
    };
    const done = await Promise.all([1, 2, 3, 4, 5].map((id) => queue(job(id))));
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('when a job fails, then its turn passes to the next', async () => {
    const queue = jobQueue(1);
    const failed = queue(() => Promise.reject(new Error('unreadable')));
    await expect(failed).rejects.toThrow('unreadable');
    await expect(queue(async () => 'next')).resolves.toBe('next');
  });
});
